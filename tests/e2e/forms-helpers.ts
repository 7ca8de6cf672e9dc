/** Shared steps of the form specs: hydration, CLI imports into the e2e data dir, axe. */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const CLI = new URL("../../bin/laden.ts", import.meta.url).pathname;
const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";

/** The form is hydrated once React has set novalidate (our own messages take over). */
export async function formReady(page: Page, formId?: number): Promise<void> {
  const sel =
    formId === undefined ? "form.nf-form[novalidate]" : `#nf-form-${formId}-cont form.nf-form[novalidate]`;
  await page.locator(sel).first().waitFor({ state: "attached" });
}

/** `laden import nff FILE --json` against the running e2e server's data dir. */
export function importNff(
  file: string,
): Promise<{ id: number; title: string; fields: number; unsupported: string[] }[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, "import", "nff", file, "--json"],
      { env: { ...process.env, LADEN_DATA_DIR: DATA_DIR, DATABASE_URL: "" } },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout).forms);
      },
    );
  });
}

/** `laden settings import FILE` (several settings in one call) against the e2e server's data dir. */
export function setSettings(values: Record<string, unknown>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "laden-settings-e2e-"));
  const file = join(dir, "settings.json");
  writeFileSync(file, JSON.stringify(values));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, "settings", "import", file],
      { env: { ...process.env, LADEN_DATA_DIR: DATA_DIR, DATABASE_URL: "" } },
      (err, _stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve()),
    );
  });
}

export function writeTempNff(name: string, data: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "laden-nff-e2e-"));
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
}

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(".nf-form-cont")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`);
}

export async function expectNoAxe(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The container of a field by its key. */
export function field(page: Page, key: string) {
  return page.locator(`.nf-field-container[data-field-key="${key}"]`);
}

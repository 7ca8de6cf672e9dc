/** Shared steps of the form specs: hydration, form imports into the e2e server's database, axe. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { importNff as importNffForms, parseNff } from "../../importers/ninja-forms/index.ts";
import { setSettingValues, withE2eDatabase } from "./shop-helpers.ts";

/** The form is hydrated once React has set novalidate (our own messages take over). */
export async function formReady(page: Page, formId?: number): Promise<void> {
  const sel =
    formId === undefined ? "form.nf-form[novalidate]" : `#nf-form-${formId}-cont form.nf-form[novalidate]`;
  await page.locator(sel).first().waitFor({ state: "attached" });
}

/**
 * Imports a Ninja Forms export into the running e2e server's database, in this process through
 * the importer `laden import nff` uses (the CLI itself is tested in tests/integration/import-nff).
 */
export function importNff(
  file: string,
): Promise<{ id: number; title: string; fields: number; unsupported: string[] }[]> {
  const parsed = parseNff(readFileSync(file));
  return withE2eDatabase(async (db) =>
    (await importNffForms(db, parsed)).forms.map(({ id, title, fields, unsupported }) => ({
      id,
      title,
      fields,
      unsupported,
    })),
  );
}

/** Several settings at once, as `laden settings import FILE` would (all validated; all or nothing). */
export function setSettings(values: Record<string, unknown>): Promise<void> {
  return setSettingValues(values);
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

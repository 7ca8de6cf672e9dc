/**
 * `laden import nff` against a clone of the demo database, run as the real CLI: every template of
 * the corpus imports, a second run duplicates nothing, bad files change nothing.
 */
import { readdirSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { corpus } from "../setup/corpora.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

const DIR = corpus("ninja-forms");
const FILES = readdirSync(DIR).filter((f) => f.endsWith(".nff"));
let database: TestDatabase;
const laden = (args: string[]) => runLaden(database.url, args);
let scratch: string;

beforeAll(async () => {
  database = await cloneDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), "laden-nff-"));
});
afterAll(async () => {
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
});

const count = async () =>
  Number((await database.pool.query("select count(*)::int as n from forms")).rows[0].n);

describe("laden import nff", () => {
  it("the demo seed brought the three German demo forms", async () => {
    const { rows } = await database.pool.query(
      "select key, title from forms where source = 'seed' order by key",
    );
    expect(rows.map((r: { key: string }) => r.key)).toEqual(["angebotsrechner", "kontakt", "veranstaltung"]);
  });

  it("imports every template and prints {forms: [{id, title, fields, unsupported}]}; a second run duplicates nothing", async () => {
    const before = await count();
    const ids: number[] = [];
    for (const file of FILES) {
      const result = await laden(["import", "nff", path.join(DIR, file), "--json"]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      const out = JSON.parse(result.stdout);
      expect(out.forms).toHaveLength(1);
      const [form] = out.forms;
      expect(Object.keys(form).sort()).toEqual(["fields", "id", "title", "unsupported"]);
      expect(form.fields).toBeGreaterThan(0);
      ids.push(form.id);
    }
    expect(await count()).toBe(before + FILES.length);
    const again = await laden(["import", "nff", path.join(DIR, FILES[0] as string), "--json"]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).forms[0].id).toBe(ids[0]);
    expect(await count()).toBe(before + FILES.length);

    const text = await laden(["import", "nff", path.join(DIR, "formtemplate-quoterequest.nff")]);
    expect(text.stdout).toContain("Quote Request Form");
    expect(text.stdout).toContain("Währung „usd“");
  }, 120_000);

  it("refuses a bad file with exit code 65 and a clear message, writing nothing", async () => {
    const before = await count();
    const bad = path.join(scratch, "bad.nff");
    await writeFile(bad, "{ kaputt");
    const result = await laden(["import", "nff", bad]);
    expect(result.code).toBe(65);
    expect(result.stderr).toContain("kein gültiges JSON");
    const missing = await laden(["import", "nff", path.join(scratch, "fehlt.nff")]);
    expect(missing.code).toBe(66);
    expect(await count()).toBe(before);
  });
});

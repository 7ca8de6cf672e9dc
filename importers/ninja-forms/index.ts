/**
 * `laden import nff FILE`: Ninja Forms exports → form definitions. parse.ts maps (pure, tested on
 * every template of the corpus); this stores all forms of the file in one transaction, keyed by
 * the file's hash, so a second run of the same file creates nothing.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { upsertForm } from "#modules/forms/store.ts";
import type { ParsedForm } from "./parse.ts";

export { NffInputError, parseNff } from "./parse.ts";

const IMPORT_LOCK_KEY = 7_310_545_006;

export type NffImportResult = {
  forms: { id: number; title: string; fields: number; unsupported: string[]; created: boolean }[];
};

export async function importNff(db: Db, parsed: ParsedForm[]): Promise<NffImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const out: NffImportResult["forms"] = [];
    for (const form of parsed) {
      const { report, ...input } = form;
      const { id, created } = await upsertForm(tx, input);
      out.push({ id, title: form.title, fields: report.fields, unsupported: report.unsupported, created });
    }
    return { forms: out };
  });
}

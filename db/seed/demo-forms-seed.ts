import { insertFormIfMissing } from "#modules/forms/store.ts";
import type { Db } from "../client.ts";
import { DEMO_FORMS } from "./demo-forms.ts";

/** Inserts the demo forms that are missing (by key); returns how many were created. */
export async function seedDemoForms(db: Db): Promise<number> {
  let created = 0;
  for (const form of DEMO_FORMS) if ((await insertFormIfMissing(db, form)).created) created++;
  return created;
}

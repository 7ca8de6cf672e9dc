/**
 * Attribution kept with a customer account: the registration form's fields stored in the user's
 * `meta` under WooCommerce's order meta keys (`_wc_order_attribution_<field>`). Nothing is
 * stored when the form carried none (no consent).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import { type AttributionRecord, attributionMeta, hasAttribution } from "./server.ts";

/** A posted form's text fields (the last value of a repeated name); files are left out. */
export function formStrings(form: FormData | URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

export async function saveUserAttribution(db: Db, userId: number, record: AttributionRecord): Promise<void> {
  if (!hasAttribution(record)) return;
  await db
    .update(users)
    .set({ meta: sql`${users.meta} || ${JSON.stringify(attributionMeta(record))}::jsonb` })
    .where(eq(users.id, userId));
}

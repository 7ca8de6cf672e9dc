/**
 * The WooCommerce meta fields a user may write through `wp/v2/users` (`woocommerce_meta`), the
 * values each accepts and the `users.meta` key it is kept under (glossary A9: the coming-soon
 * banner's dismissed flag), and the merge that writes them without touching other meta.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";

export const BANNER_DISMISSED_META = "woocommerce_admin_coming_soon_banner_dismissed";

const WOOCOMMERCE_META = {
  coming_soon_banner_dismissed: { values: ["yes", "no"], key: BANNER_DISMISSED_META },
} as const;

export type UserRecord = typeof users.$inferSelect;

/** The fields as WooCommerce shows them; an unset flag reads "no". */
export function wooCommerceMetaOf(meta: UserRecord["meta"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(WOOCOMMERCE_META).map(([field, d]) => [field, meta[d.key] ?? "no"]),
  );
}

/** The stored meta a `woocommerce_meta` object asks for, or the name of its first bad field. */
export function readWooCommerceMeta(
  fields: Record<string, unknown>,
): { updates: Record<string, string> } | { bad: string } {
  const updates: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const def = Object.hasOwn(WOOCOMMERCE_META, field)
      ? WOOCOMMERCE_META[field as keyof typeof WOOCOMMERCE_META]
      : undefined;
    if (!def || typeof value !== "string" || !(def.values as readonly string[]).includes(value)) {
      return { bad: field };
    }
    updates[def.key] = value;
  }
  return { updates };
}

/** Merges the values into the user's meta (other keys stay); the row after, or undefined. */
export async function mergeUserMeta(
  db: Db,
  userId: number,
  values: Record<string, string>,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ meta: sql`${users.meta} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * The site owner (the owner roles of modules/users/roles.ts) as the theme sees them: the admin
 * bar, the coming-soon banner and its per-user dismissed flag (glossary A9), kept in `users.meta`
 * under WooCommerce's meta key and reset to "no" on every login.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import { isOwner } from "../users/roles.ts";
import { BANNER_DISMISSED_META, mergeUserMeta } from "../users/woocommerce-meta.ts";

/**
 * The one rule of coming-soon mode (glossary A9): the store (its pages, products on the wire,
 * in search and in the sitemap) is hidden from everyone but the owner. Every place that shows
 * products to a visitor asks this.
 */
export function storeHiddenFrom(comingSoon: boolean, role: string | undefined): boolean {
  return comingSoon && !isOwner(role);
}

export type ThemeUser = { id: number; role: string; bannerDismissed: boolean };

export async function getThemeUser(db: Db, userId: number | undefined): Promise<ThemeUser | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, role: users.role, meta: users.meta })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { id: row.id, role: row.role, bannerDismissed: row.meta[BANNER_DISMISSED_META] === "yes" };
}

/** Sets the banner flag ("yes" on dismiss, "no" on login) without touching other meta. */
export async function setBannerDismissed(db: Db, userId: number, value: "yes" | "no"): Promise<void> {
  await mergeUserMeta(db, userId, { [BANNER_DISMISSED_META]: value });
}

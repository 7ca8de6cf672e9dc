/**
 * The back office's navigation, in the order a WooCommerce owner looks for things. A section is
 * listed here only when its screens work (no dead links): later issues add Inhalte and the gift
 * vouchers ("Geschenkgutscheine") as they build them.
 */
import type { MessageKey } from "#modules/i18n/index.ts";
import { adminPaths } from "./paths.ts";

export type AdminNavItem = {
  href: string;
  label: MessageKey;
  /** Only administrators see it (shop managers get everything else). */
  administratorOnly?: boolean;
  /** A count from the admin frame shown beside the label when above 0 (new submissions, comments to moderate). */
  counter?: "unreadSubmissions" | "pendingComments";
};

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: adminPaths.dashboard, label: "admin.nav.dashboard" },
  { href: adminPaths.orders, label: "admin.nav.orders" },
  { href: adminPaths.products, label: "admin.nav.products" },
  { href: adminPaths.coupons, label: "admin.nav.coupons" },
  { href: adminPaths.vouchers, label: "admin.nav.vouchers" },
  { href: adminPaths.documents, label: "admin.nav.documents" },
  { href: adminPaths.customers, label: "admin.nav.customers" },
  { href: adminPaths.posts, label: "admin.nav.posts" },
  { href: adminPaths.pages, label: "admin.nav.pages" },
  { href: adminPaths.menus, label: "admin.nav.menus" },
  { href: adminPaths.media, label: "admin.nav.media" },
  { href: adminPaths.comments, label: "admin.nav.comments", counter: "pendingComments" },
  { href: adminPaths.redirects, label: "admin.nav.redirects" },
  { href: adminPaths.forms, label: "admin.nav.forms", counter: "unreadSubmissions" },
  { href: adminPaths.audit, label: "admin.nav.audit" },
  { href: adminPaths.jobs, label: "admin.nav.jobs" },
  { href: adminPaths.settings, label: "admin.nav.settings" },
];

/** Whether `href` is the section the page at `pathname` belongs to (the dashboard only at its root). */
export function isCurrentSection(href: string, pathname: string): boolean {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return href === adminPaths.dashboard ? path === href : path.startsWith(href);
}

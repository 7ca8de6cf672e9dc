/** The menus screen's query (which menu, language, search, open item) and its URLs; browser-safe. */
import type { MenuLocation } from "#modules/content/menu-tree.ts";

export type MenusQuery = { location: MenuLocation; lang: "de" | "en"; q: string; edit: number | null };

/** The screen's URL for a query (only what differs from the defaults). */
export function menusHref(base: string, q: Partial<MenusQuery>): string {
  const params = new URLSearchParams();
  if (q.location && q.location !== "primary") params.set("menu", q.location);
  if (q.lang === "en" && q.location !== "social") params.set("lang", "en");
  if (q.q) params.set("q", q.q);
  if (q.edit) params.set("edit", String(q.edit));
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

/**
 * The shop's legal pages by kind (browser-safe: storefront links read it through the root data,
 * app/hooks/use-legal-path.ts). Which page is which: settings `legal.page.*`, resolved by
 * modules/legal/pages.ts.
 */
import type { SettingKey } from "../settings/definitions.ts";
import { paths } from "../site/paths.ts";

export const LEGAL_PAGES = ["imprint", "privacy", "terms", "withdrawal", "shipping"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const LEGAL_PAGE_SETTING = {
  imprint: "legal.page.imprint",
  privacy: "legal.page.privacy",
  terms: "legal.page.terms",
  withdrawal: "legal.page.withdrawal",
  shipping: "legal.page.shipping",
} as const satisfies Record<LegalPage, SettingKey>;

/** The conventional addresses, linked while no page is chosen (what every shop linked before issue 21). */
export const LEGAL_PAGE_FALLBACK: Record<LegalPage, string> = {
  imprint: "/impressum/",
  privacy: paths.privacy,
  terms: paths.terms,
  withdrawal: paths.withdrawalPolicy,
  shipping: paths.shipping,
};

/** A legal page's German path ("/agb/"); `localePath` gives the English one (same slug under /en/). */
export type LegalPaths = Record<LegalPage, string>;

/**
 * Menu links to a legal page's conventional address ("/agb/", "/en/agb/") point to the page chosen
 * in the settings instead (submenus too), so menus built before the choice follow it.
 */
export function followLegalPages<T extends { url: string; children?: T[] }>(
  items: readonly T[],
  chosen: LegalPaths,
): T[] {
  const moved = new Map<string, string>();
  for (const page of LEGAL_PAGES) {
    const fallback = LEGAL_PAGE_FALLBACK[page];
    if (chosen[page] === fallback) continue;
    moved.set(fallback, chosen[page]);
    moved.set(`/en${fallback}`, `/en${chosen[page]}`);
  }
  if (moved.size === 0) return [...items];
  const follow = (list: readonly T[]): T[] =>
    list.map((item) => ({
      ...item,
      url: moved.get(item.url) ?? item.url,
      ...(item.children ? { children: follow(item.children) } : {}),
    }));
  return follow(items);
}

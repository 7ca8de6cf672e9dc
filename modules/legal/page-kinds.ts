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
 * in the settings instead, so a footer menu built before the choice follows it.
 */
export function followLegalPages<T extends { url: string }>(items: readonly T[], chosen: LegalPaths): T[] {
  return items.map((item) => {
    for (const page of LEGAL_PAGES) {
      const fallback = LEGAL_PAGE_FALLBACK[page];
      if (chosen[page] === fallback) continue;
      if (item.url === fallback) return { ...item, url: chosen[page] };
      if (item.url === `/en${fallback}`) return { ...item, url: `/en${chosen[page]}` };
    }
    return item;
  });
}

/**
 * The legal data's state as the back office shows it (issue 21): what is missing, with the
 * chosen pages looked up. "The demo": the process runs with LADEN_DEMO on (the server's config;
 * docs/back-office/settings-legal.md) — there the demo's sample values count as filled.
 */
import type { Db } from "#db/client.ts";
import type { Settings } from "../settings/definitions.ts";
import { type LegalGap, missingLegalData } from "./completeness.ts";
import { LEGAL_PAGE_SETTING, LEGAL_PAGES } from "./page-kinds.ts";
import { publishedPageSlugs } from "./pages.ts";

export async function legalGaps(db: Db, settings: Settings, demo: boolean): Promise<LegalGap[]> {
  const chosen = LEGAL_PAGES.map((p) => settings[LEGAL_PAGE_SETTING[p]]);
  const published = new Set((await publishedPageSlugs(db, chosen)).keys());
  return missingLegalData(settings, { demo, publishedPages: published });
}

/** What the owner is warned about on every back-office page: nothing while the shop is in coming-soon mode. */
export async function liveShopLegalGaps(db: Db, settings: Settings, demo: boolean): Promise<LegalGap[]> {
  return settings["shop.comingSoon"] ? [] : legalGaps(db, settings, demo);
}

/**
 * The shop's legal pages (issue 21): which published page is the Impressum, Datenschutzerklärung,
 * AGB, Widerrufsbelehrung and Versand und Zahlung (settings `legal.page.*`). Every link to them —
 * footer, checkout texts, price notes, mails, the withdrawal button — takes its path from here.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages } from "#db/schema/index.ts";
import type { Settings } from "../settings/definitions.ts";
import { paths } from "../site/paths.ts";
import {
  LEGAL_PAGE_FALLBACK,
  LEGAL_PAGE_SETTING,
  LEGAL_PAGES,
  type LegalPage,
  type LegalPaths,
} from "./page-kinds.ts";

type PageSettings = Pick<Settings, (typeof LEGAL_PAGE_SETTING)[LegalPage]>;

/** The published pages among `ids`, by id → slug. */
export async function publishedPageSlugs(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(and(inArray(pages.id, wanted), eq(pages.status, "publish")));
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** Each legal page's path: the chosen published page, else the conventional address. */
export async function legalPagePaths(db: Db, settings: PageSettings): Promise<LegalPaths> {
  const slugs = await publishedPageSlugs(
    db,
    LEGAL_PAGES.map((p) => settings[LEGAL_PAGE_SETTING[p]]),
  );
  const result = { ...LEGAL_PAGE_FALLBACK };
  for (const page of LEGAL_PAGES) {
    const slug = slugs.get(settings[LEGAL_PAGE_SETTING[page]]);
    if (slug) result[page] = paths.page(slug);
  }
  return result;
}

/** The published pages an owner may choose from (German pages: the English ones share their slug). */
export async function choosablePages(db: Db): Promise<{ id: number; title: string; slug: string }[]> {
  return db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.status, "publish"), eq(pages.lang, "de")))
    .orderBy(pages.title);
}

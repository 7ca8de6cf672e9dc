import { and, asc, eq, or } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type MenuItem, menus, pages } from "#db/schema/index.ts";
import type { Lang } from "../i18n/index.ts";

export type PageView = {
  id: number;
  slug: string;
  lang: Lang;
  title: string;
  content: string;
  updatedAt: Date;
};

/** A published page by slug; with `previewId` (the owner's preview, issue 25; the caller checks the owner) that page whatever its status. */
export async function getPage(
  db: Db,
  slug: string,
  lang: Lang,
  previewId?: number,
): Promise<PageView | undefined> {
  const [row] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      lang: pages.lang,
      title: pages.title,
      content: pages.content,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(
      previewId !== undefined
        ? eq(pages.id, previewId)
        : and(
            eq(pages.slug, slug),
            eq(pages.lang, lang),
            eq(pages.status, "publish"),
            eq(pages.hasPassword, false),
          ),
    )
    .limit(1);
  return row;
}

/** The menus of a language by location (the social menu is one for both languages). */
export async function getMenus(db: Db, lang: Lang): Promise<Record<string, MenuItem[]>> {
  const rows = await db
    .select()
    .from(menus)
    .where(or(eq(menus.lang, lang), and(eq(menus.location, "social"), eq(menus.lang, "de"))))
    .orderBy(asc(menus.id));
  return Object.fromEntries(rows.map((r) => [r.location, r.items]));
}

export async function listPublicPages(db: Db): Promise<{ slug: string; lang: Lang; updatedAt: Date }[]> {
  return db
    .select({ slug: pages.slug, lang: pages.lang, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.status, "publish"), eq(pages.hasPassword, false)))
    .orderBy(asc(pages.id));
}

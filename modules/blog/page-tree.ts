/**
 * Pages with hierarchy (docs/decisions/007-content-blog.md): pages keep their flat URL (`/slug/`);
 * a page shows breadcrumbs through its published ancestors and a list of its published sub-pages
 * (by menu order, then title). WordPress's nested permalinks (`/parent/child/`) lead there with a
 * 301 when the path matches the page's ancestors.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages, pageTree } from "#db/schema/index.ts";
import type { Lang } from "../i18n/index.ts";

export type PageLink = { slug: string; title: string };
export type PageFamily = { ancestors: PageLink[]; children: PageLink[] };

/** Deeper trees are cut off here (and a cycle cannot loop). */
const MAX_DEPTH = 20;

export async function pageFamily(db: Db, pageId: number, lang: Lang): Promise<PageFamily> {
  const up = await db.execute<{ slug: string; title: string; status: string }>(sql`
    with recursive up(id, depth) as (
      select parent_id, 1 from page_tree where page_id = ${pageId} and parent_id is not null
      union all
      select t.parent_id, up.depth + 1 from page_tree t join up on t.page_id = up.id
      where t.parent_id is not null and up.depth < ${MAX_DEPTH}
    )
    select p.slug, p.title, p.status from up join pages p on p.id = up.id
    where p.lang = ${lang}
    order by up.depth desc`);
  // An unpublished ancestor is left out of the trail (its children stay reachable).
  const ancestors = up.rows.filter((r) => r.status === "publish").map(({ slug, title }) => ({ slug, title }));
  const children = await db
    .select({ slug: pages.slug, title: pages.title })
    .from(pageTree)
    .innerJoin(pages, eq(pages.id, pageTree.pageId))
    .where(
      and(
        eq(pageTree.parentId, pageId),
        eq(pages.status, "publish"),
        eq(pages.hasPassword, false),
        eq(pages.lang, lang),
      ),
    )
    .orderBy(asc(pageTree.menuOrder), asc(pages.title), asc(pages.id));
  return { ancestors, children };
}

/**
 * The flat slug for a nested path (`["level-1", "level-2", "level-3"]` → "level-3") when the
 * last segment is a published page whose ancestors carry exactly the other segments; else null.
 */
export async function nestedPageSlug(db: Db, segments: string[], lang: Lang): Promise<string | null> {
  const slug = segments.at(-1);
  if (!slug || segments.length < 2 || segments.length > MAX_DEPTH) return null;
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.slug, slug),
        eq(pages.lang, lang),
        eq(pages.status, "publish"),
        eq(pages.hasPassword, false),
      ),
    )
    .limit(1);
  if (!page) return null;
  const up = await db.execute<{ slug: string }>(sql`
    with recursive up(id, depth) as (
      select parent_id, 1 from page_tree where page_id = ${page.id} and parent_id is not null
      union all
      select t.parent_id, up.depth + 1 from page_tree t join up on t.page_id = up.id
      where t.parent_id is not null and up.depth < ${MAX_DEPTH}
    )
    select p.slug from up join pages p on p.id = up.id order by up.depth desc`);
  const chain = up.rows.map((r) => r.slug);
  return chain.length === segments.length - 1 && chain.every((s, i) => s === segments[i]) ? slug : null;
}

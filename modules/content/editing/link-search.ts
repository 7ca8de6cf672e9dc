/**
 * The link dialog's internal search (issue 25 item 1): published pages, posts and products whose
 * title (or slug) contains the words typed, each with its public address, at most 5 of each kind.
 * `%` and `_` are taken literally. Framework-free.
 */
import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages, posts, products } from "#db/schema/index.ts";
import { paths } from "../../site/paths.ts";
import { entryPath } from "./entries.ts";

export type LinkTarget = { kind: "page" | "post" | "product"; title: string; url: string };

const PER_KIND = 5;

const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What an internal link may point to, for the words `q` (empty or too long: nothing). */
export async function searchLinkTargets(db: Db, q: string): Promise<LinkTarget[]> {
  const words = q.trim();
  if (words.length < 2 || words.length > 100) return [];
  const like = pattern(words);
  const titled = (title: SQL | ReturnType<typeof ilike>, slug: ReturnType<typeof ilike>) => or(title, slug);
  const [pageRows, postRows, productRows] = await Promise.all([
    db
      .select({ title: pages.title, slug: pages.slug, lang: pages.lang })
      .from(pages)
      .where(and(eq(pages.status, "publish"), titled(ilike(pages.title, like), ilike(pages.slug, like))))
      .orderBy(pages.title)
      .limit(PER_KIND),
    db
      .select({ title: posts.title, slug: posts.slug, lang: posts.lang })
      .from(posts)
      .where(and(eq(posts.status, "publish"), titled(ilike(posts.title, like), ilike(posts.slug, like))))
      .orderBy(posts.title)
      .limit(PER_KIND),
    db
      .select({ title: products.name, slug: products.slug })
      .from(products)
      .where(
        and(eq(products.status, "publish"), titled(ilike(products.name, like), ilike(products.slug, like))),
      )
      .orderBy(products.name)
      .limit(PER_KIND),
  ]);
  return [
    ...pageRows.map((r) => ({
      kind: "page" as const,
      title: r.title,
      url: entryPath("page", r.slug, r.lang),
    })),
    ...postRows.map((r) => ({
      kind: "post" as const,
      title: r.title,
      url: entryPath("post", r.slug, r.lang),
    })),
    ...productRows.map((r) => ({ kind: "product" as const, title: r.title, url: paths.product(r.slug) })),
  ];
}

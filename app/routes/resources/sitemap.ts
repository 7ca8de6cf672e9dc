import { requestStateContext, servicesContext } from "#app/context.ts";
import { listPublicPostCategories, listPublicPosts } from "#modules/blog/feeds.ts";
import { blogPaths } from "#modules/blog/paths.ts";
import { listCategorySlugs, listPublicProductSlugs } from "#modules/catalog/index.ts";
import { listPublicPages } from "#modules/content/index.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { Route } from "./+types/sitemap";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { origin } = context.get(requestStateContext);
  const [productRows, categories, pageRows, postRows, postCategories] = await Promise.all([
    listPublicProductSlugs(db),
    listCategorySlugs(db),
    listPublicPages(db),
    listPublicPosts(db),
    listPublicPostCategories(db),
  ]);
  const entries: { loc: string; lastmod?: Date }[] = [
    { loc: paths.home },
    { loc: paths.shop },
    ...categories.map((slug) => ({ loc: paths.category(slug) })),
    ...productRows.map((p) => ({ loc: paths.product(p.slug), lastmod: p.updatedAt })),
    ...pageRows.map((p) => ({ loc: localePath(p.lang, paths.page(p.slug)), lastmod: p.updatedAt })),
    ...[...new Set(postRows.map((p) => p.lang))].map((lang) => ({ loc: localePath(lang, blogPaths.home) })),
    ...postRows.map((p) => ({ loc: localePath(p.lang, blogPaths.post(p.slug)), lastmod: p.updatedAt })),
    ...postCategories.map((c) => ({ loc: localePath(c.lang, blogPaths.category(c.slug)) })),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(origin + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

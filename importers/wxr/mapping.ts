/**
 * The WXR importer's pure rules (index.ts does the reads and writes): source keys, free slugs,
 * the terms a file names, image URL keys, menu item URLs and the comment/page parent links.
 */
import { slugify, type WxrFile, type WxrPost, type WxrTerm } from "./parse.ts";

/** Every imported row's source key: `wxr:<site>:<type>:<id>`, so a second run finds it. */
export function sourceKey(site: string, type: string, id: string): string {
  return `wxr:${site}:${type}:${id}`;
}

/** The slug itself or, when taken, the slug with "-2", "-3", …; the one chosen is taken from then on. */
export function freeSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * The categories and tags to store, keyed `taxonomy:slug`: the file's term definitions plus those
 * only named on posts (named by their slug when they have no name).
 */
export function collectTermDefs(file: Pick<WxrFile, "terms" | "posts">): Map<string, WxrTerm> {
  const defs = new Map(file.terms.map((t) => [`${t.taxonomy}:${t.slug}`, t]));
  for (const p of file.posts) {
    for (const [taxonomy, refs] of [
      ["category", p.categories],
      ["tag", p.tags],
    ] as const) {
      for (const r of refs) {
        if (!defs.has(`${taxonomy}:${r.slug}`))
          defs.set(`${taxonomy}:${r.slug}`, {
            taxonomy,
            slug: r.slug,
            name: r.name || r.slug,
            description: "",
            parentSlug: "",
          });
      }
    }
  }
  return defs;
}

/** A term's stored slug: the decoded WordPress slug, slugified ("begriff" when nothing is left). */
export function termSlug(wpSlug: string): string {
  return slugify(decodeURIComponentSafe(wpSlug)) || "begriff";
}

/** The result key a term counts under. */
export function termType(taxonomy: WxrTerm["taxonomy"]): "categories" | "tags" {
  return taxonomy === "category" ? "categories" : "tags";
}

/** The term ids a post links to (each once), from its categories and tags. */
export function postTermIds(
  post: Pick<WxrPost, "categories" | "tags">,
  termIds: Map<string, number>,
): number[] {
  const links = [
    ...post.categories.map((c) => termIds.get(`category:${c.slug}`)),
    ...post.tags.map((t) => termIds.get(`tag:${t.slug}`)),
  ].filter((id): id is number => id !== undefined);
  return [...new Set(links)];
}

/** A WordPress parent id that names a parent ("" and "0" are the top level). */
export function hasParent(parentId: string): boolean {
  return parentId !== "" && parentId !== "0";
}

/**
 * A menu item's URL: a `wxr:page:ID` or `wxr:post:ID` reference becomes the imported page's or
 * post's path (null when it was not imported), any other reference null, a plain URL itself ("#"
 * and "" are no link).
 */
export function menuItemUrl(
  url: string,
  lang: "de" | "en",
  slugOf: { page(id: string): string | undefined; post(id: string): string | undefined },
): string | null {
  const prefix = lang === "en" ? "/en" : "";
  const m = /^wxr:([a-z_]+):(\d+)$/.exec(url);
  if (!m) return url && url !== "#" ? url : null;
  if (m[1] === "page") {
    const slug = slugOf.page(m[2]!);
    return slug !== undefined ? `${prefix}/${slug}/` : null;
  }
  if (m[1] === "post") {
    const slug = slugOf.post(m[2]!);
    return slug !== undefined ? `${prefix}/blog/${slug}/` : null;
  }
  return null;
}

/** "https://Host/a/b-300x200.jpg?x" → "host/a/b.jpg" (WordPress's resized copies name the original). */
export function imageKey(url: string, stripSize: boolean): string {
  const bare = url
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/[?#].*$/, "")
    .toLowerCase();
  return stripSize ? bare.replace(/-\d{1,5}x\d{1,5}(?=\.[a-z0-9]{2,5}$)/, "") : bare;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

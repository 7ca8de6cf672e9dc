/** Blog URLs (WordPress defaults, with the posts under /blog/); German at the root, English under /en/. */
import type { Lang } from "../i18n/index.ts";
import { localePath } from "../site/paths.ts";

const enc = encodeURIComponent;
const two = (n: number) => String(n).padStart(2, "0");

export const blogPaths = {
  home: "/blog/",
  post: (slug: string) => `/blog/${enc(slug)}/`,
  category: (slug: string) => `/category/${enc(slug)}/`,
  tag: (slug: string) => `/tag/${enc(slug)}/`,
  author: (slug: string) => `/author/${enc(slug)}/`,
  month: (year: number, month: number) => `/${year}/${two(month)}/`,
  /** WordPress's feed URLs (RSS; Atom under `…/atom/`). */
  feed: "/feed/",
  commentsFeed: "/comments/feed/",
  categoryFeed: (slug: string) => `/category/${enc(slug)}/feed/`,
  /** Page N of a post's comments (WordPress's `comment-page-N`); page 1 is the post itself. */
  commentPage: (slug: string, page: number) =>
    page <= 1 ? `/blog/${enc(slug)}/` : `/blog/${enc(slug)}/comment-page-${page}/`,
};

/** Page N of a list: page 1 is the list's own URL, the others `…/page/N/`. */
export function pagedPath(base: string, page: number): string {
  return page <= 1 ? base : `${base}page/${page}/`;
}

/** A blog path in the visitor's language (the site's one rule: modules/site/paths.ts). */
export const blogPath: (lang: Lang, path: string) => string = localePath;

/** The spec's constant: the automatic infinite-scroll trigger fires 50 px from the bottom (§9, C2). */
export const INFINITE_SCROLL_THRESHOLD_PX = 50;

/**
 * The blog's feeds: `/feed/` and `/comments/feed/` (RSS 2.0), `…/atom/` (Atom 1.0), and a
 * category's `/category/SLUG/feed/`, German at the root and English under /en/. A category
 * that does not exist is a 404, as its list page is.
 */
import { data } from "react-router";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { type FeedSource, feedEntries, renderFeed } from "#modules/blog/feeds.ts";
import { getTerm } from "#modules/blog/store.ts";
import { getSettings } from "#modules/settings/index.ts";
import type { Route } from "./+types/feed";

const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang, origin } = context.get(requestStateContext);
  const path = new URL(request.url).pathname;
  let source: FeedSource = { kind: "posts" };
  if (/\/comments\/feed\//.test(path)) source = { kind: "comments" };
  else if (params.slug !== undefined) {
    const term = SLUG.test(params.slug) ? await getTerm(db, "category", params.slug) : undefined;
    if (!term) throw data(null, { status: 404 });
    source = { kind: "posts", category: term };
  }
  const atom = /\/atom\/?$/.test(path);
  const settings = await getSettings(db);
  const body = renderFeed(
    { origin, lang, siteName: settings["site.name"], tagline: settings["site.tagline"] },
    source,
    await feedEntries(db, lang, source),
    atom ? "atom" : "rss",
  );
  return new Response(body, {
    headers: {
      "Content-Type": `${atom ? "application/atom+xml" : "application/rss+xml"}; charset=utf-8`,
      "Cache-Control": "public, max-age=300",
    },
  });
}

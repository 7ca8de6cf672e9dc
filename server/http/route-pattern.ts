/**
 * The route *pattern* of a page request (`/product/:slug`), for metrics: never the raw URL, whose
 * ids, slugs and query strings would give every URL its own time series (and may be personal).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Requests that match no route of ours (404s, probes, files) share one label. */
export const UNMATCHED = "unmatched";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

export function pagePatternMatcher(build: ServerBuild): (pathname: string) => string {
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  }
  const tree = (parent: string | undefined): RouteObject[] =>
    (byParent.get(parent) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) },
    );
  const routes = tree(undefined);
  return (pathname) => {
    // Single-fetch data requests (`/shop.data`, `/_root.data`) belong to their page.
    const page = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
    const matches = matchRoutes(routes, page);
    if (!matches || matches.length < 2) return UNMATCHED; // the root layout alone is no page
    const parts = matches.map((m) => m.route.path ?? "").filter((p) => p !== "" && p !== "/");
    return `/${parts.join("/")}`.replace(/\/+/g, "/");
  };
}

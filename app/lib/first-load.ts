import type { EntryContext } from "react-router";

/**
 * What the first paint needs before any JavaScript (docs/benchmarks.md, "Lighthouse"):
 *
 * - `<Scripts/>` emits a `modulepreload` for every chunk of the first load (about 20 files).
 *   React hoists them above the stylesheets, and on HTTP/1.1's six connections per host they
 *   delay the render-blocking CSS. Only the entry and the matched routes' own modules keep a
 *   preload; the browser finds their shared chunks through the imports, after the CSS.
 * - The matched routes' stylesheets, preloaded first (React writes `preload()` calls ahead of
 *   its hoisted links), so the browser requests them before any script.
 */
export function leanPreloads(context: EntryContext): EntryContext {
  const matched = new Set(context.staticHandlerContext.matches.map((m) => m.route.id));
  const routes = { ...context.manifest.routes };
  for (const id of matched) {
    const route = routes[id];
    // The client has these modules once hydrated, so the partial manifest it receives does not
    // need their import lists either.
    if (route) routes[id] = { ...route, imports: [] };
  }
  return {
    ...context,
    manifest: { ...context.manifest, entry: { ...context.manifest.entry, imports: [] }, routes },
  };
}

/** The stylesheets of the matched routes, root first, without repeats. */
export function matchedStylesheets(context: EntryContext): string[] {
  const hrefs = context.staticHandlerContext.matches.flatMap(
    (m) => context.manifest.routes[m.route.id]?.css ?? [],
  );
  return [...new Set(hrefs)];
}

/**
 * The root layout's chrome (chrome-parts.ts) as one lazily loaded chunk, so the first-load
 * JavaScript of every storefront page carries only React, the router, the page and the root
 * (docs/benchmarks.md). The parts sit in the root's Suspense boundaries.
 *
 * The server renders them in place, as before: the document is written once everything is ready
 * (entry.server.tsx: `onAllReady`, completed boundaries inline), so the HTML is unchanged. In the
 * browser the chunk is requested as soon as this module runs, beside the page's hydration rather
 * than before it; hydration keeps the server's markup of each boundary until the chunk has
 * arrived, then hydrates it (at once when the visitor interacts with it: React replays the
 * event). Until the chunk is there, the links and forms in it work as they do without JavaScript.
 */
import { type ComponentType, lazy } from "react";

type Parts = typeof import("./chrome-parts.ts");

const onServer = typeof document === "undefined";

/**
 * A chunk that failed to load in the browser: a console warning and an empty part instead of an
 * error that would take the whole page down. (No time-out as app/lib/chunk-load.ts has: while the
 * chunk is on its way the server's markup stays, which works as without JavaScript.)
 */
function missing(err: unknown): { default: ComponentType<never> } {
  console.warn("Laden: the page chrome could not be loaded", err);
  return { default: () => null };
}

let chunk: Promise<Parts> | undefined;
function load(): Promise<Parts> {
  chunk ??= import("./chrome-parts.ts").catch((err: unknown) => {
    chunk = undefined; // the next part asks again
    throw err;
  });
  return chunk;
}
if (!onServer) load().catch(() => undefined); // a failure is reported by the parts (missing)

function part<K extends keyof Parts>(name: K) {
  return lazy<Parts[K]>(() =>
    load().then((m) => ({ default: m[name] }), onServer ? undefined : (missing as never)),
  );
}

export const AdminBar = part("AdminBar");
export const StoreNotice = part("StoreNotice");
export const SiteHeader = part("SiteHeader");
export const SiteFooter = part("SiteFooter");
export const ConsentRoot = part("ConsentRoot");
export const ThemeChrome = part("ThemeChrome");

/**
 * Anonymous pages kept per process for at most a second (issue 18 item 3): a visitor who sends no
 * cookie at all gets the same HTML as every such visitor, so a page rendered for one of them can
 * answer the next ones. Every entry is dropped at once when PostgreSQL notifies a change of the
 * catalogue, content or settings (the triggers of migrations 0015/0016, `db/change-feed.ts`), and
 * after a second in any case, so a shown price never outlives a changed one by more than that.
 *
 * What is never cached: a request with any cookie (a session, a consent choice, a form's resume
 * cookie: the page may differ), the owner's appearance preview (`?laden_preview=`), anything but GET, an answer that is not 200, not `public`, or sets
 * a cookie. While the feed is not listening nothing is served from the cache. The CSP nonce of the
 * stored page is swapped for the request's own.
 */
import type { MiddlewareHandler } from "hono";
import { type ChangeSignal, SETTINGS_CHANNEL } from "#modules/settings/change-signal.ts";
import { PREVIEW_PARAM } from "#modules/theme/preview.ts";

/** How long an entry may answer at most (the backstop if a notification were ever missed). */
export const PAGE_CACHE_TTL_MS = 1_000;
/** Entries per process (the oldest goes first): a few MB of HTML. */
export const PAGE_CACHE_MAX_ENTRIES = 200;
/** The channel of catalogue, content and form changes (migration 0016). */
export const CONTENT_CHANNEL = "laden_content";
/** What drops every cached page: content and settings changes. */
export const PAGE_CACHE_CHANNELS = [CONTENT_CHANNEL, SETTINGS_CHANNEL] as const;
/** Marks an answer for tests and operators: `hit` or `miss`. */
export const PAGE_CACHE_HEADER = "X-Laden-Page-Cache";

type Entry = {
  at: number;
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
  route: string | undefined;
};

type Ctx = Parameters<MiddlewareHandler>[0];

export type PageCache = {
  middleware: MiddlewareHandler;
  clear(): void;
  readonly size: number;
};

export type PageCacheOptions = {
  changes: ChangeSignal;
  channels: readonly string[];
  /** The request's CSP nonce (Hono's secureHeaders puts it on the context). */
  nonceOf: (c: Ctx) => string;
  /** The request's metrics label: kept with the page when it is rendered, given back on a hit. */
  routeLabel?: { read: (c: Ctx) => string | undefined; write: (c: Ctx, route: string) => void };
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

/** Headers the stored answer keeps (the host and secureHeaders set the others per request). */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "vary", "link", "content-language"]);

export function createPageCache(opts: PageCacheOptions): PageCache {
  const ttlMs = opts.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxEntries = opts.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // A render that began before a change must not be stored after it.
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  for (const channel of opts.channels) opts.changes.subscribe(channel, clear);

  // Entries are stored in time order (a stored page is appended), so the expired ones are at the
  // front: dropping them as requests come keeps no page longer than it may answer (up to 200
  // pages of ~50–100 kB each would otherwise stay in the heap after a crawl).
  const dropExpired = () => {
    for (const [key, entry] of entries) {
      if (now() - entry.at <= ttlMs) break;
      entries.delete(key);
    }
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    dropExpired();
    if (
      c.req.method !== "GET" ||
      c.req.header("cookie") !== undefined ||
      !opts.changes.listening ||
      // The owner's appearance preview (with a session anyway): never stored, never answered.
      c.req.query(PREVIEW_PARAM) !== undefined
    )
      return next();
    // The scheme a proxy reports is part of the page (absolute links), so part of the key.
    const key = `${c.req.header("x-forwarded-proto") ?? ""}|${c.req.url}`;
    const nonce = opts.nonceOf(c);
    const hit = entries.get(key);
    if (hit && now() - hit.at <= ttlMs) {
      const headers = new Headers(hit.headers);
      headers.set(PAGE_CACHE_HEADER, "hit");
      if (hit.route !== undefined) opts.routeLabel?.write(c, hit.route);
      return new Response(hit.nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body, {
        status: hit.status,
        headers,
      });
    }
    const started = generation;
    await next();
    const res = c.res;
    if (!storable(res) || started !== generation || !opts.changes.listening) return;
    const body = await res.clone().text();
    const headers = [...res.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
    entries.delete(key); // a page rendered anew goes to the back (the time order)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, {
      at: now(),
      status: res.status,
      headers,
      body,
      nonce,
      route: opts.routeLabel?.read(c),
    });
    res.headers.set(PAGE_CACHE_HEADER, "miss");
  };

  return {
    middleware,
    clear,
    get size() {
      return entries.size;
    },
  };
}

function storable(res: Response): boolean {
  return (
    res.status === 200 &&
    /\bpublic\b/.test(res.headers.get("cache-control") ?? "") &&
    !res.headers.has("set-cookie") &&
    (res.headers.get("content-type") ?? "").startsWith("text/html")
  );
}

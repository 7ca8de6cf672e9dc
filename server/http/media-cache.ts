/**
 * Caching of media files (`/wp-content/uploads/…`): a replaced image keeps its address (issue 23
 * item 4: same id and URL), so browsers and proxies may keep a copy only while it is still the
 * current one. Every answer carries an ETag from the file's size and modification time (nanosecond
 * precision: a file replaced within the same second still gets a new tag) and `no-cache`: a
 * browser asks again each time and gets a bodiless 304 while the file is unchanged.
 */
import { stat } from "node:fs/promises";
import type { MiddlewareHandler } from "hono";
import { MEDIA_URL_PREFIX, mediaPath } from "#modules/media/storage.ts";

export const MEDIA_CACHE_CONTROL = "public, no-cache";

async function etagOf(mediaDir: string, pathname: string): Promise<string | undefined> {
  try {
    const file = decodeURIComponent(pathname.slice(MEDIA_URL_PREFIX.length));
    const s = await stat(mediaPath(mediaDir, file), { bigint: true });
    return s.isFile() ? `W/"${s.size.toString(36)}-${s.mtimeNs.toString(36)}"` : undefined;
  } catch {
    return undefined; // not a stored file's name, or no such file: serveStatic answers 404
  }
}

export function mediaCache(mediaDir: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const etag = await etagOf(mediaDir, new URL(c.req.url).pathname);
    if (!etag) return next();
    const match = c.req.header("if-none-match");
    if (match?.split(",").some((t) => t.trim() === etag)) {
      return c.body(null, 304, { ETag: etag, "Cache-Control": MEDIA_CACHE_CONTROL });
    }
    await next();
    if (c.res.status === 200) c.res.headers.set("ETag", etag);
  };
}

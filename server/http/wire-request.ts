import type { Context } from "hono";

/**
 * A wire or REST request (`?wc-ajax=` on any path, admin-ajax, `/wp-json/`): its answer is data
 * for a script, never a page. Read from the raw URL without parsing it: this runs per request.
 */
export function isWireRequest(c: Context): boolean {
  const path = c.req.path;
  return path.startsWith("/wp-json/") || isAjaxRequest(c);
}

/** wc-ajax or admin-ajax: always answered by the wire dispatcher, never passed on to a page. */
export function isAjaxRequest(c: Context): boolean {
  return c.req.path === "/wp-admin/admin-ajax.php" || /[?&]wc-ajax(?:[=&]|$)/.test(c.req.url);
}

/**
 * Whether a path is the back office's (routes under /admin/): the root layout decides on it. Kept
 * apart from app/components/admin/paths.ts, whose URL table would otherwise ride in every
 * storefront page's first-load JavaScript.
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

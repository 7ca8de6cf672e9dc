/**
 * The one table of 301s (issue 23 item 6): the host looks a path up here when no route answers it
 * (a 404), before showing the 404 page. A product's slug change adds its old URLs (German and
 * English); chains are collapsed when written (A→B, then B→C makes A→C), and a path that becomes
 * live again stops being redirected, so no loop can arise. Framework-free.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { redirects } from "#db/schema/index.ts";
import { localePath, paths } from "../site/paths.ts";

/** A request path as the table keys it: decoded slashes kept, a trailing slash added. */
export function redirectKey(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/** Adds from → to (collapsing chains into `to`, and un-redirecting `to` itself). */
export async function addRedirect(db: Db, from: string, to: string): Promise<void> {
  const [src, dst] = [redirectKey(from), redirectKey(to)];
  if (src === dst) return;
  await db.delete(redirects).where(eq(redirects.fromPath, dst));
  await db.update(redirects).set({ toPath: dst }).where(eq(redirects.toPath, src));
  await db
    .insert(redirects)
    .values({ fromPath: src, toPath: dst })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: dst, createdAt: new Date() } });
}

/** A product's old slug keeps working in both languages. */
export async function addSlugRedirect(db: Db, oldSlug: string, newSlug: string): Promise<void> {
  for (const lang of ["de", "en"] as const)
    await addRedirect(db, localePath(lang, paths.product(oldSlug)), localePath(lang, paths.product(newSlug)));
}

/** Where a path is redirected to, if anywhere. */
export async function findRedirect(db: Db, pathname: string): Promise<string | undefined> {
  const key = redirectKey(pathname);
  const [row] = await db
    .select({ to: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, key))
    .limit(1);
  return row?.to;
}

/**
 * The one table of 301s (issue 23 item 6): the host looks a path up here when no route answers it
 * (a 404), before showing the 404 page. A product's slug change adds its old URLs (German and
 * English), the owner adds and edits redirects on `/admin/redirects/`, importers may add their old
 * permalinks (source "import"). Chains are collapsed when written (A→B, then B→C makes A→C), a
 * slug change un-redirects the path that became live again, and an owner's redirect that would
 * close a loop is refused, so no loop can arise. Every write takes one transaction-scoped advisory
 * lock, so two concurrent writes cannot build a loop between them. Framework-free.
 */
import { count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type RedirectSource, redirects } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { MessageKey } from "../i18n/index.ts";
import { assertVersion } from "../shared/version-conflict.ts";
import { localePath, paths } from "./paths.ts";
import { REDIRECT_MAX_LENGTH, REDIRECT_MAX_SEARCH } from "./redirect-rules.ts";

/**
 * A request path as the table keys it: decoded slashes kept, a trailing slash added. A plain
 * permalink (`/?p=12`, see `plainPermalink`) is its own key.
 */
export function redirectKey(pathname: string): string {
  if (pathname.startsWith("/?")) return pathname;
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/** WordPress's plain permalinks: `/?p=ID` (any post), `/?page_id=ID` (a page). */
const PLAIN_PERMALINK = /^\?(p|page_id)=(\d{1,18})$/;

/**
 * The table's key of WordPress's plain permalink (`/?p=12`, `/?page_id=45`: the default before
 * pretty permalinks, and every post's `<guid>`) — the home page's path with exactly that one
 * parameter — or undefined for every other URL.
 */
export function plainPermalink(url: URL): string | undefined {
  if (url.pathname !== "/" || url.hash) return undefined;
  const m = PLAIN_PERMALINK.exec(url.search);
  return m ? `/?${m[1]}=${BigInt(m[2]!)}` : undefined;
}

/** Serialises every write to the table (slug changes and the screen alike) within its transaction. */
async function lockRedirects(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('laden.redirects'))`);
}

/** Adds from → to (collapsing chains into `to`, and un-redirecting `to` itself). */
export async function addRedirect(db: Db, from: string, to: string): Promise<void> {
  const [src, dst] = [redirectKey(from), redirectKey(to)];
  if (src === dst) return;
  await lockRedirects(db);
  await db.delete(redirects).where(eq(redirects.fromPath, dst));
  await db
    .update(redirects)
    .set({ toPath: dst, version: sql`${redirects.version} + 1`, updatedAt: new Date() })
    .where(eq(redirects.toPath, src));
  await db
    .insert(redirects)
    .values({ fromPath: src, toPath: dst })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath: dst, source: "slug", version: sql`${redirects.version} + 1`, updatedAt: new Date() },
    });
}

/** A product's old slug keeps working in both languages. */
export async function addSlugRedirect(db: Db, oldSlug: string, newSlug: string): Promise<void> {
  for (const lang of ["de", "en"] as const)
    await addRedirect(db, localePath(lang, paths.product(oldSlug)), localePath(lang, paths.product(newSlug)));
}

/** What became of an imported permalink (the importers report it). */
export type ImportedRedirect = "added" | "same" | "refused";

/**
 * An importer's old permalink (`https://alter-shop.de/2024/05/31/hallo/`: its host is the old
 * site's, only the path counts; a query is refused, except WordPress's plain permalinks `?p=12` and
 * `?page_id=45`, which the host looks up on the home page) →
 * the imported item's path here, as a 301 with source "import". Nothing when the paths are the
 * same; chains collapsed (what led to the old path leads on, a redirect from the new, now live
 * path is removed); refused when the rules refuse it (home page, system paths) or when it would
 * close a loop. An existing redirect from the old path is pointed at the new target.
 */
export async function addImportedRedirect(
  db: Db,
  oldUrl: string,
  newPath: string,
): Promise<ImportedRedirect> {
  const raw = oldUrl.trim();
  if (raw === "") return "same";
  const oldPath = URL.canParse(raw) ? new URL(raw) : undefined;
  const plain = oldPath ? plainPermalink(oldPath) : undefined;
  if (oldPath && !plain && (oldPath.search || oldPath.hash)) return "refused";
  const parsed = parseRedirectInput(
    { from: plain ?? (oldPath ? oldPath.pathname : raw), to: newPath },
    undefined,
  );
  if (!parsed.ok) return parsed.errors.to === "redirects.error.self" ? "same" : "refused";
  const { from, to } = parsed;
  return db.transaction(async (tx) => {
    await lockRedirects(tx);
    const [onward] = await tx
      .select({ to: redirects.toPath })
      .from(redirects)
      .where(eq(redirects.fromPath, redirectKey(to)));
    const target = onward?.to ?? to;
    if (redirectKey(target) === from) return "refused";
    const now = new Date();
    await tx
      .insert(redirects)
      .values({ fromPath: from, toPath: target, source: "import", updatedAt: now })
      .onConflictDoUpdate({
        target: redirects.fromPath,
        set: { toPath: target, version: sql`${redirects.version} + 1`, updatedAt: now },
      });
    await tx
      .update(redirects)
      .set({ toPath: target, version: sql`${redirects.version} + 1`, updatedAt: now })
      .where(sql`${redirects.toPath} = ${from} and ${redirects.fromPath} <> ${from}`);
    return "added";
  });
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

// --- The owner's redirects screen -------------------------------------------------------------

export const REDIRECTS_PAGE_SIZE = 20;
/** Paths that belong to the system: a redirect from them would never be asked or would hide it. */
const RESERVED = ["/admin/", "/wp-json/", "/wp-admin/", "/assets/", "/wp-content/uploads/"];

export type RedirectField = "from" | "to";
export type RedirectFieldErrors = Partial<Record<RedirectField, MessageKey>>;

export class RedirectValidationError extends Error {
  readonly errors: RedirectFieldErrors;
  constructor(errors: RedirectFieldErrors) {
    super("invalid redirect");
    this.name = "RedirectValidationError";
    this.errors = errors;
  }
}

type Parsed = { ok: true; path: string } | { ok: false; error: MessageKey };

/**
 * A path or an address on this site as the request's pathname will read it (percent-encoded, no
 * query or fragment; with `allowPlain`, WordPress's plain permalink as its key). `origin` is the
 * site's address: a full URL must be on it.
 */
function sitePath(raw: string, origin: string | undefined, allowPlain = false): Parsed {
  const value = raw.trim();
  if (value === "") return { ok: false, error: "redirects.error.required" };
  if (value.length > REDIRECT_MAX_LENGTH) return { ok: false, error: "redirects.error.tooLong" };
  if (/\s/.test(value)) return { ok: false, error: "redirects.error.path" };
  let url: URL;
  if (/^https?:\/\//i.test(value)) {
    if (!URL.canParse(value)) return { ok: false, error: "redirects.error.path" };
    url = new URL(value);
    if (!origin || url.origin !== new URL(origin).origin)
      return { ok: false, error: "redirects.error.external" };
  } else {
    if (!value.startsWith("/") || value.startsWith("//")) return { ok: false, error: "redirects.error.path" };
    if (!URL.canParse(value, "http://laden.invalid")) return { ok: false, error: "redirects.error.path" };
    url = new URL(value, "http://laden.invalid");
  }
  const plain = allowPlain ? plainPermalink(url) : undefined;
  if (plain) return { ok: true, path: plain };
  if (url.search || url.hash || value.includes("?") || value.includes("#"))
    return { ok: false, error: "redirects.error.query" };
  if (url.pathname.split("/").some((s) => s === "." || s === ".."))
    return { ok: false, error: "redirects.error.path" };
  return { ok: true, path: url.pathname };
}

/** Validates and normalises the screen's two fields (pure): the stored keys, or the field errors. */
export function parseRedirectInput(
  input: { from: string; to: string },
  origin: string | undefined,
): { ok: true; from: string; to: string } | { ok: false; errors: RedirectFieldErrors } {
  const errors: RedirectFieldErrors = {};
  // From may be WordPress's plain permalink (`/?p=12`); a target never has a query.
  const from = sitePath(input.from, origin, true);
  const to = sitePath(input.to, origin);
  if (!from.ok) errors.from = from.error;
  else if (from.path === "/") errors.from = "redirects.error.home";
  else if (RESERVED.some((r) => redirectKey(from.path).startsWith(r)))
    errors.from = "redirects.error.reserved";
  if (!to.ok) errors.to = to.error;
  if (!from.ok || !to.ok || errors.from) return { ok: false, errors };
  const src = redirectKey(from.path);
  // A file keeps its name; every page path ends with a slash, as the table keys it.
  const last = to.path.split("/").pop() ?? "";
  const dst = last.includes(".") ? to.path : redirectKey(to.path);
  if (redirectKey(dst) === src) return { ok: false, errors: { to: "redirects.error.self" } };
  return { ok: true, from: src, to: dst };
}

export type RedirectRow = {
  id: number;
  fromPath: string;
  toPath: string;
  source: RedirectSource;
  version: number;
  updatedAt: Date;
};

const ROW = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  toPath: redirects.toPath,
  source: redirects.source,
  version: redirects.version,
  updatedAt: redirects.updatedAt,
};

export type RedirectPage = { rows: RedirectRow[]; total: number; page: number; pages: number };

/** One page of redirects, newest change first; `q` matches either path (case-insensitive, literally). */
export async function listRedirects(db: Db, query: { q: string; page: number }): Promise<RedirectPage> {
  const q = query.q.trim().slice(0, REDIRECT_MAX_SEARCH);
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = q ? or(ilike(redirects.fromPath, pattern), ilike(redirects.toPath, pattern)) : undefined;
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(redirects).where(where),
    db
      .select(ROW)
      .from(redirects)
      .where(where)
      .orderBy(desc(redirects.updatedAt), desc(redirects.id))
      .limit(REDIRECTS_PAGE_SIZE)
      .offset((query.page - 1) * REDIRECTS_PAGE_SIZE),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows, total: n, page: query.page, pages: Math.max(1, Math.ceil(n / REDIRECTS_PAGE_SIZE)) };
}

export async function getRedirect(db: Db, id: number): Promise<RedirectRow | undefined> {
  const [row] = await db.select(ROW).from(redirects).where(eq(redirects.id, id));
  return row;
}

export type RedirectWriteOptions = { actor: Actor; origin: string | undefined; requestId?: string };

/**
 * Stores from → to for the owner (new, or row `id` changed), in one audited transaction: chains
 * collapsed both ways, a loop, a taken source path or bad input refused with field errors
 * (RedirectValidationError), a stale version with VersionConflictError. The row's id.
 */
export async function saveRedirect(
  db: Db,
  input: { id?: number; from: string; to: string; expectedVersion?: number },
  opts: RedirectWriteOptions,
): Promise<number | undefined> {
  const parsed = parseRedirectInput(input, opts.origin);
  if (!parsed.ok) throw new RedirectValidationError(parsed.errors);
  const { from, to } = parsed;
  return db.transaction(async (tx) => {
    await lockRedirects(tx);
    let before: RedirectRow | undefined;
    if (input.id !== undefined) {
      [before] = await tx.select(ROW).from(redirects).where(eq(redirects.id, input.id)).for("update");
      if (!before) return undefined;
      assertVersion(input.expectedVersion, before.version);
    }
    const others = input.id !== undefined ? ne(redirects.id, input.id) : undefined;
    const [taken] = await tx
      .select({ id: redirects.id })
      .from(redirects)
      .where(others ? sql`${eq(redirects.fromPath, from)} and ${others}` : eq(redirects.fromPath, from));
    if (taken) throw new RedirectValidationError({ from: "redirects.error.fromTaken" });
    // Where `to` itself leads (already collapsed, so one step is the end of its chain).
    const [onward] = await tx
      .select({ to: redirects.toPath })
      .from(redirects)
      .where(
        others
          ? sql`${eq(redirects.fromPath, redirectKey(to))} and ${others}`
          : eq(redirects.fromPath, redirectKey(to)),
      );
    const target = onward?.to ?? to;
    if (redirectKey(target) === from) throw new RedirectValidationError({ to: "redirects.error.loop" });
    const now = new Date();
    let id: number;
    if (before) {
      await tx
        .update(redirects)
        .set({ fromPath: from, toPath: target, version: sql`${redirects.version} + 1`, updatedAt: now })
        .where(eq(redirects.id, before.id));
      id = before.id;
    } else {
      const [row] = await tx
        .insert(redirects)
        .values({ fromPath: from, toPath: target, source: "manual", updatedAt: now })
        .returning({ id: redirects.id });
      id = row!.id;
    }
    // Whatever led to `from` now leads straight on.
    await tx
      .update(redirects)
      .set({ toPath: target, version: sql`${redirects.version} + 1`, updatedAt: now })
      .where(sql`${redirects.toPath} in (${from}, ${from.slice(0, -1)}) and ${ne(redirects.id, id)}`);
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "redirect",
      entityId: id,
      action: before ? "update" : "create",
      changes: {
        ...(before?.fromPath !== from ? { fromPath: { from: before?.fromPath ?? null, to: from } } : {}),
        ...(before?.toPath !== target ? { toPath: { from: before?.toPath ?? null, to: target } } : {}),
      },
      requestId: opts.requestId,
    });
    return id;
  });
}

/** Deletes a redirect (audited); false when it is gone already. A stale version is refused. */
export async function deleteRedirect(
  db: Db,
  id: number,
  opts: { actor: Actor; expectedVersion?: number; requestId?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockRedirects(tx);
    const [row] = await tx.select(ROW).from(redirects).where(eq(redirects.id, id)).for("update");
    if (!row) return false;
    assertVersion(opts.expectedVersion, row.version);
    await tx.delete(redirects).where(eq(redirects.id, id));
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "redirect",
      entityId: id,
      action: "delete",
      changes: { fromPath: { from: row.fromPath, to: null }, toPath: { from: row.toPath, to: null } },
      requestId: opts.requestId,
    });
    return true;
  });
}

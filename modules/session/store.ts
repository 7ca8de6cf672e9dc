import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { sessions } from "#db/schema/index.ts";
import { GUEST_SESSION_SECONDS, USER_SESSION_SECONDS } from "./constants.ts";

export type SessionRecord = {
  id: string;
  userId: number | null;
  data: Record<string, unknown>;
  expiresAt: Date;
};

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sessionLifetimeSeconds(userId: number | null): number {
  return userId ? USER_SESSION_SECONDS : GUEST_SESSION_SECONDS;
}

/**
 * The session lookup runs on every request with a session cookie: built once per database handle
 * and sent as a named statement (each pool connection parses and plans it once), instead of
 * Drizzle building the SQL and PostgreSQL planning it again for every request.
 */
const findSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

function prepareFindSession(db: Db) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("laden_session_find");
}

export async function findSession(db: Db, token: string): Promise<SessionRecord | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  let query = findSessionQueries.get(db);
  if (!query) {
    query = prepareFindSession(db);
    findSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id: hashToken(token) });
  return row;
}

export async function insertSession(
  db: Db,
  userId: number | null,
  data: Record<string, unknown> = {},
): Promise<{ token: string; record: SessionRecord }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeSeconds(userId) * 1000);
  const [record] = await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, data, expiresAt })
    .returning();
  return { token, record: record! };
}

export async function extendSession(db: Db, id: string, userId: number | null): Promise<Date> {
  const expiresAt = new Date(Date.now() + sessionLifetimeSeconds(userId) * 1000);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  return expiresAt;
}

/** Shallow-merges keys into the session data in one statement (no read-modify-write race). */
export async function mergeSessionData(db: Db, id: string, patch: Record<string, unknown>): Promise<void> {
  await db
    .update(sessions)
    .set({ data: sql`${sessions.data} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function purgeExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return gone.length;
}

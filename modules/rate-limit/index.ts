/**
 * Fixed-window rate limits kept in PostgreSQL, so every app process counts into the same
 * window. One `hit` is one atomic upsert per key (concurrent hits never lose a count); what is
 * counted (an e-mail address, an IP) is stored only as a SHA-256.
 */
import { createHash } from "node:crypto";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rateLimits } from "#db/schema/index.ts";

export type RateLimitPolicy = {
  /** Names the counter family, e.g. "login". Each key kind gets its own bucket below it. */
  name: string;
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
};

/** At most 5 failed sign-ins per e-mail address and per IP in 15 minutes. */
export const LOGIN_FAILURES: RateLimitPolicy = { name: "login", limit: 5, windowSeconds: 15 * 60 };
/** Lost-password requests (each sends a mail): the same bounds, counted per request. */
export const LOST_PASSWORD_REQUESTS: RateLimitPolicy = {
  name: "lost-password",
  limit: 5,
  windowSeconds: 15 * 60,
};

/** What is counted: kind names the bucket ("email", "ip"), value is hashed. */
export type RateLimitSubject = { kind: string; value: string };

export type RateLimitCount = { bucket: string; count: number; resetInSeconds: number };

export type RateLimitDecision = { allowed: boolean; retryAfterSeconds: number };

export function bucketName(policy: RateLimitPolicy, kind: string): string {
  return `${policy.name}:${kind}`;
}

/** The stored key of a subject: case and surrounding space do not make a new counter. */
export function subjectKey(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("hex");
}

/**
 * Allowed while every counter is within the limit. When refused, the visitor may try again
 * when the last exceeded window ends.
 */
export function decide(policy: RateLimitPolicy, counts: readonly RateLimitCount[]): RateLimitDecision {
  const over = counts.filter((c) => c.count > policy.limit);
  if (over.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const wait = Math.max(...over.map((c) => c.resetInSeconds));
  return { allowed: false, retryAfterSeconds: Math.min(policy.windowSeconds, Math.max(1, Math.ceil(wait))) };
}

/** Whole minutes to tell a visitor (at least 1). */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

function rows(policy: RateLimitPolicy, subjects: readonly RateLimitSubject[]) {
  const seen = new Set<string>();
  return subjects.flatMap((s) => {
    const row = { bucket: bucketName(policy, s.kind), key: subjectKey(s.value) };
    const id = `${row.bucket}|${row.key}`;
    if (seen.has(id)) return [];
    seen.add(id);
    return [row];
  });
}

/**
 * Counts one hit for every subject in one statement: a counter whose window has ended starts
 * a new one. Answers whether the hit is within the limit for all of them.
 */
export async function hit(
  db: Db,
  policy: RateLimitPolicy,
  subjects: readonly RateLimitSubject[],
): Promise<RateLimitDecision & { counts: RateLimitCount[] }> {
  const values = rows(policy, subjects);
  if (values.length === 0) return { allowed: true, retryAfterSeconds: 0, counts: [] };
  const window = sql`make_interval(secs => ${policy.windowSeconds})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const counts = await db
    .insert(rateLimits)
    .values(values.map((v) => ({ ...v, count: 1, resetAt: sql`now() + ${window}` })))
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      bucket: rateLimits.bucket,
      count: rateLimits.count,
      resetInSeconds: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
    });
  return { ...decide(policy, counts), counts };
}

/** Takes back one hit (a sign-in that turned out to be right is no failure). */
export async function undoHit(
  db: Db,
  policy: RateLimitPolicy,
  subjects: readonly RateLimitSubject[],
): Promise<void> {
  const values = rows(policy, subjects);
  if (values.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(
      and(
        sql`${rateLimits.resetAt} > now()`,
        or(...values.map((v) => and(eq(rateLimits.bucket, v.bucket), eq(rateLimits.key, v.key)))),
      ),
    );
}

/** Removes counters whose window has ended (the housekeeping job, modules/jobs, every 15 minutes). */
export async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/**
 * Readiness (`/readyz`): may this process take traffic now? Yes only when PostgreSQL answers
 * within READY_TIMEOUT_MS, its migrations are at the version this build ships, and the process is
 * not shutting down (SIGTERM flips that at once, while in-flight requests still finish).
 * Liveness (`/healthz`) stays separate: see README "Health probes".
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";

export const READY_TIMEOUT_MS = 1_000;

/** Process state that readiness reads; main.ts sets `shuttingDown` on SIGTERM/SIGINT. */
export type Lifecycle = {
  shuttingDown: boolean;
  /** `when` of the newest migration in this build's journal (drizzle's `created_at`). */
  latestMigration: number;
};

export type Readiness = { ready: boolean; checks: { database: string; migrations: string; process: string } };

export function latestMigrationOf(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

export async function checkReadiness(
  db: Db,
  lifecycle: Lifecycle,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  const state = lifecycle.shuttingDown ? "shutting_down" : "ok";
  let database = "ok";
  let migrations = "unknown";
  try {
    const res = await Promise.race([
      db.execute<{ at: number | null }>(
        sql`select max(created_at)::float8 as at from drizzle.__drizzle_migrations`,
      ),
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error("timeout")), timeoutMs)),
    ]);
    migrations = (res.rows[0]?.at ?? 0) >= lifecycle.latestMigration ? "ok" : "behind";
  } catch {
    database = "down";
  }
  return {
    ready: state === "ok" && database === "ok" && migrations === "ok",
    checks: { database, migrations, process: state },
  };
}

/**
 * Puts a job in the queue, with graphile-worker's `add_job` in SQL: called with a transaction it
 * is queued only if that transaction commits (a status change and its mail job together).
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { z } from "zod";
import type { Db } from "#db/client.ts";
import type { JobDefinition } from "./define.ts";

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * Dedupe: while a job with this key waits, enqueuing again with the same key does not add a
   * second one (its payload is replaced, its time kept). Once it ran, the key is free again, so
   * the handler stays idempotent for "once ever" (see README).
   */
  jobKey?: string;
};

export type QueuedJob = { id: string };

export async function enqueueJob<S extends z.ZodType>(
  db: Db | pg.Pool,
  job: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<QueuedJob> {
  // Refuses a bad payload now, at the caller, rather than as a failed job later.
  const checked = job.schema.parse(payload) ?? {};
  const values = [
    job.name,
    JSON.stringify(checked),
    options.runAt?.toISOString() ?? null,
    job.maxAttempts,
    options.jobKey ?? null,
  ] as const;
  if ("execute" in db) {
    // Drizzle (or one of its transactions): the job is queued only if the transaction commits.
    const [name, json, runAt, maxAttempts, jobKey] = values;
    const result = await db.execute<{ id: string }>(
      sql`select (graphile_worker.add_job(${name}, ${json}::json, run_at => ${runAt}::timestamptz,
        max_attempts => ${maxAttempts}::int, job_key => ${jobKey}, job_key_mode => 'preserve_run_at')).id::text as id`,
    );
    return { id: String(result.rows[0]?.id) };
  }
  const result = await db.query<{ id: string }>(
    `select (graphile_worker.add_job($1, $2::json, run_at => $3::timestamptz,
      max_attempts => $4::int, job_key => $5, job_key_mode => 'preserve_run_at')).id::text as id`,
    [...values],
  );
  return { id: String(result.rows[0]?.id) };
}

/**
 * What the owner's jobs screen (/admin/jobs/) reads and the one thing it may do: retry a failed
 * job. Reads graphile-worker's public `jobs` view and our job_runs history.
 */
import { desc, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { jobRuns } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";

export type QueuedJobView = {
  id: string;
  task: string;
  key: string | null;
  state: "running" | "queued" | "retrying" | "failed";
  runAt: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  updatedAt: string;
};

export type JobRunView = {
  id: number;
  jobId: string;
  task: string;
  outcome: "done" | "failed";
  error: string | null;
  attempt: number;
  worker: string;
  finishedAt: string;
};

/** How many rows each list shows (the queue of a small shop is short; the history is the last ones). */
export const JOBS_SHOWN = 100;

type JobRow = {
  id: string;
  task_identifier: string;
  key: string | null;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_at: Date | null;
  updated_at: Date;
};

function stateOf(row: JobRow): QueuedJobView["state"] {
  if (row.locked_at) return "running";
  if (row.attempts >= row.max_attempts) return "failed";
  // attempts 0 with an error: retried by an owner and waiting to run (a second press is refused).
  return row.last_error && row.attempts > 0 ? "retrying" : "queued";
}

/** The queue (running, waiting, failed) and the latest finished runs. */
export async function listJobs(db: Db): Promise<{ jobs: QueuedJobView[]; recent: JobRunView[] }> {
  const [queue, recent] = await Promise.all([
    db.execute<JobRow>(sql`
      select id::text as id, task_identifier, key, run_at, attempts, max_attempts, last_error,
             locked_at, updated_at
        from graphile_worker.jobs
       order by (locked_at is null), (attempts < max_attempts), run_at
       limit ${JOBS_SHOWN}`),
    db.select().from(jobRuns).orderBy(desc(jobRuns.finishedAt), desc(jobRuns.id)).limit(JOBS_SHOWN),
  ]);
  return {
    jobs: queue.rows.map((row) => ({
      id: row.id,
      task: row.task_identifier,
      key: row.key,
      state: stateOf(row),
      runAt: new Date(row.run_at).toISOString(),
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      lastError: row.last_error,
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    recent: recent.map((run) => ({
      id: run.id,
      jobId: String(run.jobId),
      task: run.task,
      outcome: run.outcome,
      error: run.error,
      attempt: run.attempt,
      worker: run.worker,
      finishedAt: run.finishedAt.toISOString(),
    })),
  };
}

export type RetryResult = { ok: true } | { ok: false; reason: "not-found" | "running" | "not-failed" };

/**
 * Runs a failed job again now, with a fresh set of attempts, and audits it in the same
 * transaction. Only a job that failed (for good or waiting for its next attempt) and is not
 * running: a second press or a retried request finds it queued and changes nothing.
 */
export async function retryJob(db: Db, jobId: string, actor: Actor): Promise<RetryResult> {
  if (!/^\d{1,18}$/.test(jobId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const found = await tx.execute<JobRow>(sql`
      select id::text as id, task_identifier, key, run_at, attempts, max_attempts, last_error,
             locked_at, updated_at
        from graphile_worker.jobs where id = ${jobId}::bigint`);
    const job = found.rows[0];
    if (!job) return { ok: false, reason: "not-found" } as const;
    const state = stateOf(job);
    if (state === "running") return { ok: false, reason: "running" } as const;
    if (state !== "failed" && state !== "retrying") return { ok: false, reason: "not-failed" } as const;
    // reschedule_jobs leaves locked jobs alone, so a job taken meanwhile is not touched.
    const moved = await tx.execute(sql`
      select id from graphile_worker.reschedule_jobs(array[${jobId}::bigint], run_at => now(), attempts => 0)`);
    if (moved.rows.length === 0) return { ok: false, reason: "running" } as const;
    await recordAudit(tx, {
      actor,
      entity: "job",
      entityId: jobId,
      action: "retry",
      changes: {
        task: { from: job.task_identifier, to: job.task_identifier },
        attempts: { from: job.attempts, to: 0 },
        last_error: { from: job.last_error, to: job.last_error },
      },
    });
    return { ok: true } as const;
  });
}

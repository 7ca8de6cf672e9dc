/**
 * Runs the back office's jobs in this process on graphile-worker (docs/decisions/013-jobs.md):
 * jobs are rows in PostgreSQL, taken with SKIP LOCKED (each runs once however many processes
 * serve the shop), woken by LISTEN/NOTIFY, retried with back-off, and cron ticks are claimed once
 * across processes. Every finished run is written to job_runs (the library deletes done jobs).
 */
import { Logger, parseCronItems, type Runner, run, runMigrations, type Task } from "graphile-worker";
import type { Db } from "#db/client.ts";
import { jobRuns } from "#db/schema/index.ts";
import { type JobDefinition, parseJobPayload } from "./define.ts";

export type JobLog = (msg: string, fields?: Record<string, unknown>) => void;

export type CronEntry = { job: JobDefinition; match: string };

export type JobRunnerOptions = {
  db: Db;
  /** The runner keeps its own small pool (one connection LISTENs), apart from the app's. */
  connectionString: string;
  jobs: readonly JobDefinition[];
  cron?: readonly CronEntry[];
  concurrency: number;
  log: { info: JobLog; warn: JobLog };
  /** Handed to every job (JobContext.mediaDir). */
  mediaDir?: string;
};

export type JobRunner = {
  /** Stops taking jobs and waits for the running ones to finish (SIGTERM drains). */
  stop(): Promise<void>;
};

/** Creates or updates graphile-worker's schema (its own migrations, safe with concurrent processes). */
export async function migrateJobQueue(connectionString: string, log: JobLog): Promise<void> {
  await runMigrations({ connectionString, logger: quietLogger(log) });
}

export async function startJobRunner(opts: JobRunnerOptions): Promise<JobRunner> {
  const taskList: Record<string, Task> = {};
  for (const job of opts.jobs) taskList[job.name] = taskFor(job, opts);
  const runner: Runner = await run({
    connectionString: opts.connectionString,
    // One LISTEN connection, the job fetches and one per concurrent job.
    maxPoolSize: opts.concurrency + 2,
    concurrency: opts.concurrency,
    // Our process handles SIGTERM itself and stops the runner in order (server/main.ts).
    noHandleSignals: true,
    // New jobs arrive by NOTIFY; the poll is the fallback (and picks up retries when due).
    pollInterval: 2_000,
    logger: quietLogger(opts.log.warn),
    taskList,
    parsedCronItems: parseCronItems(
      (opts.cron ?? []).map(({ job, match }) => ({
        task: job.name,
        match,
        identifier: job.name,
        // A tick missed while every process was down is not made up: the next one does the work.
        options: { backfillPeriod: 0, maxAttempts: job.maxAttempts, jobKey: `cron:${job.name}` },
      })),
    ),
  });
  runner.promise.catch((err: unknown) =>
    opts.log.warn("job runner stopped unexpectedly", {
      reason: err instanceof Error ? err.message : String(err),
    }),
  );
  return {
    stop: () => runner.stop(),
  };
}

function taskFor(job: JobDefinition, opts: JobRunnerOptions): Task {
  return async (rawPayload, helpers) => {
    const startedAt = new Date();
    const { id, attempts, key, locked_by } = helpers.job;
    const finish = (outcome: "done" | "failed", error: string | null) =>
      opts.db.insert(jobRuns).values({
        jobId: Number(id),
        task: job.name,
        jobKey: key,
        attempt: attempts,
        outcome,
        error,
        worker: locked_by ?? "unknown",
        startedAt,
      });
    try {
      const parsed = parseJobPayload(job, rawPayload);
      if (!parsed.ok) throw new Error(parsed.reason);
      await job.handler(parsed.payload, {
        db: opts.db,
        jobId: String(id),
        attempt: attempts,
        log: (msg, fields) => opts.log.info(msg, { job: job.name, jobId: String(id), ...fields }),
        mediaDir: opts.mediaDir,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      opts.log.warn("job failed", { job: job.name, jobId: String(id), attempt: attempts, reason });
      await finish("failed", reason).catch(() => {});
      // graphile-worker stores the message as last_error and schedules the retry.
      throw err instanceof Error ? err : new Error(reason);
    }
    // The job did its work: a lost history row must not make it run again.
    await finish("done", null).catch((err: unknown) =>
      opts.log.warn("job run not recorded", { job: job.name, reason: String(err) }),
    );
  };
}

/** graphile-worker's own chatter stays out of the log; its warnings and errors go in. */
function quietLogger(log: JobLog): Logger {
  return new Logger(() => (level, message) => {
    if (level === "error" || level === "warning") log(`job runner: ${message}`);
  });
}

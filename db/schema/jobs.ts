import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One finished run of a background job (migration 0020, modules/jobs). The queue itself lives in
 * graphile-worker's own schema (`graphile_worker`), which deletes a job once it succeeded.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    jobId: bigint({ mode: "number" }).notNull(),
    task: text().notNull(),
    jobKey: text(),
    attempt: integer().notNull(),
    outcome: text().$type<"done" | "failed">().notNull(),
    error: text(),
    /** graphile-worker's worker id (one per process): which process ran it. */
    worker: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_runs_finished_idx").on(t.finishedAt.desc()), index("job_runs_job_idx").on(t.jobId)],
);
export type JobRunRow = typeof jobRuns.$inferSelect;

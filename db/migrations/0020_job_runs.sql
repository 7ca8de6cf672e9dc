-- The history of background jobs (modules/jobs): graphile-worker deletes a job once it succeeded,
-- so what ran, when, on which process and how it ended is kept here for the owner's jobs screen
-- (/admin/jobs/) and for operators. Pruned by the housekeeping job after 30 days.
CREATE TABLE "job_runs" (
  "id" bigserial PRIMARY KEY,
  "job_id" bigint NOT NULL,
  "task" text NOT NULL,
  "job_key" text,
  "attempt" integer NOT NULL,
  "outcome" text NOT NULL CHECK ("outcome" IN ('done', 'failed')),
  "error" text,
  "worker" text NOT NULL,
  "started_at" timestamptz NOT NULL,
  "finished_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "job_runs_finished_idx" ON "job_runs" ("finished_at" DESC);
--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" ("job_id");

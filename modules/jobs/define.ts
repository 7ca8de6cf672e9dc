/**
 * A background job: a name, the zod schema of its payload (checked when it is enqueued and again
 * when it runs, since a payload may also come from SQL or an older release) and the handler.
 * Framework-free: the runner (runner.ts) hands the handler what it needs.
 */
import type { z } from "zod";
import type { Db } from "#db/client.ts";

export type JobContext = {
  db: Db;
  /** graphile-worker's job id (text: a bigint). */
  jobId: string;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  log: (msg: string, fields?: Record<string, unknown>) => void;
  /** Where media files live (`<dataDir>/media`): housekeeping deletes trashed media with their files. */
  mediaDir?: string;
};

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  /** Runs before the job counts as failed for good (graphile-worker backs off exponentially between them). */
  maxAttempts: number;
};

/** Job names: lower-case words joined by dots (they are graphile-worker task identifiers). */
const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export const DEFAULT_MAX_ATTEMPTS = 5;

export function defineJob<S extends z.ZodType>(
  name: string,
  schema: S,
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>,
  options: { maxAttempts?: number } = {},
): JobDefinition<S> {
  if (!JOB_NAME.test(name)) throw new Error(`invalid job name "${name}" (area.action, lower case)`);
  return { name, schema, handler, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
}

/** The payload a job runs with, or the German reason it cannot run (shown on the jobs screen). */
export function parseJobPayload<S extends z.ZodType>(
  job: JobDefinition<S>,
  payload: unknown,
): { ok: true; payload: z.output<S> } | { ok: false; reason: string } {
  const parsed = job.schema.safeParse(payload ?? {});
  if (parsed.success) return { ok: true, payload: parsed.data };
  const detail = parsed.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
  return { ok: false, reason: `Ungültige Auftragsdaten für „${job.name}“: ${detail}` };
}

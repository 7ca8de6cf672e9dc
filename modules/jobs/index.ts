export { APP_CRON, appJobs } from "./catalog.ts";
export {
  DEFAULT_MAX_ATTEMPTS,
  defineJob,
  type JobContext,
  type JobDefinition,
  parseJobPayload,
} from "./define.ts";
export { type EnqueueOptions, enqueueJob, type QueuedJob } from "./enqueue.ts";
export { HOUSEKEEPING_CRON, housekeepingJob } from "./housekeeping.ts";
export { type CronEntry, type JobRunner, migrateJobQueue, startJobRunner } from "./runner.ts";
export {
  JOBS_SHOWN,
  type JobRunView,
  listJobs,
  type QueuedJobView,
  type RetryResult,
  retryJob,
} from "./screen.ts";

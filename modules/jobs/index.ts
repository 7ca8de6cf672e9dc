export { APP_CRON, appJobs } from "./catalog.ts";
export { enqueueJob } from "./enqueue.ts";
export { migrateJobQueue, startJobRunner } from "./runner.ts";

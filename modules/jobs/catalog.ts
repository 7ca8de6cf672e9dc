/**
 * Every job this release runs, and the cron entries among them. A later issue adds its jobs here
 * (scheduled sales, imports, low-stock mails, documents: see README).
 */
import { productImportJob } from "../catalog/csv-import/import-job.ts";
import { PUBLISH_SCHEDULE_CRON, publishScheduleJob } from "../catalog/publish-schedule.ts";
import { SALE_SCHEDULE_CRON, saleScheduleJob } from "../catalog/sale-schedule.ts";
import { CONTENT_SCHEDULE_CRON, contentScheduleJob } from "../content/editing/publish-schedule.ts";
import { issueCreditNoteJob } from "../documents/credit-note.ts";
import { issueInvoiceJob } from "../documents/invoice-job.ts";
import { storeLegalTextsJob } from "../documents/legal-texts.ts";
import type { JobDefinition } from "./define.ts";
import { HOUSEKEEPING_CRON, housekeepingJob } from "./housekeeping.ts";
import { probeJob } from "./probe.ts";
import type { CronEntry } from "./runner.ts";

export function appJobs({ testJobs }: { testJobs: boolean }): JobDefinition[] {
  return [
    housekeepingJob,
    saleScheduleJob,
    issueInvoiceJob,
    issueCreditNoteJob,
    storeLegalTextsJob,
    productImportJob,
    publishScheduleJob,
    contentScheduleJob,
    ...(testJobs ? [probeJob] : []),
  ];
}

export const APP_CRON: readonly CronEntry[] = [
  { job: housekeepingJob, match: HOUSEKEEPING_CRON },
  { job: saleScheduleJob, match: SALE_SCHEDULE_CRON },
  { job: publishScheduleJob, match: PUBLISH_SCHEDULE_CRON },
  { job: contentScheduleJob, match: CONTENT_SCHEDULE_CRON },
];

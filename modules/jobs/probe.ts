/**
 * A job that does nothing or fails with the reason it is given. Registered only with
 * LADEN_TEST_JOBS=1 (server/config.ts): the HTTP and browser tests use it to prove a failed job
 * shows its reason and can be retried, and that each job runs once across processes.
 */
import { z } from "zod";
import { defineJob } from "./define.ts";

export const probeJob = defineJob(
  "jobs.probe",
  z.object({
    /** Fail with this message (on every attempt). */
    fail: z.string().min(1).optional(),
    note: z.string().optional(),
    /** Take this long first (a running job for the shutdown test). */
    sleepMs: z.number().int().min(0).max(10_000).optional(),
  }),
  async ({ fail, sleepMs }) => {
    if (sleepMs) await new Promise((done) => setTimeout(done, sleepMs));
    if (fail) throw new Error(fail);
  },
  { maxAttempts: 1 },
);

/**
 * Scheduled products (issue 23 item 2, WordPress's status `future`, "Geplant"): this cron job,
 * every minute, publishes each product whose `publish_at` has come. One idempotent statement: a
 * tick that runs twice or late publishes nothing more; the version goes up so an editor open on
 * the old state gets the conflict notice. Framework-free.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { products } from "#db/schema/index.ts";
import { defineJob } from "../jobs/define.ts";

/** Every minute: a product goes live at most a minute late. */
export const PUBLISH_SCHEDULE_CRON = "* * * * *";

/** Publishes the scheduled products that are due at `now`; returns their ids. */
export async function publishDueProducts(db: Db, now: Date = new Date()): Promise<number[]> {
  const rows = await db
    .update(products)
    .set({ status: "publish", publishAt: null, version: sql`${products.version} + 1`, updatedAt: now })
    .where(and(eq(products.status, "future"), lte(products.publishAt, now)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

export const publishScheduleJob = defineJob(
  "catalog.publish-schedule",
  z.object({}).passthrough(),
  async (_payload, { db, log }) => {
    const published = await publishDueProducts(db);
    if (published.length > 0) log("scheduled products published", { ids: published });
  },
  { maxAttempts: 1 },
);

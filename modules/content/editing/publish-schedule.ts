/**
 * Scheduled posts and pages (issue 25, status "Geplant", WordPress's `future`): this cron job,
 * every minute, publishes each item whose date has come. graphile-worker runs a cron tick on one
 * process only, and the statement is idempotent (a late or repeated tick publishes nothing more),
 * so an item goes live once, within a minute, also after a restart. The version goes up so an
 * editor open on the old state gets the conflict notice. Framework-free.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { pages, posts } from "#db/schema/index.ts";
import { defineJob } from "../../jobs/define.ts";

export const CONTENT_SCHEDULE_CRON = "* * * * *";

/** Publishes the posts and pages due at `now`; returns their ids by kind. */
export async function publishDueEntries(db: Db, now: Date = new Date()) {
  const duePosts = await db
    .update(posts)
    .set({ status: "publish", version: sql`${posts.version} + 1`, updatedAt: now })
    .where(and(eq(posts.status, "future"), lte(posts.publishedAt, now)))
    .returning({ id: posts.id });
  const duePages = await db
    .update(pages)
    .set({ status: "publish", version: sql`${pages.version} + 1`, updatedAt: now })
    .where(and(eq(pages.status, "future"), lte(pages.publishedAt, now)))
    .returning({ id: pages.id });
  return { posts: duePosts.map((r) => r.id), pages: duePages.map((r) => r.id) };
}

export const contentScheduleJob = defineJob(
  "content.publish-schedule",
  z.object({}).passthrough(),
  async (_payload, { db, log }) => {
    const due = await publishDueEntries(db);
    if (due.posts.length + due.pages.length > 0) log("scheduled posts and pages published", due);
  },
  { maxAttempts: 1 },
);

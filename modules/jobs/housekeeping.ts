/**
 * The periodic clean-up that used to happen "now and then" on a request (rate-limit rows) or not
 * at all (expired sessions and, through them, guests' carts): one cron job, run by one process
 * per tick however many processes serve the shop.
 */
import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import { captchaSpent, jobRuns } from "#db/schema/index.ts";
import { purgeTrashedProducts } from "../catalog/product-trash.ts";
import { purgeTrashedCoupons } from "../coupons/coupon-edit.ts";
import { purgeExpiredResumeTokens } from "../forms/submission/store.ts";
import { purgeTrashedMedia } from "../media/edit.ts";
import { purgeExpiredRateLimits } from "../rate-limit/index.ts";
import { purgeExpiredSessions } from "../session/store.ts";
import { purgeResetTokens } from "../users/reset-tokens.ts";
import { defineJob } from "./define.ts";

const SYSTEM_ACTOR = { id: null, label: "system" };

/** How long the jobs screen shows finished runs. */
export const JOB_RUNS_KEPT_DAYS = 30;

/** Every 15 minutes (graphile-worker's crontab syntax, UTC). */
export const HOUSEKEEPING_CRON = "*/15 * * * *";

export const housekeepingJob = defineJob(
  "housekeeping.purge",
  // Cron jobs carry graphile-worker's `_cron` marker; nothing else is read.
  z.object({}).passthrough(),
  async (_payload, { db, log, mediaDir }) => {
    // Expired sessions take their guest carts with them (carts.session_id cascades).
    const sessions = await purgeExpiredSessions(db);
    const rateLimits = await purgeExpiredRateLimits(db);
    await purgeResetTokens(db);
    await purgeExpiredResumeTokens(db);
    const trashedProducts = await purgeTrashedProducts(db);
    const trashedCoupons = await purgeTrashedCoupons(db);
    await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, sql`now()`));
    await db
      .delete(jobRuns)
      .where(lt(jobRuns.finishedAt, sql`now() - make_interval(days => ${JOB_RUNS_KEPT_DAYS})`));
    // Media in the trash for 30 days go with their files (one in use meanwhile stays).
    const media = mediaDir ? await purgeTrashedMedia(db, mediaDir, SYSTEM_ACTOR) : 0;
    log("housekeeping done", { sessions, rateLimits, media, trashedProducts, trashedCoupons });
  },
  // The next tick comes soon enough: no retries piling up behind a failing clean-up.
  { maxAttempts: 1 },
);

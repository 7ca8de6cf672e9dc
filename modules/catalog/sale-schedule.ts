/**
 * Scheduled sales (issue 23 item 2): the sale price in effect (`sale_price_cents`, what the shop
 * shows and charges) follows the planned one inside its window. A save applies it at once; this
 * cron job, every minute, catches the moments a window opens or closes. One statement, idempotent:
 * a tick that runs twice or late changes nothing more. Framework-free.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { products } from "#db/schema/index.ts";
import { defineJob } from "../jobs/define.ts";

/** Every minute (graphile-worker's crontab syntax): a sale starts at most a minute late. */
export const SALE_SCHEDULE_CRON = "* * * * *";

/** Brings every scheduled product's sale price in effect in step with `now`; returns how many changed. */
export async function applySaleSchedules(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const effective = sql`(case when ${products.plannedSalePriceCents} is not null
      and (${products.saleFrom} is null or ${products.saleFrom} <= ${at}::timestamptz)
      and (${products.saleTo} is null or ${products.saleTo} > ${at}::timestamptz)
    then ${products.plannedSalePriceCents} end)`;
  const changed = await db
    .update(products)
    .set({
      salePriceCents: effective,
      sortPriceCents: sql`coalesce(${effective}, ${products.regularPriceCents})`,
      maxPriceCents: sql`coalesce(${effective}, ${products.regularPriceCents})`,
    })
    .where(
      sql`${products.type} = 'simple' and (${products.saleFrom} is not null or ${products.saleTo} is not null)
        and ${products.salePriceCents} is distinct from ${effective}`,
    )
    .returning({ id: products.id });
  return changed.length;
}

export const saleScheduleJob = defineJob(
  "catalog.sale-schedule",
  z.object({}).passthrough(),
  async (_payload, { db, log }) => {
    const changed = await applySaleSchedules(db);
    if (changed > 0) log("sale prices applied", { changed });
  },
  { maxAttempts: 1 },
);

/**
 * Scheduled sales (issue 23 item 2): the sale price in effect (`sale_price_cents`, what the shop
 * shows and charges) follows the planned one inside its window, for simple products and for
 * variations (migration 0048). A save applies it at once; this cron job, every minute, catches the
 * moments a window opens or closes: one statement for products, one for variations (followed by
 * their products' price range, which listings sort by). Idempotent: a tick that runs twice or late
 * changes nothing more. Framework-free.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { products, productVariations } from "#db/schema/index.ts";
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
  return changed.length + (await applyVariationSaleSchedules(db, at));
}

/** The same for variations; the products whose variations changed get their price range again. */
async function applyVariationSaleSchedules(db: Db, at: string): Promise<number> {
  const v = productVariations;
  const effective = sql`(case when ${v.plannedSalePriceCents} is not null
      and (${v.saleFrom} is null or ${v.saleFrom} <= ${at}::timestamptz)
      and (${v.saleTo} is null or ${v.saleTo} > ${at}::timestamptz)
    then ${v.plannedSalePriceCents} end)`;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(v)
      .set({ salePriceCents: effective })
      .where(
        sql`(${v.saleFrom} is not null or ${v.saleTo} is not null)
          and ${v.salePriceCents} is distinct from ${effective}`,
      )
      .returning({ productId: v.productId });
    const ids = [...new Set(changed.map((r) => r.productId))];
    if (ids.length > 0) {
      // As variation-rules.ts priceRange: the current prices of the enabled variations.
      const current = sql`coalesce(${v.salePriceCents}, ${v.regularPriceCents})`;
      await tx
        .update(products)
        .set({
          sortPriceCents: sql`(select min(${current}) from ${v} where ${v.productId} = ${products.id} and ${v.enabled})`,
          maxPriceCents: sql`(select max(${current}) from ${v} where ${v.productId} = ${products.id} and ${v.enabled})`,
        })
        .where(
          sql`${products.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${products.type} = 'variable'`,
        );
    }
    return changed.length;
  });
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

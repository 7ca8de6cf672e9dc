/**
 * `kill -9` of the server at each step of placing an order leaves no order or a complete one,
 * never half of one; the retry with the same checkout token (on a fresh server) then answers
 * with exactly one order. The server stops at a named fault point (modules/shared/fault-points.ts).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TEST_SECRET } from "../setup/app-fixture.ts";
import { type AppServer, startAppServer } from "../setup/app-server.ts";
import {
  checkoutForm,
  guestAtCheckout,
  postForm as post,
  SIMPLE_PRODUCT_SQL,
} from "../setup/guest-checkout.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
let healthy: AppServer;
const started: AppServer[] = [];

function serverEnv(extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: database.url,
    LADEN_DATA_DIR: join(inject("dataDir")),
    LADEN_SECRET: TEST_SECRET,
    MAIL_OUTBOX_INTERVAL_MS: "3600000",
    ...extra,
  };
}

beforeAll(async () => {
  database = await cloneDatabase();
  healthy = await startAppServer(serverEnv());
  started.push(healthy);
});

afterAll(async () => {
  for (const s of started) await s.stop("SIGKILL").catch(() => {});
  await database?.drop();
});

const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await database.pool.query<T>(text, values)).rows;

async function waitFor(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const POINTS = [
  ["order:cart-locked", "no", false],
  ["order:inserted", "no", false],
  ["order:stock-taken", "no", false],
  ["order:items-written", "no", false],
  ["order:before-commit", "no", false],
  ["order:committed", "a complete", true],
] as const;

describe("F6: kill -9 while placing an order", () => {
  it.each(POINTS)(
    "at %s leaves %s order, and the retry makes exactly one",
    async (point, _what, committed) => {
      const [product] = await q<{ id: number }>(SIMPLE_PRODUCT_SQL);
      await q(
        "update products set manage_stock = true, stock_quantity = 10, stock_status = 'instock' where id = $1",
        [product!.id],
      );
      const guest = await guestAtCheckout(healthy.url, product!.id, 2);
      const { j, token } = guest;
      const form = checkoutForm(guest);

      const doomed = await startAppServer(serverEnv({ LADEN_FAULT_POINT: point }));
      started.push(doomed);
      const pending = post(doomed.url, "/?wc-ajax=checkout", j, form).catch(() => undefined);
      await waitFor(() => doomed.logs.join("").includes(`laden fault point reached: ${point}`), 20_000);
      await doomed.stop("SIGKILL");
      await pending;

      // Whatever PostgreSQL kept is whole: no order, or an order with its items, mails and stock.
      const orders = await q<{ id: number }>("select id from orders where checkout_token = $1", [token]);
      expect(orders).toHaveLength(committed ? 1 : 0);
      const [stock] = await q<{ stock_quantity: number }>(
        "select stock_quantity from products where id = $1",
        [product!.id],
      );
      expect(stock!.stock_quantity).toBe(committed ? 8 : 10);
      const orphans = await q("select id from order_items where order_id not in (select id from orders)");
      expect(orphans).toEqual([]);
      if (committed) {
        expect(await q("select id from order_items where order_id = $1", [orders[0]!.id])).toHaveLength(1);
        expect(
          await q("select id from mail_outbox where dedupe_key like $1", [`order:${orders[0]!.id}:%`]),
        ).toHaveLength(2);
      }

      // The customer retries (same page, same token) on a healthy server: one order in the end.
      const retry = await (await post(healthy.url, "/?wc-ajax=checkout", j, form)).json();
      expect(retry.result).toBe("success");
      const after = await q<{ id: number }>("select id from orders where checkout_token = $1", [token]);
      expect(after).toHaveLength(1);
      if (committed) expect(after[0]!.id).toBe(orders[0]!.id);
      const [final] = await q<{ stock_quantity: number }>(
        "select stock_quantity from products where id = $1",
        [product!.id],
      );
      expect(final!.stock_quantity).toBe(8);
    },
    60_000,
  );
});

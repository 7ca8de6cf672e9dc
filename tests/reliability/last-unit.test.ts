/**
 * F4: the last unit is sold once when 50 guests check out at the same moment, spread over two
 * app processes sharing PostgreSQL; the other 49 get `laden_out_of_stock` and stock never
 * goes below zero.
 */
import { describe, expect, it } from "vitest";
import { appForFile, secondProcessForFile } from "../setup/app-fixture.ts";
import { type Guest, guestAtCheckout, placeOrder, SIMPLE_PRODUCT_SQL } from "../setup/guest-checkout.ts";
import { settingsChange } from "../setup/settings-change.ts";

const app = appForFile({ MAIL_OUTBOX_INTERVAL_MS: "3600000" });
const second = secondProcessForFile(app, { MAIL_OUTBOX_INTERVAL_MS: "3600000" });

const sql = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query<T>(text, values)).rows;

describe("the last unit", () => {
  it("F4: is sold once under 50 concurrent checkouts across two processes", async () => {
    const [product] = await sql<{ id: number }>(SIMPLE_PRODUCT_SQL);
    const id = product!.id;
    // Enough stock to fill 50 carts, then only one unit left when they all check out.
    await sql("update products set manage_stock = true, stock_quantity = 50 where id = $1", [id]);
    const bases = [app().url, second().url];
    // Preparing the carts is not the load under test: five at a time.
    const guests: Guest[] = [];
    for (let i = 0; i < 50; i += 5)
      guests.push(
        ...(await Promise.all([0, 1, 2, 3, 4].map((k) => guestAtCheckout(bases[(i + k) % 2]!, id)))),
      );
    await sql("update products set stock_quantity = 1 where id = $1", [id]);
    // All 50 come from this machine's address: the per-address order limit is not under test.
    await settingsChange([app(), second()], () =>
      sql(
        "insert into settings (key, value) values ('checkout.ordersPerHour', '1000') on conflict (key) do update set value = excluded.value",
      ),
    );
    const results = await Promise.all(guests.map((g, i) => placeOrder(bases[(i + 1) % 2]!, g)));

    expect(results.filter((r) => r.result === "success")).toHaveLength(1);
    const failures = results.filter((r) => r.result === "failure");
    expect(failures).toHaveLength(49);
    for (const f of failures) expect(f.errors![0]!.code).toBe("laden_out_of_stock");
    const orders = await sql(
      "select o.id from orders o join order_items i on i.order_id = o.id where i.product_id = $1",
      [id],
    );
    expect(orders).toHaveLength(1);
    const [row] = await sql("select stock_quantity, stock_status from products where id = $1", [id]);
    expect(row).toEqual({ stock_quantity: 0, stock_status: "outofstock" });
  });
});

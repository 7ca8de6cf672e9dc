/**
 * The dashboard (issue 20, item 2) on a known set of orders: takings today / 7 / 30 Berlin days
 * without cancelled, failed and refunded orders, orders that need action, new withdrawals, low
 * stock, new form submissions, the chart — every number linking to the orders list it counts.
 * Berlin day boundaries are checked on the module with a fixed clock.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay, berlinDayStart } from "#modules/reports/berlin-days.ts";
import { dashboardFigures } from "#modules/reports/dashboard-figures.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query(text, values)).rows as T[];

const totals: Record<string, number> = {};
let lowProduct: { name: string; slug: string } | undefined;
let formTitle: string;

async function order(key: string, status: string, ageDays: number, withdrawn = false) {
  const customer = await createCustomer(db());
  const product = await stockedProduct(db(), 20);
  const placed = await placeTestOrder(db(), {
    userId: customer.id,
    email: customer.email,
    productId: product.id,
  });
  await query(
    `update orders set status = $2, created_at = now() - make_interval(days => $3),
            withdrawn_at = case when $4 then now() - interval '1 hour' end where id = $1`,
    [placed.id, status, ageDays, withdrawn],
  );
  totals[key] = placed.totalCents;
  return placed.id;
}

beforeAll(async () => {
  await query("delete from orders");
  await query("delete from form_submissions");
  await order("today", "processing", 0);
  await order("todayCancelled", "cancelled", 0);
  await order("threeDays", "on-hold", 3);
  await order("twoDaysWithdrawn", "processing", 2, true);
  await order("tenDays", "completed", 10);
  await order("tenDaysRefunded", "refunded", 10, true);
  await order("fortyDays", "completed", 40);
  const [form] = await query<{ id: number; title: string }>(
    "select id, title from forms order by id limit 1",
  );
  formTitle = form!.title;
  await query("insert into form_submissions (form_id, values) values ($1, '{}')", [form!.id]);
  await query(
    "insert into form_submissions (form_id, values, created_at) values ($1, '{}', now() - interval '8 days')",
    [form!.id],
  );
});

describe("dashboard figures on the Berlin calendar", () => {
  it("counts an order at 23:59:59 Berlin time on that day and one at 00:00 on the next (DST day)", async () => {
    const today = "2024-03-31"; // the spring switch: a 23-hour day
    const start = berlinDayStart(today);
    const before = await order("edgeBefore", "completed", 0);
    const after = await order("edgeAfter", "completed", 0);
    await query("update orders set created_at = $2 where id = $1", [
      before,
      new Date(start.getTime() - 1000),
    ]);
    await query("update orders set created_at = $2 where id = $1", [after, start]);
    const figures = await dashboardFigures(db(), new Date("2024-03-31T21:30:00Z"));
    expect(berlinDay(new Date("2024-03-31T21:30:00Z"))).toBe(today);
    expect(figures.today).toMatchObject({ from: today, to: today, orders: 1, grossCents: totals.edgeAfter });
    expect(figures.last7).toMatchObject({ from: addDays(today, -6), orders: 2 });
    expect(figures.chart.at(-1)).toMatchObject({ day: today, orders: 1 });
    expect(figures.chart.at(-2)).toMatchObject({ day: "2024-03-30", orders: 1 });
    expect(figures.chart).toHaveLength(30);
    expect(figures.today.netCents + figures.today.vatCents).toBe(figures.today.grossCents);
    expect(figures.today.vatCents).toBeGreaterThan(0);
  });
});

describe("the dashboard page", () => {
  let page: string;
  const todayDay = () => berlinDay(new Date());
  const href = (q: string) => `href="/admin/orders/?${q.replaceAll("&", "&amp;")}"`;
  const linked = (q: string, value: string | number) =>
    new RegExp(`${href(q).replace(/[?.]/g, "\\$&")}[^>]*>${value}<`);

  beforeAll(async () => {
    // Stock management: one product low, everything else plenty.
    await query("update products set stock_quantity = 50 where manage_stock");
    await query("update product_variations set stock_quantity = 50 where manage_stock");
    [lowProduct] = await query<{ name: string; slug: string }>(
      `update products set stock_quantity = 1 where id = (select min(id) from products where manage_stock and status = 'publish')
       returning name, slug`,
    );
    const manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
    const res = await manager.get("/admin/");
    expect(res.res.status).toBe(200);
    page = res.text;
  });

  it("shows takings for today, 7 and 30 days without cancelled, failed and refunded orders, linked to the list", async () => {
    const day = todayDay();
    const gross7 = totals.today! + totals.threeDays! + totals.twoDaysWithdrawn!;
    const gross30 = gross7 + totals.tenDays!;
    expect(page).toMatch(linked(`from=${day}&to=${day}`, formatPrice(totals.today!, "de")));
    expect(page).toMatch(linked(`from=${day}&to=${day}`, 1));
    expect(page).toMatch(linked(`from=${addDays(day, -6)}&to=${day}`, formatPrice(gross7, "de")));
    expect(page).toMatch(linked(`from=${addDays(day, -6)}&to=${day}`, 3));
    expect(page).toMatch(linked(`from=${addDays(day, -29)}&to=${day}`, formatPrice(gross30, "de")));
    expect(page).toMatch(linked(`from=${addDays(day, -29)}&to=${day}`, 4));
  });

  it("counts what needs action: on-hold, processing and withdrawals on orders still open", async () => {
    expect(page).toMatch(linked("status=needs-action", 3));
    expect(page).toMatch(linked("status=on-hold", 1));
    expect(page).toMatch(linked("status=processing", 2));
    expect(page).toMatch(linked("withdrawal=1", 1));
    // New withdrawals of the last 30 days: the refunded order's too (it was declared).
    expect(page).toContain("2 in den letzten 30 Tagen");
  });

  it("lists low stock with links to the product pages and new form submissions by form and date", async () => {
    expect(page).toContain(`href="/product/${encodeURIComponent(lowProduct!.slug)}/"`);
    expect(page).toContain("1 Stk.");
    expect(page).toContain("1 Artikel");
    expect(page).toContain("1 in den letzten 7 Tagen");
    expect(page).toContain(formTitle);
  });

  it("draws the last 30 days as an accessible chart with a table whose counts link to each day", async () => {
    expect(page).toMatch(
      /<svg[^>]*role="img"[^>]*aria-labelledby="admin-dash-chart-title admin-dash-chart-desc"/,
    );
    expect(page.match(/class="admin-dash-chart__bar"/g)).toHaveLength(30);
    const day = todayDay();
    expect(page).toMatch(linked(`from=${day}&to=${day}`, 1));
  });

  it("is for owners only", async () => {
    const visitor = await new Visitor(base).get("/admin/");
    expect(visitor.res.status).toBe(302);
    const customer = await createCustomer(db());
    const signedIn = new Visitor(base);
    await signedIn.signIn(customer.email, TEST_PASSWORD);
    const { res, text } = await signedIn.get("/admin/");
    expect(res.status).toBe(404);
    expect(text).not.toContain("Umsatz");
  });
});

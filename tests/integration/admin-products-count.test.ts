/**
 * The products list's count (issue 23, 100,000 products): exact up to EXACT_COUNT_LIMIT, above it
 * PostgreSQL's estimate (the screen says "ca."); a page past an estimated end is counted exactly
 * and shows the last page; a category filter with its sub-categories still finds its products.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXACT_COUNT_LIMIT, listAdminProducts, parseProductListQuery } from "#modules/catalog/admin-list.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
const list = (qs: string) => listAdminProducts(database.db, parseProductListQuery(new URLSearchParams(qs)));
const N = EXACT_COUNT_LIMIT + 250;

beforeAll(async () => {
  database = await cloneDatabase();
  const db = database.db;
  await db.execute(sql`insert into product_categories (slug, name) values ('zaehl-eltern', 'Eltern')`);
  await db.execute(sql`insert into product_categories (slug, name, parent_id)
    select 'zaehl-kind', 'Kind', id from product_categories where slug = 'zaehl-eltern'`);
  await db.execute(sql`
    insert into products (slug, name, sku, status, regular_price_cents, sort_price_cents, max_price_cents)
    select 'zaehl-' || g, 'Zählprodukt ' || g, 'ZP-' || g, 'publish', 100 + g, 100 + g, 100 + g
    from generate_series(1, ${N}::int) g`);
  await db.execute(sql`insert into product_category_links (product_id, category_id)
    select p.id, c.id from products p, product_categories c
    where p.slug in ('zaehl-1', 'zaehl-2', 'zaehl-3') and c.slug = 'zaehl-kind'`);
  await db.execute(sql`analyze products`);
});
afterAll(async () => database?.drop());

describe("products list count", () => {
  it("estimates a total above the limit (marked), counts one below it exactly", async () => {
    const all = await list("q=Zählprodukt");
    expect(all.estimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(all.rows).toHaveLength(20);
    const few = await list("q=Zählprodukt 12");
    expect(few.estimated).toBe(false);
    // 12, 112…129, 212, 312 … 1212: every title with "12" in it, exactly.
    const expected = Array.from({ length: N }, (_, i) => `Zählprodukt ${i + 1}`).filter((n) =>
      n.includes("12"),
    );
    expect(few.total).toBe(expected.length);
  });

  it("a page past an estimated end counts exactly and shows the last page", async () => {
    const past = await list("q=Zählprodukt&sort=price&dir=asc&page=5000");
    expect(past.estimated).toBe(false);
    expect(past.total).toBe(N);
    expect(past.page).toBe(Math.ceil(N / 20));
    expect(past.rows.at(-1)?.name).toBe(`Zählprodukt ${N}`);
  });

  it("filters by a category with its sub-categories", async () => {
    const [parent] = (
      await database.db.execute<{ id: number }>(
        sql`select id from product_categories where slug = 'zaehl-eltern'`,
      )
    ).rows;
    const page = await list(`category=${parent!.id}&sort=price&dir=asc`);
    expect(page).toMatchObject({ total: 3, estimated: false });
    expect(page.rows.map((r) => r.name)).toEqual(["Zählprodukt 1", "Zählprodukt 2", "Zählprodukt 3"]);
    expect(page.rows[0]!.categories).toEqual(["Kind"]);
  });
});

/**
 * The searchable form dropdown's terms (modules/catalog/term-search.ts, REST
 * `laden/v1/form-terms`): matched anywhere in the name case-insensitively, LIKE wildcards taken
 * literally, by name, 20 a page with `more`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchProductTerms, TERM_SEARCH_PAGE_SIZE } from "#modules/catalog/term-search.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await cloneDatabase();
  // 25 tags "Zqx 01".."Zqx 25", and two whose names hold LIKE's wildcards.
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(2, "0");
    await database.pool.query("insert into product_tags (slug, name) values ($1, $2)", [
      `zqx-${n}`,
      `Zqx ${n}`,
    ]);
  }
  await database.pool.query(
    "insert into product_categories (slug, name) values ('zqy-prozent', 'Zqy 100% Arabica'), ('zqy-unter', 'Zqy a_b')",
  );
});
afterAll(() => database.drop());

describe("product term search", () => {
  it("matches case-insensitively anywhere in the name and pages by name", async () => {
    const first = await searchProductTerms(database.db, "product_tag", "zQX", 1);
    expect(first.results).toHaveLength(TERM_SEARCH_PAGE_SIZE);
    expect(first.results[0]).toEqual({ value: "zqx-01", label: "Zqx 01" });
    expect(first.more).toBe(true);
    const second = await searchProductTerms(database.db, "product_tag", "zqx", 2);
    expect(second.results.map((r) => r.value)).toEqual(["zqx-21", "zqx-22", "zqx-23", "zqx-24", "zqx-25"]);
    expect(second.more).toBe(false);
    expect((await searchProductTerms(database.db, "product_tag", "x 1", 1)).results).toHaveLength(10);
  });

  it("takes % and _ literally and keeps the taxonomies apart", async () => {
    const percent = await searchProductTerms(database.db, "product_cat", "0%", 1);
    expect(percent.results).toEqual([{ value: "zqy-prozent", label: "Zqy 100% Arabica" }]);
    const underscore = await searchProductTerms(database.db, "product_cat", "a_b", 1);
    expect(underscore.results).toEqual([{ value: "zqy-unter", label: "Zqy a_b" }]);
    expect((await searchProductTerms(database.db, "product_cat", "zqy_", 1)).results).toEqual([]);
    expect((await searchProductTerms(database.db, "product_cat", "zqx", 1)).results).toEqual([]);
  });
});

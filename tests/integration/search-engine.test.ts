/**
 * The search engine against the real PostgreSQL (embedded by default, LADEN_TEST_DB for another):
 * German folding and stemming, compound prefixes, typos, ranking, paging, visibility, and the
 * triggers that keep the index current.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#db/schema/index.ts";
import { reindexAll, type SearchRequest, search } from "#modules/search/store.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await cloneDatabase();
  const p = (name: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
    slug: `t-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Math.random().toString(36).slice(2, 7)}`,
    name,
    regularPriceCents: 990,
    sortPriceCents: 990,
    maxPriceCents: 990,
    ...extra,
  });
  await database.db.insert(products).values([
    p("Zimtschnecke Deluxe"),
    p("Backzubehör Set", { description: "<p>Ideal für jede <b>Zimtschnecke</b> am Sonntag.</p>" }),
    p("Tasse Müller-Edition", { sku: "QX-100" }),
    p("Zubehör QX-100 Ersatzteil"),
    p("Großer Straßenkaffee"),
    p("Crème Brûlée Röstung"),
    p("Geheimer Entwurf Zimtschnecke", { status: "draft" }),
    p("Mahlgrad-Ersatzmesser", {
      attributes: [{ name: "EAN", slug: "ean", options: ["4006381333931"], variation: false }],
    }),
    ...Array.from({ length: 25 }, (_, i) => p(`Pagingtest Artikel ${String(i + 1).padStart(2, "0")}`)),
  ]);
});
afterAll(async () => {
  await database?.drop();
});

const base: SearchRequest = {
  query: "",
  lang: "de",
  kinds: ["product", "page"],
  page: 1,
  perPage: 10,
  withTerms: true,
  shopHidden: false,
};

async function titles(query: string, extra: Partial<SearchRequest> = {}): Promise<string[]> {
  const result = await search(database.db, { ...base, ...extra, query });
  if (result.hits.length === 0) return [];
  const rows = await database.pool.query<{ kind: string; ref_id: number; title: string }>(
    "select kind, ref_id, title from search_documents where kind = any($1) and ref_id = any($2)",
    [result.hits.map((h) => h.kind), result.hits.map((h) => h.id)],
  );
  return result.hits.map((h) => rows.rows.find((r) => r.kind === h.kind && r.ref_id === h.id)!.title);
}

describe("German folding", () => {
  it("finds umlauts written as ae/oe/ue and the other way round", async () => {
    expect(await titles("Mueller")).toContain("Tasse Müller-Edition");
    expect(await titles("müller")).toContain("Tasse Müller-Edition");
    expect(await titles("Aethiopien")).toContain("Äthiopien Yirgacheffe");
  });
  it("finds ß as ss and accents without them", async () => {
    expect(await titles("strassenkaffee")).toContain("Großer Straßenkaffee");
    expect(await titles("Straßenkaffee")).toContain("Großer Straßenkaffee");
    expect(await titles("creme brulee")).toEqual(["Crème Brûlée Röstung"]);
  });
});

describe("German stemming and compounds", () => {
  it("matches inflected forms", async () => {
    expect(await titles("Zimtschnecken")).toContain("Zimtschnecke Deluxe");
    expect(await titles("Röstungen")).toContain("Crème Brûlée Röstung");
  });
  it("matches a compound by its first part (prefix)", async () => {
    expect(await titles("Zimt")).toContain("Zimtschnecke Deluxe");
    expect(await titles("Ersatz")).toEqual(expect.arrayContaining(["Mahlgrad-Ersatzmesser"]));
  });
});

describe("typo tolerance", () => {
  it("finds a word with a letter missing, doubled or swapped", async () => {
    expect(await titles("Zimtschneke")).toContain("Zimtschnecke Deluxe");
    expect(await titles("espreso")).toEqual(expect.arrayContaining(["Espresso Hafenblend"]));
    expect(await titles("Zimtshcnecke")).toContain("Zimtschnecke Deluxe");
  });
  it("finds nothing for a word unlike anything", async () => {
    expect(await titles("xyzzyplugh")).toEqual([]);
  });
});

describe("ranking", () => {
  it("puts the exact SKU first, before a title that contains it", async () => {
    const result = await search(database.db, { ...base, query: "qx-100" });
    expect(result.hits[0]!.exactCode).toBe(true);
    expect((await titles("QX-100")).slice(0, 2)).toEqual([
      "Tasse Müller-Edition",
      "Zubehör QX-100 Ersatzteil",
    ]);
  });
  it("finds a product by the exact EAN", async () => {
    expect(await titles("4006381333931")).toEqual(["Mahlgrad-Ersatzmesser"]);
  });
  it("finds a variation's SKU", async () => {
    expect((await titles("RW-ETH-YIR-250-ES"))[0]).toBe("Äthiopien Yirgacheffe");
  });
  it("ranks a title match over a match in the text", async () => {
    expect(await titles("Zimtschnecke")).toEqual(["Zimtschnecke Deluxe", "Backzubehör Set"]);
  });
});

describe("paging", () => {
  it("pages through all matches without repeats and counts them", async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const r = await search(database.db, { ...base, query: "Pagingtest", page });
      expect(r.total).toBe(25);
      expect(r.capped).toBe(false);
      expect(r.hits).toHaveLength(page === 3 ? 5 : 10);
      seen.push(...r.hits.map((h) => h.id));
    }
    expect(new Set(seen).size).toBe(25);
    const after = await search(database.db, { ...base, query: "Pagingtest", page: 4 });
    expect(after.hits).toEqual([]);
    expect(after.total).toBe(25);
  });
});

describe("what visitors never see", () => {
  it("never returns a draft", async () => {
    expect(await titles("Geheimer Entwurf")).toEqual([]);
    expect(await titles("Zimtschnecke")).not.toContain("Geheimer Entwurf Zimtschnecke");
  });
  it("returns no products, categories or tags while the shop is coming soon", async () => {
    const r = await search(database.db, { ...base, query: "Kaffee", shopHidden: true });
    expect(r.hits.every((h) => h.kind !== "product")).toBe(true);
    expect(r.terms).toEqual([]);
  });
  it("returns pages in the visitor's language only", async () => {
    const de = await search(database.db, { ...base, query: "Versand", kinds: ["page"] });
    const en = await search(database.db, { ...base, query: "shipping", kinds: ["page"], lang: "en" });
    const langs = await database.pool.query<{ lang: string }>(
      "select lang from pages where id = any($1) union select lang from pages where id = any($2)",
      [de.hits.map((h) => h.id), en.hits.map((h) => h.id)],
    );
    expect(de.hits.length).toBeGreaterThan(0);
    expect(en.hits.length).toBeGreaterThan(0);
    expect(langs.rows.map((r) => r.lang).sort()).toEqual(["de", "en"]);
    const deIds = new Set(de.hits.map((h) => h.id));
    expect(en.hits.some((h) => deIds.has(h.id))).toBe(false);
  });
  it("lists matching categories and tags on page 1", async () => {
    const r = await search(database.db, { ...base, query: "Espresso" });
    expect(r.terms.map((t) => t.kind)).toContain("product_cat");
  });
});

describe("keeping the index current", () => {
  it("finds a renamed product at once and forgets the old name, then a deleted one is gone", async () => {
    const [row] = await database.db
      .insert(products)
      .values({ slug: "t-umbenennen", name: "Walnusskuchen", regularPriceCents: 100 })
      .returning({ id: products.id });
    expect(await titles("Walnusskuchen")).toEqual(["Walnusskuchen"]);
    // Triggers index in the same transaction: the first search after the commit must already find
    // the change (no polling), which is what "within 1 s" asks; time itself is for the benchmarks.
    await database.db.execute(sql`update products set name = 'Haselnusstorte' where id = ${row!.id}`);
    expect(await titles("Haselnusstorte")).toEqual(["Haselnusstorte"]);
    expect(await titles("Walnusskuchen")).toEqual([]);
    await database.db.execute(sql`update products set status = 'draft' where id = ${row!.id}`);
    expect(await titles("Haselnusstorte")).toEqual([]);
    await database.db.execute(sql`update products set status = 'publish' where id = ${row!.id}`);
    await database.db.execute(sql`delete from products where id = ${row!.id}`);
    expect(await titles("Haselnusstorte")).toEqual([]);
  });
  it("reindexes a product when its category is renamed or a variation SKU changes", async () => {
    await database.db.execute(
      sql`update product_categories set name = 'Bohnenkaffee Spezial' where slug = (select slug from product_categories order by id limit 1)`,
    );
    const r = await search(database.db, { ...base, query: "Bohnenkaffee Spezial" });
    expect(r.terms.map((t) => t.title)).toContain("Bohnenkaffee Spezial");
    expect(r.hits.length).toBeGreaterThan(0);
    await database.db.execute(
      sql`update product_variations set sku = 'NEU-SKU-77' where id = (select min(id) from product_variations)`,
    );
    expect((await search(database.db, { ...base, query: "neu-sku-77" })).hits[0]?.exactCode).toBe(true);
  });
  it("rebuilds everything with reindexAll and finds the same", async () => {
    const before = await titles("Zimtschnecke");
    await database.pool.query("delete from search_documents");
    expect(await titles("Zimtschnecke")).toEqual([]);
    const progress: number[] = [];
    const written = await reindexAll(database.db, (done) => progress.push(done), 20);
    expect(written).toBeGreaterThan(70);
    expect(progress.length).toBeGreaterThan(1);
    expect(await titles("Zimtschnecke")).toEqual(before);
  });
});

/**
 * `laden import woocommerce-csv` against a clone of the demo database, run as the real CLI.
 * LADEN_IMPORT_FETCH=0: no test may try to reach the internet (images become placeholders).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { corpus } from "../setup/corpora.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

const CORPUS = corpus("woocommerce/sample_products.csv");
let database: TestDatabase;
const laden = (args: string[]) => runLaden(database.url, args);
let scratch: string;

beforeAll(async () => {
  database = await cloneDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), "laden-import-"));
});
afterAll(async () => {
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
});

async function counts() {
  const { rows } = await database.pool.query(`select
    (select count(*)::int from products) as products,
    (select count(*)::int from product_variations) as variations,
    (select count(*)::int from product_categories) as categories,
    (select count(*)::int from product_tags) as tags,
    (select count(*)::int from media) as media,
    (select count(*)::int from product_category_links) as category_links`);
  return rows[0] as {
    products: number;
    variations: number;
    categories: number;
    tags: number;
    media: number;
    category_links: number;
  };
}

async function csvFile(name: string, content: string): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, content);
  return file;
}

describe("laden import woocommerce-csv", () => {
  let first: {
    created: Record<string, number>;
    ids: Record<string, number[]>;
    skipped: { row: number; id: string; sku: string; reason: string }[];
    warnings: { row: number | null; id: string; sku: string; message: string }[];
  };

  it("imports the corpus: simple and variable products, variations, categories, placeholders", async () => {
    const before = await counts();
    const result = await laden(["import", "woocommerce-csv", CORPUS, "--json"]);
    expect(result.code, result.stderr).toBe(0);
    first = JSON.parse(result.stdout);
    expect(Object.keys(first).sort()).toEqual([
      "created",
      "ids",
      "skipped",
      "unchanged",
      "updated",
      "warnings",
    ]);
    expect(first.created).toEqual({ products: 16, variations: 7, categories: 5, tags: 0, media: 20 });
    expect(first.ids.products).toHaveLength(16);
    expect(first.ids.variations).toHaveLength(7);
    expect(first.ids.categories).toHaveLength(5);
    expect(first.ids.media).toHaveLength(20);
    const after = await counts();
    expect(after.products - before.products).toBe(16);
    expect(after.variations - before.variations).toBe(7);
    expect(after.categories - before.categories).toBe(5);
    expect(after.media - before.media).toBe(20);
    // Progress went to stderr as plain lines (not a terminal), stdout is only the JSON.
    expect(result.stderr).toContain("Bilder: 20/20");
    expect(result.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("reports the grouped and the external product as skipped, with German reasons", () => {
    expect(first.skipped).toEqual([
      { row: 24, id: "87", sku: "logo-collection", reason: "Gruppierte Produkte werden nicht unterstützt." },
      {
        row: 25,
        id: "89",
        sku: "wp-pennant",
        reason: "Externe/Affiliate-Produkte werden nicht unterstützt.",
      },
    ]);
    const messages = first.warnings.map((w) => `${w.row}:${w.message}`);
    expect(messages).toContain(
      "14:Importiert als einfaches Produkt; Download-Dateien und die Eigenschaft „virtuell“ wurden nicht übernommen.",
    );
    expect(messages.some((m) => m.includes("LADEN_IMPORT_FETCH=0") && m.includes("20 Platzhalter"))).toBe(
      true,
    );
  });

  it("stores a variable product with its variations, prices in cents and price range", async () => {
    const {
      rows: [hoodie],
    } = await database.pool.query(
      `select id, type, status, regular_price_cents, sort_price_cents, max_price_cents, attributes, image_id, gallery_image_ids
       from products where sku = 'woo-hoodie'`,
    );
    expect(hoodie).toMatchObject({
      type: "variable",
      status: "publish",
      regular_price_cents: null,
      sort_price_cents: 4200,
      max_price_cents: 4500,
    });
    expect(hoodie.attributes).toEqual([
      { name: "Color", slug: "pa_color", options: ["Blue", "Green", "Red"], variation: true },
      { name: "Logo", slug: "logo", options: ["Yes", "No"], variation: true },
    ]);
    expect(hoodie.image_id).not.toBeNull();
    expect(hoodie.gallery_image_ids).toHaveLength(3);
    const { rows: variations } = await database.pool.query(
      `select sku, attributes, regular_price_cents, sale_price_cents, menu_order, image_id
       from product_variations where product_id = $1 order by sku`,
      [hoodie.id],
    );
    expect(variations.map((v) => [v.sku, v.attributes, v.regular_price_cents, v.sale_price_cents])).toEqual([
      ["woo-hoodie-blue", { pa_color: "Blue", logo: "No" }, 4500, null],
      ["woo-hoodie-blue-logo", { pa_color: "Blue", logo: "Yes" }, 4500, null],
      ["woo-hoodie-green", { pa_color: "Green", logo: "No" }, 4500, null],
      ["woo-hoodie-red", { pa_color: "Red", logo: "No" }, 4500, 4200],
    ]);
    expect(variations.every((v) => v.image_id !== null)).toBe(true);
    // The same URL (hoodie-with-logo-2.jpg) serves the gallery, a variation and another product: one media row.
    const { rows: shared } = await database.pool.query(
      `select count(distinct m.id)::int as n from media m where m.file like '2017/12/hoodie-with-logo-2-%'`,
    );
    expect(shared[0].n).toBe(1);

    const { rows: vneck } = await database.pool.query(
      `select v.attributes, v.regular_price_cents from product_variations v join products p on p.id = v.product_id
       where p.sku = 'woo-vneck-tee' order by v.sku`,
    );
    // "Size" is named but empty on every variation: any size.
    expect(vneck.map((v) => v.attributes)).toEqual([
      { pa_color: "Blue", pa_size: "" },
      { pa_color: "Green", pa_size: "" },
      { pa_color: "Red", pa_size: "" },
    ]);
    const { rows: simple } = await database.pool.query(
      `select slug, regular_price_cents, sale_price_cents, sort_price_cents, max_price_cents, status, featured, tax_class, description
       from products where sku in ('woo-beanie', 'woo-single', 'woo-hoodie-with-pocket', 'woo-cap') order by sku`,
    );
    expect(
      simple.map((p) => [
        p.slug,
        p.regular_price_cents,
        p.sale_price_cents,
        p.sort_price_cents,
        p.max_price_cents,
        p.status,
        p.featured,
      ]),
    ).toEqual([
      ["beanie", 2000, 1800, 1800, 1800, "publish", false],
      ["cap", 1800, 1600, 1600, 1600, "publish", true],
      ["hoodie-with-pocket", 4500, 3500, 3500, 3500, "publish", true], // published, hidden in the catalogue
      ["single", 300, 200, 200, 200, "publish", false],
    ]);
    expect(simple[0].description).toMatch(/^<p>Pellentesque habitant/);
  });

  it("builds the category hierarchy and links products to the deepest category", async () => {
    const { rows } = await database.pool.query(
      `select c.slug, c.name, p.slug as parent from product_categories c
       left join product_categories p on p.id = c.parent_id
       where c.id = any($1::int[]) order by c.id`,
      [first.ids.categories],
    );
    expect(rows).toEqual([
      { slug: "clothing", name: "Clothing", parent: null },
      { slug: "tshirts", name: "Tshirts", parent: "clothing" },
      { slug: "hoodies", name: "Hoodies", parent: "clothing" },
      { slug: "accessories", name: "Accessories", parent: "clothing" },
      { slug: "music", name: "Music", parent: null }, // "Decor" only had the skipped external product
    ]);
    const { rows: links } = await database.pool.query(
      `select c.slug from product_category_links l join products p on p.id = l.product_id
       join product_categories c on c.id = l.category_id where p.sku = 'woo-vneck-tee'`,
    );
    expect(links).toEqual([{ slug: "tshirts" }]);
  });

  it("creates and changes nothing on a second run", async () => {
    const before = await counts();
    const result = await laden(["import", "woocommerce-csv", CORPUS, "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const second = JSON.parse(result.stdout);
    expect(second.created).toEqual({ products: 0, variations: 0, categories: 0, tags: 0, media: 0 });
    expect(second.unchanged).toEqual({ products: 16, variations: 7 });
    expect(second.updated).toEqual([]);
    expect(second.ids).toEqual({ products: [], variations: [], categories: [], tags: [], media: [] });
    expect(second.skipped).toHaveLength(2);
    expect(await counts()).toEqual(before);
  });

  it("prints a human summary without --json", async () => {
    const result = await laden(["import", "woocommerce-csv", CORPUS]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("angelegt: 0 Produkte, 0 Varianten");
    expect(result.stdout).toContain("schon vorhanden, unverändert: 16 Produkte, 7 Varianten");
    expect(result.stdout).toContain(
      "Zeile 24 (ID 87, SKU logo-collection): Gruppierte Produkte werden nicht unterstützt.",
    );
  });

  it("changes nothing and exits 65 when a row has a price that is not a number", async () => {
    const file = await csvFile(
      "broken-price.csv",
      [
        "ID,Type,SKU,Name,Published,Regular price,Categories",
        "1,simple,neu-1,Neues Produkt,1,12.50,Neu > Unterkategorie",
        "2,simple,neu-2,Kaputtes Produkt,1,zwölf,Neu",
      ].join("\n"),
    );
    const before = await counts();
    const result = await laden(["import", "woocommerce-csv", file, "--json"]);
    expect(result.code).toBe(65);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Zeile 3 (ID 2, SKU neu-2)");
    expect(result.stderr).toContain("„zwölf“ ist kein Betrag");
    expect(result.stderr).toContain("es wurde nichts importiert");
    expect(await counts()).toEqual(before);
  });

  it("refuses a file without the required columns, a non-CSV file and a missing file", async () => {
    const before = await counts();
    const noType = await laden([
      "import",
      "woocommerce-csv",
      await csvFile("no-type.csv", "ID,SKU,Name\n1,a,A\n"),
    ]);
    expect(noType.code).toBe(65);
    expect(noType.stderr).toContain("die Spalte „Type“ fehlt");

    const binary = await laden([
      "import",
      "woocommerce-csv",
      await csvFile("image.csv", "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR"),
    ]);
    expect(binary.code).toBe(65);
    expect(binary.stderr).toContain("keine CSV-Datei");

    const missing = await laden(["import", "woocommerce-csv", path.join(scratch, "gibt-es-nicht.csv")]);
    expect(missing.code).toBe(66);
    expect(missing.stderr).toContain("gibt es nicht");
    expect(await counts()).toEqual(before);
  });

  it("answers an unknown format or a missing file argument with usage (64)", async () => {
    const unknown = await laden(["import", "shopify-csv", CORPUS]);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain("Unbekanntes Importformat „shopify-csv“");
    expect(unknown.stderr).toContain("Verwendung: laden import woocommerce-csv|wxr|nff DATEI");
    expect((await laden(["import"])).code).toBe(64);
    expect((await laden(["import", "woocommerce-csv"])).code).toBe(64);
  });

  it("adds variations to an existing variable product found by its SKU, and only once", async () => {
    const file = await csvFile(
      "more-variations.csv",
      [
        "ID,Type,SKU,Name,Parent,Regular price,Sale price,Attribute 1 name,Attribute 1 value(s),Attribute 1 global,Attribute 2 name,Attribute 2 value(s),Attribute 2 global",
        ",variation,woo-hoodie-green-logo,Hoodie - Green; Yes,woo-hoodie,49.9,39,Color,Green,1,Logo,Yes,0",
        ",variation,woo-hoodie-red-again,Hoodie - Red; No,woo-hoodie,45,,Color,Red,1,Logo,No,0",
        ",variation,woo-hoodie-purple,Hoodie - Purple,woo-hoodie,45,,Color,Purple,1,Logo,No,0",
        ",variation,x-orphan,Orphan,gibt-es-nicht,10,,Color,Red,1,,,",
      ].join("\n"),
    );
    const run = async () => JSON.parse((await laden(["import", "woocommerce-csv", file, "--json"])).stdout);
    const once = await run();
    expect(once.created.variations).toBe(1);
    expect(once.unchanged).toEqual({ products: 0, variations: 1 }); // red/no exists (other SKU, same attributes)
    expect(once.skipped.map((s: { row: number; reason: string }) => [s.row, s.reason])).toEqual([
      [4, "Das Elternprodukt bietet für „Color“ den Wert „Purple“ nicht an."],
      [5, "Das Elternprodukt gibt-es-nicht steht weder in der Datei noch in der Datenbank."],
    ]);
    const { rows } = await database.pool.query(
      `select p.sort_price_cents, p.max_price_cents, v.regular_price_cents, v.sale_price_cents
       from products p join product_variations v on v.product_id = p.id where v.sku = 'woo-hoodie-green-logo'`,
    );
    expect(rows).toEqual([
      { sort_price_cents: 3900, max_price_cents: 4500, regular_price_cents: 4990, sale_price_cents: 3900 },
    ]);
    const twice = await run();
    expect(twice.created.variations).toBe(0);
    expect(twice.unchanged.variations).toBe(2);
  });
});

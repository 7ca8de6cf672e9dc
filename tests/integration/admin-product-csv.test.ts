/**
 * The products CSV over HTTP (issue 23 item 8): the export of the filtered list in WooCommerce's
 * format (formula starts defused, a negative stock kept a number); export → import is lossless
 * (an import of the export changes nothing, and restores what was changed since, through the
 * editor's function: audited, version bumped); the dry run changes nothing; the background job's
 * result is kept; a re-import with a new price updates it; bad files get a stable code and a
 * German message at the field; a customer gets 404.
 */
import { parse } from "csv-parse/sync";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { productCategories, productCategoryLinks, productImports, products } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ LADEN_IMPORT_FETCH: "0" });
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let customer: Visitor;
let categoryId: number;
const ids: Record<string, number> = {};

async function product(key: string, values: Partial<typeof products.$inferInsert>) {
  const [row] = await db()
    .insert(products)
    .values({
      slug: `csv-${key}`,
      name: `CSV ${key}`,
      regularPriceCents: 1000,
      sortPriceCents: 1000,
      maxPriceCents: 1000,
      ...values,
    })
    .returning({ id: products.id });
  ids[key] = row!.id;
  await db().insert(productCategoryLinks).values({ productId: row!.id, categoryId });
}

beforeAll(async () => {
  const [cat] = await db()
    .insert(productCategories)
    .values({ slug: "csv-kat", name: "CSV-Kategorie" })
    .returning({ id: productCategories.id });
  categoryId = cat!.id;
  await product("formula", {
    name: "=SUM(1+1)",
    sku: "CSV-A",
    manageStock: true,
    stockQuantity: 5,
    description: "<p>Zeile eins</p>\n<p>-minus und @at</p>",
  });
  await product("plus", { name: "+Plus, mit Komma", sku: "CSV-B", shortDescription: '<p>Sagt "hallo"</p>' });
  await product("nosku", { name: "@Ohne SKU", regularPriceCents: 450, sortPriceCents: 450 });
  await product("negative", {
    name: "-Minus Bohne",
    sku: "CSV-D",
    manageStock: true,
    stockQuantity: -5,
    backorders: "yes",
    stockStatus: "onbackorder",
    status: "private",
  });
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
});

const exportCsv = async () => {
  const { res, text } = await owner.get(`/admin/products/export.csv?category=${categoryId}&sort=sku&dir=asc`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return text;
};

function upload(name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.append("intent", "preview");
  form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
  return owner.request("/admin/products/import/", { method: "POST", body: form });
}

/** Uploads a file and returns the kept import's id (the redirect to its page). */
async function preview(csv: string): Promise<number> {
  const { res, text } = await upload("produkte.csv", csv);
  expect(res.status, textOf(text).slice(0, 500)).toBe(303);
  return Number(/[?&]id=(\d+)/.exec(res.headers.get("location") ?? "")![1]);
}

async function run(id: number) {
  const { res } = await owner.post("/admin/products/import/", { intent: "run", id: String(id) });
  expect(res.status).toBe(303);
  await expect
    .poll(
      async () =>
        (
          await db()
            .select({ s: productImports.status })
            .from(productImports)
            .where(eq(productImports.id, id))
        )[0]?.s,
      { timeout: 30_000, interval: 200 },
    )
    .toBe("done");
  return (await db().select().from(productImports).where(eq(productImports.id, id)))[0]!;
}

const stored = async (key: string) =>
  (await db().select().from(products).where(eq(products.id, ids[key]!)))[0]!;

describe("products CSV export", () => {
  it("writes the filtered list in WooCommerce's columns; formula starts defused, a negative stock a number", async () => {
    const text = await exportCsv();
    // (fetch's text() drops the byte-order mark the file starts with)
    expect(text.startsWith('ID,Type,SKU,"GTIN, UPC, EAN, or ISBN",Name,')).toBe(true);
    const rows = parse(text, { bom: true }) as string[][];
    const [header, ...body] = rows;
    expect(body).toHaveLength(4);
    const col = (row: string[], name: string) => row[header!.indexOf(name)];
    const bySku = new Map(body.map((r) => [col(r, "Name"), r]));
    expect([...bySku.keys()].sort()).toEqual([
      "'+Plus, mit Komma",
      "'-Minus Bohne",
      "'=SUM(1+1)",
      "'@Ohne SKU",
    ]);
    const negative = bySku.get("'-Minus Bohne")!;
    expect(col(negative, "Stock")).toBe("-5");
    expect(col(negative, "Published")).toBe("0");
    expect(col(negative, "Backorders allowed?")).toBe("1");
    expect(col(bySku.get("'=SUM(1+1)")!, "Regular price")).toBe("10.00");
    expect(col(bySku.get("'=SUM(1+1)")!, "Categories")).toBe("CSV-Kategorie");
    expect(col(bySku.get("'=SUM(1+1)")!, "Description")).toBe("<p>Zeile eins</p>\\n<p>-minus und @at</p>");
    // No cell starts a formula in a spreadsheet.
    for (const cell of body.flat()) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+$)/);
  });

  it("is owners' only: a customer gets 404", async () => {
    expect((await customer.get("/admin/products/export.csv")).res.status).toBe(404);
    expect((await customer.get("/admin/products/import/")).res.status).toBe(404);
  });
});

describe("products CSV import", () => {
  it("round trip: importing the export changes nothing; the export after it is byte for byte the same", async () => {
    const before = await exportCsv();
    const versions = await Promise.all(Object.keys(ids).map(async (k) => (await stored(k)).version));
    const id = await preview(before);
    const page = textOf((await owner.get(`/admin/products/import/?id=${id}`)).text);
    expect(page).toContain("4 unverändert");
    expect(page).toContain("0 zu ändern");
    const done = await run(id);
    expect(done.result).toMatchObject({ updated: [], unchanged: { products: 4 }, created: { products: 0 } });
    expect(await Promise.all(Object.keys(ids).map(async (k) => (await stored(k)).version))).toEqual(versions);
    expect(await exportCsv()).toBe(before);
  });

  it("restores what changed since the export (name, price, stock, texts, categories), through the editor: audited, versioned", async () => {
    const original = await exportCsv();
    const was = await stored("formula");
    await db()
      .update(products)
      .set({
        name: "Umbenannt",
        regularPriceCents: 2000,
        sortPriceCents: 2000,
        stockQuantity: 9,
        description: "<p>anders</p>",
      })
      .where(eq(products.id, ids.formula!));
    await db().update(products).set({ name: "Auch umbenannt" }).where(eq(products.id, ids.nosku!));
    await db().delete(productCategoryLinks).where(eq(productCategoryLinks.productId, ids.plus!));

    const id = await preview(original);
    // The dry run names the changes and writes nothing.
    const page = textOf((await owner.get(`/admin/products/import/?id=${id}`)).text);
    expect(page).toContain("3 zu ändern");
    expect(page).toContain("Titel, Preis, Bestand, Beschreibung");
    expect((await stored("formula")).name).toBe("Umbenannt");
    expect((await stored("nosku")).name).toBe("Auch umbenannt");

    const done = await run(id);
    expect((done.result as { updated: unknown[] }).updated).toHaveLength(3);
    const now = await stored("formula");
    expect(now).toMatchObject({
      name: "=SUM(1+1)",
      regularPriceCents: 1000,
      stockQuantity: 5,
      description: was.description,
      version: was.version + 1,
    });
    expect((await stored("nosku")).name).toBe("@Ohne SKU");
    expect(await exportCsv()).toBe(original);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(ids.formula)]));
    expect(audit.some((a) => a.action === "update" && "regularPriceCents" in (a.changes ?? {}))).toBe(true);
  });

  it("a re-import with a new price and sale price updates them (it used to report „unverändert“)", async () => {
    const rows = parse(await exportCsv(), { bom: true }) as string[][];
    const header = rows[0]!;
    const b = rows.find((r) => r[header.indexOf("SKU")] === "CSV-B")!;
    b[header.indexOf("Regular price")] = "14.90";
    b[header.indexOf("Sale price")] = "12.90";
    const csv = [header, b].map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(",")).join("\r\n");
    const done = await run(await preview(csv));
    expect((done.result as { updated: { fields: string[] }[] }).updated[0]!.fields).toEqual([
      "regularPriceCents",
      "salePriceCents",
    ]);
    expect(await stored("plus")).toMatchObject({
      regularPriceCents: 1490,
      salePriceCents: 1290,
      sortPriceCents: 1290,
    });
  });

  it("a row the editor's rules refuse is skipped with the German reason; the others are written", async () => {
    const csv = "ID,Type,SKU,Name,Regular price,Sale price\r\n,simple,CSV-A,=SUM(1+1),10.00,12.00\r\n";
    const done = await run(await preview(csv));
    const { skipped } = done.result as { skipped: { row: number; sku: string; reason: string }[] };
    expect(skipped).toMatchObject([{ row: 2, sku: "CSV-A" }]);
    expect(skipped[0]!.reason).toBe("Der Angebotspreis muss unter dem regulären Preis liegen.");
  });

  it("refuses bad files with a stable code and a German message at the field; nothing kept", async () => {
    const count = async () => (await db().select({ id: productImports.id }).from(productImports)).length;
    const kept = await count();
    const cases: [string, Uint8Array | string, string, string][] = [
      ["leer.csv", "", "laden_import_not_csv", "leer"],
      [
        "bild.csv",
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
        "laden_import_not_csv",
        "Binärdaten",
      ],
      ["utf16.csv", new Uint8Array([0xff, 0xfe, 0x49, 0, 0x44, 0]), "laden_import_not_csv", "UTF-16"],
      ["deutsch.csv", "Typ,Name,Preis\nsimple,Bohne,5\n", "laden_import_not_csv", "Spalte"],
      [
        "fremd.csv",
        "Type,Name,Preis\nsimple,Bohne,5\n",
        "laden_import_not_csv",
        "Unbekannte Spalte: „Preis“",
      ],
      ["preis.csv", "Type,Name,Regular price\nsimple,Bohne,abc\n", "laden_import_bad_values", "kein Betrag"],
      ["gross.csv", new Uint8Array(5 * 1024 * 1024 + 1).fill(65), "laden_import_too_large", "zu groß"],
    ];
    for (const [name, bytes, code, message] of cases) {
      const { res, text } = await upload(name, bytes);
      expect(res.status, name).toBe(400);
      expect(text, name).toContain(`data-code="${code}"`);
      expect(textOf(text), name).toContain(message);
    }
    expect(await count()).toBe(kept);
  });
});

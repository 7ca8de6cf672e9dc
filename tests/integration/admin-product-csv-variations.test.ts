/**
 * Variation rows in the products CSV (issue 23 item 8): a variable product with a global and a
 * per-product attribute and 6 variations is exported in WooCommerce's format (`Type` variation,
 * `Parent` the parent's SKU, "Attribute N name/value(s)/visible/global"; the parent lists all its
 * values), and the export → import round trip is lossless: importing the file again changes
 * nothing, and after the product is deleted the import brings it back with the same attributes
 * and variations (values, prices, sale, SKU, stock, enabled, order).
 */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productImports, products } from "#db/schema/index.ts";
import { addTerm, createAttribute } from "#modules/catalog/attributes.ts";
import { deleteProduct } from "#modules/catalog/product-trash.ts";
import {
  generateVariations,
  listVariations,
  setProductAttributes,
  setProductType,
  updateVariations,
} from "#modules/catalog/variations-edit.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, type Visitor } from "../setup/visitor.ts";

const app = appForFile({ LADEN_IMPORT_FETCH: "0" });
const db = () => app().database.db;
const actor = { id: null, label: "test" };

let owner: Visitor;
let productId: number;

beforeAll(async () => {
  const mahlgrad = await createAttribute(db(), { name: "Mahlgrad" }, { actor });
  for (const name of ["Ganze Bohne", "Filter"]) await addTerm(db(), mahlgrad.id, { name }, { actor });
  const [row] = await db()
    .insert(products)
    .values({
      slug: "rt-kaffee",
      name: "Rundreise-Kaffee",
      sku: "RT-KAFFEE",
      regularPriceCents: 1000,
      sortPriceCents: 1000,
      maxPriceCents: 1000,
    })
    .returning({ id: products.id });
  productId = row!.id;
  await setProductType(db(), productId, "variable", { actor });
  await setProductAttributes(
    db(),
    productId,
    [
      { global: mahlgrad.slug, options: ["Ganze Bohne", "Filter"], variation: true },
      // A value with a comma: WooCommerce's list cell escapes it as `\,`.
      { name: "Größe", options: ["250 g", "500 g", "1,5 kg"], variation: true },
    ],
    { actor },
  );
  await generateVariations(db(), productId, { regularPriceCents: 1290 }, { actor });
  const variations = await listVariations(db(), productId);
  expect(variations).toHaveLength(6);
  await updateVariations(
    db(),
    productId,
    variations.map((v, i) => ({
      id: v.id,
      patch: {
        regularPriceCents: 1290 + i * 100,
        salePriceCents: i === 1 ? 990 : null,
        sku: `RT-KAFFEE-${i + 1}`,
        manageStock: i % 2 === 0,
        stockQuantity: i % 2 === 0 ? i * 3 : null,
        ...(i === 5 ? { enabled: false } : {}),
      },
    })),
    { actor },
  );
  owner = await ownerVisitor(() => app().url, await createOwner(db(), "shop_manager"));
});

const exportCsv = async () => {
  const { res, text } = await owner.get("/admin/products/export.csv?q=RT-KAFFEE");
  expect(res.status).toBe(200);
  return text;
};

async function importCsv(csv: string) {
  const form = new FormData();
  form.append("intent", "preview");
  form.append("file", new Blob([csv]), "produkte.csv");
  const { res, text } = await owner.request("/admin/products/import/", { method: "POST", body: form });
  expect(res.status, textOf(text).slice(0, 500)).toBe(303);
  const id = Number(/[?&]id=(\d+)/.exec(res.headers.get("location") ?? "")![1]);
  expect((await owner.post("/admin/products/import/", { intent: "run", id: String(id) })).res.status).toBe(
    303,
  );
  const status = async () => (await db().select().from(productImports).where(eq(productImports.id, id)))[0]!;
  await expect.poll(async () => (await status()).status, { timeout: 30_000, interval: 200 }).toBe("done");
  return (await status()).result as {
    created: { products: number; variations: number };
    unchanged: { products: number; variations: number };
    skipped: unknown[];
  };
}

/** The product and its variations without ids: what a lossless round trip keeps. */
async function snapshot(sku: string) {
  const [p] = await db().select().from(products).where(eq(products.sku, sku));
  const variations = await listVariations(db(), p!.id);
  return {
    product: {
      type: p!.type,
      name: p!.name,
      attributes: p!.attributes,
      sortPriceCents: p!.sortPriceCents,
      maxPriceCents: p!.maxPriceCents,
    },
    variations: variations.map((v) => ({
      sku: v.sku,
      attributes: v.attributes,
      regularPriceCents: v.regularPriceCents,
      salePriceCents: v.salePriceCents,
      manageStock: v.manageStock,
      stockQuantity: v.stockQuantity,
      stockStatus: v.stockStatus,
      enabled: v.enabled,
      menuOrder: v.menuOrder,
    })),
  };
}

describe("variation rows in the products CSV", () => {
  it("exports the parent with all its values and one row per variation in WooCommerce's columns", async () => {
    const [header, ...rows] = parse(await exportCsv(), { bom: true }) as string[][];
    const col = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(header!.slice(-8)).toEqual([
      "Attribute 1 name",
      "Attribute 1 value(s)",
      "Attribute 1 visible",
      "Attribute 1 global",
      "Attribute 2 name",
      "Attribute 2 value(s)",
      "Attribute 2 visible",
      "Attribute 2 global",
    ]);
    expect(rows).toHaveLength(7);
    const [parent, ...variations] = rows;
    expect(col(parent!, "Type")).toBe("variable");
    expect(col(parent!, "Attribute 1 name")).toBe("Mahlgrad");
    expect(col(parent!, "Attribute 1 value(s)")).toBe("Ganze Bohne, Filter");
    expect(col(parent!, "Attribute 1 global")).toBe("1");
    expect(col(parent!, "Attribute 2 name")).toBe("Größe");
    expect(col(parent!, "Attribute 2 value(s)")).toBe("250 g, 500 g, 1\\,5 kg");
    expect(col(parent!, "Attribute 2 global")).toBe("0");
    expect(variations.map((v) => col(v, "Type"))).toEqual(Array(6).fill("variation"));
    expect(variations.map((v) => col(v, "Parent"))).toEqual(Array(6).fill("RT-KAFFEE"));
    expect(variations.map((v) => col(v, "Published"))).toEqual(["1", "1", "1", "1", "1", "0"]);
    expect(variations.map((v) => col(v, "Sale price"))).toEqual(["", "9.90", "", "", "", ""]);
    expect(
      variations.map((v) => `${col(v, "Attribute 1 value(s)")}/${col(v, "Attribute 2 value(s)")}`),
    ).toEqual(expect.arrayContaining(["Ganze Bohne/250 g", "Filter/1\\,5 kg"]));
  });

  it("round trip: importing the export again changes nothing", async () => {
    const before = await snapshot("RT-KAFFEE");
    const result = await importCsv(await exportCsv());
    expect(result.skipped).toEqual([]);
    expect(result.created).toMatchObject({ products: 0, variations: 0 });
    expect(result.unchanged).toEqual({ products: 1, variations: 6 });
    expect(await snapshot("RT-KAFFEE")).toEqual(before);
  });

  it("round trip: the deleted product comes back from its export with the same attributes and 6 variations", async () => {
    const before = await snapshot("RT-KAFFEE");
    const csv = await exportCsv();
    await deleteProduct(db(), productId, { actor });
    expect(await db().select().from(products).where(eq(products.sku, "RT-KAFFEE"))).toEqual([]);
    const result = await importCsv(csv);
    expect(result.skipped).toEqual([]);
    expect(result.created).toMatchObject({ products: 1, variations: 6 });
    expect(await snapshot("RT-KAFFEE")).toEqual(before);
    // And its export is the same file but for the new ids.
    const ids = /^\d+,|id:\d+/gm;
    expect((await exportCsv()).replace(ids, "")).toBe(csv.replace(ids, ""));
  });
});

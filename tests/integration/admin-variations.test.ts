/**
 * Variable products over HTTP (issue 23 items 2, 3, 9): the attributes screen (create, rename,
 * terms added, moved and deleted; deleting what a variation uses refused), the variations screen
 * (type, attributes, the generator that skips what exists, per-variation prices/SKU/stock/enabled
 * with German messages for a sale above the price and a duplicate SKU — nothing saved half —, bulk
 * edit, delete, the version conflict, the price range the shop shows) and REST
 * `wc/v3/products/attributes` and `wc/v3/products/ID/variations` incl. bad input.
 */
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { productAttributes, productAttributeTerms, products, productVariations } from "#db/schema/index.ts";
import { getProductBySlug } from "#modules/catalog/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let ownerNonce: string;
let customer: Visitor;
let customerNonce: string;
let coffee: number;
let sizeId: number;

beforeAll(async () => {
  const [row] = await db()
    .insert(products)
    .values({ slug: "var-kaffee", name: "Variationskaffee", regularPriceCents: 990, sortPriceCents: 990 })
    .returning({ id: products.id });
  coffee = row!.id;
  await db()
    .insert(products)
    .values({ slug: "var-andere", name: "Andere Bohne", sku: "VAR-BELEGT", regularPriceCents: 500 });
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  ownerNonce = await owner.restNonce();
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
  customerNonce = await customer.restNonce();
});

const product = async () => (await db().select().from(products).where(eq(products.id, coffee)))[0]!;
const variations = async () =>
  (await db().select().from(productVariations).where(eq(productVariations.productId, coffee))).sort(
    (a, b) => a.menuOrder - b.menuOrder,
  );
const screen = () => `/admin/products/${coffee}/variations/`;
const post = async (fields: Record<string, string> | URLSearchParams, path = screen()) => {
  const form = fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  if (!form.has("version") && path === screen()) form.set("version", String((await product()).version));
  return owner.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
};

describe("the attributes screen", () => {
  it("creates an attribute with terms, moves and renames, refuses a duplicate", async () => {
    const page = await owner.get("/admin/products/attributes/");
    expect(page.res.status).toBe(200);
    const created = await post({ intent: "create", name: "Testgröße" }, "/admin/products/attributes/");
    expect(created.res.status).toBe(200);
    const [attr] = await db()
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.slug, "pa_testgroesse"));
    expect(attr).toMatchObject({ name: "Testgröße" });
    sizeId = attr!.id;
    for (const term of ["1 kg", "250 g", "500 g"])
      await post(
        { intent: "add-term", attribute: String(sizeId), term_name: term },
        "/admin/products/attributes/",
      );
    const twice = await post({ intent: "create", name: "Testgröße" }, "/admin/products/attributes/");
    expect(twice.res.status).toBe(400);
    expect(textOf(twice.text)).toContain("Eine Eigenschaft mit diesem Namen gibt es schon.");
    const dupTerm = await post(
      { intent: "add-term", attribute: String(sizeId), term_name: "250 G" },
      "/admin/products/attributes/",
    );
    expect(textOf(dupTerm.text)).toContain("Diesen Wert gibt es bei dieser Eigenschaft schon.");
    // "1 kg" to the end: down twice.
    const terms = async () => (await owner.get("/admin/products/attributes/")).text;
    const id1kg = /name="term" value="(\d+)"/.exec(await terms())![1]!;
    for (let i = 0; i < 2; i++)
      await post(
        { intent: "term-down", attribute: String(sizeId), term: id1kg },
        "/admin/products/attributes/",
      );
    const order = [...textOf(await terms()).matchAll(/(250 g|500 g|1 kg) ↑/g)].map((m) => m[1]);
    expect(order).toEqual(["250 g", "500 g", "1 kg"]);
    await post(
      { intent: "rename", attribute: String(sizeId), name: "Größe (Test)" },
      "/admin/products/attributes/",
    );
    const [renamed] = await db().select().from(productAttributes).where(eq(productAttributes.id, sizeId));
    expect(renamed).toMatchObject({ name: "Größe (Test)", slug: "pa_testgroesse" });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, "product_attribute"));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(["create", "term_add", "term_move", "update"]),
    );
  });
});

describe("the variations screen", () => {
  it("makes the product variable, sets a global and a custom attribute, generates 6 variations once", async () => {
    expect((await post({ intent: "type", type: "variable" })).res.status).toBe(200);
    expect((await product()).type).toBe("variable");
    const attrs = await post({ intent: "attributes", attr_count: "0", add_global: "pa_testgroesse" });
    expect(attrs.res.status).toBe(200);
    const custom = await post(
      new URLSearchParams([
        ["intent", "attributes"],
        ["attr_count", "1"],
        ["attr.0.global", "pa_testgroesse"],
        ["attr.0.terms", "250 g"],
        ["attr.0.terms", "500 g"],
        ["attr.0.terms", "1 kg"],
        ["attr.0.variation", "1"],
        ["add_custom_name", "Mahlgrad"],
        ["add_custom_values", "Bohne | Filter"],
      ]),
    );
    expect(custom.res.status).toBe(200);
    expect((await product()).attributes).toEqual([
      { name: "Größe (Test)", slug: "pa_testgroesse", options: ["250 g", "500 g", "1 kg"], variation: true },
      { name: "Mahlgrad", slug: "mahlgrad", options: ["Bohne", "Filter"], variation: true },
    ]);
    const gen = await post({ intent: "generate", generate_price: "12,90" });
    expect(textOf(gen.text)).toContain("6 Variationen erzeugt, 0 vorhandene übersprungen.");
    const again = await post({ intent: "generate", generate_price: "12,90" });
    expect(textOf(again.text)).toContain("0 Variationen erzeugt, 6 vorhandene übersprungen.");
    const rows = await variations();
    expect(rows).toHaveLength(6);
    expect(rows[0]!.attributes).toEqual({ pa_testgroesse: "250 g", mahlgrad: "Bohne" });
    expect((await product()).sortPriceCents).toBe(1290);
  });

  it("refuses a sale above the price and a duplicate SKU with German messages, saving nothing", async () => {
    const rows = await variations();
    const form = new URLSearchParams([["intent", "save"]]);
    for (const v of rows) {
      form.append("ids", String(v.id));
      form.set(`v.${v.id}.price`, "12,90");
      form.set(`v.${v.id}.enabled`, "1");
    }
    form.set(`v.${rows[0]!.id}.price`, "9,90");
    form.set(`v.${rows[1]!.id}.sale`, "15,00");
    form.set(`v.${rows[2]!.id}.sku`, "VAR-BELEGT");
    const bad = await post(form);
    expect(bad.res.status).toBe(400);
    const text = textOf(bad.text);
    expect(text).toContain("Nichts wurde gespeichert.");
    expect(text).toContain("Diese Artikelnummer hat bereits ein anderes Produkt.");
    expect(text).toContain("Der Angebotspreis muss unter dem regulären Preis liegen.");
    expect(bad.text).toContain('value="15,00"'); // the owner's input stays
    expect((await variations())[0]!.regularPriceCents).toBe(1290);

    form.delete(`v.${rows[1]!.id}.sale`);
    form.set(`v.${rows[2]!.id}.sku`, "VAR-250-F");
    form.set(`v.${rows[2]!.id}.manage`, "1");
    form.set(`v.${rows[2]!.id}.stock`, "7");
    form.set(`v.${rows[5]!.id}.price`, "39,90");
    const ok = await post(form);
    expect(ok.res.status).toBe(200);
    const after = await variations();
    expect(after[0]!.regularPriceCents).toBe(990);
    expect(after[2]).toMatchObject({
      sku: "VAR-250-F",
      manageStock: true,
      stockQuantity: 7,
      stockStatus: "instock",
    });
    expect(await product()).toMatchObject({ sortPriceCents: 990, maxPriceCents: 3990 });
  });

  it("bulk edits all or the selected variations; disabled ones leave the shop's price range", async () => {
    const all = await post({ intent: "bulk", bulk_action: "price", bulk_value: "10 %", bulk_scope: "all" });
    expect(textOf(all.text)).toContain("6 geändert, 0 übersprungen");
    expect((await variations()).map((v) => v.regularPriceCents)).toEqual([
      1089, 1419, 1419, 1419, 1419, 4389,
    ]);
    const last = (await variations())[5]!;
    const off = await post(
      new URLSearchParams([
        ["intent", "bulk"],
        ["bulk_action", "disable"],
        ["bulk_scope", "selected"],
        ["selected", String(last.id)],
      ]),
    );
    expect(textOf(off.text)).toContain("1 geändert");
    expect(await product()).toMatchObject({ sortPriceCents: 1089, maxPriceCents: 1419 });
    const sale = await post({ intent: "bulk", bulk_action: "sale", bulk_value: "12,00", bulk_scope: "all" });
    // 10,89 € is not above 12,00 €: that one is skipped, the others get the sale.
    expect(textOf(sale.text)).toContain("5 geändert, 1 übersprungen");
    const badValue = await post({
      intent: "bulk",
      bulk_action: "stock",
      bulk_value: "viele",
      bulk_scope: "all",
    });
    expect(badValue.res.status).toBe(400);
    expect(textOf(badValue.text)).toContain("Dieser Wert passt nicht zur gewählten Änderung.");
    // The shop offers the enabled variations only, at the new prices.
    const page = await new Visitor(base).get("/product/var-kaffee/");
    expect(page.res.status).toBe(200);
    const shown = (await getProductBySlug(db(), "var-kaffee"))!.variations;
    expect(shown.map((v) => v.id)).not.toContain(last.id);
    expect(shown).toHaveLength(5);
    expect(shown[0]).toMatchObject({ regularPriceCents: 1089 });
  });

  it("refuses a stale version, a type change with variations, removing a used value; deletes a variation", async () => {
    const stale = await post({ intent: "generate", generate_price: "1,00", version: "1" });
    expect(stale.res.status).toBe(409);
    expect(textOf(stale.text)).toContain("inzwischen von jemand anderem geändert");
    const simple = await post({ intent: "type", type: "simple" });
    expect(textOf(simple.text)).toContain("Bitte löschen Sie zuerst die Variationen.");
    const shrink = await post(
      new URLSearchParams([
        ["intent", "attributes"],
        ["attr_count", "2"],
        ["attr.0.global", "pa_testgroesse"],
        ["attr.0.terms", "250 g"],
        ["attr.0.variation", "1"],
        ["attr.1.name", "Mahlgrad"],
        ["attr.1.values", "Bohne | Filter"],
        ["attr.1.variation", "1"],
      ]),
    );
    expect(textOf(shrink.text)).toContain("kann nicht entfernt werden");
    const [first] = await variations();
    const del = await post({ intent: "delete", variation: String(first!.id) });
    expect(textOf(del.text)).toContain("Die Variation wurde gelöscht.");
    expect(await variations()).toHaveLength(5);
  });

  it("refuses deleting a term or an attribute a variation uses", async () => {
    const [t500] = await db()
      .select()
      .from(productAttributeTerms)
      .where(and(eq(productAttributeTerms.attributeId, sizeId), eq(productAttributeTerms.name, "500 g")));
    const term500 = String(t500!.id);
    const term = await post(
      { intent: "delete-term", attribute: String(sizeId), term: term500 },
      "/admin/products/attributes/",
    );
    expect(textOf(term.text)).toContain("Dieser Wert wird noch von Variationen verwendet");
    const attr = await post({ intent: "delete", attribute: String(sizeId) }, "/admin/products/attributes/");
    expect(textOf(attr.text)).toContain("Diese Eigenschaft wird noch von Variationen verwendet");
    expect((await db().select().from(productAttributes).where(eq(productAttributes.id, sizeId))).length).toBe(
      1,
    );
  });
});

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };
const api = (path: string, init: Init = {}, who: Visitor = owner, nonce = ownerNonce) =>
  fetch(`${base()}/wp-json/wc/v3${path}`, {
    ...init,
    headers: who.headers({ "X-WP-Nonce": nonce, ...(init.headers ?? {}) }),
  });
const json = (method: string, body: unknown, headers: Record<string, string> = {}): Init => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe("REST wc/v3/products/attributes", () => {
  it("lists, creates, gets, updates and deletes attributes and terms", async () => {
    const list = await api("/products/attributes");
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sizeId, slug: "pa_testgroesse", type: "select" }),
      ]),
    );
    const created = await api("/products/attributes", json("POST", { name: "REST Farbe" }));
    expect(created.status).toBe(201);
    const color = (await created.json()) as { id: number; slug: string };
    expect(color.slug).toBe("pa_rest-farbe");
    const term = await api(`/products/attributes/${color.id}/terms`, json("POST", { name: "Rot" }));
    expect(term.status).toBe(201);
    const { id: termId } = (await term.json()) as { id: number };
    expect(await (await api(`/products/attributes/${color.id}/terms`)).json()).toEqual([
      expect.objectContaining({ id: termId, name: "Rot", slug: "rot", menu_order: 0 }),
    ]);
    const bad = await api(`/products/attributes/${color.id}`, json("PUT", { name: "" }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("Bitte geben Sie einen Namen");
    const renamed = await api(`/products/attributes/${color.id}`, json("PUT", { name: "REST Farben" }));
    expect(await renamed.json()).toMatchObject({ id: color.id, name: "REST Farben" });
    expect((await api(`/products/attributes/${color.id}/terms/${termId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await api(`/products/attributes/${color.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`/products/attributes/${color.id}`)).status).toBe(404);
    // In use by a variation: refused.
    const inUse = await api(`/products/attributes/${sizeId}`, { method: "DELETE" });
    expect(inUse.status).toBe(400);
    expect((await api("/products/attributes", {}, customer, customerNonce)).status).toBeGreaterThanOrEqual(
      401,
    );
  });
});

describe("REST wc/v3/products/ID/variations", () => {
  it("lists and gets variations in WooCommerce's shape", async () => {
    const res = await api(`/products/${coffee}/variations`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: number; attributes: unknown[]; status: string }[];
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      regular_price: "14.19",
      sale_price: "12.00",
      price: "12.00",
      on_sale: true,
      status: "publish",
      attributes: [
        { id: sizeId, name: "Größe (Test)", option: "250 g" },
        { id: 0, name: "Mahlgrad", option: "Filter" },
      ],
    });
    expect(list.at(-1)!.status).toBe("private");
    expect((await api(`/products/${coffee}/variations/${list[0]!.id}`)).status).toBe(200);
    expect((await api(`/products/${coffee}/variations/99999999`)).status).toBe(404);
  });

  it("creates one only with every attribute value, refuses a sale above the price and a duplicate SKU", async () => {
    const path = `/products/${coffee}/variations`;
    const noValues = await api(path, json("POST", { regular_price: "10.00" }));
    expect(noValues.status).toBe(400);
    expect(((await noValues.json()) as { message: string }).message).toContain(
      "braucht für jede Eigenschaft",
    );
    const attrs = [
      { id: sizeId, option: "250 g" },
      { name: "Mahlgrad", option: "Bohne" },
    ];
    const sale = await api(
      path,
      json("POST", { regular_price: "10.00", sale_price: "11.00", attributes: attrs }),
    );
    expect(sale.status).toBe(400);
    expect(((await sale.json()) as { data: { params: Record<string, string> } }).data.params).toHaveProperty(
      "sale_price",
    );
    const dup = await api(
      path,
      json("POST", { regular_price: "10.00", sku: "var-belegt", attributes: attrs }),
    );
    expect(dup.status).toBe(400);
    expect(((await dup.json()) as { data: { params: Record<string, string> } }).data.params).toHaveProperty(
      "sku",
    );
    const before = (await variations()).length;
    const ok = await api(path, json("POST", { regular_price: "10.00", sku: "VAR-NEU", attributes: attrs }));
    expect(ok.status).toBe(201);
    const made = (await ok.json()) as { id: number };
    expect((await variations()).length).toBe(before + 1);
    const twice = await api(path, json("POST", { regular_price: "10.00", attributes: attrs }));
    expect(((await twice.json()) as { message: string }).message).toContain("gibt es schon");

    const etag = (await api(path)).headers.get("etag")!;
    const upd = await api(
      `${path}/${made.id}`,
      json("PUT", { regular_price: "11.50", status: "private" }, { "If-Match": etag }),
    );
    expect(upd.status).toBe(200);
    expect(await upd.json()).toMatchObject({ regular_price: "11.50", status: "private" });
    const stale = await api(
      `${path}/${made.id}`,
      json("PUT", { regular_price: "12.50" }, { "If-Match": etag }),
    );
    expect(stale.status).toBe(412);
    const batch = await api(
      `${path}/batch`,
      json("POST", { update: [{ id: made.id, sale_price: "99.00" }], delete: [made.id] }),
    );
    const result = (await batch.json()) as { update: { error?: unknown }[]; delete: { id: number }[] };
    expect(result.update[0]!.error).toBeDefined();
    expect(result.delete[0]!.id).toBe(made.id);
    expect((await variations()).some((v) => v.id === made.id)).toBe(false);
    expect((await api(path, {}, customer, customerNonce)).status).toBeGreaterThanOrEqual(401);
  });
});

describe("migration 0036", () => {
  it("makes the imported global attributes (pa_*) rows with their terms in the order first seen", async () => {
    await db()
      .insert(products)
      .values([
        {
          slug: "mig-a",
          name: "Mig A",
          attributes: [
            { name: "Farbe", slug: "pa_migfarbe", options: ["Grün", "Rot"], variation: true },
            { name: "Logo", slug: "logo", options: ["Ja"], variation: false },
          ],
        },
        {
          slug: "mig-b",
          name: "Mig B",
          attributes: [{ name: "Farbe", slug: "pa_migfarbe", options: ["Rot", "Blau"], variation: true }],
        },
      ]);
    const statements = readFileSync("db/migrations/0036_product_attributes.sql", "utf8").split(
      "--> statement-breakpoint",
    );
    // The last two statements copy the attributes; the ones already copied (none here) would collide on the slug.
    for (const statement of statements.slice(-2)) await db().execute(sql.raw(statement));
    const [farbe] = await db()
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.slug, "pa_migfarbe"));
    expect(farbe).toMatchObject({ name: "Farbe" });
    const terms = await db()
      .select()
      .from(productAttributeTerms)
      .where(eq(productAttributeTerms.attributeId, farbe!.id))
      .orderBy(productAttributeTerms.menuOrder);
    expect(terms.map((t) => [t.name, t.slug])).toEqual([
      ["Grün", "gruen"],
      ["Rot", "rot"],
      ["Blau", "blau"],
    ]);
    expect(await db().select().from(productAttributes).where(eq(productAttributes.slug, "logo"))).toEqual([]);
  });
});

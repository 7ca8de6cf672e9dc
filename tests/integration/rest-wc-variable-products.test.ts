/**
 * Variable products over REST (issue 23 item 9): `POST wc/v3/products` with `type: "variable"`
 * and WooCommerce's `attributes` (`{id|name, options, variation, visible}`) creates the product
 * and its attributes in one transaction, then its 6 variations come through `/variations`; a PUT
 * turns a simple product variable. Bad input gets WooCommerce's `rest_invalid_param` with our
 * stable code per field (`data.details`) and the German message, and saves nothing: an unknown
 * attribute, a term the global attribute does not have, a variation without attribute values
 * or with an attribute the product does not have, a type we do not offer.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, productVariations } from "#db/schema/index.ts";
import { addTerm, createAttribute } from "#modules/catalog/attributes.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import type { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let nonce: string;
let mahlgrad: number;

beforeAll(async () => {
  const actor = { id: null, label: "test" };
  const a = await createAttribute(db(), { name: "Mahlgrad" }, { actor });
  for (const name of ["Ganze Bohne", "Filter"]) await addTerm(db(), a.id, { name }, { actor });
  mahlgrad = a.id;
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  nonce = await owner.restNonce();
});

const send = (method: string, path: string, body: unknown) =>
  fetch(`${base()}/wp-json/wc/v3${path}`, {
    method,
    headers: owner.headers({ "X-WP-Nonce": nonce, "content-type": "application/json" }),
    body: JSON.stringify(body),
  });
const byName = async (name: string) => db().select().from(products).where(eq(products.name, name));

type InvalidBody = {
  code: string;
  data: {
    status: number;
    params: Record<string, string>;
    details: Record<string, { code: string; message: string }>;
  };
};

describe("wc/v3/products: variable products", () => {
  let productId: number;

  it("creates a variable product with a global and a per-product attribute", async () => {
    const res = await send("POST", "/products", {
      name: "REST-Kaffee variabel",
      type: "variable",
      sku: "REST-VAR",
      regular_price: "99.00", // a variable product has no price of its own: ignored, as WooCommerce does
      attributes: [
        { id: mahlgrad, options: ["Filter", "Ganze Bohne"], variation: true, visible: true },
        { name: "Größe", options: ["250 g", "500 g", "1 kg"], variation: true, visible: true },
      ],
    });
    expect(res.status).toBe(201);
    const json = await res.json();
    productId = json.id;
    expect(json).toMatchObject({ type: "variable", sku: "REST-VAR", regular_price: "", price: "" });
    expect(json.attributes).toEqual([
      // A global attribute keeps its terms' order.
      {
        id: mahlgrad,
        name: "Mahlgrad",
        slug: "pa_mahlgrad",
        position: 0,
        visible: true,
        variation: true,
        options: ["Ganze Bohne", "Filter"],
      },
      {
        id: 0,
        name: "Größe",
        slug: "groesse",
        position: 1,
        visible: true,
        variation: true,
        options: ["250 g", "500 g", "1 kg"],
      },
    ]);
  });

  it("takes its 6 variations through /variations; the product's price range follows", async () => {
    let price = 1290;
    for (const grind of ["Ganze Bohne", "Filter"])
      for (const size of ["250 g", "500 g", "1 kg"]) {
        const res = await send("POST", `/products/${productId}/variations`, {
          regular_price: (price / 100).toFixed(2),
          sku: `REST-VAR-${price}`,
          attributes: [
            { id: mahlgrad, option: grind },
            { name: "Größe", option: size },
          ],
        });
        expect(res.status, await res.clone().text()).toBe(201);
        price += 100;
      }
    const variations = await db()
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, productId));
    expect(variations).toHaveLength(6);
    expect(variations.map((v) => v.attributes)).toContainEqual({ pa_mahlgrad: "Filter", groesse: "1 kg" });
    const json = await (await send("GET", `/products/${productId}`, undefined)).json();
    expect(json).toMatchObject({ type: "variable" });
    const [row] = await byName("REST-Kaffee variabel");
    expect(row).toMatchObject({ sortPriceCents: 1290, maxPriceCents: 1790 });
  });

  it("refuses a variation without attribute values or with an attribute the product lacks (stable code, German message)", async () => {
    for (const attributes of [[], [{ id: mahlgrad, option: "Filter" }], [{ name: "Farbe", option: "Rot" }]]) {
      const res = await send("POST", `/products/${productId}/variations`, {
        regular_price: "5.00",
        attributes,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as InvalidBody;
      expect(body.code).toBe("rest_invalid_param");
      expect(body.data.details.attributes).toEqual({
        code: "laden_attributes_missing",
        message: body.data.params.attributes,
      });
      expect(body.data.params.attributes).toMatch(/Eigenschaft/);
    }
    expect(
      await db().select().from(productVariations).where(eq(productVariations.productId, productId)),
    ).toHaveLength(6);
  });

  it("refuses an unknown attribute, an unknown term and an attribute without values: nothing saved", async () => {
    const cases: [unknown, string, string][] = [
      [
        { id: 999_999, options: ["x"], variation: true },
        "laden_unknown_attribute",
        "Diese globale Eigenschaft gibt es nicht (mehr).",
      ],
      [
        { id: mahlgrad, options: ["Espresso"], variation: true },
        "laden_unknown_term",
        "Dieser Wert gehört nicht zur globalen Eigenschaft.",
      ],
      [
        { name: "Größe", options: [], variation: true },
        "laden_no_values",
        "Bitte wählen oder nennen Sie mindestens einen Wert.",
      ],
    ];
    for (const [attribute, code, message] of cases) {
      const res = await send("POST", "/products", {
        name: "Nie angelegt",
        type: "variable",
        attributes: [attribute],
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as InvalidBody;
      expect(body.data.details["attributes.0"]).toEqual({ code, message });
    }
    expect(await byName("Nie angelegt")).toEqual([]);
  });

  it("refuses a type it does not offer and attributes on a simple product", async () => {
    const grouped = await send("POST", "/products", { name: "Nie angelegt", type: "grouped" });
    expect(grouped.status).toBe(400);
    expect(((await grouped.json()) as InvalidBody).data.details.type!.code).toBe("laden_type_unsupported");
    const simple = await send("POST", "/products", {
      name: "Nie angelegt",
      regular_price: "5.00",
      attributes: [{ name: "Größe", options: ["1 kg"] }],
    });
    expect(simple.status).toBe(400);
    expect(((await simple.json()) as InvalidBody).data.details.attributes!.code).toBe(
      "laden_attributes_need_variable",
    );
    expect(await byName("Nie angelegt")).toEqual([]);
  });

  it("a PUT turns a simple product variable with its attributes, in one transaction", async () => {
    const created = await send("POST", "/products", { name: "Bald variabel", regular_price: "7.00" });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    // A bad attribute: the type stays simple too.
    const bad = await send("PUT", `/products/${id}`, {
      type: "variable",
      attributes: [{ id: mahlgrad, options: ["Espresso"], variation: true }],
    });
    expect(bad.status).toBe(400);
    expect((await byName("Bald variabel"))[0]).toMatchObject({ type: "simple", attributes: [] });
    const res = await send("PUT", `/products/${id}`, {
      type: "variable",
      attributes: [{ id: mahlgrad, options: ["Filter"], variation: true }],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      type: "variable",
      attributes: [{ id: mahlgrad, name: "Mahlgrad", options: ["Filter"], variation: true }],
    });
  });
});

/**
 * `wc/v3/products` list, create and delete (issue 23 item 9): the list with WooCommerce's
 * parameters and paging headers; create a simple product through the editor's rules (German
 * field messages, nothing saved on bad input, audited, the slug from the name); delete to the
 * trash (`force=false`) or for good (`force=true`); a customer is refused.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { productCategories, productCategoryLinks, products } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let ownerNonce: string;
let customer: Visitor;
let customerNonce: string;
let categoryId: number;

beforeAll(async () => {
  const [cat] = await db()
    .insert(productCategories)
    .values({ slug: "rl-kat", name: "RL-Kategorie" })
    .returning({ id: productCategories.id });
  categoryId = cat!.id;
  for (const [i, status] of (["publish", "publish", "draft", "private", "publish"] as const).entries()) {
    const [row] = await db()
      .insert(products)
      .values({
        slug: `rl-bohne-${i}`,
        name: `Rollenbohne ${i}`,
        sku: `RL-${i}`,
        status,
        regularPriceCents: 500 + i * 100,
        sortPriceCents: 500 + i * 100,
        maxPriceCents: 500 + i * 100,
      })
      .returning({ id: products.id });
    if (i < 2) await db().insert(productCategoryLinks).values({ productId: row!.id, categoryId });
  }
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  ownerNonce = await owner.restNonce();
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
  customerNonce = await customer.restNonce();
});

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };
const api = (v: Visitor, nonce: string, path: string, init: Init = {}) =>
  fetch(`${base()}/wp-json/wc/v3${path}`, {
    ...init,
    headers: v.headers({ "X-WP-Nonce": nonce, ...(init.headers ?? {}) }),
  });
const asOwner = (path: string, init: Init = {}) => api(owner, ownerNonce, path, init);
const create = (body: unknown) =>
  asOwner("/products", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
type Item = { id: number; name: string; sku: string; status: string; price: string };

describe("wc/v3/products list", () => {
  it("searches, filters by status, SKU and category, sorts and pages with WordPress's headers", async () => {
    const res = await asOwner("/products?search=Rollenbohne&orderby=price&order=asc&per_page=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-wp-total")).toBe("5");
    expect(res.headers.get("x-wp-totalpages")).toBe("3");
    expect(((await res.json()) as Item[]).map((p) => p.sku)).toEqual(["RL-0", "RL-1"]);
    const page3 = (await (
      await asOwner("/products?search=Rollenbohne&orderby=price&order=asc&per_page=2&page=3")
    ).json()) as Item[];
    expect(page3.map((p) => p.sku)).toEqual(["RL-4"]);
    const drafts = (await (await asOwner("/products?search=Rollenbohne&status=draft")).json()) as Item[];
    expect(drafts.map((p) => p.sku)).toEqual(["RL-2"]);
    const bySku = (await (await asOwner("/products?sku=RL-3,RL-4&orderby=title&order=asc")).json()) as Item[];
    expect(bySku.map((p) => [p.sku, p.status, p.price])).toEqual([
      ["RL-3", "private", "8.00"],
      ["RL-4", "publish", "9.00"],
    ]);
    const inCategory = await asOwner(`/products?category=${categoryId}`);
    expect(inCategory.headers.get("x-wp-total")).toBe("2");
  });

  it("refuses bad parameters with rest_invalid_param and a German message; a customer gets 403", async () => {
    for (const qs of [
      "orderby=rating",
      "status=gelöscht",
      "per_page=101",
      "page=0",
      "category=abc",
      "order=up",
    ]) {
      const res = await asOwner(`/products?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(((await res.json()) as { code: string }).code, qs).toBe("rest_invalid_param");
    }
    expect((await api(customer, customerNonce, "/products")).status).toBe(403);
  });
});

describe("wc/v3/products create", () => {
  it("creates a simple product through the editor's rules; the slug from the name; audited", async () => {
    const res = await create({
      name: "Neue Röstung",
      regular_price: "11.90",
      sale_price: "9.90",
      sku: "RL-NEU",
      manage_stock: true,
      stock_quantity: 12,
      status: "draft",
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Item & { slug: string; stock_quantity: number; regular_price: string };
    expect(body).toMatchObject({
      name: "Neue Röstung",
      slug: "neue-roestung",
      sku: "RL-NEU",
      regular_price: "11.90",
      price: "9.90",
      stock_quantity: 12,
      status: "draft",
    });
    const [row] = await db().select().from(products).where(eq(products.id, body.id));
    expect(row).toMatchObject({
      regularPriceCents: 1190,
      salePriceCents: 990,
      stockStatus: "instock",
      type: "simple",
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(body.id)));
    expect(audit.map((a) => a.action)).toContain("create");
    // The same name again gets the next free slug.
    const again = await create({ name: "Neue Röstung", regular_price: "5" });
    expect(((await again.json()) as { slug: string }).slug).toBe("neue-roestung-2");
  });

  it("refuses bad input with German field messages and saves nothing", async () => {
    const count = async () => (await db().select({ id: products.id }).from(products)).length;
    const before = await count();
    const cases: [unknown, string, string][] = [
      [{ regular_price: "5" }, "name", "Titel"],
      [{ name: "Ohne Preis" }, "regular_price", "Preis"],
      [{ name: "Negativ", regular_price: "-5" }, "regular_price", "Preis"],
      [{ name: "Zu teuer", regular_price: "99999999" }, "regular_price", "Preis"],
      [{ name: "Angebot", regular_price: "5", sale_price: "6" }, "sale_price", "Angebotspreis"],
      [{ name: "Doppelt", regular_price: "5", sku: "RL-0" }, "sku", "Artikelnummer"],
      [
        { name: "Bestand", regular_price: "5", manage_stock: true, stock_quantity: -1 },
        "stock_quantity",
        "ganze Zahl",
      ],
      [{ name: "Gruppiert", type: "grouped" }, "type", "einfache und variable Produkte"],
    ];
    for (const [body, param, word] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { code: string; data: { params: Record<string, string> } };
      expect(json.code).toBe("rest_invalid_param");
      expect(json.data.params[param], JSON.stringify(body)).toContain(word);
    }
    expect(await count()).toBe(before);
  });
});

describe("wc/v3/products delete", () => {
  it("force=false moves it to the trash (410 the second time); force=true deletes it; audited", async () => {
    const made = (await (await create({ name: "Wegwerfbohne", regular_price: "3" })).json()) as Item;
    const trashed = await asOwner(`/products/${made.id}`, { method: "DELETE" });
    expect(trashed.status).toBe(200);
    expect(((await trashed.json()) as Item).status).toBe("trash");
    expect((await asOwner(`/products/${made.id}?force=false`, { method: "DELETE" })).status).toBe(410);
    const gone = await asOwner(`/products/${made.id}?force=true`, { method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as Item).name).toBe("Wegwerfbohne");
    expect(await db().select().from(products).where(eq(products.id, made.id))).toEqual([]);
    expect((await asOwner(`/products/${made.id}?force=true`, { method: "DELETE" })).status).toBe(404);
    expect((await asOwner("/products/1?force=vielleicht", { method: "DELETE" })).status).toBe(400);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["create", "trash", "delete"]));
    expect((await api(customer, customerNonce, `/products/${made.id}`, { method: "DELETE" })).status).toBe(
      403,
    );
  });
});

/**
 * The back office's products over HTTP (issue 23): the list's search (title, SKU, GTIN), filters,
 * sort and paging; the bulk edit (+10 % on a selection, reported per product, idempotent against
 * a double submit by the versions, never a price of zero, audited); trash and restore (hidden from
 * the shop at once) and duplicate; the editor's German field messages, its version conflict, the
 * 301 after a slug change, the sale schedule; and the role checks (a customer gets 404).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { productCategories, productCategoryLinks, products, redirects } from "#db/schema/index.ts";
import { purgeTrashedProducts } from "#modules/catalog/product-trash.ts";
import { applySaleSchedules } from "#modules/catalog/sale-schedule.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
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
      slug: `t-${key}`,
      name: `Testprodukt ${key}`,
      regularPriceCents: 1000,
      sortPriceCents: 1000,
      maxPriceCents: 1000,
      ...values,
    })
    .returning({ id: products.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  const [cat] = await db()
    .insert(productCategories)
    .values({ slug: "t-bulk-kat", name: "Testkategorie Bulk" })
    .returning({ id: productCategories.id });
  categoryId = cat!.id;
  await product("alpha", {
    name: "Zylinderkaffee Alpha",
    sku: "ZYL-ALPHA-1",
    regularPriceCents: 1999,
    sortPriceCents: 1999,
  });
  await product("beta", {
    name: "Zylinderkaffee Beta",
    sku: "ZYL-BETA-2",
    gtin: "4006381333931",
    regularPriceCents: 1000,
  });
  await product("gamma", {
    name: "Zylindertee Gamma",
    sku: "ZYL-GAMMA-3",
    status: "draft",
    stockStatus: "outofstock",
  });
  await product("cheap", {
    name: "Zylinder Billig",
    sku: "ZYL-CHEAP",
    regularPriceCents: 1,
    sortPriceCents: 1,
  });
  await db()
    .insert(productCategoryLinks)
    .values([
      { productId: ids.alpha!, categoryId },
      { productId: ids.beta!, categoryId },
      { productId: ids.cheap!, categoryId },
    ]);
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
});

const idsIn = (html: string) =>
  [...html.matchAll(/href="\/admin\/products\/(\d+)\/"/g)].map((m) => Number(m[1]));

async function list(qs = "") {
  const { res, text } = await owner.get(`/admin/products/${qs}`);
  expect(res.status).toBe(200);
  return { text, ids: idsIn(text) };
}

const row = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]!;

describe("the products list", () => {
  it("finds by title words, SKU and GTIN", async () => {
    expect((await list("?q=zylinderkaffee")).ids.sort()).toEqual([ids.alpha, ids.beta].sort());
    expect((await list("?q=kaffee+alpha")).ids).toEqual([ids.alpha]);
    expect((await list("?q=ZYL-BETA-2")).ids).toEqual([ids.beta]);
    expect((await list("?q=4006381333931")).ids).toEqual([ids.beta]);
    expect((await list("?q=100%25")).ids).toEqual([]);
    expect(textOf((await list("?q=gibt-es-nicht")).text)).toContain("Keine Produkte gefunden.");
  });

  it("filters by category, status, stock status and type; sorts; links each product to its shop page", async () => {
    expect((await list(`?category=${categoryId}&sort=name`)).ids).toEqual([ids.cheap, ids.alpha, ids.beta]);
    expect((await list(`?category=${categoryId}&sort=price&dir=asc`)).ids).toEqual([
      ids.cheap,
      ids.beta,
      ids.alpha,
    ]);
    expect((await list("?q=zylinder&status=draft")).ids).toEqual([ids.gamma]);
    expect((await list("?q=zylinder&stock=outofstock")).ids).toEqual([ids.gamma]);
    expect((await list("?q=zylinder&type=variable")).ids).toEqual([]);
    const { text } = await list("?q=alpha");
    expect(text).toContain('href="/product/t-alpha/"');
    // Bad values fall back to the defaults instead of failing.
    expect((await list("?q=zylinderkaffee&status=nope&sort=x&page=-3")).ids).toHaveLength(2);
  });

  it("pages on the server (20 per page), the total counted in PostgreSQL", async () => {
    const [{ n }] = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from products where status <> 'trash'`)
    ).rows as [{ n: number }];
    const first = await list();
    expect(first.ids).toHaveLength(Math.min(20, n));
    expect(textOf(first.text)).toContain(`${n.toLocaleString("de-DE")} Produkte`);
    if (n > 20) {
      const second = await list("?page=2");
      expect(second.ids.some((id) => first.ids.includes(id))).toBe(false);
    }
  });
});

function bulkForm(targets: number[], fields: Record<string, string>, versions: Record<number, number>) {
  const form = new URLSearchParams(fields);
  for (const id of targets) {
    form.append("ids", String(id));
    form.set(`v_${id}`, String(versions[id]));
  }
  return form;
}

const postForm = (path: string, form: URLSearchParams, who = owner) =>
  who.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });

describe("bulk edit", () => {
  it("raises prices by 10 % per product, refuses a price of zero, skips a repeated submit, audits once", async () => {
    const targets = [ids.alpha!, ids.beta!, ids.cheap!];
    const versions = Object.fromEntries(
      await Promise.all(targets.map(async (id) => [id, (await row(id)).version])),
    );
    const form = bulkForm(targets, { bulk: "price", value: "10 %" }, versions);
    const { res, text } = await postForm("/admin/products/", form);
    expect(res.status).toBe(200);
    // 1 ct + 10 % is 1.1 ct: rounded to the cent it stays 1 ct, reported as unchanged.
    expect(textOf(text)).toContain("2 geändert, 1 unverändert, 0 übersprungen.");
    expect((await row(ids.alpha!)).regularPriceCents).toBe(2199);
    expect((await row(ids.beta!)).regularPriceCents).toBe(1100);
    expect((await row(ids.beta!)).sortPriceCents).toBe(1100);
    expect((await row(ids.cheap!)).regularPriceCents).toBe(1); // 1.1 ct rounds to 1 ct

    // The same form again (a double click): the versions are stale, nothing is raised twice.
    const again = await postForm("/admin/products/", form);
    expect(textOf(again.text)).toContain("0 geändert, 1 unverändert, 2 übersprungen.");
    expect(textOf(again.text)).toContain("Inzwischen geändert – übersprungen.");
    expect((await row(ids.alpha!)).regularPriceCents).toBe(2199);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.alpha)));
    expect(audits.filter((a) => a.action === "update")).toHaveLength(1);
    expect(audits[0]?.changes).toMatchObject({ regularPriceCents: { from: 1999, to: 2199 } });

    const cut = await postForm(
      "/admin/products/",
      bulkForm(
        [ids.cheap!],
        { bulk: "price", value: "-1,00" },
        { [ids.cheap!]: (await row(ids.cheap!)).version },
      ),
    );
    expect(textOf(cut.text)).toContain("Der Preis muss größer als 0 € sein.");
    expect((await row(ids.cheap!)).regularPriceCents).toBe(1);
  });

  it("sets a sale price with dates, the stock and a status; refuses a sale above the price", async () => {
    const v = async (id: number) => ({ [id]: (await row(id)).version });
    await postForm(
      "/admin/products/",
      bulkForm(
        [ids.beta!],
        { bulk: "sale", value: "8,00", sale_from: "2020-01-01T00:00" },
        await v(ids.beta!),
      ),
    );
    expect((await row(ids.beta!)).salePriceCents).toBe(800);
    const above = await postForm(
      "/admin/products/",
      bulkForm([ids.alpha!], { bulk: "sale", value: "50" }, await v(ids.alpha!)),
    );
    expect(textOf(above.text)).toContain("Der Angebotspreis muss unter dem regulären Preis liegen.");
    expect((await row(ids.alpha!)).salePriceCents).toBeNull();
    await postForm(
      "/admin/products/",
      bulkForm([ids.alpha!], { bulk: "stock", value: "7" }, await v(ids.alpha!)),
    );
    expect(await row(ids.alpha!)).toMatchObject({
      manageStock: true,
      stockQuantity: 7,
      stockStatus: "instock",
    });
    await postForm(
      "/admin/products/",
      bulkForm([ids.gamma!], { bulk: "status-publish" }, await v(ids.gamma!)),
    );
    expect((await row(ids.gamma!)).status).toBe("publish");
    await postForm(
      "/admin/products/",
      bulkForm([ids.gamma!], { bulk: "category", category: String(categoryId) }, await v(ids.gamma!)),
    );
    expect((await list(`?category=${categoryId}`)).ids).toContain(ids.gamma);
    const bad = await postForm(
      "/admin/products/",
      bulkForm([ids.alpha!], { bulk: "price", value: "zehn" }, await v(ids.alpha!)),
    );
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.text)).toContain("Dieser Wert passt nicht zur gewählten Änderung.");
    const none = await owner.post("/admin/products/", { bulk: "price", value: "10 %" });
    expect(textOf(none.text)).toContain("Bitte wählen Sie mindestens ein Produkt aus.");
  });
});

describe("trash, restore, duplicate", () => {
  it("hides a trashed product from the shop at once and brings it back", async () => {
    expect((await new Visitor(base).get("/product/t-alpha/")).res.status).toBe(200);
    await owner.post("/admin/products/", { row: `trash:${ids.alpha}` });
    expect((await row(ids.alpha!)).status).toBe("trash");
    expect((await new Visitor(base).get("/product/t-alpha/")).res.status).toBe(404);
    expect((await list("?q=alpha")).ids).toEqual([]);
    expect(textOf((await owner.get("/admin/products/?status=trash&q=alpha")).text)).toContain(
      "Zylinderkaffee Alpha",
    );
    // A repeated click changes nothing more.
    await owner.post("/admin/products/", { row: `trash:${ids.alpha}` });
    await owner.post("/admin/products/", { row: `restore:${ids.alpha}` });
    expect((await row(ids.alpha!)).status).toBe("publish");
    expect((await new Visitor(base).get("/product/t-alpha/")).res.status).toBe(200);
  });

  it("housekeeping deletes what lies in the trash longer than 30 days, nothing sooner", async () => {
    await product("old-trash", { name: "Zylinder Alt" });
    await owner.post("/admin/products/", { row: `trash:${ids["old-trash"]}` });
    expect(await purgeTrashedProducts(db(), new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect((await row(ids["old-trash"]!)).status).toBe("trash");
    expect(await purgeTrashedProducts(db(), new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await db().select().from(products).where(eq(products.id, ids["old-trash"]!))).toEqual([]);
    expect((await row(ids.alpha!)).status).toBe("publish");
  });

  it("duplicates as a draft (Kopie) with a new slug and no SKU or GTIN", async () => {
    const { text } = await owner.post("/admin/products/", { row: `duplicate:${ids.beta}` });
    expect(textOf(text)).toContain("Die Kopie wurde als Entwurf angelegt.");
    const copies = await db().select().from(products).where(eq(products.slug, "t-beta-kopie"));
    expect(copies[0]).toMatchObject({
      name: "Zylinderkaffee Beta (Kopie)",
      status: "draft",
      sku: null,
      gtin: null,
    });
    await owner.post("/admin/products/", { row: `duplicate:${ids.beta}` });
    expect((await db().select().from(products).where(eq(products.slug, "t-beta-kopie-2"))).length).toBe(1);
  });
});

async function editorForm(id: number) {
  const { res, text } = await owner.get(`/admin/products/${id}/`);
  expect(res.status).toBe(200);
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(text)?.[1] ?? "";
  const selected = (name: string) =>
    new RegExp(`<select[^>]*name="${name}"[^>]*>[\\s\\S]*?<option[^>]*value="([^"]*)"[^>]*selected`).exec(
      text,
    )?.[1] ?? "";
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  const form = new URLSearchParams({
    version: hidden(text, "version"),
    seen: decode(hidden(text, "seen")),
    name: decode(field("name")),
    name_en: decode(field("name_en")),
    slug: field("slug"),
    regular_price: field("regular_price"),
    sale_price: field("sale_price"),
    sku: field("sku"),
    gtin: field("gtin"),
    stock_quantity: field("stock_quantity"),
    tax_class: selected("tax_class") || "standard",
    stock_status: selected("stock_status") || "instock",
    backorders: selected("backorders") || "no",
    status: selected("status") || "publish",
    catalog_visibility: selected("catalog_visibility") || "visible",
  });
  return form;
}

describe("the product editor", () => {
  it("saves a new price that the shop shows at once; audited", async () => {
    const form = await editorForm(ids.beta!);
    form.set("regular_price", "12,90");
    form.set("sale_price", "");
    const { res, text } = await postForm(`/admin/products/${ids.beta}/`, form);
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Gespeichert.");
    expect(await row(ids.beta!)).toMatchObject({
      regularPriceCents: 1290,
      salePriceCents: null,
      sortPriceCents: 1290,
    });
    expect(textOf((await new Visitor(base).get("/product/t-beta/")).text)).toContain("12,90");
  });

  it("shows the English title on the English product page, the German one where there is none", async () => {
    const form = await editorForm(ids.beta!);
    form.set("name_en", "Cylinder Coffee Beta");
    expect((await postForm(`/admin/products/${ids.beta}/`, form)).res.status).toBe(200);
    const en = textOf((await new Visitor(base).get("/en/product/t-beta/")).text);
    expect(en).toContain("Cylinder Coffee Beta");
    expect(textOf((await new Visitor(base).get("/product/t-beta/")).text)).not.toContain(
      "Cylinder Coffee Beta",
    );
    expect(textOf((await new Visitor(base).get("/en/product/t-alpha/")).text)).toContain(
      "Zylinderkaffee Alpha",
    );
  });

  it("refuses bad input with German field messages and saves nothing", async () => {
    const before = await row(ids.beta!);
    const form = await editorForm(ids.beta!);
    form.set("regular_price", "-3");
    form.set("gtin", "4006381333932");
    const bad = await postForm(`/admin/products/${ids.beta}/`, form);
    expect(bad.res.status).toBe(400);
    const t = textOf(bad.text);
    expect(t).toContain("Bitte einen Preis in Euro angeben, z. B. 12,90.");
    expect(t).toContain("Bitte korrigieren Sie die markierten Felder.");

    const form2 = await editorForm(ids.beta!);
    form2.set("gtin", "4006381333932");
    form2.set("sale_price", "99,00");
    form2.set("sku", "ZYL-ALPHA-1");
    form2.set("slug", "Neuer Slug");
    const bad2 = await postForm(`/admin/products/${ids.beta}/`, form2);
    const t2 = textOf(bad2.text);
    expect(t2).toContain("Keine gültige GTIN/EAN");
    expect(t2).toContain("Nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche.");
    const form3 = await editorForm(ids.beta!);
    form3.set("sale_price", "99,00");
    form3.set("sku", "ZYL-ALPHA-1");
    form3.set("sale_from", "2026-12-24T00:00");
    form3.set("sale_to", "2026-12-01T00:00");
    const t3 = textOf((await postForm(`/admin/products/${ids.beta}/`, form3)).text);
    expect(t3).toContain("Der Angebotspreis muss unter dem regulären Preis liegen.");
    expect(t3).toContain("Diese Artikelnummer hat bereits ein anderes Produkt.");
    expect(t3).toContain("Das Angebotsende muss nach dem Beginn liegen.");
    const after = await row(ids.beta!);
    expect(after.version).toBe(before.version);
    expect(after.regularPriceCents).toBe(before.regularPriceCents);
  });

  it("refuses a save based on an old version, shows what changed and keeps the input", async () => {
    const mine = await editorForm(ids.beta!);
    const theirs = await editorForm(ids.beta!);
    theirs.set("regular_price", "14,00");
    expect((await postForm(`/admin/products/${ids.beta}/`, theirs)).res.status).toBe(200);
    mine.set("stock_quantity", "");
    mine.set("name", "Mein neuer Titel");
    const { res, text } = await postForm(`/admin/products/${ids.beta}/`, mine);
    expect(res.status).toBe(409);
    const t = textOf(text);
    expect(t).toContain("Das Produkt wurde inzwischen geändert.");
    expect(t).toContain("Regulärer Preis (€, brutto): jetzt „14,00 €“");
    expect(text).toContain('value="Mein neuer Titel"');
    expect((await row(ids.beta!)).name).toBe("Zylinderkaffee Beta");
  });

  it("keeps the old URL working with a 301 after a slug change (and collapses chains)", async () => {
    const form = await editorForm(ids.gamma!);
    form.set("slug", "t-gamma-neu");
    expect((await postForm(`/admin/products/${ids.gamma}/`, form)).res.status).toBe(200);
    const old = await new Visitor(base).get("/product/t-gamma/?x=1");
    expect(old.res.status).toBe(301);
    expect(old.res.headers.get("location")).toBe("/product/t-gamma-neu/?x=1");
    expect((await new Visitor(base).get("/en/product/t-gamma")).res.headers.get("location")).toBe(
      "/en/product/t-gamma-neu/",
    );
    const form2 = await editorForm(ids.gamma!);
    form2.set("slug", "t-gamma-final");
    await postForm(`/admin/products/${ids.gamma}/`, form2);
    const rows = await db()
      .select()
      .from(redirects)
      .where(inArray(redirects.fromPath, ["/product/t-gamma/", "/product/t-gamma-neu/"]));
    expect(rows.map((r) => r.toPath)).toEqual(["/product/t-gamma-final/", "/product/t-gamma-final/"]);
    // Back to the first slug: it is live again, not redirected (no loop).
    const form3 = await editorForm(ids.gamma!);
    form3.set("slug", "t-gamma");
    await postForm(`/admin/products/${ids.gamma}/`, form3);
    expect((await new Visitor(base).get("/product/t-gamma/")).res.status).toBe(200);
    expect((await new Visitor(base).get("/product/t-gamma-final/")).res.headers.get("location")).toBe(
      "/product/t-gamma/",
    );
  });

  it("applies a scheduled sale when its window opens and ends it when it closes", async () => {
    const form = await editorForm(ids.cheap!);
    form.set("regular_price", "20,00");
    form.set("sale_price", "15,00");
    form.set("sale_from", "2030-06-01T00:00");
    form.set("sale_to", "2030-06-08T00:00");
    expect((await postForm(`/admin/products/${ids.cheap}/`, form)).res.status).toBe(200);
    expect(await row(ids.cheap!)).toMatchObject({
      plannedSalePriceCents: 1500,
      salePriceCents: null,
      sortPriceCents: 2000,
    });
    await applySaleSchedules(db(), new Date("2030-06-01T00:00:00+02:00"));
    expect(await row(ids.cheap!)).toMatchObject({ salePriceCents: 1500, sortPriceCents: 1500 });
    expect(await applySaleSchedules(db(), new Date("2030-06-02T00:00:00Z"))).toBe(0);
    await applySaleSchedules(db(), new Date("2030-06-08T00:00:00+02:00"));
    expect(await row(ids.cheap!)).toMatchObject({ salePriceCents: null, sortPriceCents: 2000 });
  });
});

describe("roles", () => {
  it("gives a customer a 404 on list, editor and actions, changing nothing", async () => {
    const before = await row(ids.beta!);
    expect((await customer.get("/admin/products/")).res.status).toBe(404);
    expect((await customer.get(`/admin/products/${ids.beta}/`)).res.status).toBe(404);
    const form = await editorForm(ids.beta!);
    form.set("regular_price", "1,00");
    expect((await postForm(`/admin/products/${ids.beta}/`, form, customer)).res.status).toBe(404);
    expect((await customer.post("/admin/products/", { row: `trash:${ids.beta}` })).res.status).toBe(404);
    const visitor = await new Visitor(base).get("/admin/products/");
    expect([302, 303]).toContain(visitor.res.status);
    expect(await row(ids.beta!)).toMatchObject({ version: before.version, status: "publish" });
  });
});

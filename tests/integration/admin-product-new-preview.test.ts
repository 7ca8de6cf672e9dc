/**
 * Issue 23 item 2, the last parts over HTTP: the owner's storefront preview of a product that is
 * not published (draft, scheduled, private: 200 with the banner, `private, no-store`, noindex, for
 * an owner only; a visitor and a customer get 404, the trash stays 404 for everyone) and the
 * "Neues Produkt" screen (a simple or a variable product created as a draft, then the editor;
 * German field messages and nothing created on bad input; a customer gets 404).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, products } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let customer: Visitor;

const BANNER = "Vorschau – nicht veröffentlicht";

async function product(slug: string, values: Partial<typeof products.$inferInsert>) {
  const [row] = await db()
    .insert(products)
    .values({
      slug,
      name: `Vorschau ${slug}`,
      regularPriceCents: 1290,
      sortPriceCents: 1290,
      maxPriceCents: 1290,
      ...values,
    })
    .returning({ id: products.id });
  return row!.id;
}

beforeAll(async () => {
  await product("pv-draft", { status: "draft" });
  await product("pv-future", { status: "future", publishAt: new Date(Date.now() + 86_400_000) });
  await product("pv-private", { status: "private" });
  await product("pv-trash", { status: "trash", statusBeforeTrash: "draft", trashedAt: new Date() });
  await product("pv-live", { status: "publish" });
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
});

describe("storefront preview", () => {
  it("shows an owner a draft, a scheduled and a private product with the banner, never cached or indexed", async () => {
    for (const [slug, note] of [
      ["pv-draft", "Entwurf:"],
      ["pv-future", "Geplant:"],
      ["pv-private", "Privat:"],
    ] as const) {
      const { res, text } = await owner.get(`/product/${slug}/`);
      expect(res.status, slug).toBe(200);
      const visible = textOf(text);
      expect(visible).toContain(BANNER);
      expect(visible).toContain(note);
      expect(visible).toContain(`Vorschau ${slug}`);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(res.headers.get("etag")).toBeNull();
    }
    // The English shop previews too.
    expect(textOf((await owner.get("/en/product/pv-draft/")).text)).toContain("Preview – not published");
  });

  it("gives a visitor and a customer 404 for every unpublished product", async () => {
    const visitor = new Visitor(base);
    for (const slug of ["pv-draft", "pv-future", "pv-private"]) {
      const anon = await visitor.get(`/product/${slug}/`);
      expect(anon.res.status, slug).toBe(404);
      expect(textOf(anon.text)).not.toContain(BANNER);
      const cust = await customer.get(`/product/${slug}/`);
      expect(cust.res.status, slug).toBe(404);
      expect(textOf(cust.text)).not.toContain(`Vorschau ${slug}`);
    }
    // A visitor asking again after the owner's preview still gets 404 (nothing cached in between).
    await owner.get("/product/pv-draft/");
    expect((await new Visitor(base).get("/product/pv-draft/")).res.status).toBe(404);
  });

  it("keeps the trash out of the preview and a published page as it was", async () => {
    expect((await owner.get("/product/pv-trash/")).res.status).toBe(404);
    const live = await owner.get("/product/pv-live/");
    expect(live.res.status).toBe(200);
    expect(textOf(live.text)).not.toContain(BANNER);
    expect(live.res.headers.get("x-robots-tag")).toBeNull();
    const anon = await new Visitor(base).get("/product/pv-live/");
    expect(anon.res.status).toBe(200);
    expect(anon.res.headers.get("cache-control")).toContain("public");
  });

  it("links the editor of an unpublished product to its preview", async () => {
    const [row] = await db().select().from(products).where(eq(products.slug, "pv-draft"));
    const { text } = await owner.get(`/admin/products/${row!.id}/`);
    expect(text).toMatch(/<a [^>]*href="\/product\/pv-draft\/"[^>]*>Vorschau<\/a>/);
    // The list's row too: "Vorschau" for what the shop does not show, "Im Shop ansehen" for the rest.
    const list = (await owner.get("/admin/products/?q=pv-")).text;
    expect(list).toContain('aria-label="Vorschau von Vorschau pv-draft im Shop"');
    expect(list).toContain('aria-label="Vorschau pv-live im Shop ansehen"');
    expect(list).not.toContain('href="/product/pv-trash/"');
  });
});

describe("Neues Produkt", () => {
  const create = (fields: Record<string, string>, who = owner) => who.post("/admin/products/new/", fields);
  const count = async () => (await db().select({ id: products.id }).from(products)).length;

  it("is linked from the list and creates a simple product as a draft, then opens the editor", async () => {
    expect((await owner.get("/admin/products/")).text).toContain('href="/admin/products/new/"');
    const page = await owner.get("/admin/products/new/");
    expect(page.res.status).toBe(200);
    expect(textOf(page.text)).toContain("Neues Produkt");
    const { res } = await create({ name: "Hausmischung Neu", type: "simple", regular_price: "9,90" });
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    const id = Number(/\/admin\/products\/(\d+)\/\?created=1$/.exec(location)?.[1]);
    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      name: "Hausmischung Neu",
      slug: "hausmischung-neu",
      type: "simple",
      status: "draft",
      regularPriceCents: 990,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entry).toMatchObject({ entity: "product", action: "create" });
    const editor = await owner.get(location);
    expect(textOf(editor.text)).toContain("Das Produkt ist als Entwurf angelegt.");
    // The shop does not show it yet.
    expect((await new Visitor(base).get("/product/hausmischung-neu/")).res.status).toBe(404);
  });

  it("creates a variable product without a price (its variations carry them)", async () => {
    const { res } = await create({ name: "Espresso Auswahl", type: "variable", regular_price: "" });
    expect(res.status).toBe(302);
    const [row] = await db().select().from(products).where(eq(products.slug, "espresso-auswahl"));
    expect(row).toMatchObject({ type: "variable", status: "draft", regularPriceCents: null });
  });

  it("gives the next free slug to a second product of the same title", async () => {
    await create({ name: "Hausmischung Neu", type: "simple", regular_price: "5" });
    const rows = await db().select().from(products).where(eq(products.name, "Hausmischung Neu"));
    expect(rows.map((r) => r.slug).sort()).toEqual(["hausmischung-neu", "hausmischung-neu-2"]);
  });

  it("refuses a missing title, type or price with German messages at the field, creating nothing", async () => {
    const before = await count();
    const cases: [Record<string, string>, string[]][] = [
      [{ name: "", type: "simple", regular_price: "4,50" }, ["Bitte einen Titel angeben."]],
      [{ name: "Ohne Preis", type: "simple", regular_price: "" }, ["Bitte einen Preis in Euro angeben"]],
      [
        { name: "Falscher Preis", type: "simple", regular_price: "zwölf" },
        ["Bitte einen Preis in Euro angeben"],
      ],
      [{ name: "Null", type: "simple", regular_price: "0" }, ["Der Preis muss größer als 0 € sein."]],
      [{ name: "Ohne Art", type: "", regular_price: "3" }, ["Bitte eine Produktart wählen."]],
    ];
    for (const [fields, messages] of cases) {
      const { res, text } = await create(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const visible = textOf(text);
      expect(visible).toContain("Das Produkt wurde nicht angelegt.");
      for (const m of messages) expect(visible).toContain(m);
      if (fields.name) expect(text).toContain(`value="${fields.name}"`);
      expect(text).toMatch(/aria-invalid="true"/);
    }
    expect(await count()).toBe(before);
  });

  it("gives a customer 404 and sends a visitor to the sign-in, creating nothing", async () => {
    const before = await count();
    expect((await customer.get("/admin/products/new/")).res.status).toBe(404);
    const fields = { name: "Fremd", type: "simple", regular_price: "1" };
    expect((await create(fields, customer)).res.status).toBe(404);
    const visitor = await create(fields, new Visitor(base));
    expect(visitor.res.status).toBe(302);
    expect(visitor.res.headers.get("location")).toContain("/admin/login/");
    expect(await count()).toBe(before);
  });
});

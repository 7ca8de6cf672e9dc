/**
 * Categories and tags over HTTP (issue 23 items 3 and 9): the categories screen's create, edit
 * (slug change → 301, chains collapsed, no loop), keyboard moves with their announcement, drag and
 * drop places, the cycle refused, delete (products keep their other categories, sub-categories
 * move up); the tags screen's search, rename, merge and delete; the storefront lists a category's
 * products at every depth; and `wc/v3/products/categories|tags` in WooCommerce's shapes with bad
 * input (missing name, duplicate slug, cycle), If-Match and force. A customer gets 404.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import {
  productCategories,
  productCategoryLinks,
  products,
  productTagLinks,
  productTags,
  redirects,
} from "#db/schema/index.ts";
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
const cat: Record<string, number> = {};
const prod: Record<string, number> = {};

async function category(key: string, parentId: number | null, menuOrder: number) {
  const [row] = await db()
    .insert(productCategories)
    .values({ slug: `tx-${key}`, name: `Tx ${key}`, parentId, menuOrder })
    .returning({ id: productCategories.id });
  cat[key] = row!.id;
}

async function product(key: string, categories: string[]) {
  const [row] = await db()
    .insert(products)
    .values({
      slug: `tx-p-${key}`,
      name: `Tx Produkt ${key}`,
      regularPriceCents: 500,
      sortPriceCents: 500,
      maxPriceCents: 500,
    })
    .returning({ id: products.id });
  prod[key] = row!.id;
  if (categories.length)
    await db()
      .insert(productCategoryLinks)
      .values(categories.map((c) => ({ productId: row!.id, categoryId: cat[c]! })));
}

beforeAll(async () => {
  // Tx root (Tx a, Tx b (Tx deep)), Tx other
  await category("root", null, 900);
  await category("a", cat.root!, 1);
  await category("b", cat.root!, 2);
  await category("deep", cat.b!, 1);
  await category("other", null, 901);
  await product("one", ["deep"]);
  await product("two", ["b", "other"]);
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  ownerNonce = await owner.restNonce();
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
});

const SCREEN = "/admin/products/categories/";
const catRow = async (id: number) =>
  (await db().select().from(productCategories).where(eq(productCategories.id, id)))[0];
const children = async (parentId: number) =>
  (
    await db()
      .select({ id: productCategories.id, menuOrder: productCategories.menuOrder })
      .from(productCategories)
      .where(eq(productCategories.parentId, parentId))
  )
    .sort((x, y) => x.menuOrder - y.menuOrder)
    .map((r) => r.id);

describe("the categories screen", () => {
  it("shows the tree with product counts; a customer gets 404", async () => {
    const { res, text } = await owner.get(SCREEN);
    expect(res.status).toBe(200);
    const body = textOf(text);
    expect(body).toContain("Kategorienbaum");
    expect(body).toMatch(/Tx deep\s+tx-deep · 1 Produkt/);
    expect((await customer.get(SCREEN)).res.status).toBe(404);
  });

  it("moves by keyboard steps, announces the new place and refuses nothing silently", async () => {
    const down = await owner.post(SCREEN, { intent: "move", id: String(cat.a), move: "down" });
    expect(down.res.status).toBe(200);
    expect(textOf(down.text)).toContain("Tx a ist jetzt unter Tx root, Position 2 von 2.");
    expect(await children(cat.root!)).toEqual([cat.b, cat.a]);
    // Indent: Tx a becomes the last child of Tx b (above it), after Tx deep.
    const indent = await owner.post(SCREEN, { intent: "move", id: String(cat.a), move: "indent" });
    expect(textOf(indent.text)).toContain("Tx a ist jetzt unter Tx b, Position 2 von 2.");
    expect(await children(cat.b!)).toEqual([cat.deep, cat.a]);
    const outdent = await owner.post(SCREEN, { intent: "move", id: String(cat.a), move: "outdent" });
    expect(textOf(outdent.text)).toContain("Tx a ist jetzt unter Tx root, Position 2 von 2.");
    const nowhere = await owner.post(SCREEN, { intent: "move", id: String(cat.a), move: "down" });
    expect(textOf(nowhere.text)).toContain("Tx a kann nicht weiter in diese Richtung.");
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(cat.a)));
    expect(audits.filter((a) => a.entity === "product_category" && a.action === "move")).toHaveLength(3);
  });

  it("places by drag and drop and refuses a cycle (nothing changes)", async () => {
    const placed = await owner.post(SCREEN, {
      intent: "place",
      id: String(cat.a),
      parent: String(cat.root),
      index: "0",
    });
    expect(textOf(placed.text)).toContain("Tx a ist jetzt unter Tx root, Position 1 von 2.");
    expect(await children(cat.root!)).toEqual([cat.a, cat.b]);
    const before = await catRow(cat.root!);
    const cycle = await owner.post(SCREEN, {
      intent: "place",
      id: String(cat.root),
      parent: String(cat.deep),
      index: "0",
    });
    expect(cycle.res.status).toBe(400);
    expect(textOf(cycle.text)).toContain(
      "Eine Kategorie kann nicht unter sich selbst oder einer ihrer Unterkategorien stehen.",
    );
    expect(await catRow(cat.root!)).toEqual(before);
    // The edit form refuses it too, at the field.
    const viaForm = await owner.post(SCREEN, {
      intent: "update",
      id: String(cat.root),
      version: String(before!.version),
      name: "Tx root",
      parent: String(cat.deep),
    });
    expect(viaForm.res.status).toBe(400);
    expect(textOf(viaForm.text)).toContain("Bitte die markierten Felder prüfen");
    expect((await catRow(cat.root!))?.parentId).toBeNull();
  });

  it("creates with German field messages: a missing name, a taken slug, a bad slug", async () => {
    const empty = await owner.post(SCREEN, { intent: "create", name: "  ", slug: "" });
    expect(empty.res.status).toBe(400);
    expect(textOf(empty.text)).toContain("Bitte einen Namen angeben.");
    const taken = await owner.post(SCREEN, { intent: "create", name: "Doppelt", slug: "tx-a" });
    expect(textOf(taken.text)).toContain("Diese Titelform ist schon vergeben.");
    const bad = await owner.post(SCREEN, { intent: "create", name: "Schlecht", slug: "Groß Buchstaben" });
    expect(textOf(bad.text)).toContain("Nur Kleinbuchstaben (a–z)");
    const ok = await owner.post(SCREEN, {
      intent: "create",
      name: "Süße Röstungen",
      parent: String(cat.other),
      description: "Für Naschkatzen.",
    });
    expect(ok.res.status).toBe(200);
    expect(textOf(ok.text)).toContain("„Süße Röstungen“ ist angelegt.");
    const [row] = await db()
      .select()
      .from(productCategories)
      .where(eq(productCategories.slug, "suesse-roestungen"));
    expect(row).toMatchObject({ parentId: cat.other, description: "Für Naschkatzen.", menuOrder: 1 });
  });

  it("changes a slug: the old address answers 301 (both languages), chains collapse, no loop", async () => {
    const v = (await catRow(cat.other!))!.version;
    const saved = await owner.post(SCREEN, {
      intent: "update",
      id: String(cat.other),
      version: String(v),
      name: "Tx andere",
      slug: "tx-andere",
      description: "",
      parent: "",
    });
    expect(textOf(saved.text)).toContain("„Tx andere“ ist gespeichert.");
    const old = await owner.get("/product-category/tx-other/");
    expect(old.res.status).toBe(301);
    expect(old.res.headers.get("location")).toBe("/product-category/tx-andere/");
    const en = await owner.get("/en/product-category/tx-other/");
    expect(en.res.headers.get("location")).toBe("/en/product-category/tx-andere/");
    // A stale version is refused and the input kept.
    const stale = await owner.post(`${SCREEN}?edit=${cat.other}`, {
      intent: "update",
      id: String(cat.other),
      version: String(v),
      name: "Überschrieben?",
    });
    expect(stale.res.status).toBe(409);
    expect(textOf(stale.text)).toContain("inzwischen geändert");
    expect(stale.text).toContain('value="Überschrieben?"');
    // Back to the first slug: it is live again (no loop), and the chain's other end points to it.
    await owner.post(SCREEN, {
      intent: "update",
      id: String(cat.other),
      version: String(v + 1),
      slug: "tx-other",
      name: "Tx other",
    });
    expect((await owner.get("/product-category/tx-other/")).res.status).toBe(200);
    const rows = await db()
      .select()
      .from(redirects)
      .where(inArray(redirects.fromPath, ["/product-category/tx-other/", "/product-category/tx-andere/"]));
    expect(rows).toEqual([
      expect.objectContaining({
        fromPath: "/product-category/tx-andere/",
        toPath: "/product-category/tx-other/",
      }),
    ]);
  });

  it("the shop lists a category's products at every depth", async () => {
    const page = await owner.get("/product-category/tx-root/");
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("Tx Produkt one"); // in Tx deep, two levels down
    expect(page.text).toContain("Tx Produkt two");
  });

  it("deletes: products keep their other categories, sub-categories move up", async () => {
    const b = (await catRow(cat.b!))!;
    const gone = await owner.post(SCREEN, {
      intent: "delete",
      id: String(cat.b),
      version: String(b.version),
    });
    expect(gone.res.status).toBe(200);
    expect(textOf(gone.text)).toContain("„Tx b“ ist gelöscht.");
    expect(await catRow(cat.b!)).toBeUndefined();
    expect((await catRow(cat.deep!))?.parentId).toBe(cat.root);
    const links = await db()
      .select({ c: productCategoryLinks.categoryId })
      .from(productCategoryLinks)
      .where(eq(productCategoryLinks.productId, prod.two!));
    expect(links.map((l) => l.c)).toEqual([cat.other]);
  });
});

describe("the tags screen", () => {
  const TAGS = "/admin/products/tags/";
  const tag: Record<string, number> = {};
  beforeAll(async () => {
    for (const key of ["mild", "sanft", "kraeftig"]) {
      const [row] = await db()
        .insert(productTags)
        .values({ slug: `tx-${key}`, name: `Tx ${key}` })
        .returning({ id: productTags.id });
      tag[key] = row!.id;
    }
    await db()
      .insert(productTagLinks)
      .values([
        { productId: prod.one!, tagId: tag.mild! },
        { productId: prod.two!, tagId: tag.sanft! },
        { productId: prod.one!, tagId: tag.sanft! },
      ]);
  });

  it("searches and counts", async () => {
    const { text } = await owner.get(`${TAGS}?q=tx+s`);
    expect(textOf(text)).toMatch(/Tx sanft\s+tx-sanft\s+2/);
    expect(textOf(text)).not.toContain("Tx mild");
    expect(textOf(text)).toContain("1 Schlagwort ");
  });

  it("renames with a 301 and refuses a taken slug", async () => {
    const taken = await owner.post(`${TAGS}?edit=${tag.kraeftig}`, {
      intent: "update",
      id: String(tag.kraeftig),
      name: "Tx kräftig",
      slug: "tx-mild",
    });
    expect(taken.res.status).toBe(400);
    expect(textOf(taken.text)).toContain("Diese Titelform ist schon vergeben.");
    const ok = await owner.post(TAGS, {
      intent: "update",
      id: String(tag.kraeftig),
      name: "Tx kräftig",
      slug: "tx-kraeftig-neu",
    });
    expect(textOf(ok.text)).toContain("„Tx kräftig“ ist gespeichert.");
    expect((await owner.get("/product-tag/tx-kraeftig/")).res.headers.get("location")).toBe(
      "/product-tag/tx-kraeftig-neu/",
    );
  });

  it("merges one tag into another: products move once, the old address redirects", async () => {
    const same = await owner.post(`${TAGS}?edit=${tag.sanft}`, {
      intent: "merge",
      id: String(tag.sanft),
      into: "tx-sanft",
    });
    expect(textOf(same.text)).toContain("Bitte ein anderes Schlagwort wählen");
    const nothing = await owner.post(`${TAGS}?edit=${tag.sanft}`, {
      intent: "merge",
      id: String(tag.sanft),
      into: "gibt es nicht",
    });
    expect(textOf(nothing.text)).toContain("Dieses Schlagwort gibt es nicht.");
    const merged = await owner.post(TAGS, { intent: "merge", id: String(tag.sanft), into: "Tx mild" });
    expect(textOf(merged.text)).toContain(
      "„Tx sanft“ ist in „Tx mild“ aufgegangen (1 Produkte neu zugeordnet).",
    );
    const links = await db().select().from(productTagLinks).where(eq(productTagLinks.tagId, tag.mild!));
    expect(links.map((l) => l.productId).sort()).toEqual([prod.one, prod.two].sort());
    expect((await owner.get("/product-tag/tx-sanft/")).res.headers.get("location")).toBe(
      "/product-tag/tx-mild/",
    );
  });

  it("deletes a tag", async () => {
    const gone = await owner.post(TAGS, { intent: "delete", id: String(tag.kraeftig) });
    expect(textOf(gone.text)).toContain("„Tx kräftig“ ist gelöscht.");
    expect(await db().select().from(productTags).where(eq(productTags.id, tag.kraeftig!))).toEqual([]);
  });
});

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };
const api = (path: string, init: Init = {}, v = owner, nonce = ownerNonce) =>
  fetch(`${base()}/wp-json/wc/v3/products${path}`, {
    ...init,
    headers: v.headers({ "X-WP-Nonce": nonce, "content-type": "application/json", ...(init.headers ?? {}) }),
  });
const json = (body: unknown, method = "POST"): Init => ({ method, body: JSON.stringify(body) });

describe("wc/v3/products/categories and tags", () => {
  it("lists, gets, creates, updates and deletes categories in WooCommerce's shape", async () => {
    const list = await api("/categories?search=tx&per_page=2&orderby=id");
    expect(list.status).toBe(200);
    expect(Number(list.headers.get("x-wp-total"))).toBeGreaterThanOrEqual(4);
    const items = (await list.json()) as { id: number }[];
    expect(items).toHaveLength(2);

    const created = await api(
      "/categories",
      json({ name: "REST Sorte", parent: cat.root, description: "Aus dem Skript" }),
    );
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "REST Sorte",
      slug: "rest-sorte",
      parent: cat.root,
      description: "Aus dem Skript",
      display: "default",
      image: null,
      count: 0,
    });
    const id = body.id as number;
    const one = await api(`/categories/${id}`);
    expect(one.headers.get("etag")).toBe('"1"');

    const stale = await api(`/categories/${id}`, {
      ...json({ name: "Neu" }, "PUT"),
      headers: { "If-Match": '"7"' },
    });
    expect(stale.status).toBe(412);
    const renamed = await api(`/categories/${id}`, {
      ...json({ slug: "rest-sorte-2", parent: 0 }, "PUT"),
      headers: { "If-Match": '"1"' },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ slug: "rest-sorte-2", parent: 0 });
    expect((await owner.get("/product-category/rest-sorte/")).res.status).toBe(301);

    expect((await api(`/categories/${id}`, { method: "DELETE" })).status).toBe(501);
    const deleted = await api(`/categories/${id}?force=true`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ id, slug: "rest-sorte-2" });
    expect((await api(`/categories/${id}`)).status).toBe(404);
  });

  it("refuses bad input with stable codes and German messages, nothing saved", async () => {
    const before = await db().select().from(productCategories);
    const noName = await api("/categories", json({ slug: "ohne-name" }));
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({
      code: "rest_missing_callback_param",
      data: { params: { name: "Bitte einen Namen angeben." } },
    });
    const dup = await api("/categories", json({ name: "Doppelt", slug: "tx-root" }));
    expect(await dup.json()).toMatchObject({ code: "term_exists", data: { status: 400 } });
    const cycle = await api(`/categories/${cat.root}`, json({ parent: cat.deep }, "PUT"));
    expect(cycle.status).toBe(400);
    expect(await cycle.json()).toMatchObject({
      code: "rest_invalid_param",
      data: {
        params: {
          parent: "Eine Kategorie kann nicht unter sich selbst oder einer ihrer Unterkategorien stehen.",
        },
      },
    });
    const noParent = await api("/categories", json({ name: "Waise", parent: 99999999 }));
    expect((await noParent.json()) as object).toMatchObject({
      data: { params: { parent: expect.any(String) } },
    });
    const noImage = await api("/categories", json({ name: "Ohne Bild", image: { id: 99999999 } }));
    expect(noImage.status).toBe(400);
    expect(await db().select().from(productCategories)).toHaveLength(before.length);
  });

  it("handles tags the same way; a customer is refused", async () => {
    const created = await api("/tags", json({ name: "REST Schlagwort" }));
    expect(created.status).toBe(201);
    const tag = (await created.json()) as { id: number; slug: string; count: number };
    expect(tag).toMatchObject({ slug: "rest-schlagwort", count: 0, description: "" });
    const list = await api("/tags?search=rest%20schlag");
    expect(((await list.json()) as { id: number }[]).map((t) => t.id)).toEqual([tag.id]);
    const dup = await api(`/tags/${tag.id}`, json({ slug: "tx-mild" }, "PATCH"));
    expect(await dup.json()).toMatchObject({ code: "duplicate_term_slug" });
    expect((await api(`/tags/${tag.id}?force=true`, { method: "DELETE" })).status).toBe(200);
    const customerNonce = await customer.restNonce();
    expect((await api("/categories", {}, customer, customerNonce)).status).toBe(403);
    // The product route still answers its ids.
    expect((await api(`/${prod.one}`)).status).toBe(200);
  });
});

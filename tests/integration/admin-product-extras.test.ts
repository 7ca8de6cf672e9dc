/**
 * The product editor's extras over HTTP (issue 23 item 2): the weight (saved, shown on the product
 * page under "Zusätzliche Informationen", in REST as a string) and the minimum quantity (saved,
 * enforced by the cart with a German notice); bad values refused at the field, nothing saved.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "#db/schema/index.ts";
import { publishDueProducts } from "#modules/catalog/publish-schedule.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let id: number;

beforeAll(async () => {
  const [row] = await db()
    .insert(products)
    .values({
      slug: "t-extras",
      name: "Extras Bohne",
      regularPriceCents: 1000,
      sortPriceCents: 1000,
      maxPriceCents: 1000,
    })
    .returning({ id: products.id });
  id = row!.id;
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

const row = async () => (await db().select().from(products).where(eq(products.id, id)))[0]!;

/** The editor's form as the page renders it (text inputs, checked boxes, selected options). */
async function editorForm() {
  const { res, text } = await owner.get(`/admin/products/${id}/`);
  expect(res.status).toBe(200);
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  const form = new URLSearchParams({ version: hidden(text, "version"), seen: decode(hidden(text, "seen")) });
  for (const m of text.matchAll(/<input[^>]*name="([a-z_]+)"[^>]*value="([^"]*)"/g))
    if (!["version", "seen", "manage_stock", "featured"].includes(m[1]!) && !form.has(m[1]!))
      form.set(m[1]!, decode(m[2]!));
  for (const m of text.matchAll(/<select[^>]*name="([a-z_]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const sel = /<option[^>]*value="([^"]*)"[^>]*selected/.exec(m[2]!)?.[1];
    form.set(m[1]!, sel ?? /<option[^>]*value="([^"]*)"/.exec(m[2]!)?.[1] ?? "");
  }
  return form;
}

const save = (form: URLSearchParams) =>
  owner.request(`/admin/products/${id}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });

describe("weight", () => {
  it("saves a weight in kg and shows it on the product page as WooCommerce does", async () => {
    const page = textOf((await new Visitor(base).get("/product/t-extras/")).text);
    expect(page).not.toContain("Zusätzliche Informationen");
    const form = await editorForm();
    expect(form.get("weight")).toBe("");
    form.set("weight", "0,25");
    const { res, text } = await save(form);
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Gespeichert.");
    expect((await row()).weight).toBe("0.250");
    const shop = textOf((await new Visitor(base).get("/product/t-extras/")).text);
    expect(shop).toContain("Zusätzliche Informationen");
    expect(shop).toContain("Gewicht 0,25 kg");
    expect((await editorForm()).get("weight")).toBe("0,25");
    const en = textOf((await new Visitor(base).get("/en/product/t-extras/")).text);
    expect(en).toContain("Weight 0.25 kg");
  });

  it("refuses a weight below 0, above 1000 kg or not a number, saving nothing", async () => {
    const before = await row();
    for (const bad of ["-1", "1000,5", "zwei", "0,2555"]) {
      const form = await editorForm();
      form.set("weight", bad);
      form.set("name", "Nicht gespeichert");
      const { res, text } = await save(form);
      expect(res.status).toBe(400);
      expect(textOf(text)).toContain("Bitte ein Gewicht von 0 bis 1.000 kg angeben, z. B. 0,25.");
    }
    const after = await row();
    expect(after).toMatchObject({ weight: before.weight, name: before.name, version: before.version });
  });

  it("is part of the REST product shape as a string, and writable there", async () => {
    const nonce = await owner.restNonce();
    const api = (init: RequestInit = {}) =>
      fetch(`${base()}/wp-json/wc/v3/products/${id}`, {
        ...init,
        headers: owner.headers({ "X-WP-Nonce": nonce, "content-type": "application/json" }),
      });
    expect((await (await api()).json()).weight).toBe("0.25");
    const res = await api({ method: "PUT", body: JSON.stringify({ weight: "1.5" }) });
    expect(res.status).toBe(200);
    expect((await res.json()).weight).toBe("1.5");
    const bad = await api({ method: "PUT", body: JSON.stringify({ weight: "-2" }) });
    expect(bad.status).toBe(400);
    expect((await row()).weight).toBe("1.500");
  });
});

describe("minimum quantity", () => {
  it("saves a minimum quantity that the cart enforces with a German notice", async () => {
    const form = await editorForm();
    expect(form.get("min_quantity")).toBe("1");
    form.set("min_quantity", "3");
    expect((await save(form)).res.status).toBe(200);
    expect((await row()).minQuantity).toBe(3);

    const visitor = new Visitor(base);
    const page = await visitor.get("/product/t-extras/");
    expect(page.text).toMatch(/name="quantity"[^>]*min="3"|min="3"[^>]*name="quantity"/);
    const less = await visitor.post("/product/t-extras/", { "add-to-cart": String(id), quantity: "2" });
    expect(less.res.status).toBe(303);
    const after = await visitor.get("/product/t-extras/");
    expect(textOf(after.text)).toContain("Die Mindestmenge für dieses Produkt ist 3.");
    const ok = await visitor.post("/product/t-extras/", { "add-to-cart": String(id), quantity: "3" });
    expect(ok.res.status).toBe(303);
    expect(Number(/data-count="(\d+)"/.exec((await visitor.get("/cart/")).text)?.[1])).toBe(3);
  });

  it("refuses 0, 1001 and fractions at the field, saving nothing", async () => {
    const before = await row();
    for (const bad of ["0", "1001", "2,5", "-1"]) {
      const form = await editorForm();
      form.set("min_quantity", bad);
      const { res, text } = await save(form);
      expect(res.status).toBe(400);
      expect(textOf(text)).toContain("Bitte eine ganze Zahl von 1 bis 1.000 angeben.");
    }
    expect((await row()).minQuantity).toBe(before.minQuantity);
  });
});

describe("status Geplant", () => {
  it("refuses Geplant without a moment or with one in the past, saving nothing", async () => {
    const before = await row();
    for (const when of ["", "2020-01-01T10:00"]) {
      const form = await editorForm();
      form.set("status", "future");
      form.set("publish_at", when);
      const { res, text } = await save(form);
      expect(res.status).toBe(400);
      expect(textOf(text)).toContain("Für „Geplant“ bitte einen Zeitpunkt in der Zukunft angeben.");
    }
    expect(await row()).toMatchObject({ status: before.status, version: before.version, publishAt: null });
  });

  it("schedules a product (hidden from the shop, 'Geplant für …' in the list); the job publishes it when due, once", async () => {
    const form = await editorForm();
    form.set("status", "future");
    form.set("publish_at", "2099-03-01T09:30");
    expect((await save(form)).res.status).toBe(200);
    const saved = await row();
    expect(saved.status).toBe("future");
    expect(saved.publishAt?.toISOString()).toBe("2099-03-01T08:30:00.000Z");
    expect((await new Visitor(base).get("/product/t-extras/")).res.status).toBe(404);
    const list = textOf((await owner.get("/admin/products/?status=future")).text);
    expect(list).toContain("Extras Bohne");
    expect(list).toMatch(/Geplant für 01\.03\.2099, 09:30/);
    expect((await editorForm()).get("publish_at")).toBe("2099-03-01T09:30");

    expect(await publishDueProducts(db(), new Date("2099-03-01T08:29:00Z"))).not.toContain(id);
    expect((await row()).status).toBe("future");
    expect(await publishDueProducts(db(), new Date("2099-03-01T08:31:00Z"))).toContain(id);
    const published = await row();
    expect(published).toMatchObject({ status: "publish", publishAt: null, version: saved.version + 1 });
    expect(await publishDueProducts(db(), new Date("2099-03-01T08:32:00Z"))).not.toContain(id);
    expect((await row()).version).toBe(published.version);
    expect((await new Visitor(base).get("/product/t-extras/")).res.status).toBe(200);
  });
});

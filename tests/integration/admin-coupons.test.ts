/**
 * The coupon screens over HTTP (issue 24): the door (visitor → sign-in, customer → 404), a coupon
 * created with every field (pickers included) and audited, bad input refused whole with German
 * messages at the fields and the input kept, a stale version refused with the input kept, the
 * list's search, filters, usage "0 / 10" and paging, trash and restore (and the 30-day purge),
 * the orders that used a coupon listed with links.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, coupons, couponUsages, orderCoupons, productCategories } from "#db/schema/index.ts";
import { purgeTrashedCoupons } from "#modules/coupons/coupon-edit.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const LIST = "/admin/coupons/";
const NEW = "/admin/coupons/new/";

let owner: Visitor;

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

/** Posts the editor's form; repeated names (the pickers' ticks) as given. */
function postForm(path: string, fields: [string, string][]) {
  return owner.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const FIELDS = {
  code: "",
  description: "",
  discount_type: "percent",
  amount: "",
  date_expires: "",
  minimum_amount: "",
  maximum_amount: "",
  usage_limit: "",
  usage_limit_per_user: "",
  status: "publish",
};

const form = (patch: Partial<typeof FIELDS>, extra: [string, string][] = []): [string, string][] => [
  ...Object.entries({ ...FIELDS, ...patch }),
  ...extra,
];

async function byCode(code: string) {
  const [row] = await db().select().from(coupons).where(eq(coupons.code, code));
  return row;
}

describe("the coupon screens", () => {
  it("sends a visitor to the sign-in and gives a customer 404", async () => {
    const page = await new Visitor(base).get(LIST);
    expect(page.res.status).toBe(302);
    expect(page.res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
    const account = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(account.email, TEST_PASSWORD);
    expect((await customer.get(LIST)).res.status).toBe(404);
    expect((await customer.post(NEW, { ...FIELDS, code: "kunde", amount: "5" })).res.status).toBe(404);
    expect(await byCode("kunde")).toBeUndefined();
  });

  it("creates a coupon with every field, audited, and shows it in the editor", async () => {
    const product = await stockedProduct(db());
    const [category] = await db().select({ id: productCategories.id }).from(productCategories).limit(1);
    const { res } = await postForm(
      NEW,
      form(
        {
          code: "  Sommer10 ",
          description: "Sommeraktion",
          discount_type: "percent",
          amount: "12,5",
          date_expires: "2030-08-31",
          minimum_amount: "20",
          maximum_amount: "500,00",
          usage_limit: "10",
          usage_limit_per_user: "1",
        },
        [
          ["free_shipping", "1"],
          ["individual_use", "1"],
          ["product_ids", String(product.id)],
          ["excluded_product_categories", String(category!.id)],
        ],
      ),
    );
    expect(res.status).toBe(302);
    const row = await byCode("sommer10");
    expect(res.headers.get("location")).toBe(`/admin/coupons/${row!.id}/?created=1`);
    expect(row).toMatchObject({
      description: "Sommeraktion",
      discountType: "percent",
      amount: 1250,
      minimumCents: 2000,
      maximumCents: 50_000,
      usageLimit: 10,
      usageLimitPerUser: 1,
      freeShipping: true,
      individualUse: true,
      productIds: [product.id],
      excludedCategoryIds: [category!.id],
      status: "publish",
      version: 1,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toMatchObject({ action: "create" });

    const { text } = await owner.get(`/admin/coupons/${row!.id}/?created=1`);
    expect(textOf(text)).toContain("Der Gutschein ist angelegt.");
    expect(text).toContain('value="sommer10"');
    expect(text).toContain('value="12,50"');
    expect(text).toContain('value="2030-08-31"');
    expect(text).toContain(`name="product_ids" checked="" value="${product.id}"`);
    expect(textOf(text)).toContain("0 von 10 Verwendungen");
  });

  it("refuses bad input whole, German messages at the fields, the input kept", async () => {
    const bad = await postForm(
      NEW,
      form({
        code: "kaputt",
        discount_type: "percent",
        amount: "150",
        minimum_amount: "50",
        maximum_amount: "10",
        usage_limit: "zehn",
      }),
    );
    expect(bad.res.status).toBe(400);
    const text = textOf(bad.text);
    expect(text).toContain("Es wurde nichts gespeichert.");
    expect(text).toContain("Ein Prozentrabatt kann höchstens 100 % betragen.");
    expect(text).toContain("Der Mindestbestellwert darf nicht über dem Höchstbestellwert liegen.");
    expect(text).toContain("Bitte geben Sie eine ganze Zahl ab 0 ein");
    expect(bad.text).toMatch(/id="coupon-amount"[^>]*aria-invalid="true"/);
    expect(bad.text).toContain('value="zehn"');
    expect(await byCode("kaputt")).toBeUndefined();

    const missing = await postForm(NEW, form({ code: "  ", amount: "5" }));
    expect(textOf(missing.text)).toContain("Bitte geben Sie einen Gutscheincode ein.");
    const taken = await postForm(NEW, form({ code: "SOMMER10", amount: "5", discount_type: "fixed_cart" }));
    expect(taken.res.status).toBe(400);
    expect(textOf(taken.text)).toContain("Diesen Gutscheincode gibt es schon.");
    const foreignId = await postForm(NEW, form({ code: "ids", amount: "5" }, [["product_ids", "abc"]]));
    expect(textOf(foreignId.text)).toContain("Bitte geben Sie gültige IDs an.");
    expect(await byCode("ids")).toBeUndefined();
  });

  it("saves with the version; a stale version is refused and the owner's input kept", async () => {
    const row = (await byCode("sommer10"))!;
    const path = `/admin/coupons/${row.id}/`;
    const saved = await postForm(
      path,
      form({ code: "sommer10", amount: "15", usage_limit: "10" }, [["version", "1"]]),
    );
    expect(saved.res.status).toBe(200);
    expect(textOf(saved.text)).toContain("Der Gutschein ist gespeichert.");
    expect(await byCode("sommer10")).toMatchObject({
      amount: 1500,
      version: 2,
      productIds: [],
      freeShipping: false,
    });
    const stale = await postForm(
      path,
      form({ code: "sommer10", amount: "99", description: "meins" }, [["version", "1"]]),
    );
    expect(stale.res.status).toBe(409);
    expect(textOf(stale.text)).toContain("während Sie ihn bearbeitet haben");
    expect(stale.text).toContain('value="99"');
    expect(stale.text).toContain(">meins</textarea>");
    expect(stale.text).toContain('name="version" value="2"');
    expect(await byCode("sommer10")).toMatchObject({ amount: 1500, version: 2 });
    expect((await owner.get("/admin/coupons/999999/")).res.status).toBe(404);
    expect((await owner.get("/admin/coupons/abc/")).res.status).toBe(404);
  });

  it("lists with usage, search, type and status filters and paging", async () => {
    for (let i = 0; i < 21; i++)
      await db()
        .insert(coupons)
        .values({ code: `liste-${String(i).padStart(2, "0")}`, discountType: "fixed_cart", amount: 500 });
    await db()
      .insert(coupons)
      .values({ code: "entwurf", discountType: "fixed_product", amount: 250, status: "draft" });
    const all = await owner.get(LIST);
    expect(all.res.status).toBe(200);
    expect(textOf(all.text)).toContain("23 Gutscheine");
    expect(textOf(all.text)).toContain("Seite 1 von 2");
    const found = textOf((await owner.get(`${LIST}?q=SOMMER`)).text);
    expect(found).toContain("1 Gutschein");
    expect(found).toMatch(/sommer10\s+Prozentualer Rabatt\s+15 %\s+0 \/ 10/);
    const drafts = textOf((await owner.get(`${LIST}?status=draft`)).text);
    expect(drafts).toContain("1 Gutschein");
    expect(drafts).toContain("entwurf");
    expect(drafts).toContain("Fester Produkt-Rabatt");
    const fixedCart = textOf((await owner.get(`${LIST}?type=fixed_cart&page=2`)).text);
    expect(fixedCart).toContain("21 Gutscheine");
    expect(fixedCart).toContain("Seite 2 von 2");
    expect(fixedCart).toMatch(/5,00\s€\s+0 \/ ∞/);
  });

  it("moves a coupon to the trash and back; the trash is purged after 30 days", async () => {
    const row = (await byCode("entwurf"))!;
    const trashed = await owner.post(LIST, { row: `trash:${row.id}` });
    expect(textOf(trashed.text)).toContain("Der Gutschein „entwurf“ liegt im Papierkorb");
    expect(await byCode("entwurf")).toMatchObject({ status: "trash", statusBeforeTrash: "draft" });
    expect(textOf((await owner.get(`${LIST}?status=draft`)).text)).toContain("Keine Gutscheine gefunden.");
    const trash = textOf((await owner.get(`${LIST}?status=trash`)).text);
    expect(trash).toContain("nach 30 Tagen endgültig gelöscht");
    expect(trash).toContain("entwurf");
    expect(textOf((await owner.get(`/admin/coupons/${row.id}/`)).text)).toContain("liegt im Papierkorb");
    const restored = await owner.post(`/admin/coupons/${row.id}/`, { intent: "restore" });
    expect(restored.res.status).toBe(200);
    expect(await byCode("entwurf")).toMatchObject({ status: "draft", trashedAt: null });
    await owner.post(LIST, { row: `trash:${row.id}` });
    expect(await purgeTrashedCoupons(db(), new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await purgeTrashedCoupons(db(), new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await byCode("entwurf")).toBeUndefined();
    expect((await owner.post(LIST, { row: `restore:${row.id}` })).res.status).toBe(404);
  });

  it("lists the orders that used a coupon, with links", async () => {
    const row = (await byCode("sommer10"))!;
    const account = await createCustomer(db());
    const product = await stockedProduct(db());
    const order = await placeTestOrder(db(), {
      userId: account.id,
      email: account.email,
      productId: product.id,
    });
    await db()
      .insert(couponUsages)
      .values({ couponId: row.id, orderId: order.id, userId: account.id, email: account.email });
    await db()
      .insert(orderCoupons)
      .values({ orderId: order.id, couponId: row.id, code: row.code, discountCents: 345 });
    await db().update(coupons).set({ usageCount: 1 }).where(eq(coupons.id, row.id));
    const { text } = await owner.get(`/admin/coupons/${row.id}/`);
    expect(textOf(text)).toContain("1 von 10 Verwendungen");
    expect(text).toContain(`href="/admin/orders/${order.id}/"`);
    expect(textOf(text)).toContain(`Bestellung #${order.id}`);
    expect(textOf(text)).toContain("−3,45 €");
    expect(textOf((await owner.get(`${LIST}?q=sommer`)).text)).toContain("1 / 10");
  });
});

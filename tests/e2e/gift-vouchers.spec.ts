/**
 * Gift vouchers in a browser (issue 24 item 3): a voucher code typed into the checkout's coupon
 * field pays part of the order; the review shows the voucher below the total with its remaining
 * balance and the amount still due; the order is placed; the owner finds the voucher on
 * /admin/vouchers/ by its code, with the redemption in its history. Axe 0 on both screens;
 * screenshots at 1280/768/375 px in /tmp/shots-v24b/. And the whole way: a visitor buys a voucher,
 * the owner marks it paid, the code arrives by mail, it pays one order in part and the next one
 * with the rest (the code field emptied after each apply), both invoices tax the goods and show
 * the voucher as a payment; the voucher's screens by keyboard, axe 0.
 */
import { expect, type Page, test } from "@playwright/test";
import { and, eq, sql } from "drizzle-orm";
import { mailOutbox, orderDocuments, orders } from "#db/schema/index.ts";
import type { DocumentSnapshot } from "#modules/documents/snapshot.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { pdfText } from "../setup/pdf-text.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import {
  addButtons,
  expectNoAxeViolations,
  setSettingValues,
  shopReady,
  wcAjax,
  withE2eDatabase,
} from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-v24b";

test.beforeAll(() => setSettingValues({ "checkout.ordersPerHour": 10000 }));

test("a voucher code redeemed at checkout shows the remaining balance; the owner sees the redemption", async ({
  page,
}) => {
  const code = `E2EV-${String(Date.now() % 10_000).padStart(4, "0")}-WXYZ`;
  await withE2eDatabase((db) =>
    db.execute(
      sql`insert into gift_vouchers (code, initial_cents, balance_cents) values (${code}, 50000, 50000)`,
    ),
  );
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
  await page.goto("/checkout/");
  await page.locator(".checkout-coupon input[name=coupon_code]").fill(code.toLowerCase());
  await page.locator(".checkout-coupon button[name=apply_coupon]").click();
  const voucherRow = page.locator(".woocommerce-checkout-review-order-table tr.gift-voucher");
  await expect(voucherRow).toContainText(`abzüglich Gutschein ${code}`);
  await expect(voucherRow).toContainText("Restguthaben");
  await expect(page.locator(".woocommerce-checkout-review-order-table tr.order-due")).toContainText("0,00");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "checkout-voucher", [1280, 768, 375]);

  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", "Lindenstraße 12");
  await page.fill("#billing_postcode", "10115");
  await page.fill("#billing_city", "Berlin");
  await page.fill("#billing_email", "gutschein@example.com");
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);

  const owner = await newOwner();
  await signInOwner(page, owner, "/admin/vouchers/");
  await page.getByLabel("Code suchen").fill(code.slice(0, 9));
  await page.getByRole("button", { name: "Suchen" }).click();
  await page.getByRole("link", { name: code }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(code);
  await expect(page.locator(".admin-voucher__history")).toContainText("Eingelöst");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "admin-voucher", [1280, 375]);
});

/** The page's client has taken over (React Router's modules are there). */
const hydrated = (page: Page) => page.waitForFunction(() => "__reactRouterRouteModules" in window);

/** Places the cart's order at checkout by prepayment; its id. */
async function placeByPrepayment(page: Page, email: string): Promise<number> {
  await page.goto("/checkout/");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", "Lindenstraße 12");
  await page.fill("#billing_postcode", "10115");
  await page.fill("#billing_city", "Berlin");
  await page.fill("#billing_email", email);
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  return Number(/order-received\/(\d+)\//.exec(page.url())![1]);
}

/** The owner sets the order to "In Bearbeitung" (the money arrived) on its page, by keyboard. */
async function markPaid(page: Page, orderId: number): Promise<void> {
  await page.goto(`/admin/orders/${orderId}/`);
  await hydrated(page);
  const status = page.locator("#status-to");
  await tabTo(page, status);
  await page.keyboard.type("In B");
  await expect(status).toHaveValue("processing");
  await tabTo(page, page.getByRole("button", { name: "Status ändern" }));
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-page__head .admin-badge")).toHaveText("In Bearbeitung");
}

type Invoice = { number: string; pdf: Uint8Array; snapshot: DocumentSnapshot };

const invoiceOf = (orderId: number) =>
  withE2eDatabase(async (db) => {
    const [row] = await db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, "invoice")));
    return row as Invoice | undefined;
  });

const oneSpace = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ");

test("a gift voucher bought, paid, mailed and redeemed over two orders; both invoices tax the goods and show the voucher as a payment", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const { variation, cheap, dear } = await withE2eDatabase(async (db) => {
    const v = await db.execute<{ id: number; vid: number; cents: number }>(sql`
      select p.id, v.id as vid, v.regular_price_cents as cents from products p
      join product_variations v on v.product_id = p.id and v.enabled
      where p.gift_voucher and p.status = 'publish' and v.regular_price_cents = 5000`);
    const simple = await db.execute<{ id: number; cents: number }>(sql`
      select id, coalesce(sale_price_cents, regular_price_cents) as cents from products
      where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock
        and min_quantity = 1 and not gift_voucher and regular_price_cents is not null
      order by coalesce(sale_price_cents, regular_price_cents), id`);
    const rows = simple.rows;
    return {
      variation: v.rows[0]!,
      cheap: rows.find((r) => r.cents >= 500 && r.cents <= 2500)!,
      dear: rows.findLast((r) => r.cents >= 1500)!,
    };
  });
  expect(variation, "the demo's 50 € voucher").toBeTruthy();
  const add = async (productId: number, variationId?: number, quantity = 1) => {
    const res = await page.request.post("/?wc-ajax=add_to_cart", {
      form: {
        product_id: String(productId),
        quantity: String(quantity),
        ...(variationId ? { variation_id: String(variationId) } : {}),
      },
    });
    expect((await res.json()).error).toBeUndefined();
  };

  // A visitor buys the 50 € voucher by prepayment; the owner marks the money as arrived.
  const buyer = `gutschein-kauf-${stamp}@example.com`;
  await page.goto("/shop/");
  await add(variation.id, variation.vid);
  const sale = await placeByPrepayment(page, buyer);
  const owner = await newOwner("shop_manager");
  // A context of its own (axe needs one made by newContext), with the project's base URL.
  const ownerContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInOwner(ownerPage, owner, `/admin/orders/${sale}/`);
  await markPaid(ownerPage, sale);

  // The code arrives in the mail (the outbox the mail sink sends from).
  const voucherMail = () =>
    withE2eDatabase(async (db) => {
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order:${sale}:gift-vouchers:customer`));
      return row;
    });
  await expect.poll(voucherMail, { timeout: 30_000 }).toBeDefined();
  const mail = (await voucherMail())!;
  expect(mail.to).toBe(buyer);
  const code = /Code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text)![1]!;
  expect(oneSpace(mail.text)).toContain("Wert: 50,00 €");

  // First order: less than the voucher; it pays all of it (partially spent). The code typed in
  // the cart's coupon field (JavaScript), which empties it afterwards.
  const email = `gutschein-einloesen-${stamp}@example.com`;
  await page.context().clearCookies();
  await page.goto("/shop/");
  await add(cheap.id);
  await page.goto("/cart/");
  await hydrated(page);
  const field = page.locator("#coupon_code_cart");
  await field.fill(code.toLowerCase());
  await page.locator("button[name=apply_coupon]").first().click();
  const cartVoucher = page.locator(".cart_totals tr.gift-voucher");
  await expect(cartVoucher).toContainText(`abzüglich Gutschein ${code}`);
  await expect(field).toHaveValue("");
  await expect(page.locator(".cart_totals tr.order-due")).toContainText("Noch zu zahlen");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "cart-voucher", [1280, 375]);
  const one = await placeByPrepayment(page, email);
  await expect(page.locator(".woocommerce-order-details tr.gift-voucher")).toContainText(code);

  // Second order: more than the rest; the voucher pays the rest, the customer the remainder.
  await add(dear.id, undefined, 3);
  await page.goto("/checkout/");
  await hydrated(page);
  await page.locator(".checkout-coupon input[name=coupon_code]").fill(code);
  await page.locator(".checkout-coupon button[name=apply_coupon]").click();
  await expect(page.locator(".checkout-coupon__voucher")).toContainText(code);
  await expect(page.locator(".checkout-coupon input[name=coupon_code]")).toHaveValue("");
  const two = await placeByPrepayment(page, email);
  const [first, second] = await withE2eDatabase(async (db) =>
    db.select().from(orders).where(sql`${orders.id} in (${one}, ${two})`).orderBy(orders.id),
  );
  expect(first!.voucherCents).toBe(first!.totalCents);
  expect(second!.voucherCents).toBe(5000 - first!.voucherCents);
  expect(second!.totalCents).toBeGreaterThan(second!.voucherCents);
  await expect(page.locator(".woocommerce-order-details tr.order-due")).toContainText(
    formatPrice(second!.totalCents - second!.voucherCents, "de").replace(/\s/g, " "),
  );

  // The owner records the second payment; both orders get their invoices.
  await markPaid(ownerPage, two);
  await expect(ownerPage.locator(".admin-order-totals__voucher").first()).toContainText(code);
  for (const order of [first!, second!]) {
    await expect.poll(() => invoiceOf(order.id), { timeout: 60_000 }).toBeDefined();
    const invoice = (await invoiceOf(order.id))!;
    const s = invoice.snapshot;
    expect(s.voucherPayments).toEqual([{ code, cents: order.voucherCents }]);
    expect(s.vat.grossCents).toBe(order.totalCents);
    expect(s.vat.rows.some((r) => r.rateBp > 0 && r.vatCents > 0)).toBe(true);
    const text = oneSpace((await pdfText(invoice.pdf)).join(" "));
    for (const r of s.vat.rows.filter((x) => x.rateBp > 0))
      expect(text).toContain(oneSpace(formatPrice(r.vatCents, "de")));
    expect(text).toContain(`abzüglich Gutschein ${code}`);
    expect(text).toContain(oneSpace(formatPrice(-order.voucherCents, "de")));
    expect(text).toContain("Noch zu zahlen");
  }

  // The voucher's screens, keyboard only: the list searched by code, the history with both orders.
  await ownerPage.goto("/admin/vouchers/");
  await hydrated(ownerPage);
  await tabTo(ownerPage, ownerPage.getByLabel("Code suchen"));
  await ownerPage.keyboard.type(code.slice(0, 9));
  await ownerPage.keyboard.press("Enter");
  const link = ownerPage.getByRole("link", { name: code });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await tabTo(ownerPage, link);
  await ownerPage.keyboard.press("Enter");
  await expect(ownerPage.getByRole("heading", { level: 1 })).toContainText(code);
  const history = ownerPage.locator(".admin-voucher__history");
  await expect(history).toContainText(String(one));
  await expect(history).toContainText(String(two));
  await expectNoAxeViolations(ownerPage);
  await ownerContext.close();
});

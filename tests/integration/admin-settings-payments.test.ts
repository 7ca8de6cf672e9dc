/**
 * The Zahlung settings group over HTTP (issue 21 item 5): each value checked with a German
 * reason, the refusals across the group (no method, prepayment without bank details, limits the
 * wrong way round; SEPA without a creditor id is in payment-check.test.ts), the bank details an
 * administrator-only part, one audit entry per save; then checkout with cash on delivery and pay
 * at pickup in the owner's order, a switched-off method refused, an address without any method.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/index.ts";
import { getSetting, setSettings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader } from "../setup/cookie-jar.ts";
import {
  type CheckoutResult,
  GUEST_ORDER_FIELDS,
  type Guest,
  guestAtCheckout,
  postForm,
  SIMPLE_PRODUCT_SQL,
} from "../setup/guest-checkout.ts";
import { mailText } from "../setup/mail-text.ts";
import { createCustomer, forceStatus, placeTestOrder, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200" };
const sink = smtpSinkForFile(env);
const app = appForFile(env);
const db = () => app().database.db;
const base = () => app().url;

let admin: Visitor;
let manager: Visitor;
let productId: number;

const BANK = {
  "payment.bacsAccountHolder": "Röstwerk Laden GmbH",
  "payment.bacsIban": "DE02120300000000202051",
  "payment.bacsBic": "BYLADEM1001",
  "payment.bacsBank": "Deutsche Kreditbank Berlin",
};

/** The whole Zahlung form as the screen posts it (checkboxes: present means on). */
function paymentsForm(over: Record<string, string | string[] | undefined> = {}): URLSearchParams {
  const fields: Record<string, string | string[] | undefined> = {
    "payment.order": [
      "german_market_sepa_direct_debit",
      "german_market_purchase_on_account",
      "bacs",
      "cod",
      "pay_at_pickup",
    ],
    "payment.sepaEnabled": "on",
    "payment.invoiceEnabled": "on",
    "payment.bacsEnabled": "on",
    "sepa.ibanRequired": "on",
    "sepa.holderRequired": "on",
    "sepa.mandateText": "",
    "sepa.preNotificationDays": "1",
    "payment.invoiceCountries": ["DE"],
    "payment.invoiceAudience": "everyone",
    "payment.invoiceMinCents": "0,00",
    "payment.invoiceMaxCents": "0,00",
    "payment.invoiceDeactivateShipToDifferentAddress": "on",
    ...BANK,
    ...over,
  };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return form;
}

function save(who: Visitor, form: URLSearchParams) {
  return who.request("/admin/settings/payments/", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
}

async function lastAudit() {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entityId, "payments")))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

beforeAll(async () => {
  admin = await ownerVisitor(base, await createOwner(db(), "administrator"));
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const [row] = (await app().database.pool.query<{ id: number }>(SIMPLE_PRODUCT_SQL)).rows;
  productId = row!.id;
});

describe("the Zahlung group", () => {
  it("is listed for a shop manager and shows the methods in the stored order", async () => {
    expect(textOf((await manager.get("/admin/settings/")).text)).toMatch(/Zahlung.*Shop-Status/s);
    await settingsChange(app(), () =>
      setSettings(db(), { "payment.order": ["bacs", "cod", "german_market_sepa_direct_debit"] }),
    );
    const { res, text } = await manager.get("/admin/settings/payments/");
    expect(res.status).toBe(200);
    const order = [...text.matchAll(/name="payment.order" value="([^"]+)"/g)].map((m) => m[1]);
    // Methods the stored order leaves out follow in the default order.
    expect(order).toEqual([
      "bacs",
      "cod",
      "german_market_sepa_direct_debit",
      "german_market_purchase_on_account",
      "pay_at_pickup",
    ]);
    expect(textOf(text)).toContain("Diese Angaben darf nur ein Administrator ändern.");
    expect(text).toMatch(/name="payment.bacsIban"[^>]*readOnly|readOnly[^>]*name="payment.bacsIban"/i);
  });

  it("refuses bad values with German reasons per field and saves nothing", async () => {
    const { res, text } = await save(
      admin,
      paymentsForm({
        "payment.bacsIban": "DE03 1203 0000 0000 2020 51",
        "sepa.mandateText": "Ich ermächtige {creditor} am {datum}.",
        "sepa.preNotificationDays": "0",
        "payment.invoiceMaxCents": "zehn",
      }),
    );
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    expect(visible).toContain("keine gültige IBAN");
    expect(visible).toContain("unbekannter Platzhalter {datum}");
    expect(visible).toContain("mindestens 1 Tag");
    expect(visible).toContain("Bitte einen Betrag wie 4,90 eingeben.");
    expect(await getSetting(db(), "payment.bacsIban")).toBe(BANK["payment.bacsIban"]);
  });

  it("refuses what would leave checkout without a way to pay, with the reason", async () => {
    const noneOn = await save(
      admin,
      paymentsForm({
        "payment.sepaEnabled": undefined,
        "payment.invoiceEnabled": undefined,
        "payment.bacsEnabled": undefined,
      }),
    );
    expect(noneOn.res.status).toBe(409);
    expect(textOf(noneOn.text)).toContain("Mindestens eine Zahlungsart muss eingeschaltet sein");

    const noBank = await save(
      admin,
      paymentsForm({ "payment.bacsIban": "", "payment.bacsAccountHolder": "" }),
    );
    expect(noBank.res.status).toBe(409);
    expect(textOf(noBank.text)).toContain("Vorkasse braucht eine Bankverbindung");

    const limits = await save(
      admin,
      paymentsForm({ "payment.invoiceMinCents": "500", "payment.invoiceMaxCents": "100" }),
    );
    expect(limits.res.status).toBe(409);
    expect(textOf(limits.text)).toContain(
      "Mindestbestellwert für Kauf auf Rechnung liegt über dem Höchstbestellwert",
    );
    expect(await getSetting(db(), "payment.bacsEnabled")).toBe(true);
    expect(await getSetting(db(), "payment.invoiceMinCents")).toBe(0);

    // Only pay at pickup: saved, with a warning that delivered orders find no method.
    const pickupOnly = await save(
      admin,
      paymentsForm({
        "payment.sepaEnabled": undefined,
        "payment.invoiceEnabled": undefined,
        "payment.bacsEnabled": undefined,
        "payment.pickupEnabled": "on",
      }),
    );
    expect(pickupOnly.res.status).toBe(200);
    expect(textOf(pickupOnly.text)).toContain("Hinweis: Nur „Zahlung bei Abholung“ ist eingeschaltet");
    expect((await save(admin, paymentsForm())).res.status).toBe(200);
  });

  it('shows German Market\'s stored "1" for B8 as on, so saving keeps it on', async () => {
    await settingsChange(app(), () =>
      setSettings(db(), { "payment.invoiceDeactivateShipToDifferentAddress": "1" }),
    );
    const { text } = await admin.get("/admin/settings/payments/");
    expect(text).toMatch(
      /<input type="checkbox"[^>]*name="payment.invoiceDeactivateShipToDifferentAddress"[^>]*checked/,
    );
  });

  it("lets only an administrator change the bank details; a shop manager saves the rest", async () => {
    const tampered = await save(manager, paymentsForm({ "payment.bacsIban": "DE89370400440532013000" }));
    expect(tampered.res.status).toBe(403);
    expect(textOf(tampered.text)).toContain("Diese Angaben darf nur ein Administrator ändern.");
    expect(await getSetting(db(), "payment.bacsIban")).toBe(BANK["payment.bacsIban"]);

    // The shop manager's own form posts the read-only values unchanged: accepted.
    const ok = await save(manager, paymentsForm({ "sepa.preNotificationDays": "3" }));
    expect(ok.res.status).toBe(200);
    expect(await getSetting(db(), "sepa.preNotificationDays")).toBe(3);
    const managerEntry = await lastAudit();
    expect(Object.keys(managerEntry?.changes ?? {})).toContain("sepa.preNotificationDays");
    expect(Object.keys(managerEntry?.changes ?? {}).filter((k) => k.startsWith("payment.bacs"))).toEqual([]);

    const changed = await save(admin, paymentsForm({ "payment.bacsIban": "DE89 3704 0044 0532 0130 00" }));
    expect(changed.res.status).toBe(200);
    expect(await getSetting(db(), "payment.bacsIban")).toBe("DE89370400440532013000");
    const entry = await lastAudit();
    expect(entry?.id).not.toBe(managerEntry?.id);
    expect(Object.keys(entry?.changes ?? {})).toContain("payment.bacsIban");
    // The audit keeps no account number in clear.
    expect(JSON.stringify(entry?.changes)).not.toContain("0532013000");
    await save(admin, paymentsForm());
  });

  it("saves the order and the switches in one audited change, read by checkout at once", async () => {
    const { res, text } = await save(
      admin,
      paymentsForm({
        "payment.order": [
          "cod",
          "pay_at_pickup",
          "bacs",
          "german_market_sepa_direct_debit",
          "german_market_purchase_on_account",
        ],
        "payment.codEnabled": "on",
        "payment.pickupEnabled": "on",
      }),
    );
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Gespeichert.");
    expect(await getSetting(db(), "payment.order")).toEqual([
      "cod",
      "pay_at_pickup",
      "bacs",
      "german_market_sepa_direct_debit",
      "german_market_purchase_on_account",
    ]);
    const entry = await lastAudit();
    expect(Object.keys(entry?.changes ?? {})).toEqual(
      expect.arrayContaining(["payment.order", "payment.codEnabled", "payment.pickupEnabled"]),
    );
  });
});

const checkoutFields = (g: Guest, extra: Record<string, string>) => ({
  "woocommerce-process-checkout-nonce": g.nonce,
  laden_checkout_token: g.token,
  ...GUEST_ORDER_FIELDS,
  ...extra,
});

async function checkout(
  g: Guest,
  extra: Record<string, string>,
): Promise<CheckoutResult & { messages?: string }> {
  const res = await postForm(base(), "/?wc-ajax=checkout", g.j, checkoutFields(g, extra));
  expect(res.status).toBe(200);
  return res.json();
}

/** `update_order_review` for the form: the review and the payment section's fragment. */
async function reviewed(g: Guest, extra: Record<string, string>) {
  const page = await fetch(`${base()}/checkout/`, { headers: { cookie: cookieHeader(g.j) } });
  const nonce = /data-update-order-review-nonce="([^"]+)"/.exec(await page.text())![1]!;
  const res = await postForm(base(), "/?wc-ajax=update_order_review", g.j, {
    security: nonce,
    ...checkoutFields(g, extra),
  });
  return (await res.json()) as {
    review: { paymentMethods: { id: string }[] };
    fragments: Record<string, string>;
  };
}

async function offered(g: Guest, extra: Record<string, string>): Promise<string[]> {
  return (await reviewed(g, extra)).review.paymentMethods.map((m) => m.id);
}

async function orderRow(redirect: string) {
  const id = Number(/order-received\/(\d+)/.exec(redirect)![1]);
  const [row] = (
    await app().database.pool.query<{ status: string; payment_method: string; shipping_method: string }>(
      "select status, payment_method, shipping_method from orders where id = $1",
      [id],
    )
  ).rows;
  return row!;
}

describe("checkout with the new methods", () => {
  it("offers cash on delivery first with a carrier, pay at pickup only with local pickup", async () => {
    const g = await guestAtCheckout(base(), productId);
    const delivered = await offered(g, { "shipping_method[0]": "flat_rate:1" });
    expect(delivered[0]).toBe("cod");
    expect(delivered).not.toContain("pay_at_pickup");
    const pickup = await offered(g, { "shipping_method[0]": "local_pickup:3" });
    expect(pickup[0]).toBe("pay_at_pickup");
    expect(pickup).not.toContain("cod");
  });

  it("places a cash-on-delivery order (processing), named on the order-received page", async () => {
    const g = await guestAtCheckout(base(), productId);
    const body = await checkout(g, { "shipping_method[0]": "flat_rate:1", payment_method: "cod" });
    expect(body.result).toBe("success");
    expect(await orderRow(body.redirect!)).toMatchObject({ status: "processing", payment_method: "cod" });
    const page = await fetch(`${base()}${body.redirect}`, {
      headers: { cookie: cookieHeader(g.j) },
    });
    expect(textOf(await page.text())).toContain("Nachnahme");
    const id = /order-received\/(\d+)/.exec(body.redirect!)![1]!;
    const confirmation = () =>
      sink.mails
        .map((m) => mailText(m.data))
        .find((t) => t.includes(`Bestellung ${id}`) && t.includes("Paketboten"));
    await expect.poll(confirmation, { timeout: 60_000 }).toBeDefined();
    expect(confirmation()).toContain("Nachnahme");
    // The back office's order page names the method too.
    expect(textOf((await admin.get(`/admin/orders/${id}/`)).text)).toContain("Nachnahme");
  });

  it("places a pay-at-pickup order and refuses cash on delivery with pickup", async () => {
    const g = await guestAtCheckout(base(), productId);
    const wrong = await checkout(g, { "shipping_method[0]": "local_pickup:3", payment_method: "cod" });
    expect(wrong.result).toBe("failure");
    expect(wrong.errors?.map((e) => e.code)).toContain("laden_invalid_payment_method");
    const body = await checkout(g, {
      "shipping_method[0]": "local_pickup:3",
      payment_method: "pay_at_pickup",
    });
    expect(body.result).toBe("success");
    expect(await orderRow(body.redirect!)).toMatchObject({
      status: "processing",
      payment_method: "pay_at_pickup",
      shipping_method: "local_pickup:3",
    });
  });

  it("offers purchase on account by the owner's audience: guests, signed-in and returning customers", async () => {
    const invoice = "german_market_purchase_on_account";
    const flat = { "shipping_method[0]": "flat_rate:1" };
    const customer = await createCustomer(db());
    const visitor = new Visitor(base);
    await visitor.signIn(customer.email, TEST_PASSWORD);
    expect(
      (
        await postForm(base(), "/?wc-ajax=add_to_cart", visitor.cookies, {
          product_id: String(productId),
          quantity: "1",
        })
      ).status,
    ).toBe(200);
    const signedIn: Guest = { j: visitor.cookies, nonce: "", token: "" };
    const guest = await guestAtCheckout(base(), productId);

    await settingsChange(app(), () => setSettings(db(), { "payment.invoiceAudience": "account" }));
    expect(await offered(guest, flat)).not.toContain(invoice);
    expect(await offered(signedIn, flat)).toContain(invoice);

    await settingsChange(app(), () => setSettings(db(), { "payment.invoiceAudience": "returning" }));
    expect(await offered(signedIn, flat)).not.toContain(invoice);
    const earlier = await placeTestOrder(db(), { userId: customer.id, email: customer.email, productId });
    await forceStatus(db(), earlier.id, "completed");
    // Placing that order emptied the customer's cart: fill it again.
    await postForm(base(), "/?wc-ajax=add_to_cart", visitor.cookies, {
      product_id: String(productId),
      quantity: "1",
    });
    expect(await offered(signedIn, flat)).toContain(invoice);
    await settingsChange(app(), () => setSettings(db(), { "payment.invoiceAudience": "everyone" }));
  });

  it("names the pre-notification days in the SEPA order mail and its mandate", async () => {
    await settingsChange(app(), () => setSettings(db(), { "sepa.preNotificationDays": 5 }));
    const g = await guestAtCheckout(base(), productId);
    const email = `vorab-${Date.now()}@example.com`;
    const body = await checkout(g, {
      "shipping_method[0]": "flat_rate:1",
      billing_email: email,
      payment_method: "german_market_sepa_direct_debit",
      "german-market-sepa-holder": "Erika Mustermann",
      "german-market-sepa-iban": "DE89370400440532013000",
      "german-market-sepa-checkbox": "1",
    });
    expect(body.result).toBe("success");
    const mail = () => sink.mails.filter((m) => m.to.includes(email)).map((m) => mailText(m.data))[0];
    await expect.poll(mail, { timeout: 60_000 }).toBeDefined();
    expect(mail()).toContain("Wir ziehen den Betrag frühestens 5 Tage nach ihrem Versand ein.");
    expect(mail()).toContain("spätestens 5 Tage vor dem Einzug");
  });

  it("refuses a method the owner switched off", async () => {
    await settingsChange(app(), () => setSettings(db(), { "payment.codEnabled": false }));
    const g = await guestAtCheckout(base(), productId);
    const body = await checkout(g, { "shipping_method[0]": "flat_rate:1", payment_method: "cod" });
    expect(body.result).toBe("failure");
    expect(body.errors?.map((e) => e.code)).toContain("laden_invalid_payment_method");
  });

  it("refuses the order with a clear message when no method suits the address", async () => {
    await settingsChange(app(), () =>
      setSettings(db(), {
        "payment.sepaEnabled": false,
        "payment.bacsEnabled": false,
        "payment.codEnabled": false,
        "payment.pickupEnabled": false,
        "payment.invoiceCountries": ["DE"],
      }),
    );
    const g = await guestAtCheckout(base(), productId);
    const austria = { billing_country: "AT", billing_postcode: "1010", billing_city: "Wien" };
    // Austria's flat rate is its zone's own (migration 0025).
    const review = await reviewed(g, { ...austria, "shipping_method[0]": "flat_rate:4" });
    expect(review.review.paymentMethods).toEqual([]);
    expect(textOf(review.fragments[".woocommerce-checkout-payment"] ?? "")).toContain(
      "Für diese Adresse ist keine Zahlungsart verfügbar.",
    );
    const body = await checkout(g, {
      ...austria,
      "shipping_method[0]": "flat_rate:4",
      payment_method: "bacs",
    });
    expect(body.result).toBe("failure");
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        code: "laden_no_payment_method",
        message: "Für diese Adresse ist keine Zahlungsart verfügbar.",
      }),
    );
  });
});

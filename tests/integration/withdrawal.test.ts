/**
 * The withdrawal button over HTTP, as a browser without JavaScript uses it: the footer link,
 * step 1 (name, order number, e-mail; prefilled for the signed-in owner), step 2 "Widerruf
 * bestätigen" (nonce, rate limit), the order marked with a note and two e-mails through the
 * outbox and the SMTP sink; a repeated withdrawal changes nothing; a pair that matches no order
 * and bad input store nothing.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderRow } from "#db/schema/orders.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { mailSubject, mailText } from "../setup/mail-text.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200", TRUST_PROXY: "1" };
const smtp = smtpSinkForFile(env);
const app = appForFile(env);
const db = () => app().database.db;
let customer: { id: number; email: string };
let productId: number;

beforeAll(async () => {
  customer = await createCustomer(db());
  productId = (await stockedProduct(db(), 100)).id;
});

const newOrder = () => placeTestOrder(db(), { userId: customer.id, email: customer.email, productId });

async function orderState(id: number) {
  const { rows } = await db().execute<{
    withdrawn_at: Date | null;
    notes: number;
    visible: number;
    mails: number;
  }>(sql`
    select o.withdrawn_at,
      (select count(*)::int from order_notes n where n.order_id = o.id) as notes,
      (select count(*)::int from order_notes n where n.order_id = o.id and n.customer_visible) as visible,
      (select count(*)::int from mail_outbox m where m.dedupe_key like ${`order:${id}:withdrawal:%`}) as mails
    from orders o where o.id = ${id}`);
  return rows[0]!;
}

async function waitForMails(subject: RegExp, count: number, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.mails.filter((m) => subject.test(mailSubject(m.data)));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`only ${found.length} mails matching ${subject}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Step 1 then step 2, as the two forms post them. */
async function withdraw(v: Visitor, fields: { name: string; order: string; email: string }) {
  const page = await v.get("/vertrag-widerrufen/");
  const review = await v.post("/vertrag-widerrufen/", { ...fields, step: "review" });
  expect(review.res.status).toBe(200);
  const nonce = hidden(review.text, "laden-withdrawal-nonce");
  const confirm = await v.post("/vertrag-widerrufen/", {
    ...fields,
    step: "confirm",
    "laden-withdrawal-nonce": nonce,
  });
  return { page, review, confirm };
}

describe("the withdrawal button", () => {
  it("is linked from the footer of every page, labelled Vertrag widerrufen", async () => {
    for (const path of ["/", "/shop/", "/cart/"]) {
      const { text } = await new Visitor(() => app().url).get(path);
      expect(text).toMatch(/<footer[\s\S]*<a href="\/vertrag-widerrufen\/"[^>]*>Vertrag widerrufen<\/a>/);
    }
    const en = await new Visitor(() => app().url).get("/en/");
    expect(en.text).toMatch(/<a href="\/en\/vertrag-widerrufen\/"[^>]*>Withdraw from contract<\/a>/);
  });

  it("delivers the order mails placeOrder queued: once each, the IBAN masked, with the withdrawal link", async () => {
    const order = await newOrder();
    const [mail] = await waitForMails(new RegExp(`^Ihre Bestellung ${order.id} bei `), 1);
    await waitForMails(new RegExp(`^Neue Bestellung ${order.id} `), 1);
    const body = mailText(mail!.data);
    expect(mail!.to).toEqual([customer.email]);
    expect(body).toMatch(/DE\*\* \*{4} \*{4} \*{4} \*{2}30 00/);
    expect(body).not.toContain("DE89370400440532013000");
    expect(body).not.toContain("0532 0130 00");
    expect(body).toContain(order.mandateReference!);
    expect(body).toContain("/vertrag-widerrufen/");
    await new Promise((r) => setTimeout(r, 600)); // a few more outbox runs
    // The confirmation and the shop's copy (the SEPA order's invoice comes in a mail of its own).
    const copies = smtp.mails.filter((m) =>
      new RegExp(`^(Ihre|Neue) Bestellung ${order.id}( |$)`).test(mailSubject(m.data)),
    );
    expect(copies).toHaveLength(2);
  });

  it("withdraws in two steps, marks the order once and mails the customer and the shop", async () => {
    const order = await newOrder();
    const v = new Visitor(() => app().url);
    const fields = { name: "Erika Mustermann", order: String(order.id), email: customer.email.toUpperCase() };
    const { page, review, confirm } = await withdraw(v, fields);

    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("cache-control")).toContain("no-store");
    expect(page.text).toMatch(/<h1[^>]*>Vertrag widerrufen<\/h1>/);
    for (const name of ["name", "order", "email"]) expect(page.text).toContain(`name="${name}"`);

    // Step 2: the declaration and the button; nothing stored yet.
    expect(textOf(review.text)).toContain(
      `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung ${order.id}.`,
    );
    expect(review.text).toMatch(
      /<button type="submit"[^>]*value="confirm"[^>]*name="step"[^>]*>Widerruf bestätigen<\/button>/,
    );

    expect(confirm.res.status).toBe(200);
    const done = textOf(confirm.text);
    expect(done).toContain("Ihr Widerruf ist eingegangen");
    expect(done).toMatch(
      new RegExp(
        `Widerruf der Bestellung ${order.id} am \\d{1,2}\\. \\p{L}+ 20\\d\\d um \\d\\d:\\d\\d:\\d\\d Uhr erhalten`,
        "u",
      ),
    );

    const state = await orderState(order.id);
    expect(state.withdrawn_at).not.toBeNull();
    expect(state.visible).toBe(1);
    expect(state.mails).toBe(2);

    const [toCustomer] = await waitForMails(
      new RegExp(`Eingangsbestätigung Ihres Widerrufs – Bestellung ${order.id}$`),
      1,
    );
    expect(toCustomer!.to).toEqual([customer.email]);
    const body = mailText(toCustomer!.data);
    expect(body).toMatch(/Eingang Ihres Widerrufs am \d{1,2}\. \p{L}+ 20\d\d um \d\d:\d\d:\d\d Uhr/u);
    expect(body).toContain(
      `„Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung ${order.id}.“`,
    );
    expect(body).toContain("Name: Erika Mustermann");

    const [toShop] = await waitForMails(new RegExp(`^Widerruf zu Bestellung ${order.id}$`), 1);
    expect(toShop!.to).toEqual(["hallo@roestwerk.example"]);
    expect(mailText(toShop!.data)).toMatch(/Frist/);

    // The customer sees it on the order page.
    const owner = new Visitor(() => app().url);
    await owner.signIn(customer.email, TEST_PASSWORD);
    const view = await owner.get(`/my-account/view-order/${order.id}/`);
    expect(textOf(view.text)).toMatch(/Sie haben den Vertrag am .* widerrufen\./);
    expect(textOf(view.text)).toContain("Widerruf erklärt am");
    expect(view.text).not.toContain(`/vertrag-widerrufen/?order=${order.id}`);
  });

  it("answers a second withdrawal of the same order that it is already withdrawn, and changes nothing", async () => {
    const order = await newOrder();
    const fields = { name: "Erika Mustermann", order: String(order.id), email: customer.email };
    await withdraw(new Visitor(() => app().url), fields);
    const first = await orderState(order.id);
    await waitForMails(new RegExp(`Widerrufs – Bestellung ${order.id}$`), 1);

    const { confirm } = await withdraw(new Visitor(() => app().url), fields);
    expect(confirm.res.status).toBe(200);
    expect(textOf(confirm.text)).toContain(
      `Den Vertrag über die Bestellung ${order.id} haben Sie bereits am`,
    );
    expect(textOf(confirm.text)).toContain("es hat sich nichts geändert");
    expect(await orderState(order.id)).toEqual(first);
    await new Promise((r) => setTimeout(r, 600)); // a few outbox runs
    expect(
      smtp.mails.filter(
        (m) => mailSubject(m.data).endsWith(`Bestellung ${order.id}`) && /Widerruf/.test(mailSubject(m.data)),
      ),
    ).toHaveLength(2);
  });

  it("tells a pair that matches no order so in German and stores nothing", async () => {
    const order = await newOrder();
    const v = new Visitor(() => app().url);
    for (const fields of [
      { name: "Erika", order: String(order.id), email: "jemand-anderes@example.de" },
      { name: "Erika", order: "999999", email: customer.email },
    ]) {
      const { confirm } = await withdraw(v, fields);
      expect(confirm.res.status).toBe(422);
      expect(textOf(confirm.text)).toContain(
        "Zu dieser Bestellnummer und E-Mail-Adresse haben wir keine Bestellung gefunden",
      );
      expect(textOf(confirm.text)).toContain("Es wurde nichts gespeichert.");
    }
    expect(await orderState(order.id)).toMatchObject({ withdrawn_at: null, notes: 0, mails: 0 });
  });

  it("names the missing or malformed fields (400) and refuses a bad nonce (403), storing nothing", async () => {
    const order = await newOrder();
    const v = new Visitor(() => app().url);
    const bad = await v.post("/vertrag-widerrufen/", {
      name: " ",
      order: "abc",
      email: "kein-at",
      step: "review",
    });
    expect(bad.res.status).toBe(400);
    const text = textOf(bad.text);
    expect(text).toContain("Bitte geben Sie Ihren Namen an.");
    expect(text).toContain("Bitte geben Sie die Bestellnummer an (nur Ziffern).");
    expect(text).toContain("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    // Confirming with bad fields never reaches the database either.
    const badConfirm = await v.post("/vertrag-widerrufen/", {
      name: "",
      order: String(order.id),
      email: customer.email,
      step: "confirm",
    });
    expect(badConfirm.res.status).toBe(400);

    const forged = await v.post("/vertrag-widerrufen/", {
      name: "Erika",
      order: String(order.id),
      email: customer.email,
      step: "confirm",
      "laden-withdrawal-nonce": "000000000000",
    });
    expect(forged.res.status).toBe(403);
    expect(textOf(forged.text)).toContain("Bitte bestätigen Sie den Widerruf noch einmal.");
    // The declaration is shown again with a fresh nonce.
    expect(hidden(forged.text, "laden-withdrawal-nonce")).not.toBe("000000000000");
    const json = await v.request("/vertrag-widerrufen/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.res.status).toBeGreaterThanOrEqual(400);
    expect(json.res.status).toBeLessThan(500);
    expect(await orderState(order.id)).toMatchObject({ withdrawn_at: null, notes: 0, mails: 0 });
  });

  it("goes back from step 2 to step 1 with the values kept (Angaben ändern), storing nothing", async () => {
    const order = await newOrder();
    const v = new Visitor(() => app().url);
    const back = await v.post("/vertrag-widerrufen/", {
      name: "Erika Mustermann",
      order: String(order.id),
      email: customer.email,
      step: "edit",
    });
    expect(back.res.status).toBe(200);
    expect(back.text).toMatch(new RegExp(`name="order"[^>]*value="${order.id}"`));
    expect(back.text).toMatch(/name="name"[^>]*value="Erika Mustermann"/);
    expect(back.text).not.toContain('role="alert"');
    expect(await orderState(order.id)).toMatchObject({ withdrawn_at: null, notes: 0, mails: 0 });
  });

  it("prefills step 1 for the signed-in owner, from view-order's link, but never someone else's order", async () => {
    const order = await newOrder();
    const owner = new Visitor(() => app().url);
    await owner.signIn(customer.email, TEST_PASSWORD);
    const { text } = await owner.get(`/vertrag-widerrufen/?order=${order.id}`);
    expect(text).toMatch(new RegExp(`name="order"[^>]*value="${order.id}"`));
    expect(text).toMatch(new RegExp(`name="email"[^>]*value="${customer.email}"`));

    const other = await createCustomer(db());
    const stranger = new Visitor(() => app().url);
    await stranger.signIn(other.email, TEST_PASSWORD);
    const foreign = await stranger.get(`/vertrag-widerrufen/?order=${order.id}`);
    expect(foreign.text).not.toContain(customer.email);
    expect(foreign.text).not.toMatch(new RegExp(`value="${order.id}"`));
    expect(foreign.text).toMatch(new RegExp(`name="email"[^>]*value="${other.email}"`));
  });

  it("limits confirmations per IP: 429 with Retry-After, nothing stored", async () => {
    const order: OrderRow = await newOrder();
    const v = new Visitor(() => app().url);
    const fields = { name: "Erika", order: "999998", email: customer.email };
    let last: Awaited<ReturnType<typeof withdraw>>["confirm"] | undefined;
    for (let i = 0; i < 11; i++) last = (await withdraw(v, fields)).confirm;
    expect(last!.res.status).toBe(429);
    expect(Number(last!.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(textOf(last!.text)).toContain("Zu viele Versuche");
    // Even a matching pair from this IP waits now.
    const blocked = await withdraw(v, { name: "Erika", order: String(order.id), email: customer.email });
    expect(blocked.confirm.res.status).toBe(429);
    expect(await orderState(order.id)).toMatchObject({ withdrawn_at: null, mails: 0 });
  });
});

/**
 * The E-Mails settings over HTTP (issue 27 item 1): every mail listed; a mail's texts checked on
 * the server (an unknown placeholder refused with its name, an empty subject refused, German
 * messages at their fields, nothing saved); a save audited and used by the next order's mail; the
 * preview with the latest order; the test send to the owner once per click; the sender checked;
 * the door: a shop manager may do all of it, a customer gets 404, a visitor the sign-in.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "#db/schema/index.ts";
import "#modules/all-settings.ts";
import { confirmationKey } from "#modules/orders/mails.ts";
import { getSetting } from "#modules/settings/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const PAGE = "/admin/settings/emails/order_received/";

let manager: Visitor;
let managerEmail: string;

const DE = {
  "de.subject": "Danke für Bestellung {order_number}",
  "de.heading": "Schön, dass Sie da sind",
  "de.text": "Moin {customer_first_name},\n\nwir rösten Ihre Bohnen frisch.",
};
const EN = {
  "en.subject": "Your order {order_number} at {shop_name}",
  "en.heading": "Thank you for your order",
  "en.text":
    "Hello {customer_first_name},\n\nthank you for your order. We have received it and will let you know once it is on its way.",
};

beforeAll(async () => {
  const owner = await createOwner(db(), "shop_manager");
  managerEmail = owner.email;
  manager = await ownerVisitor(base, owner);
});

async function lastAudit(entity: string, entityId: string) {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

async function newOrder() {
  const customer = await createCustomer(db());
  const product = await stockedProduct(db(), 5);
  return placeTestOrder(db(), { userId: customer.id, email: customer.email, productId: product.id });
}

describe("E-Mails settings", () => {
  it("lists every mail the shop sends and shows a mail's built-in texts with its placeholders", async () => {
    const overview = await manager.get("/admin/settings/");
    expect(overview.text).toContain('href="/admin/settings/emails/"');
    const list = await manager.get("/admin/settings/emails/");
    expect(list.res.status).toBe(200);
    const visible = textOf(list.text);
    for (const name of [
      "Bestellung eingegangen",
      "Bestellung in Bearbeitung",
      "Bestellung abgeschlossen",
      "Bestellung storniert",
      "Bestellung erstattet",
      "Notiz an den Kunden",
      "Widerruf eingegangen",
      "Geschenkgutscheine",
      "Passwort vergessen",
      "Neues Kundenkonto",
      "Neue Bestellung (an den Shop)",
      "Geringer Bestand",
      "Nicht mehr vorrätig",
      "Neuer Kommentar",
      "Formular-Aktionen",
    ])
      expect(visible).toContain(name);
    const page = await manager.get(PAGE);
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("Ihre Bestellung {order_number} bei {shop_name}");
    expect(textOf(page.text)).toContain("Verfügbare Platzhalter: {order_number}, {order_date}");
    expect((await manager.get("/admin/settings/emails/kein_mail/")).res.status).toBe(404);
  });

  it("refuses an unknown placeholder by name and an empty subject, at their fields, and saves nothing", async () => {
    const before = await getSetting(db(), "mail.texts.order_received");
    const page = await manager.get(PAGE);
    const { res, text } = await manager.post(PAGE, {
      intent: "save",
      token: hidden(page.text, "token"),
      ...DE,
      "de.text": "Hallo {vorname}, Ihre {order_number}",
      ...EN,
      "en.subject": "  ",
    });
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    expect(visible).toContain("Unbekannter Platzhalter {vorname} (Text, Deutsch).");
    expect(visible).toContain("Der Betreff darf nicht leer sein (Englisch).");
    expect(text).toMatch(
      /id="mail-de-text"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="mail-de-text"/,
    );
    // What was typed is shown again.
    expect(text).toContain("Hallo {vorname}, Ihre {order_number}");
    expect(await getSetting(db(), "mail.texts.order_received")).toEqual(before);
  });

  it("saves the owner's German texts (English left as built in), audited, and the next order's mail uses them", async () => {
    const { res, text } = await manager.post(PAGE, { intent: "save", ...DE, ...EN });
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Gespeichert.");
    expect(await getSetting(db(), "mail.texts.order_received")).toEqual({
      de: { subject: DE["de.subject"], heading: DE["de.heading"], text: DE["de.text"] },
    });
    const entry = await lastAudit("settings", "emails");
    // Only this mail's key changed (the audit diff names its changed parts).
    const changed = Object.keys(entry?.changes ?? {});
    expect(changed.length).toBeGreaterThan(0);
    for (const key of changed) expect(key).toMatch(/^mail\.texts\.order_received/);

    const order = await newOrder();
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, confirmationKey(order.id)));
    expect(mail?.subject).toBe(`Danke für Bestellung ${order.id}`);
    expect(mail?.text).toMatch(
      /^Schön, dass Sie da sind\n\nMoin Erika,\n\nwir rösten Ihre Bohnen frisch\.\n\nBestellung/,
    );
    expect(mail?.html).toContain("Moin Erika,");
    // The shop's own parts still follow.
    expect(mail?.text).toContain("Gesamtsumme");
  });

  it("previews with the latest order and sends a test to the owner once per click", async () => {
    const order = await newOrder();
    const page = await manager.get(PAGE);
    const token = hidden(page.text, "token");
    const typed = { ...DE, "de.text": "Vorschau für {customer_first_name} und {order_number}", ...EN };
    const preview = await manager.post(PAGE, { intent: "preview", previewLang: "de", token, ...typed });
    expect(preview.res.status).toBe(200);
    expect(textOf(preview.text)).toContain(`Mit Bestellung ${order.id}, in der Sprache Deutsch.`);
    expect(preview.text).toContain(`Vorschau für Erika und ${order.id}`);
    // A preview saves nothing.
    expect((await getSetting(db(), "mail.texts.order_received")).de?.text).toBe(DE["de.text"]);

    const sent = await manager.post(PAGE, { intent: "test", previewLang: "en", token, ...typed });
    expect(textOf(sent.text)).toContain(`Die Testmail an ${managerEmail} ist unterwegs`);
    const again = await manager.post(PAGE, { intent: "test", previewLang: "en", token, ...typed });
    expect(textOf(again.text)).toContain("Diese Testmail wurde schon gesendet.");
    const tests = await db().select().from(mailOutbox).where(eq(mailOutbox.to, managerEmail));
    expect(tests.map((m) => m.subject)).toEqual([
      `[Test] Your order ${order.id} at ${await getSetting(db(), "site.name")}`,
    ]);
    expect((await lastAudit("mail", "order_received"))?.action).toBe("test-send");
  });

  it("restores the built-in texts", async () => {
    const { res } = await manager.post(PAGE, { intent: "reset" });
    expect(res.status).toBe(200);
    expect(await getSetting(db(), "mail.texts.order_received")).toEqual({});
  });

  it("checks the sender: a bad address is refused, one outside MAIL_FROM's domain is saved with a warning", async () => {
    const bad = await manager.post("/admin/settings/emails/", {
      "mail.fromName": "Röstwerk",
      "mail.fromAddress": "kein-at",
    });
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.text)).toContain("Bitte eine gültige E-Mail-Adresse eingeben");
    const other = await manager.post("/admin/settings/emails/", {
      "mail.fromName": "Röstwerk",
      "mail.fromAddress": "post@example.de",
    });
    expect(other.res.status).toBe(200);
    expect(textOf(other.text)).toContain(
      "Die Adresse post@example.de liegt nicht in der Domain von MAIL_FROM",
    );
    expect(await getSetting(db(), "mail.fromName")).toBe("Röstwerk");
  });

  it("keeps visitors and customers out", async () => {
    const visitor = await new Visitor(base).post(PAGE, { intent: "reset" });
    expect(visitor.res.status).toBe(302);
    const { email } = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(email, TEST_PASSWORD);
    expect((await customer.post(PAGE, { intent: "save", ...DE, ...EN })).res.status).toBe(404);
    expect((await customer.get("/admin/settings/emails/")).res.status).toBe(404);
  });
});

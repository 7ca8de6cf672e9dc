/**
 * Documents in the mails (issue 22 item 5) against the real server, its job runner and an SMTP
 * sink: the order confirmation carries the AGB and the Widerrufsbelehrung as PDFs as they were at
 * order time (a later page change alters neither the stored PDF nor what was sent), the invoice
 * goes out once in a mail of its own, "Erneut senden" sends it once per click and is audited, and
 * a credit note gets its mail too.
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orderDocuments, orderLegalTexts, pages } from "#db/schema/index.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { setSettings } from "#modules/settings/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { mailAttachments, mailSubject, mailText } from "../setup/mail-text.ts";
import { createCustomer, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { pdfText } from "../setup/pdf-text.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";
import { textOf, type Visitor } from "../setup/visitor.ts";

const env: Record<string, string> = { TRUST_PROXY: "1", MAIL_OUTBOX_INTERVAL_MS: "500" };
const sink = smtpSinkForFile(env);
const app = appForFile(env);
const db = () => app().database.db;
const base = () => app().url;
const SELLER = {
  "legal.companyName": "Röstwerk Laden GmbH",
  "legal.street": "Hafenstraße 12",
  "legal.postcode": "20457",
  "legal.city": "Hamburg",
  "legal.vatId": "DE123456789",
} as const;

let manager: Visitor;
let account: { id: number; email: string };

beforeAll(async () => {
  await settingsChange(app(), () => setSettings(db(), SELLER));
  account = await createCustomer(db());
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

async function newOrder() {
  const product = await stockedProduct(db(), 50);
  return placeTestOrder(db(), {
    userId: account.id,
    email: account.email,
    productId: product.id,
    paymentMethod: PAYMENT_METHOD_IDS.invoice, // purchase on account
  });
}

/** The customer's mails the sink got whose subject matches, polled until there are `count`. */
async function mailsWith(subject: RegExp, count = 1, to = account.email) {
  const matching = () => sink.mails.filter((m) => m.to.includes(to) && subject.test(mailSubject(m.data)));
  await expect.poll(() => matching().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return matching();
}

const pdfOf = async (bytes: Uint8Array) => (await pdfText(bytes)).join(" ");

describe("the order confirmation", () => {
  it("carries the AGB and the Widerrufsbelehrung as they were when the order was placed", async () => {
    const [terms] = await db()
      .select()
      .from(pages)
      .where(and(eq(pages.slug, "agb"), eq(pages.lang, "de")));
    // The page as the storefront shows it: the seller's name placed with a shortcode.
    await db()
      .update(pages)
      .set({ content: `${terms!.content}<p>Vertragspartner ist [legal_data field=companyName].</p>` })
      .where(eq(pages.id, terms!.id));
    const order = await newOrder();
    const [mail] = await mailsWith(new RegExp(`Bestellung ${order.id}\\b`), 1, account.email);
    const raw = mail!.data;
    expect(mailText(raw)).toContain("Widerrufsbelehrung mit dem Muster-Widerrufsformular");
    const attached = mailAttachments(raw);
    expect(attached.map((a) => [a.filename, a.contentType])).toEqual([
      ["AGB.pdf", "application/pdf"],
      ["Widerrufsbelehrung.pdf", "application/pdf"],
    ]);
    const agb = await pdfOf(attached[0]!.content);
    expect(agb).toContain("Allgemeine Geschäftsbedingungen");
    expect(agb).toContain("§ 11 Schlussbestimmungen");
    expect(agb).toContain("Vertragspartner ist Röstwerk Laden GmbH.");
    expect(agb).toContain(`Fassung zur Bestellung Nr. ${order.id}`);
    const withdrawal = await pdfOf(attached[1]!.content);
    expect(withdrawal).toContain("Widerrufsrecht");
    expect(withdrawal).toContain("Muster-Widerrufsformular");

    // The outbox row names its attachments; the bytes stay in order_legal_texts.
    const [row] = await db()
      .select({ attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order:${order.id}:placed:customer`));
    expect(row).toEqual({
      attachments: [
        {
          filename: "AGB.pdf",
          contentType: "application/pdf",
          source: { legalText: { orderId: order.id, kind: "terms" } },
        },
        {
          filename: "Widerrufsbelehrung.pdf",
          contentType: "application/pdf",
          source: { legalText: { orderId: order.id, kind: "withdrawal" } },
        },
      ],
    });
    const stored = await db().select().from(orderLegalTexts).where(eq(orderLegalTexts.orderId, order.id));
    expect(stored.map((s) => s.kind).sort()).toEqual(["terms", "withdrawal"]);
    const storedTerms = stored.find((s) => s.kind === "terms")!;
    expect(Buffer.from(storedTerms.pdf).equals(attached[0]!.content)).toBe(true);
    expect(createHash("sha256").update(storedTerms.pdf).digest("hex")).toBe(storedTerms.sha256);

    // The AGB change after the order: the stored text stays, and cannot be changed.
    await db().update(pages).set({ content: "<p>Neue Fassung der AGB.</p>" }).where(eq(pages.id, terms!.id));
    const later = await newOrder();
    await expect
      .poll(
        async () =>
          (await db().select().from(orderLegalTexts).where(eq(orderLegalTexts.orderId, later.id))).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(2);
    const [again] = await db()
      .select()
      .from(orderLegalTexts)
      .where(and(eq(orderLegalTexts.orderId, order.id), eq(orderLegalTexts.kind, "terms")));
    expect(again!.sha256).toBe(storedTerms.sha256);
    expect(await pdfOf(again!.pdf)).not.toContain("Neue Fassung");
    const [laterTerms] = await db()
      .select()
      .from(orderLegalTexts)
      .where(and(eq(orderLegalTexts.orderId, later.id), eq(orderLegalTexts.kind, "terms")));
    expect(await pdfOf(laterTerms!.pdf)).toContain("Neue Fassung der AGB.");
    await expect(
      db().execute(sql`update order_legal_texts set title = 'x' where id = ${storedTerms.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from order_legal_texts where id = ${storedTerms.id}`),
    ).rejects.toThrow();
    await db().update(pages).set({ content: terms!.content }).where(eq(pages.id, terms!.id));
  }, 60_000);
});

describe("the order confirmation without an AGB page", () => {
  it("goes out with the Widerrufsbelehrung alone rather than waiting for a page that is not there", async () => {
    await db()
      .update(pages)
      .set({ status: "draft" })
      .where(and(eq(pages.slug, "agb"), eq(pages.lang, "de")));
    try {
      const order = await newOrder();
      const [mail] = await mailsWith(new RegExp(`^Ihre Bestellung ${order.id} bei `));
      expect(mailAttachments(mail!.data).map((a) => a.filename)).toEqual(["Widerrufsbelehrung.pdf"]);
      const stored = await db().select().from(orderLegalTexts).where(eq(orderLegalTexts.orderId, order.id));
      expect(stored.map((s) => s.kind)).toEqual(["withdrawal"]);
    } finally {
      await db()
        .update(pages)
        .set({ status: "publish" })
        .where(and(eq(pages.slug, "agb"), eq(pages.lang, "de")));
    }
  }, 60_000);
});

describe("the invoice mail", () => {
  it("sends the invoice once when it is issued, and again once per click of 'Erneut senden'", async () => {
    const order = await newOrder();
    const path = `/admin/orders/${order.id}/`;
    await manager.post(path, { intent: "invoice" });
    await manager.post(path, { intent: "invoice" }); // the same invoice: no second mail
    const [invoice] = await db().select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id));
    const subject = new RegExp(`Ihre Rechnung ${invoice!.number} zur Bestellung ${order.id}\\b`);
    const [mail] = await mailsWith(subject);
    expect(mail!.to).toEqual([account.email]);
    const attached = mailAttachments(mail!.data);
    expect(attached.map((a) => a.filename)).toEqual([`Rechnung-${invoice!.number}.pdf`]);
    expect(Buffer.from(invoice!.pdf).equals(attached[0]!.content)).toBe(true);
    expect(await pdfOf(attached[0]!.content)).toContain(`Rechnung ${invoice!.number}`);
    expect(mailText(mail!.data)).toContain(`Rechnung ${invoice!.number} zu Ihrer Bestellung Nr. ${order.id}`);

    // "Erneut senden": the page's token; a double submit of the same form sends once.
    const page = await manager.get(path);
    expect(textOf(page.text)).toContain("Erneut senden");
    const token = /name="token" value="([^"]+)"/.exec(page.text)![1]!;
    const resend = { intent: "resend", document: String(invoice!.id), token };
    const first = await manager.post(path, resend);
    expect(first.res.status).toBe(200);
    expect(textOf(first.text)).toContain(
      `Rechnung ${invoice!.number} wurde erneut an ${account.email} gesendet.`,
    );
    await manager.post(path, resend);
    await mailsWith(subject, 2);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, "document-mail")));
    expect(audits).toHaveLength(1);
    // Two mails for this invoice ever queued (the first and the one click), both sent.
    const rows = await db()
      .select({ key: mailOutbox.dedupeKey, attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(sql`${mailOutbox.dedupeKey} like ${`document:${invoice!.id}:%`}`);
    expect(rows.map((r) => r.key).sort()).toEqual([
      `document:${invoice!.id}:customer`,
      `document:${invoice!.id}:resend:${token}`,
    ]);
    expect(rows[0]!.attachments).toEqual([
      {
        filename: `Rechnung-${invoice!.number}.pdf`,
        contentType: "application/pdf",
        source: { document: invoice!.id },
      },
    ]);

    // Another order's document is not sent through this order's page.
    const other = await newOrder();
    expect((await manager.post(`/admin/orders/${other.id}/`, resend)).res.status).toBe(404);
  }, 60_000);

  it("sends a credit note in its own mail when a cancellation corrects the invoice", async () => {
    const order = await newOrder();
    const path = `/admin/orders/${order.id}/`;
    await manager.post(path, { intent: "invoice" });
    const version = /name="version" value="(\d+)"/.exec((await manager.get(path)).text)![1]!;
    const cancelled = await manager.post(path, { intent: "status", to: "cancelled", version });
    expect(cancelled.res.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await db().select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id))).map(
            (d) => d.kind,
          ),
        { timeout: 30_000 },
      )
      .toContain("credit_note");
    const [note] = await db()
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, "credit_note")));
    const [mail] = await mailsWith(
      new RegExp(`Ihre Rechnungskorrektur ${note!.number} zur Bestellung ${order.id}\\b`),
    );
    const attached = mailAttachments(mail!.data);
    expect(attached.map((a) => a.filename)).toEqual([`Rechnungskorrektur-${note!.number}.pdf`]);
    expect(await pdfOf(attached[0]!.content)).toContain(note!.number);
  }, 60_000);
});

/**
 * Draws a document snapshot as an A4 PDF in the layout of a German business letter (DIN 5008:
 * the address window at 45 mm, the information block beside it, the table, the VAT breakdown,
 * the legal footer on every page). DejaVu Sans is embedded as a subset, so any name a customer
 * types prints. The bytes are stored when the document is issued and always served from there.
 */
import { PDFDocument, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import { legalAddressLine } from "../legal/legal-data.ts";
import { formatPrice } from "../shared/money.ts";
import { A4, embedFonts, INK, LEFT, MM, MUTED, RIGHT, RULE, wrap } from "./pdf-kit.ts";
import { type DocumentSnapshot, paymentNotice } from "./snapshot.ts";
import "../i18n/messages-documents.ts";

const FOOTER_TOP = 28 * MM;

type Pen = {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  lang: Lang;
  snapshot: DocumentSnapshot;
};

function text(
  pen: Pen,
  value: string,
  x: number,
  opts: { size?: number; bold?: boolean; color?: typeof INK; align?: "right" } = {},
) {
  const size = opts.size ?? 9;
  const font = opts.bold ? pen.bold : pen.regular;
  const width = font.widthOfTextAtSize(value, size);
  pen.page.drawText(value, {
    x: opts.align === "right" ? x - width : x,
    y: pen.y,
    size,
    font,
    color: opts.color ?? INK,
  });
}

const t = (pen: Pen, key: MessageKey, params?: Record<string, string | number>) =>
  translate(pen.lang, key, params);
const money = (pen: Pen, cents: number) => formatPrice(cents, pen.lang);
const rate = (bp: number) => `${(bp / 100).toLocaleString("de-DE")} %`;
const day = (pen: Pen, iso: string) =>
  new Intl.DateTimeFormat(pen.lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

function newPage(pen: Pen): void {
  pen.page = pen.doc.addPage([A4.width, A4.height]);
  pen.y = A4.height - 20 * MM;
}

function footer(pen: Pen, page: PDFPage, index: number, pages: number): void {
  const s = pen.snapshot.seller;
  const columns = [
    [
      s.companyName,
      legalAddressLine(s),
      s.representative ? t(pen, "document.footer.representative", { name: s.representative }) : "",
    ],
    [
      s.email,
      s.phone,
      s.registerCourt || s.registerNumber
        ? t(pen, "document.footer.register", { court: s.registerCourt, number: s.registerNumber })
        : "",
    ],
    [
      s.vatId ? t(pen, "document.footer.vatId", { id: s.vatId }) : "",
      s.taxNumber ? t(pen, "document.footer.taxNumber", { id: s.taxNumber }) : "",
      s.bank ? `IBAN ${s.bank.iban}` : "",
      s.bank?.bic ? `BIC ${s.bank.bic}` : "",
      s.bank?.bank ?? "",
    ],
  ];
  page.drawLine({
    start: { x: LEFT, y: FOOTER_TOP },
    end: { x: RIGHT, y: FOOTER_TOP },
    thickness: 0.5,
    color: RULE,
  });
  const colWidth = (RIGHT - LEFT) / 3;
  columns.forEach((lines, c) => {
    let y = FOOTER_TOP - 10;
    for (const line of lines.filter(Boolean)) {
      page.drawText(line, {
        x: LEFT + c * colWidth,
        y,
        size: 7,
        font: pen.regular,
        color: MUTED,
        maxWidth: colWidth - 6,
      });
      y -= 9;
    }
  });
  const label = t(pen, "document.page", { page: index + 1, pages });
  page.drawText(label, {
    x: RIGHT - pen.regular.widthOfTextAtSize(label, 7),
    y: 10 * MM,
    size: 7,
    font: pen.regular,
    color: MUTED,
  });
}

/** Draws letterhead, address window and information block; returns the lowest y used. */
function header(pen: Pen): number {
  const s = pen.snapshot;
  text(pen, s.seller.companyName, RIGHT, { size: 14, bold: true, align: "right" });
  pen.y -= 14;
  for (const line of [legalAddressLine(s.seller), s.seller.email, s.seller.phone].filter(Boolean)) {
    text(pen, line, RIGHT, { size: 8, color: MUTED, align: "right" });
    pen.y -= 10;
  }
  // The address window (DIN 5008 form B: 45 mm from the top), with the sender line above it.
  pen.y = A4.height - 50 * MM;
  text(pen, [s.seller.companyName, legalAddressLine(s.seller)].filter(Boolean).join(" · "), LEFT, {
    size: 6.5,
    color: MUTED,
  });
  pen.y -= 14;
  // A delivery note goes with the parcel: addressed to where it is delivered.
  const window = s.kind === "delivery_note" && s.deliveryAddress ? s.deliveryAddress : s.buyer.address;
  for (const line of window) {
    text(pen, line, LEFT, { size: 10 });
    pen.y -= 13;
  }
  const windowBottom = pen.y;
  return Math.min(windowBottom, infoBlock(pen));
}

/** Draws the information block; returns the lowest y it used. */
function infoBlock(pen: Pen): number {
  const s = pen.snapshot;
  const rows: [MessageKey, string][] = [];
  if (s.number) rows.push([s.kind === "credit_note" ? "document.creditNumber" : "document.number", s.number]);
  rows.push([s.kind === "invoice" ? "document.date" : "document.creditDate", day(pen, s.issuedAt)]);
  if (s.kind !== "credit_note") rows.push(["document.deliveryDate", day(pen, s.deliveryDate)]);
  rows.push(["document.order", String(s.order.id)], ["document.orderDate", day(pen, s.order.createdAt)]);
  if (s.kind !== "delivery_note") rows.push(["document.payment", s.order.paymentMethodTitle]);
  if (s.order.mandateReference && s.kind === "invoice")
    rows.push(["document.mandate", s.order.mandateReference]);
  if (s.buyer.vatId) rows.push(["document.customerVatId", s.buyer.vatId]);
  if (s.buyer.buyerReference) rows.push(["document.buyerReference", s.buyer.buyerReference]);
  pen.y = A4.height - 55 * MM;
  const labelX = 125 * MM;
  for (const [key, value] of rows) {
    const label = t(pen, key);
    text(pen, label, labelX, { size: 8, color: MUTED });
    // A long label with a long value (a Leitweg-ID) would overprint: the value goes below it.
    const room = RIGHT - labelX - pen.regular.widthOfTextAtSize(label, 8) - 2 * MM;
    if (pen.regular.widthOfTextAtSize(value, 8) > room) pen.y -= 10;
    text(pen, value, RIGHT, { size: 8, align: "right" });
    pen.y -= 11;
  }
  if (s.deliveryAddress && s.kind === "invoice") {
    pen.y -= 4;
    text(pen, t(pen, "document.deliveryAddress"), labelX, { size: 8, color: MUTED });
    pen.y -= 11;
    for (const line of s.deliveryAddress) {
      text(pen, line, labelX, { size: 8 });
      pen.y -= 10;
    }
  }
  return pen.y;
}

/** Renders the snapshot (issue time as the PDF's dates). */
export async function renderDocumentPdf(snapshot: DocumentSnapshot): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc);
  const title = translate(snapshot.lang, `document.${snapshot.kind}`);
  const fixed = new Date(snapshot.issuedAt);
  doc.setTitle(snapshot.number ? `${title} ${snapshot.number}` : `${title} ${snapshot.order.id}`);
  doc.setAuthor(snapshot.seller.companyName);
  doc.setCreator("Laden");
  doc.setProducer("Laden");
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const pen: Pen = {
    doc,
    page: doc.addPage([A4.width, A4.height]),
    y: 0,
    regular,
    bold,
    lang: snapshot.lang,
    snapshot,
  };
  pen.y = A4.height - 20 * MM;
  const headerBottom = header(pen);
  pen.y = Math.min(A4.height - 100 * MM, headerBottom - 14);
  drawBody(pen, title);
  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) footer(pen, page, i, pages.length);
  return doc.save({ useObjectStreams: false });
}

function drawBody(pen: Pen, title: string): void {
  const s = pen.snapshot;
  text(pen, s.number ? `${title} ${s.number}` : title, LEFT, { size: 15, bold: true });
  pen.y -= 14;
  if (s.refersTo) {
    text(
      pen,
      t(pen, "document.refersTo", { number: s.refersTo.number, date: day(pen, s.refersTo.issuedAt) }),
      LEFT,
      { size: 9, color: MUTED },
    );
    pen.y -= 12;
  }
  pen.y -= 8;
  drawLines(pen);
  if (s.kind !== "delivery_note") drawTotals(pen);
  drawNotices(pen);
}

const COL = { pos: LEFT, item: LEFT + 10 * MM, qty: 118 * MM, unit: 146 * MM, vat: 162 * MM, total: RIGHT };

function tableHead(pen: Pen): void {
  const priced = pen.snapshot.kind !== "delivery_note";
  text(pen, t(pen, "document.col.pos"), COL.pos, { size: 8, bold: true });
  text(pen, t(pen, "document.col.item"), COL.item, { size: 8, bold: true });
  text(pen, t(pen, "document.col.quantity"), priced ? COL.qty : COL.total, {
    size: 8,
    bold: true,
    align: "right",
  });
  if (priced) {
    text(pen, t(pen, "document.col.unit"), COL.unit, { size: 8, bold: true, align: "right" });
    text(pen, t(pen, "document.col.vat"), COL.vat, { size: 8, bold: true, align: "right" });
    text(pen, t(pen, "document.col.total"), COL.total, { size: 8, bold: true, align: "right" });
  }
  pen.y -= 5;
  pen.page.drawLine({
    start: { x: LEFT, y: pen.y },
    end: { x: RIGHT, y: pen.y },
    thickness: 0.7,
    color: INK,
  });
  pen.y -= 12;
}

function ensureRoom(pen: Pen, height: number, withHead: boolean): void {
  if (pen.y - height > FOOTER_TOP + 8 * MM) return;
  newPage(pen);
  if (withHead) tableHead(pen);
}

function drawLines(pen: Pen): void {
  const s = pen.snapshot;
  const priced = s.kind !== "delivery_note";
  const itemWidth = (priced ? COL.qty - 12 * MM : COL.total - 20 * MM) - COL.item;
  tableHead(pen);
  for (const line of s.lines) {
    const detail = [line.attributes, line.sku ? t(pen, "document.sku", { sku: line.sku }) : ""]
      .filter(Boolean)
      .join(" · ");
    const nameLines = wrap(pen.regular, line.name, 9, itemWidth);
    const detailLines = detail ? wrap(pen.regular, detail, 7.5, itemWidth) : [];
    ensureRoom(pen, nameLines.length * 11 + detailLines.length * 9 + 6, true);
    text(pen, String(line.position), COL.pos);
    text(pen, String(line.quantity), priced ? COL.qty : COL.total, { align: "right" });
    if (priced) {
      text(pen, money(pen, line.unitCents), COL.unit, { align: "right" });
      text(pen, rate(line.vatRateBp), COL.vat, { align: "right" });
      text(pen, money(pen, line.totalCents), COL.total, { align: "right" });
    }
    for (const [i, l] of nameLines.entries()) {
      if (i > 0) pen.y -= 11;
      text(pen, l, COL.item);
    }
    for (const l of detailLines) {
      pen.y -= 9;
      text(pen, l, COL.item, { size: 7.5, color: MUTED });
    }
    pen.y -= 15;
  }
  if (priced && s.shippingCents > 0) {
    ensureRoom(pen, 15, true);
    text(pen, s.order.shippingTitle, COL.item);
    // Shipping carries the goods' rates in proportion to their value (see the breakdown).
    if (s.vat.rows.length > 1)
      text(pen, t(pen, "document.shippingVat"), COL.vat, { align: "right", size: 7.5, color: MUTED });
    else if (s.vat.rows[0]) text(pen, rate(s.vat.rows[0].rateBp), COL.vat, { align: "right" });
    text(pen, money(pen, s.shippingCents), COL.total, { align: "right" });
    pen.y -= 15;
  } else if (!priced) {
    text(pen, s.order.shippingTitle, COL.item, { color: MUTED });
    pen.y -= 15;
  }
  // Coupons (issue 24): a discount row per coupon and VAT rate, negative, at that rate.
  for (const d of priced ? (s.discounts ?? []) : []) {
    ensureRoom(pen, 15, true);
    text(pen, t(pen, "document.discount", { code: d.code }), COL.item);
    text(pen, rate(d.rateBp), COL.vat, { align: "right" });
    text(pen, money(pen, -d.grossCents), COL.total, { align: "right" });
    pen.y -= 15;
  }
  pen.page.drawLine({
    start: { x: LEFT, y: pen.y + 8 },
    end: { x: RIGHT, y: pen.y + 8 },
    thickness: 0.5,
    color: RULE,
  });
}

function drawTotals(pen: Pen): void {
  const s = pen.snapshot;
  const rows = s.vat.rows;
  ensureRoom(pen, 30 + rows.length * 11 + 40, false);
  const x = { rate: 95 * MM, net: 125 * MM, vat: 155 * MM, gross: RIGHT };
  pen.y -= 4;
  text(pen, t(pen, "document.vatTable.rate"), x.rate, { size: 8, color: MUTED, align: "right" });
  text(pen, t(pen, "document.vatTable.net"), x.net, { size: 8, color: MUTED, align: "right" });
  text(pen, t(pen, "document.vatTable.vat"), x.vat, { size: 8, color: MUTED, align: "right" });
  text(pen, t(pen, "document.vatTable.gross"), x.gross, { size: 8, color: MUTED, align: "right" });
  pen.y -= 11;
  for (const row of rows) {
    text(pen, s.reverseCharge || s.smallBusiness ? "–" : rate(row.rateBp), x.rate, {
      size: 8.5,
      align: "right",
    });
    text(pen, money(pen, row.netCents), x.net, { size: 8.5, align: "right" });
    text(pen, money(pen, row.vatCents), x.vat, { size: 8.5, align: "right" });
    text(pen, money(pen, row.grossCents), x.gross, { size: 8.5, align: "right" });
    pen.y -= 11;
  }
  pen.y -= 4;
  for (const [key, cents] of [
    ["document.totalNet", s.vat.netCents],
    ["document.totalVat", s.vat.vatCents],
  ] as const) {
    text(pen, t(pen, key), x.vat, { size: 9, align: "right" });
    text(pen, money(pen, cents), x.gross, { size: 9, align: "right" });
    pen.y -= 12;
  }
  pen.page.drawLine({
    start: { x: x.net, y: pen.y + 8 },
    end: { x: RIGHT, y: pen.y + 8 },
    thickness: 0.7,
    color: INK,
  });
  pen.y -= 4;
  text(pen, t(pen, s.kind === "credit_note" ? "document.totalCredit" : "document.totalGross"), x.vat, {
    size: 11,
    bold: true,
    align: "right",
  });
  text(pen, money(pen, s.vat.grossCents), x.gross, { size: 11, bold: true, align: "right" });
  pen.y -= 24;
  drawVoucherPayments(pen, x);
}

/** Gift vouchers that paid part of an invoice (issue 24): below the total, then what is still due. */
function drawVoucherPayments(pen: Pen, x: { vat: number; gross: number }): void {
  const s = pen.snapshot;
  const paid = s.voucherPayments ?? [];
  if (paid.length === 0) return;
  ensureRoom(pen, paid.length * 12 + 24, false);
  pen.y += 10;
  for (const v of paid) {
    text(pen, t(pen, "voucher.payment", { code: v.code }), x.vat, { size: 9, align: "right" });
    text(pen, money(pen, -v.cents), x.gross, { size: 9, align: "right" });
    pen.y -= 12;
  }
  const due = s.vat.grossCents - paid.reduce((a, v) => a + v.cents, 0);
  text(pen, t(pen, "voucher.due"), x.vat, { size: 10, bold: true, align: "right" });
  text(pen, money(pen, due), x.gross, { size: 10, bold: true, align: "right" });
  pen.y -= 22;
}

function drawNotices(pen: Pen): void {
  const s = pen.snapshot;
  const notices: string[] = [];
  if (s.kind === "credit_note") {
    notices.push(t(pen, "document.credit.intro"));
    if (s.refersTo?.cancelsWhole)
      notices.push(t(pen, "document.credit.cancel", { number: s.refersTo.number }));
  }
  if (s.kind === "invoice") notices.push(paymentNotice(s));
  if (s.kind !== "delivery_note" && s.smallBusiness) notices.push(t(pen, "document.smallBusiness"));
  if (s.kind !== "delivery_note" && s.reverseCharge) notices.push(t(pen, "document.reverseCharge"));
  if (s.kind === "invoice") notices.push(t(pen, "document.thanks"));
  for (const notice of notices) {
    const lines = wrap(pen.regular, notice, 9, RIGHT - LEFT);
    ensureRoom(pen, lines.length * 12 + 4, false);
    for (const line of lines) {
      text(pen, line, LEFT);
      pen.y -= 12;
    }
    pen.y -= 4;
  }
}

/**
 * The e-mails of an order: the confirmation to the customer (items, totals with VAT, how to pay
 * — the SEPA mandate copy, the bank details for prepayment —, addresses, the withdrawal button's
 * link) and the notification to the shop. Queued in the order's transaction (see mail/outbox.ts).
 */

import type { Db } from "#db/client.ts";
import type { OrderAddress, OrderRow } from "#db/schema/orders.ts";
import { countryName, groupInFours, maskIban } from "../checkout/iban.ts";
import { decryptIban } from "../checkout/iban-crypto.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import { mandateCreditor, renderMandateText } from "../checkout/sepa-mandate.ts";
import { loadOrderCoupons, type OrderCouponLine } from "../coupons/order-coupons.ts";
import "../i18n/messages-vouchers.ts";
import { queueLegalTexts } from "../documents/legal-texts.ts";
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import "../i18n/messages-cart.ts";
import { legalData } from "../legal/legal-data.ts";
import { legalPagePaths } from "../legal/pages.ts";
import { legalMailFooter } from "../legal/render.ts";
import { loadOrderVouchers } from "../vouchers/order-vouchers.ts";
import "../i18n/messages-order-mail.ts";
import "../i18n/messages-document-mails.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { Settings } from "../settings/definitions.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatPrice } from "../shared/money.ts";
import { localePath, paths } from "../site/paths.ts";
import { orderTaxLines } from "../tax/order-text.ts";
import { formatOrderDate, paymentMethodTitle, shippingMethodTitle } from "./format.ts";
import { attributeText, type LabelledOrderItem, loadLabelledOrderItems } from "./item-attributes.ts";

export type MailContext = { settings: Settings; secret: string; siteUrl: string };

/** The order confirmation's dedupe key ("placed", or a later payment's event). */
export function confirmationKey(orderId: number, event = "placed"): string {
  return `order:${orderId}:${event}:customer`;
}

/** Text blocks (paragraphs) to plain text and to simple, escaped HTML. */
export function mailBodies(blocks: string[]): { text: string; html: string } {
  const text = blocks.join("\n\n");
  const html = blocks.map((b) => `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`).join("");
  return {
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2b2420;line-height:1.5">${html}</body></html>`,
  };
}

/** The seller's legal lines closing every customer mail (none while the legal data is empty). */
export function legalBlocks(settings: Settings, lang: Lang): string[] {
  const footer = legalMailFooter(legalData(settings), lang);
  return footer ? [footer] : [];
}

export function addressLines(address: OrderAddress, lang: Lang): string {
  return [
    [address.firstName, address.lastName].join(" "),
    address.company,
    address.address1,
    `${address.postcode} ${address.city}`,
    countryName(address.country, lang),
  ]
    .filter((l) => l.trim() !== "")
    .join("\n");
}

function itemLines(items: LabelledOrderItem[], lang: Lang): string {
  return items
    .map(
      (i) =>
        `${i.quantity} × ${i.name}${i.sku ? ` (${i.sku})` : ""}: ${formatPrice(i.totalCents, lang)}` +
        (i.attributeList.length ? `\n    ${attributeText(i.attributeList)}` : ""),
    )
    .join("\n");
}

function totalsLines(
  order: OrderRow,
  settings: Settings,
  lang: Lang,
  coupons: readonly OrderCouponLine[],
  vouchers: readonly { code: string; amountCents: number }[],
): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  return [
    `${t("order.subtotal")}: ${formatPrice(order.subtotalCents, lang)}`,
    ...coupons.map(
      (c) =>
        `${t("cart.couponLine", { code: c.code })}: ${c.discountCents > 0 ? `−${formatPrice(c.discountCents, lang)}` : ""}${c.freeShipping ? ` ${t("cart.couponFreeShipping")}` : ""}`,
    ),
    `${t("order.shipping")} (${shippingMethodTitle(order.shippingMethod, settings, lang, order.shippingCarrier)}): ${formatPrice(order.shippingCents, lang)}`,
    `${t("order.total")}: ${formatPrice(order.totalCents, lang)}`,
    ...orderTaxLines(order, lang),
    // Gift vouchers are a payment (issue 24): below the total and its VAT, then what is still due.
    ...vouchers.map((v) => `${t("voucher.payment", { code: v.code })}: −${formatPrice(v.amountCents, lang)}`),
    ...(vouchers.length
      ? [`${t("voucher.due")}: ${formatPrice(order.totalCents - order.voucherCents, lang)}`]
      : []),
  ].join("\n");
}

/** How to pay, as paragraphs: bank details, the mandate copy, or the invoice note. */
export function paymentBlocks(order: OrderRow, settings: Settings, lang: Lang, secret: string): string[] {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  // What is left to pay in money: the total less what gift vouchers paid.
  const amount = formatPrice(order.totalCents - order.voucherCents, lang);
  switch (order.paymentMethod) {
    case PAYMENT_METHOD_IDS.bacs:
      return [
        t("mail.order.bacs", { amount }),
        [
          `${t("payment.bank.holder")}: ${settings["payment.bacsAccountHolder"]}`,
          `IBAN: ${groupInFours(settings["payment.bacsIban"])}`,
          `BIC: ${settings["payment.bacsBic"]}`,
          `${t("payment.bank.bank")}: ${settings["payment.bacsBank"]}`,
          `${t("payment.bank.reference")}: ${t("payment.bank.referenceValue", { number: order.id })}`,
        ].join("\n"),
      ];
    case PAYMENT_METHOD_IDS.invoice:
      return [t("mail.order.invoice")];
    case PAYMENT_METHOD_IDS.cod:
      return [t("mail.order.cod", { amount })];
    case PAYMENT_METHOD_IDS.pickup:
      return [t("mail.order.pickup", { amount })];
    case PAYMENT_METHOD_IDS.sepa: {
      const masked = orderMaskedIban(order, secret);
      return [
        t("mail.order.sepa", { amount, iban: masked }),
        t("mail.order.sepaPrenotification", { days: settings["sepa.preNotificationDays"] }),
        renderMandateText({
          creditor: mandateCreditor(settings),
          reference: order.mandateReference ?? undefined,
          debtor: {
            holder: order.sepaHolder ?? "",
            iban: orderIban(order, secret),
            bic: order.sepaBic ?? "",
            street: order.billing.address1,
            zip: order.billing.postcode,
            city: order.billing.city,
            country: order.billing.country,
          },
          amountCents: order.totalCents - order.voucherCents,
          date: order.createdAt,
          lang,
        }),
      ];
    }
    default:
      return [];
  }
}

type SepaOrder = Pick<OrderRow, "sepaIbanEncrypted" | "sepaIbanLast4" | "orderKey">;

/** The order's IBAN in clear, for the masked display only; "" when there is none or it cannot be read. */
function orderIban(order: SepaOrder, secret: string): string {
  if (!order.sepaIbanEncrypted) return "";
  try {
    return decryptIban(secret, order.sepaIbanEncrypted, order.orderKey);
  } catch {
    return "";
  }
}

/** `DE** **** **** **** **30 00`; with an unreadable ciphertext (changed secret) stars and the last 4. */
export function orderMaskedIban(order: SepaOrder, secret: string): string {
  const iban = orderIban(order, secret);
  if (iban) return maskIban(iban);
  return order.sepaIbanLast4 ? `**** ${order.sepaIbanLast4}` : "";
}

export function customerOrderUrl(order: OrderRow, siteUrl: string): string {
  const path =
    order.userId !== null ? paths.viewOrder(order.id) : paths.orderReceived(order.id, order.orderKey);
  return new URL(localePath(order.lang, path), siteUrl).href;
}

/** The placeholders every order mail fills (modules/mail/mail-types.ts). */
export function orderMailValues(order: OrderRow, settings: Settings, lang: Lang): Record<string, string> {
  return {
    order_number: String(order.id),
    order_date: formatOrderDate(order.createdAt, lang),
    order_total: formatPrice(order.totalCents, lang),
    customer_first_name: order.billing.firstName,
    customer_last_name: order.billing.lastName,
    customer_email: order.email,
    shop_name: settings["site.name"],
  };
}

/** The customer's closing lines: greeting formula and the seller's legal lines. */
export function closingBlocks(settings: Settings, lang: Lang): string[] {
  return [
    translate(lang, "mail.order.closing", { shop: settings["site.name"] }),
    ...legalBlocks(settings, lang),
  ];
}

export type OrderMailOptions = {
  /** The AGB and the Widerrufsbelehrung go along as PDFs (the first confirmation). */
  legalAttached?: boolean;
  /** Unsaved texts (preview, test send). */
  texts?: MailTexts;
};

/** The customer's order confirmation ("order_received"), rendered. */
export async function orderReceivedMail(
  db: Db,
  order: OrderRow,
  ctx: MailContext,
  opts: OrderMailOptions = {},
): Promise<RenderedMail> {
  const { settings, siteUrl } = ctx;
  const lang = order.lang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  // One after the other: `db` is often the order's transaction (one connection).
  const items = await loadLabelledOrderItems(db, order.id);
  const legalPaths = await legalPagePaths(db, settings);
  const coupons = await loadOrderCoupons(db, order.id);
  const vouchers = await loadOrderVouchers(db, order.id);
  const brand = await mailBrand(db, settings, siteUrl);
  const url = (path: string) => new URL(localePath(lang, path), siteUrl).href;
  return renderMail({
    settings,
    id: "order_received",
    lang,
    values: orderMailValues(order, settings, lang),
    brand,
    texts: opts.texts,
    after: [
      t("mail.order.summary", { number: order.id, date: formatOrderDate(order.createdAt, lang) }),
      itemLines(items, lang),
      totalsLines(order, settings, lang, coupons, vouchers),
      `${t("order.paymentMethod")}: ${paymentMethodTitle(order.paymentMethod, lang)}`,
      // Paid in full by gift vouchers: nothing to transfer or debit.
      ...(order.totalCents > order.voucherCents ? paymentBlocks(order, settings, lang, ctx.secret) : []),
      `${t("order.billingAddress")}:\n${addressLines(order.billing, lang)}`,
      `${t("order.shippingAddress")}:\n${order.shipping ? addressLines(order.shipping, lang) : t("confirm.sameAsBilling")}`,
      ...(order.customerNote ? [`${t("order.note")}:\n${order.customerNote}`] : []),
      t("mail.order.view", { url: customerOrderUrl(order, siteUrl) }),
      t("mail.order.withdrawal", { url: url(paths.withdrawal), policy: url(legalPaths.withdrawal) }),
      ...(opts.legalAttached ? [t("documentMail.legalAttached")] : []),
      ...closingBlocks(settings, lang),
    ],
  });
}

/** The shop's notification of a new order ("owner_new_order"), in German: the shop reads it. */
export async function ownerOrderMail(
  db: Db,
  order: OrderRow,
  ctx: MailContext,
  opts: OrderMailOptions = {},
): Promise<RenderedMail> {
  const { settings } = ctx;
  const de = (key: MessageKey, params?: Record<string, string | number>) => translate("de", key, params);
  const items = await loadLabelledOrderItems(db, order.id);
  const coupons = await loadOrderCoupons(db, order.id);
  const vouchers = await loadOrderVouchers(db, order.id);
  const brand = await mailBrand(db, settings, ctx.siteUrl);
  return renderMail({
    settings,
    id: "owner_new_order",
    lang: "de",
    values: orderMailValues(order, settings, "de"),
    brand,
    texts: opts.texts,
    after: [
      de("mail.order.summary", { number: order.id, date: formatOrderDate(order.createdAt, "de") }),
      de("mail.shop.customer", {
        name: `${order.billing.firstName} ${order.billing.lastName}`,
        email: order.email,
      }),
      itemLines(items, "de"),
      totalsLines(order, settings, "de", coupons, vouchers),
      `${de("order.paymentMethod")}: ${paymentMethodTitle(order.paymentMethod, "de")}`,
      ...(order.customerNote ? [`${de("order.note")}:\n${order.customerNote}`] : []),
    ],
  });
}

/**
 * Queues the customer's confirmation and the shop's notification. `event` distinguishes later
 * mails about the same order (a payment on the order-pay page) from the first ones.
 */
export async function queueOrderMails(
  db: Db,
  order: OrderRow,
  ctx: MailContext,
  event = "placed",
): Promise<void> {
  const customerKey = confirmationKey(order.id, event);
  // The first confirmation carries the AGB and the Widerrufsbelehrung as at this moment (§ 312f
  // BGB): a job draws them and lets the held mail go (modules/documents/legal-texts.ts).
  const legal = event === "placed" ? await queueLegalTexts(db, order, customerKey) : undefined;
  await enqueueMail(db, {
    dedupeKey: customerKey,
    to: order.email,
    ...(await orderReceivedMail(db, order, ctx, { legalAttached: Boolean(legal) })),
    ...legal,
  });
  await enqueueMail(db, {
    dedupeKey: `order:${order.id}:${event}:shop`,
    to: ctx.settings["shop.orderNotificationEmail"] || ctx.settings["legal.email"],
    ...(await ownerOrderMail(db, order, ctx)),
  });
}

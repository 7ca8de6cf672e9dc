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
import { loadOrderVouchers } from "../vouchers/order-vouchers.ts";
import "../i18n/messages-orders.ts";
import { legalData } from "../legal/legal-data.ts";
import { legalPagePaths } from "../legal/pages.ts";
import { legalMailFooter } from "../legal/render.ts";
import "../i18n/messages-order-mail.ts";
import "../i18n/messages-document-mails.ts";
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
  const { settings, siteUrl } = ctx;
  const lang = order.lang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const [items, legalPaths, coupons, vouchers] = await Promise.all([
    loadLabelledOrderItems(db, order.id),
    legalPagePaths(db, settings),
    loadOrderCoupons(db, order.id),
    loadOrderVouchers(db, order.id),
  ]);
  const shop = settings["site.name"];
  const url = (path: string) => new URL(localePath(lang, path), siteUrl).href;
  const customerKey = confirmationKey(order.id, event);
  // The first confirmation carries the AGB and the Widerrufsbelehrung as at this moment (§ 312f
  // BGB): a job draws them and lets the held mail go (modules/documents/legal-texts.ts).
  const legal = event === "placed" ? await queueLegalTexts(db, order, customerKey) : undefined;
  const customer = mailBodies([
    t("mail.order.greeting", { name: order.billing.firstName }),
    t("mail.order.intro"),
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
    ...(legal ? [t("documentMail.legalAttached")] : []),
    t("mail.order.closing", { shop }),
    ...legalBlocks(settings, lang),
  ]);
  await enqueueMail(db, {
    dedupeKey: customerKey,
    to: order.email,
    subject: t("mail.order.subject", { number: order.id, shop }),
    ...customer,
    ...legal,
  });

  // The shop's copy is in German: it is read by the shop.
  const de = (key: MessageKey, params?: Record<string, string | number>) => translate("de", key, params);
  const shopMail = mailBodies([
    de("mail.shop.intro"),
    de("mail.order.summary", { number: order.id, date: formatOrderDate(order.createdAt, "de") }),
    de("mail.shop.customer", {
      name: `${order.billing.firstName} ${order.billing.lastName}`,
      email: order.email,
    }),
    itemLines(items, "de"),
    totalsLines(order, settings, "de", coupons, vouchers),
    `${de("order.paymentMethod")}: ${paymentMethodTitle(order.paymentMethod, "de")}`,
    ...(order.customerNote ? [`${de("order.note")}:\n${order.customerNote}`] : []),
  ]);
  await enqueueMail(db, {
    dedupeKey: `order:${order.id}:${event}:shop`,
    to: settings["shop.orderNotificationEmail"] || settings["legal.email"],
    subject: de("mail.shop.subject", { number: order.id, total: formatPrice(order.totalCents, "de") }),
    ...shopMail,
  });
}

/**
 * What a document shows, as data: taken from the order (itself a copy made at checkout: names,
 * prices, addresses), the settings' legal data and the tax the order was charged, at the moment
 * of issue. The PDF is drawn from it and it is stored beside the PDF, so an invoice stays
 * correct after a product is deleted, an address corrected or a customer erased.
 */
import type { OrderAddress, OrderRow } from "#db/schema/orders.ts";
import { countryName } from "../checkout/iban.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { type LegalData, legalData } from "../legal/legal-data.ts";
import { paymentMethodTitle, shippingMethodTitle } from "../orders/format.ts";
import { attributeText, type LabelledOrderItem } from "../orders/item-attributes.ts";
import { berlinDay } from "../reports/berlin-days.ts";
import type { Settings } from "../settings/definitions.ts";
import { type VatTotals, vatBreakdown } from "./vat-breakdown.ts";
import "../i18n/messages-documents.ts";
import "../i18n/messages-voucher-texts.ts";
import "../i18n/messages-vouchers.ts";

export type DocumentKindShown = "invoice" | "credit_note" | "delivery_note";

export type SnapshotLine = {
  position: number;
  /** The order line it bills or credits; null for a credit of shipping and other amounts. */
  itemId: number | null;
  name: string;
  sku: string | null;
  attributes: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  vatRateBp: number;
  /** A multi-purpose gift voucher sold (issue 24): no VAT, printed with the reason. */
  giftVoucher?: boolean;
};

/** A gift voucher that paid part of the order (issue 24): a payment below the total, not a discount. */
export type SnapshotVoucherPayment = { code: string; cents: number };

export type SnapshotDiscount = { code: string; rateBp: number; grossCents: number };

export type DocumentSnapshot = {
  kind: DocumentKindShown;
  /** Null for a delivery note (not numbered). */
  number: string | null;
  issuedAt: string;
  /** YYYY-MM-DD (Berlin): the day the goods went out, else the day of issue. */
  deliveryDate: string;
  lang: Lang;
  order: {
    id: number;
    createdAt: string;
    paymentMethod: string;
    paymentMethodTitle: string;
    shippingTitle: string;
    mandateReference: string | null;
    ibanMasked: string | null;
  };
  /** `creditorId` (SEPA, BT-90): stored since the e-invoice; absent in older snapshots. */
  seller: LegalData & {
    bank: { holder: string; iban: string; bic: string; bank: string } | null;
    creditorId?: string;
  };
  /** `party`: the billing address as fields, for the e-invoice; absent in older snapshots. */
  buyer: {
    address: string[];
    email: string;
    vatId: string | null;
    buyerReference: string | null;
    party?: OrderAddress;
  };
  /** Null: delivered to the billing address. */
  deliveryAddress: string[] | null;
  lines: SnapshotLine[];
  shippingCents: number;
  /** Coupons' discounts per VAT rate (issue 24), gross; absent in older snapshots and without coupons. */
  discounts?: SnapshotDiscount[];
  vat: VatTotals;
  /** Gift vouchers that paid part of the total (an invoice only; absent without). */
  voucherPayments?: SnapshotVoucherPayment[];
  reverseCharge: boolean;
  smallBusiness: boolean;
  /** A credit note: the invoice it corrects, and whether it cancels it whole. */
  refersTo?: { number: string; issuedAt: string; cancelsWhole: boolean };
};

export function addressBlock(address: OrderAddress, lang: Lang): string[] {
  return [
    address.company,
    `${address.firstName} ${address.lastName}`,
    address.address1,
    `${address.postcode} ${address.city}`,
    address.country === "DE" ? "" : countryName(address.country, lang),
  ].filter((l) => l.trim() !== "");
}

/** The legal fields an invoice cannot do without (§ 14 (4) Nr. 1–2 UStG), by their German names. */
export function missingInvoiceFields(seller: LegalData): string[] {
  const missing: string[] = [];
  if (!seller.companyName) missing.push("Firma bzw. Name");
  if (!seller.street || !seller.postcode || !seller.city) missing.push("Anschrift");
  if (!seller.vatId && !seller.taxNumber) missing.push("USt-IdNr. oder Steuernummer");
  return missing;
}

function sellerBank(settings: Settings): DocumentSnapshot["seller"]["bank"] {
  const iban = settings["payment.bacsIban"];
  if (!iban) return null;
  return {
    holder: settings["payment.bacsAccountHolder"],
    iban,
    bic: settings["payment.bacsBic"],
    bank: settings["payment.bacsBank"],
  };
}

export function orderSnapshot(input: {
  kind: DocumentKindShown;
  number: string | null;
  issuedAt: Date;
  order: OrderRow;
  items: readonly LabelledOrderItem[];
  settings: Settings;
  /** Lines and shipping of a partial credit note; the whole order otherwise. */
  only?: {
    lines: SnapshotLine[];
    shippingCents: number;
    vat: { rateBp: number; cents: number }[];
    /** A cancellation's coupon discounts: the invoice's, less what earlier credit notes gave back. */
    discounts?: SnapshotDiscount[];
  };
  refersTo?: DocumentSnapshot["refersTo"];
  /** The vouchers that paid part of the order (an invoice shows them below the total). */
  vouchers?: readonly SnapshotVoucherPayment[];
  /** The order's coupon lines (a whole-order document shows each discount per rate). */
  coupons?: readonly { code: string; byRate: readonly { rateBp: number; grossCents: number }[] }[];
}): DocumentSnapshot {
  const { order, settings } = input;
  const lang = order.lang;
  const lines =
    input.only?.lines ??
    input.items.map((item, i) => ({
      position: i + 1,
      itemId: item.id,
      name: item.name,
      sku: item.sku,
      attributes: attributeText(item.attributeList),
      quantity: item.quantity,
      unitCents: item.unitCents,
      totalCents: item.totalCents,
      vatRateBp: item.vatRateBp,
      ...(item.giftVoucher
        ? {
            giftVoucher: true,
            attributes: [attributeText(item.attributeList), translate(lang, "voucher.taxNote")]
              .filter(Boolean)
              .join(" · "),
          }
        : {}),
    }));
  const shippingCents = input.only ? input.only.shippingCents : order.shippingCents;
  const charged = input.only ? input.only.vat : order.vat;
  const discounts: SnapshotDiscount[] = input.only
    ? (input.only.discounts ?? []).filter((d) => d.grossCents > 0)
    : (input.coupons ?? []).flatMap((c) =>
        c.byRate
          .filter((r) => r.grossCents > 0)
          .map((r) => ({ code: c.code, rateBp: r.rateBp, grossCents: r.grossCents })),
      );
  const seller = legalData(settings);
  const delivered = order.status === "completed" ? order.updatedAt : input.issuedAt;
  return {
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    deliveryDate: berlinDay(new Date(Math.max(delivered.getTime(), order.createdAt.getTime()))),
    lang,
    order: {
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      paymentMethod: order.paymentMethod,
      paymentMethodTitle: paymentMethodTitle(order.paymentMethod, lang),
      shippingTitle: shippingMethodTitle(order.shippingMethod, settings, lang),
      mandateReference: order.paymentMethod === PAYMENT_METHOD_IDS.sepa ? order.mandateReference : null,
      ibanMasked: order.sepaIbanLast4 ? `**** ${order.sepaIbanLast4}` : null,
    },
    seller: { ...seller, bank: sellerBank(settings), creditorId: settings["sepa.creditorId"] },
    buyer: {
      address: addressBlock(order.billing, lang),
      email: order.email,
      vatId: order.vatId,
      buyerReference: order.buyerReference,
      party: order.billing,
    },
    deliveryAddress: order.shipping ? addressBlock(order.shipping, lang) : null,
    lines,
    shippingCents,
    ...(discounts.length ? { discounts } : {}),
    vat: vatBreakdown(lines, shippingCents, charged, discounts),
    ...(input.vouchers?.length ? { voucherPayments: [...input.vouchers] } : {}),
    reverseCharge: order.reverseCharge,
    smallBusiness: seller.smallBusiness,
    refersTo: input.refersTo,
  };
}

/** The payment sentence under the totals. */
export function paymentNotice(s: DocumentSnapshot): string {
  const t = (key: Parameters<typeof translate>[1], p?: Record<string, string>) => translate(s.lang, key, p);
  switch (s.order.paymentMethod) {
    case PAYMENT_METHOD_IDS.sepa:
      return t("document.pay.sepa", { iban: s.order.ibanMasked ?? "" });
    case PAYMENT_METHOD_IDS.invoice:
      return t("document.pay.invoice");
    case PAYMENT_METHOD_IDS.bacs:
      return t("document.pay.bacs");
    default:
      return t("document.pay.other", { method: s.order.paymentMethodTitle });
  }
}

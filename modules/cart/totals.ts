/**
 * Cart arithmetic in integer cents. Prices are gross (incl. VAT), as German B2C shops show them;
 * the VAT contained is derived per rate. Shipping is a secondary service: its VAT follows the
 * rates of the goods in proportion to their value (the usual German treatment).
 */
import { type TaxClass, VAT_RATE_BP } from "../catalog/constants.ts";
import { splitByValue } from "../shared/money.ts";

/** `giftVoucher`: a multi-purpose voucher (issue 24), sold without VAT and taking no share of shipping. */
export type TotalsLine = { unitCents: number; quantity: number; taxClass: TaxClass; giftVoucher?: boolean };
export type ShippingRule = { flatCents: number; freeFromCents: number | null };

export type CartTotals = {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  /** What coupons take off the goods (modules/coupons); total = subtotal + shipping − discount. */
  discountCents: number;
  totalCents: number;
  /** VAT contained in the total, per rate in basis points (1900 = 19 %). */
  vat: { rateBp: number; cents: number }[];
};

export function vatContained(grossCents: number, rateBp: number): number {
  return Math.round((grossCents * rateBp) / (10_000 + rateBp));
}

export function cartTotals(lines: TotalsLine[], shipping: ShippingRule | null): CartTotals {
  const byRate = new Map<number, number>();
  let subtotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    const gross = line.unitCents * line.quantity;
    subtotal += gross;
    itemCount += line.quantity;
    if (line.giftVoucher) continue;
    const rate = VAT_RATE_BP[line.taxClass];
    byRate.set(rate, (byRate.get(rate) ?? 0) + gross);
  }
  const shippingCents =
    lines.length === 0 || !shipping || (shipping.freeFromCents !== null && subtotal >= shipping.freeFromCents)
      ? 0
      : shipping.flatCents;

  // Shipping split over the rates by value; the largest group absorbs the rounding remainder.
  // Shipping of vouchers alone is a service of its own at the standard rate (docs/back-office/vouchers.md).
  if (byRate.size === 0 && shippingCents > 0) byRate.set(VAT_RATE_BP.standard, 0);
  const vat = splitByValue(shippingCents, byRate)
    .map(([rateBp, share]) => ({ rateBp, cents: vatContained(byRate.get(rateBp)! + share, rateBp) }))
    .sort((a, b) => b.rateBp - a.rateBp);
  return {
    itemCount,
    subtotalCents: subtotal,
    shippingCents,
    discountCents: 0,
    totalCents: subtotal + shippingCents,
    vat,
  };
}

/**
 * Cart arithmetic in integer cents. Prices are gross (incl. VAT), as German B2C shops show them;
 * the VAT contained is derived per rate. Shipping is a secondary service: its VAT follows the
 * rates of the goods in proportion to their value (the usual German treatment).
 */
import { type TaxClass, VAT_RATE_BP } from "../catalog/constants.ts";

export type TotalsLine = { unitCents: number; quantity: number; taxClass: TaxClass };
export type ShippingRule = { flatCents: number; freeFromCents: number | null };

export type CartTotals = {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
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
    const rate = VAT_RATE_BP[line.taxClass];
    byRate.set(rate, (byRate.get(rate) ?? 0) + gross);
  }
  const shippingCents =
    lines.length === 0 || !shipping || (shipping.freeFromCents !== null && subtotal >= shipping.freeFromCents)
      ? 0
      : shipping.flatCents;

  // Split shipping over the rates by value; the largest group absorbs the rounding remainder.
  const rates = [...byRate.entries()].sort((a, b) => b[1] - a[1]);
  const shares = rates.map(([, gross]) => Math.round((shippingCents * gross) / (subtotal || 1)));
  if (shares.length) shares[0]! += shippingCents - shares.reduce((a, b) => a + b, 0);
  const vat = rates
    .map(([rateBp, gross], i) => ({ rateBp, cents: vatContained(gross + shares[i]!, rateBp) }))
    .sort((a, b) => b.rateBp - a.rateBp);
  return { itemCount, subtotalCents: subtotal, shippingCents, totalCents: subtotal + shippingCents, vat };
}

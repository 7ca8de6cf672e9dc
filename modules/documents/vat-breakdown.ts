/**
 * The VAT breakdown a German invoice must print (§ 14 (4) Nr. 7–8 UStG): per rate the net
 * amount, the rate and the tax. Prices are gross; the tax per rate is what the order charged
 * (orders.vat, authoritative: checkout decided it, including OSS and reverse charge); shipping is
 * split over the rates in proportion to the goods' value, the largest group taking the rounding
 * remainder — the rule checkout applied when it charged.
 */
import { splitByValue } from "../shared/money.ts";

export type VatRow = { rateBp: number; netCents: number; vatCents: number; grossCents: number };
export type VatTotals = { rows: VatRow[]; netCents: number; vatCents: number; grossCents: number };

export function vatBreakdown(
  lines: readonly { totalCents: number; vatRateBp: number }[],
  shippingCents: number,
  charged: readonly { rateBp: number; cents: number }[],
  discounts: readonly { rateBp: number; grossCents: number }[] = [],
): VatTotals {
  const goods = new Map<number, number>();
  for (const line of lines) goods.set(line.vatRateBp, (goods.get(line.vatRateBp) ?? 0) + line.totalCents);
  // Coupons (issue 24) lower each rate's gross by their discount at that rate.
  const off = (rateBp: number) =>
    discounts.filter((d) => d.rateBp === rateBp).reduce((a, d) => a + d.grossCents, 0);
  const rows = splitByValue(shippingCents, goods)
    .map(([rateBp, share]) => {
      const grossCents = goods.get(rateBp)! + share - off(rateBp);
      const vatCents = charged.find((v) => v.rateBp === rateBp)?.cents ?? 0;
      return { rateBp, grossCents, vatCents, netCents: grossCents - vatCents };
    })
    .sort((a, b) => b.rateBp - a.rateBp);
  return {
    rows,
    netCents: rows.reduce((a, r) => a + r.netCents, 0),
    vatCents: rows.reduce((a, r) => a + r.vatCents, 0),
    grossCents: rows.reduce((a, r) => a + r.grossCents, 0),
  };
}

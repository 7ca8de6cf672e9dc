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
  lines: readonly { totalCents: number; vatRateBp: number; giftVoucher?: boolean }[],
  shippingCents: number,
  charged: readonly { rateBp: number; cents: number }[],
  discounts: readonly { rateBp: number; grossCents: number }[] = [],
): VatTotals {
  const goods = new Map<number, number>();
  // Gift vouchers sold (issue 24) take no share of shipping: it follows the goods' rates only;
  // with vouchers alone the shipping's own rate is the one the order charged (else none).
  const sold = new Map<number, number>();
  for (const line of lines) {
    const into = line.giftVoucher ? sold : goods;
    into.set(line.vatRateBp, (into.get(line.vatRateBp) ?? 0) + line.totalCents);
  }
  if (goods.size === 0 && shippingCents > 0) goods.set(charged.find((c) => c.rateBp > 0)?.rateBp ?? 0, 0);
  // Coupons (issue 24) lower each rate's gross by their discount at that rate.
  const off = (rateBp: number) =>
    discounts.filter((d) => d.rateBp === rateBp).reduce((a, d) => a + d.grossCents, 0);
  const shares = new Map(splitByValue(shippingCents, goods));
  for (const rateBp of sold.keys()) if (!shares.has(rateBp)) shares.set(rateBp, 0);
  const rows = [...shares]
    .map(([rateBp, share]) => {
      const grossCents = (goods.get(rateBp) ?? 0) + (sold.get(rateBp) ?? 0) + share - off(rateBp);
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

/**
 * The VAT breakdown a German invoice must print (§ 14 (4) Nr. 7–8 UStG): per rate the net
 * amount, the rate and the tax. Prices are gross; the tax per rate is what the order charged
 * (orders.vat, authoritative: checkout decided it, including OSS and reverse charge); shipping is
 * split over the rates in proportion to the goods' value, the largest group taking the rounding
 * remainder — the rule checkout applied when it charged.
 */
export type VatRow = { rateBp: number; netCents: number; vatCents: number; grossCents: number };
export type VatTotals = { rows: VatRow[]; netCents: number; vatCents: number; grossCents: number };

export function vatBreakdown(
  lines: readonly { totalCents: number; vatRateBp: number }[],
  shippingCents: number,
  charged: readonly { rateBp: number; cents: number }[],
): VatTotals {
  const goods = new Map<number, number>();
  for (const line of lines) goods.set(line.vatRateBp, (goods.get(line.vatRateBp) ?? 0) + line.totalCents);
  const subtotal = [...goods.values()].reduce((a, b) => a + b, 0);
  const groups = [...goods.entries()].sort((a, b) => b[1] - a[1]);
  const shares = groups.map(([, gross]) => Math.round((shippingCents * gross) / (subtotal || 1)));
  if (shares.length > 0) shares[0]! += shippingCents - shares.reduce((a, b) => a + b, 0);

  const rows = groups
    .map(([rateBp, gross], i) => {
      const grossCents = gross + shares[i]!;
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

/**
 * The EN 16931 figures of a document, derived from its snapshot (pure). Our prices are gross and
 * the tax per rate is what the order charged (vat-breakdown.ts), so the e-invoice works back to
 * net amounts: per rate, the category's net (gross − charged tax) is split over the lines and the
 * shipping share in proportion to their gross, the largest part taking the rounding remainder.
 * Line nets therefore add up to each category's taxable amount exactly (BR-CO-10/13, BR-S-08),
 * and the totals equal the PDF's to the cent. The charged tax stays authoritative: it may differ
 * from taxable amount × rate by at most a cent (BR-CO-17 allows that, see the tests).
 */
import { PAYMENT_METHOD_IDS } from "../../checkout/payment.ts";
import type { DocumentSnapshot } from "../snapshot.ts";

/** VAT category codes (UNTDID 5305) we issue: standard, zero, reverse charge, exempt, export. */
export type VatCategory = "S" | "Z" | "AE" | "E" | "G";

export type Exemption = { code: string | null; reason: string };

export type EinvoiceLine = {
  position: number;
  name: string;
  description: string;
  sku: string | null;
  quantity: number;
  netCents: number;
  /** Net price (BT-146) in cents for `price.per` units (BT-149). */
  price: LinePrice;
  category: VatCategory;
  ratePercent: string;
};

export type EinvoiceCharge = { netCents: number; category: VatCategory; ratePercent: string };

export type EinvoiceVatRow = {
  category: VatCategory;
  ratePercent: string;
  netCents: number;
  vatCents: number;
  exemption: Exemption | null;
};

export type EinvoiceAmounts = {
  lines: EinvoiceLine[];
  /** Shipping, one document-level charge per rate (BG-21). */
  charges: EinvoiceCharge[];
  /** Coupons' discounts, one document-level allowance per rate (BG-20, issue 24). */
  allowances: EinvoiceCharge[];
  allowanceCents: number;
  vat: EinvoiceVatRow[];
  lineNetCents: number;
  chargeCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** BT-113: an invoice paid in advance (Vorkasse: issued once the money is in, as the PDF says). */
  paidCents: number;
  dueCents: number;
};

const EXEMPTIONS: Record<"AE" | "E" | "G", Exemption> = {
  AE: { code: "VATEX-EU-AE", reason: "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)" },
  E: { code: null, reason: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmer)" },
  G: { code: "VATEX-EU-G", reason: "Steuerfreie Ausfuhrlieferung" },
};

/** The category of one rate group of the snapshot. */
export function vatCategory(
  s: Pick<DocumentSnapshot, "smallBusiness" | "reverseCharge">,
  row: { rateBp: number; vatCents: number },
): VatCategory {
  if (s.smallBusiness) return "E";
  if (s.reverseCharge) return "AE";
  if (row.rateBp === 0) return "Z";
  return row.vatCents > 0 ? "S" : "G";
}

/** "19", "7", "5.5"; 0 for the categories that charge none. */
function percent(rateBp: number): string {
  return String(rateBp / 100);
}

/** Splits `total` over `weights` in proportion, the largest weight taking the remainder. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => (sum === 0 ? 0 : Math.round((total * w) / sum)));
  if (parts.length > 0) {
    const largest = weights.indexOf(Math.max(...weights));
    parts[largest]! += total - parts.reduce((a, b) => a + b, 0);
  }
  return parts;
}

export type LinePrice = { cents: number; per: 1 | 100 };

/**
 * The net unit price of a line. Amounts have two decimals, so when the line's net does not
 * divide by its quantity the price is given per 100 units (BT-149): four places per unit, and
 * quantity × price / 100 is the line net to within half a cent per hundred units.
 */
export function linePrice(netCents: number, quantity: number): LinePrice {
  if (netCents % quantity === 0) return { cents: netCents / quantity, per: 1 };
  return { cents: Math.round((netCents * 100) / quantity), per: 100 };
}

export function einvoiceAmounts(s: DocumentSnapshot): EinvoiceAmounts {
  const lines: EinvoiceLine[] = [];
  const charges: EinvoiceCharge[] = [];
  const allowances: EinvoiceCharge[] = [];
  const byCategory = new Map<string, EinvoiceVatRow>();
  for (const row of s.vat.rows) {
    const category = vatCategory(s, row);
    const ratePercent = category === "S" ? percent(row.rateBp) : "0";
    const rateLines = s.lines.filter((l) => l.vatRateBp === row.rateBp);
    // A coupon's discount at this rate (gross) is an allowance with its own net; lines and shipping
    // share the net before it, so lines + charge − allowance = the rate's taxable amount exactly.
    const discountGross = (s.discounts ?? [])
      .filter((d) => d.rateBp === row.rateBp)
      .reduce((a, d) => a + d.grossCents, 0);
    // The rate's own net share of gross (the charged tax stays authoritative, as for the lines).
    const discountNet =
      row.grossCents === 0 ? 0 : Math.round((discountGross * row.netCents) / row.grossCents);
    const shippingGross = row.grossCents + discountGross - rateLines.reduce((a, l) => a + l.totalCents, 0);
    const nets = split(row.netCents + discountNet, [
      ...rateLines.map((l) => l.totalCents),
      Math.max(0, shippingGross),
    ]);
    rateLines.forEach((l, i) => {
      // A credit of an amount without a quantity counts as one unit.
      const quantity = l.quantity > 0 ? l.quantity : 1;
      lines.push({
        position: l.position,
        name: l.name,
        description: l.attributes,
        sku: l.sku,
        quantity,
        netCents: nets[i]!,
        price: linePrice(nets[i]!, quantity),
        category,
        ratePercent,
      });
    });
    const shippingNet = nets[rateLines.length]!;
    if (shippingNet !== 0) charges.push({ netCents: shippingNet, category, ratePercent });
    if (discountNet !== 0) allowances.push({ netCents: discountNet, category, ratePercent });
    const key = `${category}/${ratePercent}`;
    const known = byCategory.get(key);
    byCategory.set(key, {
      category,
      ratePercent,
      netCents: (known?.netCents ?? 0) + row.netCents,
      vatCents: (known?.vatCents ?? 0) + row.vatCents,
      exemption: category === "S" || category === "Z" ? null : EXEMPTIONS[category],
    });
  }
  lines.sort((a, b) => a.position - b.position);
  const lineNetCents = lines.reduce((a, l) => a + l.netCents, 0);
  const chargeCents = charges.reduce((a, c) => a + c.netCents, 0);
  const allowanceCents = allowances.reduce((a, c) => a + c.netCents, 0);
  const vatCents = s.vat.vatCents;
  const netCents = lineNetCents + chargeCents - allowanceCents;
  const paid = s.kind === "invoice" && s.order.paymentMethod === PAYMENT_METHOD_IDS.bacs;
  // Gift vouchers paid part of it (issue 24): a prepaid amount, not an allowance (no VAT effect).
  const voucherCents = (s.voucherPayments ?? []).reduce((a, v) => a + v.cents, 0);
  const paidCents = paid ? netCents + vatCents : Math.min(voucherCents, netCents + vatCents);
  return {
    lines,
    charges,
    allowances,
    allowanceCents,
    vat: [...byCategory.values()],
    lineNetCents,
    chargeCents,
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    paidCents,
    dueCents: netCents + vatCents - paidCents,
  };
}

/**
 * What an order is charged, tax-wise (issue 21 item 4). Prices are stored gross with German VAT;
 * from them, the delivery country, the customer's VAT ID and the tax settings this decides whose
 * VAT applies (Germany's, the customer's country's under the one-stop shop, or none under reverse
 * charge) and the charged gross per line and shipping, in integer cents rounded half up per unit,
 * so every line's total is its unit price times its quantity and total = subtotal + shipping.
 */
import { vatContained } from "../cart/totals.ts";
import { type TaxClass, VAT_RATE_BP } from "../catalog/constants.ts";
import { splitByValue } from "../shared/money.ts";
import { SELLER_COUNTRY } from "./constants.ts";
import { type CountryRates, EU_VAT_RATES, isEuCountry } from "./eu-rates.ts";
import { vatIdCountry } from "./vat-id.ts";

export const PRICE_MODES = ["gross-constant", "net-constant"] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

export type TaxRules = {
  ossEnabled: boolean;
  priceMode: PriceMode;
  reverseChargeEnabled: boolean;
  /** The owner's rates for some countries, over the built-in table (eu-rates.ts). */
  rateOverrides?: Readonly<Record<string, CountryRates>>;
};

/** The customer as tax sees them; `vatId` normalised (vat-id.ts), null when none was given. */
export type TaxCustomer = { deliveryCountry: string; billingCountry: string; vatId: string | null };

export type TaxBasis = {
  /** The country whose VAT applies (for reverse charge: the customer's, who owes it). */
  country: string;
  reverseCharge: boolean;
  /** The rates charged per tax class (0 under reverse charge). */
  rates: CountryRates;
};

const NO_VAT: CountryRates = { standard: 0, reduced: 0 };

export function taxBasis(customer: TaxCustomer, rules: TaxRules): TaxBasis {
  const country = customer.deliveryCountry;
  const otherEuCountry = country !== SELLER_COUNTRY && isEuCountry(country);
  if (otherEuCountry && rules.reverseChargeEnabled && isForeignBusiness(customer)) {
    return { country, reverseCharge: true, rates: NO_VAT };
  }
  if (otherEuCountry && rules.ossEnabled) {
    return { country, reverseCharge: false, rates: rules.rateOverrides?.[country] ?? EU_VAT_RATES[country]! };
  }
  return { country: SELLER_COUNTRY, reverseCharge: false, rates: VAT_RATE_BP };
}

/** A business registered in another member state: a VAT ID of valid format from its billing country. */
function isForeignBusiness(customer: TaxCustomer): boolean {
  if (!customer.vatId) return false;
  const idCountry = vatIdCountry(customer.vatId);
  return idCountry !== undefined && idCountry !== SELLER_COUNTRY && idCountry === customer.billingCountry;
}

/** a / b rounded half up, for a ≥ 0 and b > 0, in integers (no floating-point halves). */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * The charged gross of a stored gross amount of one tax class: reverse charge takes the German net;
 * net-constant keeps the German net and adds the basis' rate; gross-constant keeps the gross.
 */
export function chargedGross(
  grossCents: number,
  taxClass: TaxClass,
  basis: TaxBasis,
  mode: PriceMode,
): number {
  const home = VAT_RATE_BP[taxClass];
  if (basis.reverseCharge) return roundDiv(grossCents * 10_000, 10_000 + home);
  if (mode === "gross-constant") return grossCents;
  return roundDiv(grossCents * (10_000 + basis.rates[taxClass]), 10_000 + home);
}

/** `giftVoucher` (issue 24): a multi-purpose voucher, charged at its value, rate 0, no share of shipping. */
export type TaxLine = { unitCents: number; quantity: number; taxClass: TaxClass; giftVoucher?: boolean };
export type TaxedLine = { unitCents: number; totalCents: number; rateBp: number };

export type TaxedTotals = {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  /** What coupons take off (modules/coupons `discountTaxedTotals`); 0 here. total = subtotal + shipping − discount. */
  discountCents: number;
  totalCents: number;
  /** VAT contained in the total per charged rate (empty under reverse charge). */
  vat: { rateBp: number; cents: number }[];
  /** The gross per charged rate (goods and shipping share) the VAT was taken from. */
  grossByRate: { rateBp: number; cents: number }[];
  /** Per input line, in order: the charged unit and line gross and the rate charged. */
  lines: TaxedLine[];
  taxCountry: string;
  reverseCharge: boolean;
  voucherSaleCents?: number;
};

/**
 * The order's totals under a tax basis. Shipping (stored gross, German VAT) follows the goods: it
 * is split over the tax classes by the goods' stored value (the largest class takes the rounding
 * remainder) and each share is charged like goods of its class.
 */
export function taxedTotals(
  lines: readonly TaxLine[],
  shippingGrossCents: number,
  basis: TaxBasis,
  mode: PriceMode,
): TaxedTotals {
  const storedByClass = new Map<TaxClass, number>();
  const chargedByClass = new Map<TaxClass, number>();
  let itemCount = 0;
  let voucherCents = 0;
  const taxed = lines.map((line) => {
    if (line.giftVoucher) {
      itemCount += line.quantity;
      voucherCents += line.unitCents * line.quantity;
      return { unitCents: line.unitCents, totalCents: line.unitCents * line.quantity, rateBp: 0 };
    }
    const unitCents = chargedGross(line.unitCents, line.taxClass, basis, mode);
    const totalCents = unitCents * line.quantity;
    itemCount += line.quantity;
    storedByClass.set(
      line.taxClass,
      (storedByClass.get(line.taxClass) ?? 0) + line.unitCents * line.quantity,
    );
    chargedByClass.set(line.taxClass, (chargedByClass.get(line.taxClass) ?? 0) + totalCents);
    return { unitCents, totalCents, rateBp: basis.rates[line.taxClass] };
  });
  const subtotalCents = taxed.reduce((sum, l) => sum + l.totalCents, 0);

  // Shipping of vouchers alone is a service of its own at the standard rate (docs/back-office/vouchers.md).
  if (lines.length > 0 && storedByClass.size === 0 && shippingGrossCents > 0) {
    storedByClass.set("standard", 0);
    chargedByClass.set("standard", 0);
  }
  const shares = shippingShares(storedByClass, lines.length === 0 ? 0 : shippingGrossCents);
  let shippingCents = 0;
  const byRate = new Map<number, number>();
  for (const [taxClass, charged] of chargedByClass) {
    const share = chargedGross(shares.get(taxClass) ?? 0, taxClass, basis, mode);
    shippingCents += share;
    const rate = basis.rates[taxClass];
    byRate.set(rate, (byRate.get(rate) ?? 0) + charged + share);
  }
  const vat = basis.reverseCharge
    ? []
    : [...byRate.entries()]
        .filter(([rateBp]) => rateBp > 0)
        .map(([rateBp, gross]) => ({ rateBp, cents: vatContained(gross, rateBp) }))
        .sort((a, b) => b.rateBp - a.rateBp);
  return {
    itemCount,
    subtotalCents,
    shippingCents,
    discountCents: 0,
    totalCents: subtotalCents + shippingCents,
    vat,
    grossByRate: [...byRate.entries()].map(([rateBp, cents]) => ({ rateBp, cents })),
    /** Gift vouchers sold (no VAT): in the subtotal, in no rate's gross. */
    voucherSaleCents: voucherCents,
    lines: taxed,
    taxCountry: basis.country,
    reverseCharge: basis.reverseCharge,
  };
}

/** Shipping split over the classes by stored value, as modules/cart/totals.ts does. */
function shippingShares(storedByClass: Map<TaxClass, number>, shippingCents: number): Map<TaxClass, number> {
  return new Map(splitByValue(shippingCents, storedByClass));
}

/**
 * The pure rules of editing products (issue 23): the GTIN/EAN check digit, the bulk price change
 * (± percent or amount, rounded to the cent, never to zero or below), and which sale price is in
 * effect at a moment of its schedule. Browser-safe: the editor and the bulk form show the same
 * results the server stores.
 */

/** The statuses an owner sets (the trash is its own action). */
export const EDITABLE_STATUSES = ["publish", "future", "draft", "private"] as const;
export type EditableStatus = (typeof EDITABLE_STATUSES)[number];
/** The units a net quantity may be given in (g and ml are stored as kg and l). */
export const NET_UNITS = ["g", "kg", "ml", "l", "Stk"] as const;
/** How long a trashed product can be restored before housekeeping deletes it. */
export const TRASH_DAYS = 30;

/** The highest price the back office accepts (a typo guard: 1,000,000.00 €). */
export const MAX_PRICE_CENTS = 100_000_000;
/** The highest stock quantity (a typo guard). */
export const MAX_STOCK = 10_000_000;
/** The editor's bounds for a product's weight (kg) and minimum quantity. */
export const MAX_WEIGHT_KG = 1000;
export const MAX_MIN_QUANTITY = 1000;

/** A GTIN-8, -12 (UPC), -13 (EAN) or -14 with its check digit (GS1's mod-10 with weights 3 and 1). */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop() as number;
  // From the right (next to the check digit) the weights are 3, 1, 3, 1 …
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A bulk price change: by percent (10 = +10 %, -15 = −15 %) or by an amount in cents (±). */
export type PriceChange = { kind: "percent"; percent: number } | { kind: "amount"; cents: number };

/**
 * The new price after a bulk change, rounded half away from zero to the cent; undefined when the
 * result would be zero, negative or above MAX_PRICE_CENTS (the product is then left as it is).
 */
export function applyPriceChange(cents: number, change: PriceChange): number | undefined {
  const next =
    change.kind === "percent"
      ? // Integer maths on hundredths of a percent keeps 19.99 × 1.1 from drifting in floating point.
        roundHalfAway((cents * Math.round(change.percent * 100 + 10_000)) / 10_000)
      : cents + change.cents;
  return next >= 1 && next <= MAX_PRICE_CENTS ? next : undefined;
}

function roundHalfAway(x: number): number {
  // A product of integers divided by 10,000: guard the .5 case against binary fractions.
  const r = Math.round(Math.abs(x) * 1e6) / 1e6;
  return Math.sign(x) * Math.round(r);
}

/** The sale price the owner set and its window (either end open). */
export type SaleSchedule = { priceCents: number | null; from: Date | null; to: Date | null };

/** The sale price in effect at `now`: the planned one inside its window, else none. */
export function effectiveSalePrice(sale: SaleSchedule, now: Date): number | null {
  if (sale.priceCents == null) return null;
  if (sale.from && now < sale.from) return null;
  if (sale.to && now >= sale.to) return null;
  return sale.priceCents;
}

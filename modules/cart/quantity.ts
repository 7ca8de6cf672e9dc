import { CartError } from "./errors.ts";

/** Far above any real order; keeps sums and the upsert inside integer range. */
export const MAX_LINE_QUANTITY = 9999;

/** Parses a quantity as a shopper or a script sends it: a whole number from 1 to 9999. */
export function parseQuantity(raw: string | undefined, fallback = 1): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const text = raw.trim();
  if (!/^\d{1,6}$/.test(text)) throw new CartError("laden_invalid_quantity");
  const n = Number(text);
  if (n < 1 || n > MAX_LINE_QUANTITY) throw new CartError("laden_invalid_quantity");
  return n;
}

/**
 * When a stock change crosses a line the owner wants to hear about (issue 23 item 7): from above
 * the low-stock threshold to at or below it, or from above 0 to 0 or less. A level that stays
 * below a line crosses nothing, so a second mail comes only after the stock was above it again.
 * Both lines crossed at once (5 → 0 with threshold 2) is one crossing: out of stock, one mail.
 */
export type StockCrossing = "low" | "out";

/** The crossing of a change from `before` to `after` (managed stock, both known), or null. */
export function stockCrossing(before: number, after: number, threshold: number): StockCrossing | null {
  if (after >= before) return null;
  if (before > 0 && after <= 0) return "out";
  if (before > threshold && after <= threshold) return "low";
  return null;
}

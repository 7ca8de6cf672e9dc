/** A coupon code as WooCommerce compares it (wc_format_coupon_code): trimmed and lower-cased. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toLocaleLowerCase("de-DE");
}

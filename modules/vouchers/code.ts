/**
 * Gift voucher codes: XXXX-XXXX-XXXX from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S,
 * 2/Z, 8/B, U/V), drawn with crypto-random bytes by rejection sampling (no modulo bias):
 * 23^12 ≈ 2.2·10^16 codes, so guessing one is hopeless and a collision is retried anyway.
 */
import { randomInt } from "node:crypto";

export const VOUCHER_ALPHABET = "ACDEFGHJKMNPQRTWXY34679";

export function generateVoucherCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

/** As stored and compared: trimmed, upper-cased, inner spaces dropped (a code typed "abcd efgh-…"). */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, "");
}

/** Whether a typed code has the voucher shape (else the coupon field treats it as a coupon only). */
export function looksLikeVoucherCode(code: string): boolean {
  return /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(normaliseVoucherCode(code));
}

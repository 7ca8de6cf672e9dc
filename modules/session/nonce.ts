/**
 * Nonces as WordPress makes them: an HMAC over the action, who asks, and a 12-hour tick,
 * accepted for the current and the previous tick. Any app process with the same secret can
 * verify them; nothing is stored.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { NONCE_LENGTH, NONCE_TICK_SECONDS, NONCE_VALID_TICKS } from "./constants.ts";

export type NonceSubject = {
  /** Session id when the visitor has a session; "" for a visitor without one. */
  session: string;
  /** User id when signed in. */
  userId?: number;
};

export function nonceTick(nowMs: number): number {
  return Math.ceil(nowMs / 1000 / NONCE_TICK_SECONDS);
}

function sign(secret: string, action: string, subject: NonceSubject, tick: number): string {
  return createHmac("sha256", secret)
    .update(`${tick}|${action}|${subject.userId ?? 0}|${subject.session}`)
    .digest("hex")
    .slice(0, NONCE_LENGTH);
}

export function createNonce(
  secret: string,
  action: string,
  subject: NonceSubject,
  nowMs = Date.now(),
): string {
  return sign(secret, action, subject, nonceTick(nowMs));
}

/**
 * 1 when made in the current tick, 2 when in the previous one (WordPress's return values),
 * false otherwise.
 */
export function verifyNonce(
  secret: string,
  nonce: unknown,
  action: string,
  subject: NonceSubject,
  nowMs = Date.now(),
): 1 | 2 | false {
  if (typeof nonce !== "string") return false;
  const given = Buffer.from(nonce);
  // Compare bytes, not characters: "nicht-gültig" has 12 characters but 13 bytes.
  if (given.length !== NONCE_LENGTH) return false;
  const tick = nonceTick(nowMs);
  for (let age = 0; age < NONCE_VALID_TICKS; age++) {
    const expected = Buffer.from(sign(secret, action, subject, tick - age));
    if (timingSafeEqual(given, expected)) return (age + 1) as 1 | 2;
  }
  return false;
}

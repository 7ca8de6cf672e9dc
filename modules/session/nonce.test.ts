import { describe, expect, it } from "vitest";
import { NONCE_TICK_SECONDS } from "./constants.ts";
import { createNonce, verifyNonce } from "./nonce.ts";

const SECRET = "x".repeat(32);
const anon = { session: "" };
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const TICK_MS = NONCE_TICK_SECONDS * 1000;

describe("nonces", () => {
  it("verifies within the tick it was made in as 1", () => {
    const n = createNonce(SECRET, "wp_rest", anon, T0);
    expect(n).toMatch(/^[0-9a-f]{12}$/);
    expect(verifyNonce(SECRET, n, "wp_rest", anon, T0)).toBe(1);
  });

  it("verifies one tick later as 2 and fails two ticks later", () => {
    const n = createNonce(SECRET, "wp_rest", anon, T0);
    expect(verifyNonce(SECRET, n, "wp_rest", anon, T0 + TICK_MS)).toBe(2);
    expect(verifyNonce(SECRET, n, "wp_rest", anon, T0 + 2 * TICK_MS)).toBe(false);
  });

  it("is bound to action, session, user and secret", () => {
    const subject = { session: "abc", userId: 7 };
    const n = createNonce(SECRET, "a", subject, T0);
    expect(verifyNonce(SECRET, n, "b", subject, T0)).toBe(false);
    expect(verifyNonce(SECRET, n, "a", { session: "abd", userId: 7 }, T0)).toBe(false);
    expect(verifyNonce(SECRET, n, "a", { session: "abc", userId: 8 }, T0)).toBe(false);
    expect(verifyNonce("y".repeat(32), n, "a", subject, T0)).toBe(false);
  });

  it("rejects malformed input without throwing", () => {
    for (const bad of [undefined, null, 42, "", "short", "z".repeat(12), "a".repeat(64), "nicht-gültig"]) {
      expect(verifyNonce(SECRET, bad, "a", anon, T0)).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { hashResetToken, isWellFormedResetToken, RESET_TOKEN_TTL_SECONDS } from "./reset-tokens.ts";

describe("reset tokens", () => {
  it("are valid for one hour", () => {
    expect(RESET_TOKEN_TTL_SECONDS).toBe(3600);
  });

  it("are stored as a SHA-256, never in clear", () => {
    const token = "A".repeat(43);
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetToken(token)).not.toContain(token);
    expect(hashResetToken(token)).toBe(hashResetToken(token));
  });

  it("accept only the shape we hand out (32 random bytes, base64url)", () => {
    expect(isWellFormedResetToken("A".repeat(43))).toBe(true);
    expect(isWellFormedResetToken("A".repeat(42))).toBe(false);
    expect(isWellFormedResetToken(`${"A".repeat(42)}=`)).toBe(false);
    expect(isWellFormedResetToken(undefined)).toBe(false);
    expect(isWellFormedResetToken(["x"])).toBe(false);
  });
});

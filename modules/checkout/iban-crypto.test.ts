import { describe, expect, it } from "vitest";
import { decryptIban, encryptIban, IbanDecryptError } from "./iban-crypto.ts";

const SECRET = "test-secret-test-secret-test-secret-0123";
const IBAN = "DE89370400440532013000";

/** Replaces the character at `i` with another one of the base64url alphabet. */
function flip(text: string, i: number): string {
  const c = text[i]!;
  return text.slice(0, i) + (c === "A" ? "B" : "A") + text.slice(i + 1);
}

describe("IBAN encryption", () => {
  it("round-trips, normalising the IBAN and keeping the last four in clear", () => {
    const enc = encryptIban(SECRET, "de89 3704 0044 0532 0130 00");
    expect(enc.last4).toBe("3000");
    expect(enc.ciphertext).toMatch(/^iban:v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{22}$/);
    expect(enc.ciphertext).not.toContain(IBAN);
    expect(enc.ciphertext).not.toContain("0532013000");
    expect(decryptIban(SECRET, enc.ciphertext)).toBe(IBAN);
  });

  it("uses a fresh IV every time", () => {
    const a = encryptIban(SECRET, IBAN).ciphertext;
    const b = encryptIban(SECRET, IBAN).ciphertext;
    expect(a).not.toBe(b);
    expect(decryptIban(SECRET, a)).toBe(decryptIban(SECRET, b));
  });

  it("fails on any changed character of the stored text", () => {
    const { ciphertext } = encryptIban(SECRET, IBAN);
    for (let i = "iban:v1:".length; i < ciphertext.length; i++) {
      if (ciphertext[i] === ":") continue;
      expect(() => decryptIban(SECRET, flip(ciphertext, i)), `position ${i}`).toThrow(IbanDecryptError);
    }
  });

  it("fails on truncation, a wrong prefix, garbage and swapped parts", () => {
    const { ciphertext } = encryptIban(SECRET, IBAN);
    const [, , iv, body, tag] = ciphertext.split(":");
    for (const bad of [
      ciphertext.slice(0, -1),
      ciphertext.replace("iban:v1:", "iban:v2:"),
      ciphertext.replace("iban:v1:", ""),
      `iban:v1:${iv}:${tag}:${body}`,
      `iban:v1:${iv}:${body}`,
      `${ciphertext}:x`,
      "iban:v1:!!:??:..",
      "",
    ]) {
      expect(() => decryptIban(SECRET, bad), bad).toThrow(IbanDecryptError);
    }
  });

  it("fails under another secret or another context", () => {
    const { ciphertext } = encryptIban(SECRET, IBAN, "order-17");
    expect(decryptIban(SECRET, ciphertext, "order-17")).toBe(IBAN);
    expect(() => decryptIban(SECRET, ciphertext, "order-18")).toThrow(IbanDecryptError);
    expect(() => decryptIban(SECRET, ciphertext)).toThrow(IbanDecryptError);
    expect(() => decryptIban(`${SECRET}x`, ciphertext, "order-17")).toThrow(IbanDecryptError);
  });
});

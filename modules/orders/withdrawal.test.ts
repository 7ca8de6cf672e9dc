import { describe, expect, it } from "vitest";
import { berlinDateTime, validateWithdrawal } from "./withdrawal.ts";

describe("the withdrawal form", () => {
  it("accepts name, order number (also with #) and e-mail, trimmed", () => {
    const r = validateWithdrawal({
      name: "  Erika  Mustermann ",
      order: " #10001 ",
      email: " e@example.de ",
    });
    expect(r).toEqual({
      ok: true,
      input: { name: "Erika Mustermann", orderNumber: "10001", email: "e@example.de" },
    });
  });

  it("names each bad field", () => {
    const r = validateWithdrawal({ name: "", order: "10001x", email: "kein-at" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(["name", "order", "email"]);
  });

  it("refuses missing or non-text values and overlong input without throwing", () => {
    for (const raw of [
      {},
      { name: 5, order: [], email: {} },
      { name: "x".repeat(10_000), order: "9".repeat(60), email: `${"a".repeat(300)}@example.de` },
    ]) {
      const r = validateWithdrawal(raw);
      expect(r.ok).toBe(false);
    }
  });

  it("gives the time of receipt in Berlin time, with seconds", () => {
    // 23:30:05 UTC on 31 December is already New Year in Berlin.
    expect(berlinDateTime(new Date("2026-12-31T23:30:05Z"), "de")).toEqual({
      date: "1. Januar 2027",
      time: "00:30:05",
    });
  });
});

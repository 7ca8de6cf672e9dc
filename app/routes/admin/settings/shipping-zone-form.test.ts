import { describe, expect, it } from "vitest";
import { readZoneForm } from "./shipping-zone-form.ts";

const form = (pairs: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of pairs) f.append(k, v);
  return f;
};

describe("reading the zone form", () => {
  it("reads countries, patterns, the hide rule, kept, removed and added methods", () => {
    const { raw, rows } = readZoneForm(
      form([
        ["name", "Nord"],
        ["countries", "DE"],
        ["countries", "DK"],
        ["postcodes", "20*\n\n24000...25999; 10115"],
        ["method-count", "2"],
        ["method-0-id", "1"],
        ["method-0-kind", "flat_rate"],
        ["method-0-enabled", "on"],
        ["method-0-cost", "4,9"],
        ["method-0-carrier", "DPD"],
        ["method-1-id", "3"],
        ["method-1-kind", "local_pickup"],
        ["method-1-remove", "on"],
        ["new-kind", "free_shipping"],
        ["new-freeFrom", "39 €"],
        ["new-cost", "kein Betrag"],
      ]),
    );
    expect(raw).toEqual({
      name: "Nord",
      countries: ["DE", "DK"],
      postcodes: ["20*", "24000...25999", " 10115"],
      hidePaidWhenFree: false,
      methods: [
        { id: 1, kind: "flat_rate", enabled: true, costCents: 490, freeFromCents: 0, carrier: "DPD" },
        { kind: "free_shipping", enabled: true, costCents: 0, freeFromCents: 3900, carrier: "" },
      ],
    });
    expect(rows).toEqual(["method-0", "new"]);
  });
  it("passes an unreadable amount on as text, so the schema refuses it", () => {
    const { raw } = readZoneForm(
      form([
        ["method-count", "1"],
        ["method-0-id", "4"],
        ["method-0-kind", "flat_rate"],
        ["method-0-cost", "12,9x"],
        ["new-kind", ""],
      ]),
    );
    expect(raw.methods).toEqual([
      { id: 4, kind: "flat_rate", enabled: false, costCents: "12,9x", freeFromCents: 0, carrier: "" },
    ]);
  });
});

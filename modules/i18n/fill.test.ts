import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholdersOf } from "./fill.ts";

describe("fillPlaceholders", () => {
  it("fills every {name} with its value, numbers as text", () => {
    expect(fillPlaceholders("Noch {n} von {max} für {who}", { n: 2, max: 5, who: "Anna" })).toBe(
      "Noch 2 von 5 für Anna",
    );
  });
  it("leaves a placeholder without a value (missing or undefined) as it is", () => {
    expect(fillPlaceholders("{a} und {b}", { a: "x", b: undefined })).toBe("x und {b}");
    expect(fillPlaceholders("{a}")).toBe("{a}");
  });
  it("takes only the params' own values, never inherited ones", () => {
    expect(fillPlaceholders("{toString} {constructor}", {})).toBe("{toString} {constructor}");
  });
  it("placeholdersOf lists the names in order", () => {
    expect(placeholdersOf("{holder}, {iban} – {holder}")).toEqual(["holder", "iban", "holder"]);
  });
});

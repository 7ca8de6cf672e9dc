/**
 * Defects of the forms runtime found on the landed build (issue 26): each observed behaviour as
 * a test of the engine.
 */
import { describe, expect, it } from "vitest";
import { FormEngine, validateSubmission } from "./engine.ts";
import { field, runtime } from "./test-form.ts";

describe("products, quantities and shipping (issue 26)", () => {
  it("a quantity field assigned to a product counts in the total when the form has a shipping field", () => {
    const p = field("product", "kurs", { product_price: "12,50", product_use_quantity: false });
    const s = field("shipping", "versand", { shipping_cost: "4,90" });
    const q = field("quantity", "anzahl", { product_assignment: p.id, num_min: "1" });
    const t = field("total", "summe");
    const e = new FormEngine(runtime([p, s, q, t]));
    expect(e.field(t.id).display).toBe("17,40\u00a0€");
    e.set(q.id, "3", "change");
    expect(e.field(t.id).display).toBe("42,40\u00a0€");
    expect(validateSubmission(runtime([p, s, q, t]), { [q.id]: "3" }).data.fields[String(t.id)]?.value).toBe(
      "42.40",
    );
  });

  it('a shipping cost written with a comma ("4,90") shows 4,90 €, as the total counts it', () => {
    const p = field("product", "p2", { product_price: "10" });
    const s = field("shipping", "versand2", { shipping_cost: "4,90" });
    const t = field("total", "summe2");
    const e = new FormEngine(runtime([p, s, t]));
    expect(e.field(s.id).display).toBe("4,90\u00a0€");
    expect(e.field(t.id).display).toBe("14,90\u00a0€");
  });
});

import { describe, expect, it } from "vitest";
import { productPatchSchema } from "./product-edit.ts";
import { readProductForm } from "./product-form.ts";

const read = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return readProductForm(form);
};

describe("weight and minimum quantity in the editor's form", () => {
  it("reads a German decimal weight (comma, optional kg) and a whole minimum quantity", () => {
    expect(read({ weight: "0,25", min_quantity: "3" }).patch).toMatchObject({
      weight: "0.25",
      minQuantity: 3,
    });
    expect(read({ weight: "1,5 kg", min_quantity: "" }).patch).toMatchObject({
      weight: "1.5",
      minQuantity: 1,
    });
    expect(read({ weight: "", min_quantity: "1" }).patch.weight).toBeNull();
  });

  it("leaves both out when the form has no such fields", () => {
    const { patch } = read({ name: "x" });
    expect("weight" in patch).toBe(false);
    expect("minQuantity" in patch).toBe(false);
  });

  it("marks a minimum quantity that is no whole number", () => {
    expect(read({ min_quantity: "2,5" }).errors.minQuantity).toBe("adminProducts.error.minQuantity");
    expect(read({ min_quantity: "-1" }).errors.minQuantity).toBe("adminProducts.error.minQuantity");
  });

  it("validates the bounds: weight 0–1000 kg in grams at most, minimum 1–1000", () => {
    const ok = (p: object) => productPatchSchema.safeParse(p).success;
    expect(ok({ weight: "0" })).toBe(true);
    expect(ok({ weight: "1000" })).toBe(true);
    expect(ok({ weight: "0.001" })).toBe(true);
    expect(ok({ weight: "1000.001" })).toBe(false);
    expect(ok({ weight: "0.0001" })).toBe(false);
    expect(ok({ weight: "-1" })).toBe(false);
    expect(ok({ weight: "abc" })).toBe(false);
    expect(ok({ minQuantity: 1 })).toBe(true);
    expect(ok({ minQuantity: 1000 })).toBe(true);
    expect(ok({ minQuantity: 0 })).toBe(false);
    expect(ok({ minQuantity: 1001 })).toBe(false);
    expect(ok({ minQuantity: 1.5 })).toBe(false);
  });
});

describe("the publishing moment of a scheduled product", () => {
  it("reads German time (summer and winter) and marks what is no moment", () => {
    expect(read({ publish_at: "2099-03-01T09:30" }).patch.publishAt?.toISOString()).toBe(
      "2099-03-01T08:30:00.000Z",
    );
    expect(read({ publish_at: "2099-07-01T09:30" }).patch.publishAt?.toISOString()).toBe(
      "2099-07-01T07:30:00.000Z",
    );
    expect(read({ publish_at: "" }).patch.publishAt).toBeNull();
    expect(read({ publish_at: "morgen" }).errors.publishAt).toBe("adminProducts.error.date");
  });
});

import { describe, expect, it } from "vitest";
import type { ReviewView } from "#modules/checkout/review.ts";
import {
  PREVIEW_FIELDS,
  paymentAfterReview,
  refreshesReview,
  submittedValue,
} from "./checkout-form-rules.ts";

describe("refreshesReview", () => {
  it("recalculates on country, postcode, ship-to-different and shipping method", () => {
    for (const name of [
      "billing_country",
      "billing_postcode",
      "shipping_country",
      "shipping_postcode",
      "ship_to_different_address",
      "shipping_method[0]",
    ])
      expect(refreshesReview(name, false)).toBe(true);
    expect(refreshesReview("billing_city", true)).toBe(false);
  });
  it("recalculates on the payment method only with checkout.paymentUpdate", () => {
    expect(refreshesReview("payment_method", true)).toBe(true);
    expect(refreshesReview("payment_method", false)).toBe(false);
  });
});

describe("PREVIEW_FIELDS", () => {
  it("holds the SEPA fields and the billing address the mandate names", () => {
    expect(PREVIEW_FIELDS.has("german-market-sepa-iban")).toBe(true);
    expect(PREVIEW_FIELDS.has("billing_city")).toBe(true);
    expect(PREVIEW_FIELDS.has("billing_email")).toBe(false);
  });
});

describe("submittedValue", () => {
  it("is a checkbox's value (or 1) when checked, else empty", () => {
    expect(submittedValue({ type: "checkbox", checked: true, value: "yes" })).toBe("yes");
    expect(submittedValue({ type: "checkbox", checked: true, value: "" })).toBe("1");
    expect(submittedValue({ type: "checkbox", checked: false, value: "yes" })).toBe("");
  });
  it("is any other field's value", () => {
    expect(submittedValue({ type: "text", checked: false, value: "Berlin" })).toBe("Berlin");
  });
});

describe("paymentAfterReview", () => {
  const review = (paymentMethod: string | null, ids: string[]) =>
    ({ paymentMethod, paymentMethods: ids.map((id) => ({ id })) }) as unknown as ReviewView;
  it("keeps the selected payment while the review offers it", () => {
    expect(paymentAfterReview(review("bacs", ["bacs", "invoice"]), "invoice")).toBe("invoice");
  });
  it("takes the review's own when the selected one is gone", () => {
    expect(paymentAfterReview(review("bacs", ["bacs"]), "invoice")).toBe("bacs");
    expect(paymentAfterReview(review("bacs", ["bacs"]), null)).toBe("bacs");
  });
});

import { describe, expect, it } from "vitest";
import { CouponValidationError, couponValues } from "./coupon-edit.ts";

const base = couponValues(
  {
    code: "x",
    description: "",
    discountType: "fixed_cart",
    amount: 0,
    freeShipping: false,
    minimumCents: null,
    maximumCents: null,
    productIds: [],
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    usageLimit: null,
    usageLimitPerUser: null,
    expiresAt: null,
    individualUse: false,
    status: "publish",
  },
  {},
);

const errorsOf = (input: Parameters<typeof couponValues>[1]) => {
  try {
    couponValues(base, input);
    return {};
  } catch (err) {
    if (err instanceof CouponValidationError) return err.errors;
    throw err;
  }
};

describe("couponValues", () => {
  it("reads amounts as typed, codes normalised, a date as the end of that day in Berlin", () => {
    const v = couponValues(base, {
      code: "  Herbst ",
      amount: "12,50",
      minimum_amount: "0",
      usage_limit: "0",
      date_expires: "2030-12-31",
    });
    expect(v).toMatchObject({ code: "herbst", amount: 1250, minimumCents: null, usageLimit: null });
    expect(v.expiresAt?.toISOString()).toBe("2030-12-31T22:59:59.000Z");
  });
  it("takes 100 % and refuses more, negative amounts and a minimum above the maximum", () => {
    expect(couponValues(base, { discount_type: "percent", amount: "100" }).amount).toBe(10_000);
    expect(errorsOf({ discount_type: "percent", amount: "100,01" })).toEqual({ amount: "percent_above_100" });
    expect(errorsOf({ amount: "-1" })).toEqual({ amount: "amount_negative" });
    expect(errorsOf({ minimum_amount: "50", maximum_amount: "49,99" })).toEqual({
      minimum_amount: "minimum_above_maximum",
    });
    expect(errorsOf({ code: " ", usage_limit: "1.5", date_expires: "morgen" })).toEqual({
      code: "code_missing",
      usage_limit: "limit_invalid",
      date_expires: "date_invalid",
    });
  });
});

import { describe, expect, it } from "vitest";
import type { CouponRow } from "#db/schema/coupons.ts";
import { couponFormValues, expiryText, hundredthsText, readCouponForm } from "./coupon-admin.ts";
import { couponValues } from "./coupon-edit.ts";
import { couponListSearch, EMPTY_COUPON_FORM, parseCouponListQuery } from "./coupon-screen.ts";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("the coupon screens' form and query", () => {
  it("reads every field, the pickers' ticks and the checkboxes; a pasted non-number id is refused", () => {
    const { input, values } = readCouponForm(
      form([
        ["code", " Herbst "],
        ["discount_type", "fixed_cart"],
        ["amount", "12,50"],
        ["product_ids", "3"],
        ["product_ids", "7"],
        ["excluded_product_categories", "x"],
        ["free_shipping", "1"],
      ]),
    );
    expect(input).toMatchObject({
      code: " Herbst ",
      discount_type: "fixed_cart",
      amount: "12,50",
      usage_limit: "",
      product_ids: [3, 7],
      excluded_product_ids: [],
      free_shipping: true,
      individual_use: false,
    });
    expect(input.excluded_product_categories).toEqual([Number.NaN]);
    expect(values.excluded_product_categories).toEqual([]);
    expect(values.product_ids).toEqual([3, 7]);
    expect(() => couponValues({ ...EMPTY_ROW }, input)).toThrow(/excluded_product_categories/);
  });

  it("falls back to percent/publish for an unknown type or status in the kept values", () => {
    const { values } = readCouponForm(
      form([
        ["discount_type", "bogus"],
        ["status", "trash"],
      ]),
    );
    expect(values).toMatchObject({ discount_type: "percent", status: "publish" });
  });

  it("shows a coupon as the owner typed it; the expiry day round-trips in summer and winter", () => {
    expect(hundredthsText(1000)).toBe("10");
    expect(hundredthsText(1250)).toBe("12,50");
    for (const day of ["2030-07-31", "2030-12-31"]) {
      const stored = couponValues(EMPTY_ROW, { code: "x", date_expires: day }).expiresAt;
      expect(expiryText(stored)).toBe(day);
    }
    const row = {
      ...EMPTY_ROW,
      id: 1,
      amount: 500,
      minimumCents: 2000,
      usageLimit: 3,
      status: "trash",
      statusBeforeTrash: "draft",
    } as unknown as CouponRow;
    expect(couponFormValues(row)).toMatchObject({
      amount: "5",
      minimum_amount: "20",
      maximum_amount: "",
      usage_limit: "3",
      status: "draft",
    });
  });

  it("keeps the list's query in the URL, unknown values dropped", () => {
    const q = parseCouponListQuery(new URLSearchParams("q= sommer &type=percent&status=trash&page=2"));
    expect(q).toEqual({ q: "sommer", type: "percent", status: "trash", page: 2 });
    expect(couponListSearch(q)).toBe("?q=sommer&type=percent&status=trash&page=2");
    expect(parseCouponListQuery(new URLSearchParams("type=x&status=y&page=-1"))).toEqual({ q: "", page: 1 });
    expect(couponListSearch({ q: "", page: 1 })).toBe("");
    expect(EMPTY_COUPON_FORM.discount_type).toBe("percent");
  });
});

const EMPTY_ROW = {
  code: "",
  description: "",
  discountType: "percent" as const,
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
  status: "publish" as const,
};

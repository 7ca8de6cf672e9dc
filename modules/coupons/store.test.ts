import { describe, expect, it } from "vitest";
import { couponRowsOfJson } from "./store.ts";

describe("couponRowsOfJson", () => {
  it("maps json_agg's column names to the row's keys and its times to dates", () => {
    const [row] = couponRowsOfJson([
      {
        id: 7,
        code: "sommer10",
        discount_type: "percent",
        amount: 1000,
        excluded_category_ids: [3],
        usage_limit_per_user: null,
        expires_at: "2026-12-31T22:59:59+00:00",
        created_at: "2026-11-01T08:00:00.123+00:00",
      },
    ]);
    expect(row).toMatchObject({
      id: 7,
      code: "sommer10",
      discountType: "percent",
      amount: 1000,
      excludedCategoryIds: [3],
      usageLimitPerUser: null,
      validFrom: null,
    });
    expect(row!.expiresAt).toEqual(new Date("2026-12-31T22:59:59Z"));
    expect(row!.createdAt).toEqual(new Date("2026-11-01T08:00:00.123Z"));
  });
});

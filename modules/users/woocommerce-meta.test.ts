import { describe, expect, it } from "vitest";
import { BANNER_DISMISSED_META, readWooCommerceMeta, wooCommerceMetaOf } from "./woocommerce-meta.ts";

describe("WooCommerce meta of a user", () => {
  it("accepts the banner flag's values and names a bad field", () => {
    expect(readWooCommerceMeta({ coming_soon_banner_dismissed: "yes" })).toEqual({
      updates: { [BANNER_DISMISSED_META]: "yes" },
    });
    expect(readWooCommerceMeta({ coming_soon_banner_dismissed: "vielleicht" })).toEqual({
      bad: "coming_soon_banner_dismissed",
    });
    expect(readWooCommerceMeta({ toString: "yes" })).toEqual({ bad: "toString" });
  });

  it("reads an unset flag as 'no'", () => {
    expect(wooCommerceMetaOf({})).toEqual({ coming_soon_banner_dismissed: "no" });
    expect(wooCommerceMetaOf({ [BANNER_DISMISSED_META]: "yes" })).toEqual({
      coming_soon_banner_dismissed: "yes",
    });
  });
});

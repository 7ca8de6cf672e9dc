import { describe, expect, it } from "vitest";
import { deviceType, readOrderAttribution } from "./attribution-input.ts";

describe("order attribution fields", () => {
  it("keeps known fields only, strips markup, limits length, adds the device type", () => {
    const out = readOrderAttribution(
      {
        wc_order_attribution_source_type: "utm",
        wc_order_attribution_utm_source: "<script>alert(1)</script>newsletter",
        wc_order_attribution_referrer: "x".repeat(500),
        wc_order_attribution_session_pages: "(none)",
        wc_order_attribution_evil: "1",
        other: "2",
      },
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
    );
    expect(out).toEqual({
      source_type: "utm",
      utm_source: "alert(1)newsletter",
      referrer: "x".repeat(200),
      device_type: "Mobile",
    });
  });
  it("stores nothing when the visitor sent nothing (tracking not allowed)", () => {
    expect(readOrderAttribution({}, "Mozilla/5.0")).toEqual({});
  });
  it("tells tablets, phones and desktops apart", () => {
    expect(deviceType("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("Tablet");
    expect(deviceType("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari")).toBe("Mobile");
    expect(deviceType("Mozilla/5.0 (Linux; Android 14; SM-X700) Safari")).toBe("Tablet");
    expect(deviceType("Mozilla/5.0 (X11; Linux x86_64) Chrome/140")).toBe("Desktop");
  });
});

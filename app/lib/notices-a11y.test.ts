import { describe, expect, it } from "vitest";
import { ALERT_NOTICE_SELECTOR, noticeScrollTarget } from "./notices-a11y.ts";

describe("notice focus and scroll", () => {
  it("selects WooCommerce's alert notices", () => {
    expect(ALERT_NOTICE_SELECTOR).toBe(
      '.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]',
    );
  });

  it("scrolls so the notice sits the offset below the top, within the page", () => {
    expect(noticeScrollTarget(900, 100, 5000)).toBe(800);
    expect(noticeScrollTarget(60, 100, 5000)).toBe(0);
    expect(noticeScrollTarget(900, 100, 300)).toBe(300);
    expect(noticeScrollTarget(900, 100, -20)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { openDuringComingSoon } from "./coming-soon.ts";

describe("openDuringComingSoon", () => {
  it("lets the login, the legal pages and the manifest through", () => {
    for (const p of [
      "/my-account/",
      "/my-account/lost-password/",
      "/en/my-account/",
      "/impressum/",
      "/en/impressum/",
      "/datenschutz/",
      "/agb/",
      "/__manifest",
      "/my-account.data",
      "/admin/login/",
      "/admin/login.data",
      "/admin/setup/",
    ])
      expect(openDuringComingSoon(p), p).toBe(true);
  });
  it("gates the store, the home page and everything else", () => {
    for (const p of [
      "/",
      "/_root.data",
      "/shop/",
      "/shop.data",
      "/product/x/",
      "/cart/",
      "/checkout/",
      "/en/",
      "/my-accountx/",
      "/impressum-fake/",
    ])
      expect(openDuringComingSoon(p), p).toBe(false);
  });
  it("lets the legal pages chosen under other addresses through, in both languages", () => {
    const chosen = ["/rechtliches/anbieter/", "/kontakt/"];
    for (const p of ["/kontakt/", "/kontakt", "/en/kontakt/", "/kontakt.data"]) {
      expect(openDuringComingSoon(p, chosen), p).toBe(true);
    }
    expect(openDuringComingSoon("/kontakt/")).toBe(false);
    expect(openDuringComingSoon("/kontakt-x/", chosen)).toBe(false);
  });
});

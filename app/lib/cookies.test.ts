import { describe, expect, it } from "vitest";
import { cookieString, readCookie, storeNoticeCookieName } from "./cookies.ts";

describe("client cookies", () => {
  it("writes a site-wide session cookie", () => {
    expect(cookieString("store_notice1a2b", "hidden")).toBe("store_notice1a2b=hidden; path=/; SameSite=Lax");
    expect(cookieString("a", "b c", true)).toBe("a=b%20c; path=/; SameSite=Lax; Secure");
  });

  it("reads a cookie by name", () => {
    const jar = "laden_session=x; store_notice1a2b=hidden; other=a%20b";
    expect(readCookie(jar, "store_notice1a2b")).toBe("hidden");
    expect(readCookie(jar, "other")).toBe("a b");
    expect(readCookie(jar, "laden_session")).toBe("x");
    expect(readCookie(jar, "store_notice")).toBeUndefined();
    expect(readCookie("", "x")).toBeUndefined();
  });

  it("names the store notice cookie after the notice id", () => {
    expect(storeNoticeCookieName("abc123")).toBe("store_noticeabc123");
  });
});

import { describe, expect, it } from "vitest";
import { check, isEmail, isPhone, isUrl, localPath } from "./index.ts";

describe("e-mail", () => {
  it.each([
    "anna@example.de",
    "anna.schmidt+shop@mail.example.co.uk",
    "o'neil@example.com",
    "juergen@müller.de",
    "  padded@example.de  ",
  ])("accepts %s", (v) => expect(isEmail(v)).toBe(true));

  it.each([
    "",
    "anna",
    "anna@",
    "@example.de",
    "anna@example",
    "anna@@example.de",
    "anna@example..de",
    "anna@-example.de",
    "anna@example-.de",
    ".anna@example.de",
    "anna.@example.de",
    "an..na@example.de",
    "anna @example.de",
    "anna@example.d",
    `${"a".repeat(65)}@example.de`,
    `a@${"b".repeat(250)}.de`,
    "<script>@example.de",
  ])("refuses %j", (v) => expect(isEmail(v)).toBe(false));
});

describe("phone number of 6 to 15 digits", () => {
  it.each(["123456", "+49 40 1234567", "040/123 456-78", "(040) 12.34.56", "+123456789012345"])(
    "accepts %s",
    (v) => expect(isPhone(v)).toBe(true),
  );
  it.each(["12345", "+1234567890123456", "040 1234x", "", "++49 40 123456", "49-abc-123456", "+"])(
    "refuses %j",
    (v) => expect(isPhone(v)).toBe(false),
  );
});

describe("URL", () => {
  it.each([
    "https://example.de",
    "http://shop.example.de/produkt/?a=1#x",
    "http://localhost:3000/",
    "https://[::1]/",
  ])("accepts %s", (v) => expect(isUrl(v)).toBe(true));
  it.each([
    "",
    "example.de",
    "javascript:alert(1)",
    "data:text/html,x",
    "mailto:a@example.de",
    "ftp://example.de/",
    "https://",
    "http://foo",
    "https://exa mple.de",
    "/relative",
  ])("refuses %j", (v) => expect(isUrl(v)).toBe(false));
  it("accepts a path on this site when asked, never a protocol-relative one", () => {
    expect(isUrl("/shop/", { allowRelative: true })).toBe(true);
    expect(isUrl("//evil.example/", { allowRelative: true })).toBe(false);
  });
  it("check() dispatches by kind", () => {
    expect(check("email", "a@example.de")).toBe(true);
    expect(check("phone", "12")).toBe(false);
    expect(check("url", "https://example.de")).toBe(true);
  });
});

describe("localPath", () => {
  it("allows paths on this site only", () => {
    expect(localPath("/checkout/")).toBe("/checkout/");
    expect(localPath("/shop/?orderby=price#top")).toBe("/shop/?orderby=price#top");
    expect(localPath("//evil.example/")).toBeUndefined();
    expect(localPath("https://evil.example/")).toBeUndefined();
    expect(localPath("/\\evil.example")).toBeUndefined();
    expect(localPath("/a\\b")).toBeUndefined();
    expect(localPath("shop/")).toBeUndefined();
    expect(localPath(undefined)).toBeUndefined();
    expect(localPath(["/a"])).toBeUndefined();
    expect(localPath(`/${"a".repeat(600)}`)).toBeUndefined();
  });
  it.each([
    ["a C0 control", "/\u0001x"],
    ["DEL", "/\u007fx"],
    ["NUL", "/\u0000x"],
    ["a C1 control", "/a\u0085b"],
    ["a left-to-right mark", "/a\u200Eb"],
    ["a right-to-left override", "/\u202Eexe.txt"],
    ["a line separator", "/a\u2028b"],
    ["a space", "/a b"],
    ["a tab", "/\t/evil.example"],
    ["a lone surrogate", "/a\uD800"],
  ])("refuses %s", (_what, value) => expect(localPath(value)).toBeUndefined());
  it("answers the path percent-encoded, ready for a Location header", () => {
    expect(localPath("/produkt/käse/?q=süß")).toBe("/produkt/k%C3%A4se/?q=s%C3%BC%C3%9F");
    expect(localPath("/a/../b")).toBe("/b");
  });
});

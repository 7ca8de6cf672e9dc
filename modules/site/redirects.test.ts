import { describe, expect, it } from "vitest";
import { parseRedirectInput, plainPermalink, redirectKey } from "./redirects.ts";

const ORIGIN = "https://laden.example";
const parse = (from: string, to: string) => parseRedirectInput({ from, to }, ORIGIN);

describe("parseRedirectInput", () => {
  it("keys both paths with a trailing slash, as the host looks them up", () => {
    expect(parse("/alte-seite", "/shop")).toEqual({ ok: true, from: "/alte-seite/", to: "/shop/" });
    expect(redirectKey("/a")).toBe("/a/");
  });
  it("takes a full address of this site as its path, and refuses another host", () => {
    expect(parse("/alt/", "https://laden.example/product/neu/")).toEqual({
      ok: true,
      from: "/alt/",
      to: "/product/neu/",
    });
    expect(parse("/alt/", "https://anderswo.example/x/")).toEqual({
      ok: false,
      errors: { to: "redirects.error.external" },
    });
  });
  it("keeps a file target's name without a slash", () => {
    expect(parse("/alt/", "/wp-content/uploads/2024/katalog.pdf")).toMatchObject({
      to: "/wp-content/uploads/2024/katalog.pdf",
    });
  });
  it("percent-encodes umlauts as the request path arrives", () => {
    expect(parse("/kaffee-ä/", "/shop/")).toMatchObject({ from: "/kaffee-%C3%A4/" });
  });
  it("refuses empty, relative, query and protocol-relative input with a code per field", () => {
    expect(parse("", "")).toEqual({
      ok: false,
      errors: { from: "redirects.error.required", to: "redirects.error.required" },
    });
    expect(parse("alt", "//evil.example/")).toEqual({
      ok: false,
      errors: { from: "redirects.error.path", to: "redirects.error.path" },
    });
    expect(parse("/alt/?a=1", "/neu/#x")).toEqual({
      ok: false,
      errors: { from: "redirects.error.query", to: "redirects.error.query" },
    });
    expect(parse("/a b/", "/neu/")).toMatchObject({ errors: { from: "redirects.error.path" } });
  });
  it("refuses the home page, system paths and a redirect to itself", () => {
    expect(parse("/", "/shop/")).toMatchObject({ errors: { from: "redirects.error.home" } });
    expect(parse("/admin/orders/", "/shop/")).toMatchObject({ errors: { from: "redirects.error.reserved" } });
    expect(parse("/wp-json/wc/v3/", "/shop/")).toMatchObject({
      errors: { from: "redirects.error.reserved" },
    });
    expect(parse("/alt", "/alt/")).toEqual({ ok: false, errors: { to: "redirects.error.self" } });
  });
  it("takes WordPress's plain permalinks as a source, never as a target", () => {
    expect(parse("/?p=123", "/blog/helle-roestung/")).toEqual({
      ok: true,
      from: "/?p=123",
      to: "/blog/helle-roestung/",
    });
    expect(parse("https://laden.example/?page_id=45", "/impressum/")).toMatchObject({
      from: "/?page_id=45",
    });
    expect(parse("/?p=1&x=2", "/neu/")).toMatchObject({ errors: { from: "redirects.error.query" } });
    expect(parse("/alt/", "/?p=123")).toMatchObject({ errors: { to: "redirects.error.query" } });
  });
});

describe("plainPermalink", () => {
  const key = (url: string) => plainPermalink(new URL(url));
  it("keys /?p=ID and /?page_id=ID on the home page only, with the ID as a number", () => {
    expect(key("https://alt.example/?p=123")).toBe("/?p=123");
    expect(key("https://alt.example/?page_id=045")).toBe("/?page_id=45");
    expect(key("https://alt.example/blog/?p=123")).toBeUndefined();
    expect(key("https://alt.example/?p=abc")).toBeUndefined();
    expect(key("https://alt.example/?p=1&preview=true")).toBeUndefined();
    expect(key("https://alt.example/?cat=3")).toBeUndefined();
    expect(redirectKey("/?p=123")).toBe("/?p=123");
  });
});

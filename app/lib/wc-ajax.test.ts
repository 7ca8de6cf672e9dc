import { describe, expect, it } from "vitest";
import {
  buttonPayload,
  postForm,
  readAddToCartAnswer,
  readCartUpdate,
  sameOriginUrl,
  wcAjaxUrl,
} from "./wc-ajax.ts";

describe("wc-ajax client helpers", () => {
  it("fills the endpoint placeholder", () => {
    expect(wcAjaxUrl("/?wc-ajax=%%endpoint%%", "add_to_cart")).toBe("/?wc-ajax=add_to_cart");
    expect(wcAjaxUrl("/en/?wc-ajax=%%endpoint%%&lang=en", "remove_from_cart")).toBe(
      "/en/?wc-ajax=remove_from_cart&lang=en",
    );
  });

  it("sends every data attribute of the button", () => {
    const body = buttonPayload({
      product_id: "103",
      quantity: "2",
      product_sku: "RW-1",
      success_message: "„Kaffee“ wurde Ihrem Warenkorb hinzugefügt.",
      missing: undefined,
    });
    expect(body.toString()).toBe(
      "product_id=103&quantity=2&product_sku=RW-1&success_message=%E2%80%9EKaffee%E2%80%9C+wurde+Ihrem+Warenkorb+hinzugef%C3%BCgt.",
    );
  });

  it("reads an add-to-cart error with a product page", () => {
    expect(readAddToCartAnswer({ error: true, product_url: "/product/x/", code: "c", message: "m" })).toEqual(
      {
        kind: "error",
        productUrl: "/product/x/",
      },
    );
    expect(readAddToCartAnswer({ error: true })).toEqual({ kind: "unusable" });
  });

  it("reads fragments, hash and cart state", () => {
    const cart = { lines: [], totals: {}, hash: "h", removeNonce: "n", freeShippingFromCents: null };
    const result = readAddToCartAnswer({
      fragments: { "div.widget_shopping_cart_content": "<div></div>", bad: 1 },
      cart_hash: "h",
      cart,
    });
    expect(result).toEqual({
      kind: "updated",
      update: { fragments: { "div.widget_shopping_cart_content": "<div></div>" }, cartHash: "h", cart },
    });
  });

  it("treats anything else as unusable", () => {
    expect(readAddToCartAnswer(null)).toEqual({ kind: "unusable" });
    expect(readAddToCartAnswer("<html>")).toEqual({ kind: "unusable" });
    expect(readAddToCartAnswer({ cart_hash: "h" })).toEqual({ kind: "unusable" });
  });

  it("reads a remove answer only with fragments", () => {
    expect(readCartUpdate({ success: false })).toBeNull();
    expect(readCartUpdate({ fragments: {}, cart_hash: "" })).toEqual({
      fragments: {},
      cartHash: "",
      cart: null,
    });
  });

  it("follows only same-origin URLs", () => {
    expect(sameOriginUrl("/product/x/", "https://shop.test/shop/")).toBe("https://shop.test/product/x/");
    expect(sameOriginUrl("https://evil.test/", "https://shop.test/shop/")).toBeNull();
    expect(sameOriginUrl("javascript:alert(1)", "https://shop.test/")).toBeNull();
  });

  it("posts form-encoded and rejects HTTP errors", async () => {
    const calls: RequestInit[] = [];
    const ok = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('{"a":1}', { status: 200 });
    }) as unknown as typeof fetch;
    expect(await postForm("/?wc-ajax=x", new URLSearchParams({ a: "1" }), ok)).toEqual({ a: 1 });
    expect(calls[0]?.method).toBe("POST");
    expect(String(calls[0]?.body)).toBe("a=1");
    const bad = (async () => new Response("{}", { status: 400 })) as unknown as typeof fetch;
    await expect(postForm("/?wc-ajax=x", new URLSearchParams(), bad)).rejects.toThrow("HTTP 400");
  });
});

/**
 * The headers and cookie flags of reliability.md §3c on a site behind HTTPS (PUBLIC_URL https):
 * pages, the wire (wc-ajax), the REST API and errors. pages.test.ts checks the page headers over
 * plain HTTP, forms-uploads.test.ts the headers of an owner's file download.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";

const app = appForFile({ PUBLIC_URL: "https://shop.example" });

function expectCommon(res: Response) {
  expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-powered-by")).toBeNull();
  expect(res.headers.get("server")).toBeNull();
}

async function firstProductId(): Promise<string> {
  const html = await (await fetch(`${app().url}/shop/`)).text();
  return /data-product_id="(\d+)"/.exec(html)![1]!;
}

describe("security headers and cookie flags (HTTPS site)", () => {
  it("a page: HSTS, a nonce CSP without inline script, no framing by others, COOP, a Permissions-Policy", async () => {
    const res = await fetch(`${app().url}/shop/`);
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    for (const directive of [
      "object-src 'none'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const permissions = res.headers.get("permissions-policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
      expect(permissions).toContain(feature);
    expect(res.headers.get("x-robots-tag")).toBeNull();
  });

  it("the wire: JSON with its charset, not stored, not indexed, not compressed, a CSP without a nonce; the session cookie is __Host-, Secure, HttpOnly, Lax", async () => {
    const res = await fetch(`${app().url}/?wc-ajax=add_to_cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `product_id=${await firstProductId()}`,
    });
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    // Data for a script, not a document: the page policy without a nonce, and not compressed.
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("nonce-");
    expect(res.headers.get("content-encoding")).toBeNull();
    const session = res.headers.getSetCookie().find((c) => c.startsWith("__Host-"));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/; Domain=/i);
  });

  it("REST: JSON, not indexed; an unknown route answers the WordPress error shape without a stack", async () => {
    const ok = await fetch(`${app().url}/wp-json/wp/v2/pages`);
    expect(ok.status).toBe(200);
    expectCommon(ok);
    expect(ok.headers.get("content-type")).toMatch(/^application\/json; charset=utf-8/);
    expect(ok.headers.get("x-robots-tag")).toBe("noindex");
    const missing = await fetch(`${app().url}/wp-json/wp/v2/nope`);
    expect(missing.status).toBe(404);
    expectCommon(missing);
    const body = await missing.text();
    expect(JSON.parse(body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(body).not.toMatch(/\bat \S+ \(|node:internal|\.ts:\d+/);
  });

  it("an unknown page: 404 in the site's layout, no stack, no version banner", async () => {
    const res = await fetch(`${app().url}/gibt-es-nicht/`);
    expect(res.status).toBe(404);
    expectCommon(res);
    const html = await res.text();
    expect(html).not.toMatch(/\bat \S+ \(|node:internal|\.ts:\d+/);
  });
});

import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";

const app = appForFile();

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
}

describe("pages", () => {
  it("serves the shop listing with products from the database and the security headers", async () => {
    const res = await fetch(`${app().url}/shop/`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    const html = await res.text();
    expect(html).toContain('<html lang="de"');
    const names = await app().database.pool.query<{ name: string }>(
      "select name from products where status = 'publish' order by menu_order, name limit 3",
    );
    expect(names.rows).toHaveLength(3);
    for (const { name } of names.rows) expect(html).toContain(name.replace(/&/g, "&amp;"));
    expect(html).toMatch(/class="[^"]*add_to_cart_button ajax_add_to_cart[^"]*"/);
    expect(html).toContain("data-product_id=");
  });

  it("puts the CSP nonce on every script and embeds the page parameters", async () => {
    const res = await fetch(`${app().url}/shop/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await res.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    const params = JSON.parse(
      /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(params.wc_add_to_cart_params).toMatchObject({
      wc_ajax_url: "/?wc-ajax=%%endpoint%%",
      cart_url: "/cart/",
      is_cart: false,
      cart_redirect_after_add: "no",
      i18n_view_cart: "Warenkorb anzeigen",
    });
    expect(params.rest.root).toBe("/wp-json/");
    expect(params.rest.nonce).toMatch(/^[0-9a-f]{12}$/);
  });

  it("sets no cookie on a plain page view by a new visitor", async () => {
    for (const path of ["/", "/shop/", "/impressum/", "/gibt-es-nicht/"]) {
      const res = await fetch(`${app().url}${path}`);
      expect(res.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("renders a product page and 404s an unknown one in German", async () => {
    const { rows } = await app().database.pool.query<{ slug: string; name: string }>(
      "select slug, name from products where status = 'publish' order by id limit 1",
    );
    const res = await fetch(`${app().url}/product/${rows[0]!.slug}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("inkl. MwSt.");
    const missing = await fetch(`${app().url}/product/gibt-es-nicht/`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    expect(await missing.text()).toContain("Seite nicht gefunden");
  });

  it("paginates and sorts the listing and 404s pages past the end", async () => {
    const asc = await (await fetch(`${app().url}/shop/?orderby=price`)).text();
    const desc = await (await fetch(`${app().url}/shop/?orderby=price-desc`)).text();
    const firstProduct = (html: string) =>
      /data-product_id="(\d+)"|woocommerce-loop-product__title">([^<]+)/.exec(html)?.[0];
    expect(firstProduct(asc)).not.toEqual(firstProduct(desc));
    expect((await fetch(`${app().url}/shop/page/2/`)).status).toBe(200);
    expect((await fetch(`${app().url}/shop/page/999/`)).status).toBe(404);
    expect((await fetch(`${app().url}/shop/page/abc/`)).status).toBe(404);
  });

  it("serves the legal pages, the sitemap and robots.txt", async () => {
    for (const slug of ["impressum", "datenschutz", "agb", "widerrufsbelehrung", "versand-und-zahlung"]) {
      expect((await fetch(`${app().url}/${slug}/`)).status, slug).toBe(200);
    }
    const sitemap = await fetch(`${app().url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(await sitemap.text()).toContain("/product/");
    expect(await (await fetch(`${app().url}/robots.txt`)).text()).toContain("Sitemap:");
  });

  it("reports health", async () => {
    const res = await fetch(`${app().url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });
});

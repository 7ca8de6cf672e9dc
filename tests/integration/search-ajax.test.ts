/** The live search over HTTP: admin-ajax `is_ajax_load_posts` (spec §7 call 3, glossary E2/E3). */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";

const app = appForFile();

async function searchNonce(): Promise<string> {
  const res = await fetch(`${app().url}/shop/`);
  const html = await res.text();
  const params = JSON.parse(
    /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(html)![1]!,
  );
  expect(params.search.nonce).toMatch(/^[0-9a-f]{12}$/);
  return params.search.nonce;
}

async function post(fields: Record<string, string>): Promise<Response> {
  return fetch(`${app().url}/wp-admin/admin-ajax.php`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "is_ajax_load_posts", ...fields }),
  });
}

async function load(s: string, extra: Record<string, string> = {}): Promise<string> {
  const security = extra.security ?? (await searchNonce());
  const res = await post({ s, id: "1", page: "1", ...extra, security });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.text();
}

async function sql(text: string, params: unknown[] = []) {
  return app().database.pool.query(text, params);
}

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe("is_ajax_load_posts: page 1", () => {
  it("answers categories, product items with their meta, the show-more control and the details panel", async () => {
    const html = await load("Espresso");
    expect(html.startsWith('<div class="is-ajax-search-items is-show-details-enabled" role="listbox"')).toBe(
      true,
    );
    // Category matches with their product count.
    expect(html).toMatch(
      /<div class="is-ajax-search-categories" role="group" aria-label="Kategorien"><div class="is-ajax-search-post" data-id="\d+" data-kind="product_cat" data-url="\/product-category\/[^"]+\/" role="option"[^>]*><span class="is-ajax-term-label">Kategorie:<\/span> <span class="is-title"><a data-href="\/product-category\/[^"]+\/">Espresso \(\d+\)<\/a>/,
    );
    // Six items (form 1 shows 6 per page; products, pages and posts), products with thumbnail,
    // title link, price, stock.
    expect(count(html, /class="is-ajax-search-post is-ajax-search-post-\d+ is-(?:product|page|post)/g)).toBe(
      6,
    );
    expect(
      count(html, /class="is-ajax-search-post is-ajax-search-post-\d+ is-product/g),
    ).toBeGreaterThanOrEqual(4);
    expect(html).toMatch(
      /<div class="is-title"><a data-href="\/product\/[^"]+\/">(?:[^<]*)<mark class="is-highlight">Espresso<\/mark>/,
    );
    expect(html).toContain('<span class="woocommerce-Price-amount amount"><bdi>');
    expect(html).toMatch(/<span class="is-meta-stock in-stock">/);
    expect(html).toMatch(/<span class="is-meta-sku">Artikelnummer: /);
    expect(html).toMatch(/<div class="thumbnail"><img class="product-image/);
    // Show more: redirect variant for the header form, with the next page and the remaining count.
    const total = Number(/data-total="(\d+)"/.exec(html)![1]);
    expect(total).toBeGreaterThan(6);
    expect(html).toContain(
      `<div class="is-show-more-results redirect-tosr" data-page="2" role="option" aria-selected="false" id="is-search-opt-1-more-2"><span class="is-show-more-results-text">Weitere Ergebnisse (${total - 6})</span>`,
    );
    // Details: per category up to 4 products, per product item one, with quantity and AJAX add-to-cart.
    expect(html).toContain(
      '<div id="is-ajax-search-details-1" class="is-ajax-search-details" data-label="Details zum Suchergebnis">',
    );
    expect(html).toMatch(/data-announce="\d+ Ergebnisse\. Mit den Pfeiltasten auswählen\."/);
    expect(html).toMatch(
      /<div class="is-ajax-search-categories-details"><div class="is-ajax-search-post-details" data-id="\d+" hidden="">/,
    );
    expect(html).toMatch(/class="is-ajax-search-product-quantity input-text qty" min="1"/);
    expect(html).toMatch(
      /<a href="\?add-to-cart=(\d+)" data-quantity="1" data-product_id="\1" data-success_message="[^"]+" class="button product_type_simple add_to_cart_button ajax_add_to_cart"/,
    );
    const items = [...html.matchAll(/is-ajax-search-post-(\d+) is-product/g)].map((m) => m[1]);
    for (const id of items)
      expect(html).toContain(`<div class="is-ajax-search-post-details" data-id="${id}" hidden="">`);
  });

  it("marks a product on sale with the badge", async () => {
    await sql(
      "update products set sale_price_cents = regular_price_cents - 100 where name = 'Vorratsdose mit Aromaventil, 500 g'",
    );
    const html = await load("Vorratsdose");
    expect(html).toMatch(/class="is-ajax-search-post is-ajax-search-post-\d+ is-product is-has-badge"/);
    expect(html).toContain('<span class="onsale is-sale-badge">Angebot!</span>');
    expect(html).toContain('<del aria-hidden="true">');
  });

  it("answers the load-more variant for a form that loads in place, and pages without repeats", async () => {
    const first = await load("Kaffee", { id: "2" });
    expect(first).toContain('<div class="is-show-more-results" data-page="2"');
    const second = await load("Kaffee", { id: "2", page: "2" });
    expect(second.startsWith('<div class="is-ajax-search-posts" role="group"')).toBe(true);
    expect(second).not.toContain("is-ajax-search-categories");
    const ids = (h: string) => [...h.matchAll(/is-ajax-search-post-(\d+) /g)].map((m) => m[1]);
    expect(ids(first)).toHaveLength(10);
    expect(ids(second).length).toBeGreaterThan(0);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    const total = Number(/data-total="(\d+)"/.exec(first)![1]);
    const remaining = total - 10 - ids(second).length;
    if (remaining > 0) expect(second).toContain(`Weitere Ergebnisse (${remaining})`);
    else expect(second).not.toContain("is-show-more-results");
  });

  it("answers nothing found", async () => {
    const html = await load("xyzzyplugh");
    expect(html).toBe(
      '<div class="is-ajax-search-items" data-total="0" data-announce="Keine Ergebnisse."><div class="is-ajax-search-no-result">Nichts gefunden. Versuchen Sie es mit einem anderen Suchbegriff.</div></div>',
    );
  });

  it("answers nothing found for a query under the form's minimum length, without searching", async () => {
    expect(await load(" es ")).toContain("is-ajax-search-no-result");
  });

  it("answers in English for an English page (lang=en), with English pages", async () => {
    const none = await load("xyzzyplugh", { lang: "en" });
    expect(none).toContain("Nothing found. Please try another search term.");
    const html = await load("shipping", { lang: "en" });
    expect(html).toMatch(
      /<div class="is-ajax-search-post is-ajax-search-post-\d+ is-page" data-id="\d+" data-kind="page" data-url="\/en\//,
    );
    expect(html).toContain('data-announce="');
    expect(html).toMatch(/ results\. Use the arrow keys to choose\.|1 result\./);
  });

  it("finds pages and highlights German folding matches", async () => {
    const html = await load("Versand");
    expect(html).toMatch(/class="is-ajax-search-post is-ajax-search-post-\d+ is-page"/);
    expect(html).toContain('<span class="meta-date">');
    const umlaut = await load("aethiopien");
    expect(umlaut).toContain('<mark class="is-highlight">Äthiopien</mark>');
  });
});

describe("is_ajax_load_posts: safety", () => {
  it("escapes everything a product or a visitor brings in", async () => {
    await sql(
      "insert into products (slug, name, short_description, regular_price_cents, sort_price_cents, max_price_cents) values ('boese', $1, $2, 500, 500, 500)",
      ['<img src=x onerror=alert(1)> Kaffeedose "Böse"', "<script>alert(2)</script>"],
    );
    const html = await load("Kaffeedose \"'><");
    expect(html).toContain("Kaffeedose");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("refuses a missing or wrong nonce with 403 and a short German text", async () => {
    for (const security of [undefined, "0123456789ab"]) {
      const res = await post({ s: "Kaffee", id: "1", page: "1", ...(security ? { security } : {}) });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Sitzung ist abgelaufen");
    }
  });

  it("answers a clear error for a missing form id, an unknown form, an overlong query and a bad page", async () => {
    const nonce = await searchNonce();
    const cases: [Record<string, string>, number, string][] = [
      [{ s: "Kaffee", page: "1" }, 400, "search_form_missing"],
      [{ s: "Kaffee", id: "99", page: "1" }, 404, "search_form_not_found"],
      [{ s: "Kaffee", id: "<b>", page: "1" }, 404, "search_form_not_found"],
      [{ s: "k".repeat(201), id: "1", page: "1" }, 400, "search_query_too_long"],
      [{ s: "Kaffee", id: "1", page: "0" }, 400, "search_page_invalid"],
      [{ s: "Kaffee", id: "1", page: "zwei" }, 400, "search_page_invalid"],
    ];
    for (const [fields, status, code] of cases) {
      const res = await post({ ...fields, security: nonce });
      expect(res.status, code).toBe(status);
      const body = await res.text();
      expect(body).toMatch(
        new RegExp(`^<div class="is-ajax-search-error" role="alert" data-code="${code}">[^<]+</div>$`),
      );
    }
    // 200 characters are still fine.
    expect((await post({ s: "k".repeat(200), id: "1", page: "1", security: nonce })).status).toBe(200);
  });

  it("never returns a draft, and no products while the shop is coming soon", async () => {
    await sql("update products set status = 'draft' where name = 'Espresso Speicherstadt'");
    expect(await load("Speicherstadt")).toContain("is-ajax-search-no-result");
    // A nonce from before: in coming-soon mode visitors only get the coming-soon page.
    const security = await searchNonce();
    await settingsChange(app(), () =>
      sql(
        "insert into settings (key, value) values ('shop.comingSoon', 'true') on conflict (key) do update set value = excluded.value",
      ),
    );
    try {
      // The coming-soon wire gate (server/http/coming-soon.ts) refuses a visitor's live search
      // before the handler runs: nothing of the shop leaves the server.
      const res = await post({ s: "Espresso", id: "1", page: "1", security });
      expect(res.status).toBe(403);
      const body = await res.text();
      expect(body).toContain("laden_coming_soon");
      expect(body).not.toContain("is-product");
      expect(body).not.toContain("is-ajax-search-categories");
    } finally {
      await settingsChange(app(), () => sql("delete from settings where key = 'shop.comingSoon'"));
    }
  });
});

describe("the search results page /?s=", () => {
  async function page(query: string): Promise<string> {
    const res = await fetch(`${app().url}/?${query}`);
    expect(res.status).toBe(200);
    return res.text();
  }
  it("shows the results with the form, working without JavaScript", async () => {
    const html = await page("s=Espresso");
    expect(html).toContain("<h1>Suchergebnisse für „Espresso“</h1>");
    const form =
      /<form role="search" class="is-search-form is-ajax-search is-form-id-2 search-form"[^>]*>/.exec(
        html,
      )![0];
    for (const attr of [
      'data-form-id="2"',
      'data-min-no-for-search="3"',
      'data-result-box-max-height="400"',
      'action="/"',
    ]) {
      expect(form).toContain(attr);
    }
    expect(html).toMatch(/<input id="is-search-input-2" type="search"[^>]*name="s" value="Espresso"/);
    expect(html).toMatch(/<p class="woocommerce-result-count" role="status">\d+ Ergebnisse<\/p>/);
    expect(html).toMatch(/<li class="search-result search-result--product">/);
    expect(html).toContain('<mark class="is-highlight">Espresso</mark>');
    expect(html).toContain("Kategorie: Espresso (");
  });
  it("paginates with paged and the same ranking as the live search", async () => {
    const first = await page("s=Kaffee");
    const total = Number(/(\d+) Ergebnisse<\/p>/.exec(first)![1]);
    expect(total).toBeGreaterThan(10);
    expect(first).toContain('href="/?s=Kaffee&amp;paged=2"');
    const second = await page("s=Kaffee&paged=2");
    const titles = (h: string) =>
      [
        ...(/<ul class="search-results">(.*?)<\/ul>/s.exec(h)?.[1] ?? "").matchAll(/<h2><a href="([^"]+)"/g),
      ].map((m) => m[1]);
    expect(titles(first)).toHaveLength(10);
    expect(titles(second).some((t) => titles(first).includes(t))).toBe(false);
    // The same order as the live search's first page.
    const live = await load("Kaffee", { id: "2" });
    const liveUrls = [
      ...live.split("is-ajax-search-details")[0]!.matchAll(/<div class="is-title"><a data-href="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(liveUrls).toEqual(titles(first));
  });
  it("asks for more characters and escapes the query", async () => {
    expect(await page("s=ka")).toContain("Bitte geben Sie mindestens 3 Zeichen ein.");
    const html = await page(`s=${encodeURIComponent('<script>alert(1)</script>"')}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

/**
 * Theme chrome over HTTP (issue 5 items 1, 2, 6, 7): theme settings reach the header's markup,
 * the search form works without JavaScript, coming-soon mode (visitors get the coming-soon page,
 * 200 + noindex; the owner sees the site, the admin bar and the dismissible banner), the banner
 * dismiss over `POST /wp-json/wp/v2/users/ID|me` with the REST nonce, reset on the next login.
 */
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const PASSWORD = "ein-langes-passwort";
let ipCounter = 0;

class Visitor {
  readonly cookies = new Map<string, string>();
  readonly ip = `198.51.100.${++ipCounter}`;
  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return { "x-forwarded-for": this.ip, ...(cookie ? { cookie } : {}), ...extra };
  }
  remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/i.test(line) || value === "") this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), value);
    }
  }
  async get(path: string) {
    const res = await fetch(`${app().url}${path}`, { headers: this.headers(), redirect: "manual" });
    this.remember(res);
    return { res, html: await res.text() };
  }
  async post(path: string, body: string, extra: Record<string, string> = {}) {
    const res = await fetch(`${app().url}${path}`, {
      method: "POST",
      headers: this.headers({ "content-type": "application/x-www-form-urlencoded", ...extra }),
      body,
      redirect: "manual",
    });
    this.remember(res);
    return { res, text: await res.text() };
  }
}

function hidden(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no hidden field ${name}`);
  return m[1]!;
}

async function setSetting(key: string, value: unknown) {
  await settingsChange(app(), () =>
    app().database.pool.query(
      "insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value",
      [key, JSON.stringify(value)],
    ),
  );
}

async function user(role: "customer" | "shop_manager" | "administrator") {
  const email = `${role}-${randomBytes(4).toString("hex")}@example.de`;
  const v = new Visitor();
  const { html } = await v.get("/my-account/");
  const reg = await v.post(
    "/my-account/",
    new URLSearchParams({
      email,
      password: PASSWORD,
      "woocommerce-register-nonce": hidden(html, "woocommerce-register-nonce"),
    }).toString(),
  );
  expect(reg.res.status).toBe(302);
  const { rows } = await app().database.pool.query<{ id: number }>(
    "update users set role = $2 where lower(email) = lower($1) returning id",
    [email, role],
  );
  return { email, id: rows[0]!.id };
}

async function login(email: string, v = new Visitor()) {
  const { html } = await v.get("/my-account/");
  const { res } = await v.post(
    "/my-account/",
    new URLSearchParams({
      username: email,
      password: PASSWORD,
      "woocommerce-login-nonce": hidden(html, "woocommerce-login-nonce"),
    }).toString(),
  );
  expect(res.status).toBe(302);
  return v;
}

function banner(html: string) {
  const m = /<a[^>]*class="coming-soon-footer-banner-dismiss"[^>]*>/.exec(html);
  if (!m) return null;
  return {
    restUrl: /data-rest-url="([^"]+)"/.exec(m[0])?.[1],
    nonce: /data-rest-nonce="([^"]+)"/.exec(m[0])?.[1],
  };
}

async function bannerMeta(id: number) {
  const { rows } = await app().database.pool.query<{ v: string | null }>(
    "select meta->>'woocommerce_admin_coming_soon_banner_dismissed' as v from users where id = $1",
    [id],
  );
  return rows[0]!.v;
}

afterEach(async () => {
  await settingsChange(app(), () =>
    app().database.pool.query(
      "delete from settings where key in ('shop.comingSoon', 'theme.headerStyle', 'theme.searchOverlay', 'theme.socialLinks', 'theme.sliderEnabled', 'theme.sliderHeight')",
    ),
  );
});

describe("theme settings in the markup", () => {
  it("renders the defaults: sticky header, dropdown overlay, submenus, mobile menu, social icons, GET search form", async () => {
    const { res, html } = await new Visitor().get("/");
    expect(res.status).toBe(200);
    expect(html).toContain('class="site-header site-header--sticky"');
    expect(html).toMatch(/class="search-overlay is-menu-wrapper" data-mode="dropdown" data-state="closed"/);
    expect(html).toMatch(/<form role="search" [^>]*action="\/" method="get">.*?name="s"/s);
    // The menu data has parent/child items: a disclosure button per parent.
    expect(html).toMatch(
      /<button type="button" class="submenu-toggle" aria-expanded="false" aria-controls="menu-d-0" aria-label="Untermenü Shop">/,
    );
    expect(html).toContain('<ul class="sub-menu" id="menu-d-0">');
    expect(html).toContain('id="mobile-menu"');
    expect(html).toContain('aria-controls="mobile-menu"');
    expect([...html.matchAll(/<nav class="top-social".*?<\/nav>/gs)][0]?.[0].match(/<li>/g)).toHaveLength(4);
    expect(html).toContain('class="home-slider"');
    expect(html).toContain('data-height="0"');
    expect(html).not.toContain("laden-admin-bar");
  });

  it("follows changed settings", async () => {
    await setSetting("theme.headerStyle", "shrinking");
    await setSetting("theme.searchOverlay", "popup");
    await setSetting("theme.sliderHeight", 420);
    const { html } = await new Visitor().get("/");
    expect(html).toContain('class="site-header site-header--shrinking"');
    expect(html).toContain('data-mode="popup"');
    expect(html).toContain('data-height="420"');
    await setSetting("theme.sliderEnabled", false);
    await setSetting("theme.socialLinks", []);
    const off = (await new Visitor().get("/")).html;
    expect(off).not.toContain('class="home-slider"');
    expect(off).not.toContain("top-social");
  });

  it("searches without JavaScript: GET /?s= answers 200", async () => {
    const { res } = await new Visitor().get("/?s=kaffee");
    expect(res.status).toBe(200);
  });
});

describe("search snippets", () => {
  it("gives the shop's listing a meta description from its products", async () => {
    const { html } = await new Visitor().get("/shop/");
    const content = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(content).toMatch(/^Shop: /);
    const firstCard = html.match(/woocommerce-loop-product__title">([^<]+)</)?.[1];
    expect(firstCard).toBeTruthy();
    expect(content).toContain(firstCard);
    expect(content.length).toBeLessThanOrEqual(160);
  });
});

describe("coming-soon mode", () => {
  it("shows visitors the coming-soon page (200, noindex, no store data) on every store page", async () => {
    await setSetting("shop.comingSoon", true);
    const v = new Visitor();
    for (const path of [
      "/",
      "/shop/",
      "/product-category/kaffee/",
      "/cart/",
      "/checkout/",
      "/en/",
      "/ueber-uns/",
    ]) {
      const { res, html } = await v.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).toContain(path.startsWith("/en/") ? "Opening soon" : "Wir öffnen bald");
      expect(html, path).not.toContain("add_to_cart_button");
      expect(html, path).not.toContain("laden-params");
    }
    // A client navigation's data request gets a document redirect, not the page's data.
    const data = await v.get("/shop.data");
    expect(data.html).not.toContain("add_to_cart");
    expect(data.html).not.toMatch(/Espresso|Bohne/);
    expect(data.html).toContain("SingleFetchRedirect");
    expect(data.html).toMatch(/"redirect","\/shop\/?","status",302,"revalidate",false,"reload",true/);
  });

  it("keeps the login and the legal pages open", async () => {
    await setSetting("shop.comingSoon", true);
    const v = new Visitor();
    for (const path of ["/my-account/", "/impressum/", "/datenschutz/"]) {
      const { res, html } = await v.get(path);
      expect(res.status, path).toBe(200);
      expect(html, path).not.toContain('id="coming-soon"');
    }
  });

  it("is off by default", async () => {
    const { html } = await new Visitor().get("/shop/");
    expect(html).not.toContain('id="coming-soon"');
    expect(html).toContain("add_to_cart_button");
  });

  it("a customer sees the coming-soon page; the owner sees the site, the admin bar and the banner", async () => {
    await setSetting("shop.comingSoon", true);
    const customer = await user("customer");
    const c = await login(customer.email);
    expect((await c.get("/shop/")).html).toContain('id="coming-soon"');
    expect(banner((await c.get("/my-account/")).html)).toBeNull();

    for (const role of ["shop_manager", "administrator"] as const) {
      const owner = await user(role);
      const o = await login(owner.email);
      const { html } = await o.get("/shop/");
      expect(html).not.toContain('id="coming-soon"');
      expect(html).toContain("add_to_cart_button");
      expect(html).toContain('id="laden-admin-bar"');
      expect(html).toContain("data-admin-bar");
      const b = banner(html);
      expect(b?.restUrl).toBe(`/wp-json/wp/v2/users/${owner.id}`);
      expect(b?.nonce).toMatch(/^[0-9a-f]{12}$/);
    }
  });

  it("without coming-soon the owner has the admin bar but no banner", async () => {
    const owner = await user("administrator");
    const o = await login(owner.email);
    const { html } = await o.get("/");
    expect(html).toContain('id="laden-admin-bar"');
    expect(banner(html)).toBeNull();
  });
});

describe("banner dismiss: POST /wp-json/wp/v2/users/ID", () => {
  const FIELD = "woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes";

  it("stores the flag with the nonce header, hides the banner, and the next login resets it", async () => {
    await setSetting("shop.comingSoon", true);
    const owner = await user("shop_manager");
    const o = await login(owner.email);
    const b = banner((await o.get("/")).html)!;
    const { res, text } = await o.post(b.restUrl!, FIELD, { "x-wp-nonce": b.nonce! });
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      id: owner.id,
      woocommerce_meta: { coming_soon_banner_dismissed: "yes" },
    });
    expect(await bannerMeta(owner.id)).toBe("yes");
    expect(banner((await o.get("/")).html)).toBeNull();
    // The flag resets on the next login.
    const again = await login(owner.email);
    expect(await bannerMeta(owner.id)).toBe("no");
    expect(banner((await again.get("/")).html)).not.toBeNull();
  });

  it("accepts users/me, JSON and the older meta field", async () => {
    await setSetting("shop.comingSoon", true);
    const owner = await user("administrator");
    const o = await login(owner.email);
    const b = banner((await o.get("/")).html)!;
    const json = await o.post(
      "/wp-json/wp/v2/users/me",
      JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } }),
      {
        "x-wp-nonce": b.nonce!,
        "content-type": "application/json",
      },
    );
    expect(json.res.status).toBe(200);
    expect(await bannerMeta(owner.id)).toBe("yes");
    await app().database.pool.query("update users set meta = '{}' where id = $1", [owner.id]);
    const old = await o.post(
      "/wp-json/wp/v2/users/me",
      "meta%5Bwoocommerce_coming_soon_banner_dismissed%5D=yes",
      { "x-wp-nonce": b.nonce! },
    );
    expect(old.res.status).toBe(200);
    expect(await bannerMeta(owner.id)).toBe("yes");
  });

  it("refuses without login, with a bad nonce, for another user and with a bad value; stores nothing", async () => {
    await setSetting("shop.comingSoon", true);
    const owner = await user("administrator");
    const other = await user("shop_manager");
    const o = await login(owner.email);
    const b = banner((await o.get("/")).html)!;

    const noNonce = await o.post(b.restUrl!, FIELD);
    expect(noNonce.res.status).toBe(401);
    expect(JSON.parse(noNonce.text)).toMatchObject({ code: "rest_not_logged_in", data: { status: 401 } });

    const badNonce = await o.post(b.restUrl!, FIELD, { "x-wp-nonce": "0000000000" });
    expect(badNonce.res.status).toBe(403);
    expect(JSON.parse(badNonce.text).code).toBe("rest_cookie_invalid_nonce");

    // A shop manager may not change another user's record (an administrator may, as in WordPress).
    const m = await login(other.email);
    const mb = banner((await m.get("/")).html)!;
    const foreign = await m.post(`/wp-json/wp/v2/users/${owner.id}`, FIELD, { "x-wp-nonce": mb.nonce! });
    expect(foreign.res.status).toBe(403);
    expect(JSON.parse(foreign.text)).toMatchObject({ code: "rest_cannot_edit", data: { status: 403 } });

    const bad = await o.post(b.restUrl!, "woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=vielleicht", {
      "x-wp-nonce": b.nonce!,
    });
    expect(bad.res.status).toBe(400);
    const broken = await o.post(b.restUrl!, "{nope", {
      "x-wp-nonce": b.nonce!,
      "content-type": "application/json",
    });
    expect(broken.res.status).toBe(400);

    const anonymous = await new Visitor().post(`/wp-json/wp/v2/users/${owner.id}`, FIELD);
    expect(anonymous.res.status).toBe(401);

    expect(await bannerMeta(owner.id)).toBe("no");
    expect(await bannerMeta(other.id)).not.toBe("yes");
  });
});

describe("coming-soon mode hides products from visitors on the wire, in search, REST and the sitemap", () => {
  async function productId(): Promise<number> {
    const { rows } = await app().database.pool.query<{ id: number }>(
      "select id from products where type = 'simple' and status = 'publish' order by id limit 1",
    );
    return rows[0]!.id;
  }
  const addToCart = (v: Visitor, id: number) =>
    v.post("/?wc-ajax=add_to_cart", `product_id=${id}&quantity=1`);
  const search = (v: Visitor, inQuery: boolean) =>
    v.post(
      inQuery ? "/wp-admin/admin-ajax.php?action=is_ajax_load_posts" : "/wp-admin/admin-ajax.php",
      new URLSearchParams({ action: "is_ajax_load_posts", s: "Espresso", id: "1", page: "1" }).toString(),
    );

  it("refuses a visitor's add_to_cart, cart links, product form and live search; the sitemap and /?s= show no product", async () => {
    await setSetting("shop.comingSoon", true);
    const id = await productId();
    const cartsBefore = (await app().database.pool.query("select count(*)::int as n from carts")).rows[0].n;
    const v = new Visitor();
    const wire = await addToCart(v, id);
    expect(wire.res.status).toBe(403);
    expect(JSON.parse(wire.text)).toEqual({
      code: "laden_coming_soon",
      message: "Der Shop öffnet bald. Bis dahin sind keine Produkte verfügbar.",
      data: { status: 403 },
    });
    for (const inQuery of [false, true]) {
      const s = await search(v, inQuery);
      expect(s.res.status, String(inQuery)).toBe(403);
      expect(s.text).toContain("laden_coming_soon");
      expect(s.text).not.toContain("is-ajax-search-post");
    }
    const link = await v.get(`/?add-to-cart=${id}`);
    expect(link.res.status).toBe(200);
    expect(link.html).toContain('id="coming-soon"');
    const form = await v.post("/product/x/", `add-to-cart=${id}&quantity=1`);
    expect(form.res.status).toBe(200);
    expect(form.text).toContain('id="coming-soon"');
    // Nothing reached the cart: the visitor has no cart cookie.
    expect(v.cookies.has("woocommerce_items_in_cart")).toBe(false);

    const results = await v.get("/?s=Espresso");
    expect(results.html).toContain('id="coming-soon"');
    expect(results.html).not.toMatch(/\/product\//);
    const sitemap = await v.get("/sitemap.xml");
    expect(sitemap.html).not.toMatch(/\/product\/|\/shop\//);
    // The REST API has no public product route; the owner's needs a login.
    expect((await v.get("/wp-json/laden/v1/products")).res.status).toBe(401);
    expect((await app().database.pool.query("select count(*)::int as n from carts")).rows[0].n).toBe(
      cartsBefore,
    );
  });

  it("lets the owner add and search during coming-soon, and visitors once it is off", async () => {
    await setSetting("shop.comingSoon", true);
    const id = await productId();
    const owner = await user("shop_manager");
    const o = await login(owner.email);
    const add = await addToCart(o, id);
    expect(add.res.status).toBe(200);
    expect(JSON.parse(add.text).fragments).toBeDefined();
    const s = await search(o, false);
    expect(s.res.headers.get("x-laden-coming-soon")).toBeNull();
    expect(s.text).not.toContain("laden_coming_soon");

    await setSetting("shop.comingSoon", false);
    const v = new Visitor();
    expect((await addToCart(v, id)).res.status).toBe(200);
    const sitemap = await v.get("/sitemap.xml");
    expect(sitemap.html).toMatch(/\/product\//);
  });
});

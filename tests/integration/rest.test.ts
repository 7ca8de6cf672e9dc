/**
 * The REST API over HTTP (issue 9): paging headers, cookie + X-WP-Nonce auth and
 * rest_cookie_invalid_nonce, method override, permissions per role, the error shape, users/me
 * with the coming-soon meta field, owner settings, media upload (all or nothing, a damaged image
 * refused) and the post-process/delete path; plus attribution stored at registration and the pixel.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { mediaFolder } from "#modules/media/storage.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";

const app = appForFile();
const PASSWORD = "ein-langes-passwort";
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.de`;

class Visitor {
  cookies = new Map<string, string>();
  nonce = "";
  async fetch(path: string, init: RequestInit = {}, nonce = true): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (nonce && this.nonce && !headers.has("x-wp-nonce")) headers.set("x-wp-nonce", this.nonce);
    const res = await fetch(`${app().url}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }
  async register(email = uniqueEmail("rest"), extra: Record<string, string> = {}) {
    const html = await (await this.fetch("/my-account/")).text();
    const nonce = /name="woocommerce-register-nonce" value="([^"]*)"/.exec(html)![1]!;
    const res = await this.fetch("/my-account/", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": "Mozilla/5.0 (iPhone) Mobile",
      },
      body: new URLSearchParams({ email, password: PASSWORD, "woocommerce-register-nonce": nonce, ...extra }),
    });
    expect(res.status).toBe(302);
    this.nonce = await (await this.fetch("/wp-admin/admin-ajax.php?action=rest-nonce", {}, false)).text();
    return email;
  }
}

async function owner(): Promise<Visitor> {
  const v = new Visitor();
  const email = await v.register(uniqueEmail("owner"));
  await app().database.pool.query("update users set role = 'shop_manager' where email = $1", [email]);
  return v;
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ code, data: { status } });
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(5);
}

describe("paging", () => {
  it("answers X-WP-Total, X-WP-TotalPages and Link rel=next/prev", async () => {
    const o = await owner();
    for (let i = 0; i < 5; i++) {
      expect(
        (await o.fetch("/wp-json/wp/v2/pages", json({ title: `Seite ${i}`, status: "publish" }))).status,
      ).toBe(201);
    }
    const { rows } = await app().database.pool.query(
      "select count(*)::int as n from pages where status = 'publish'",
    );
    const total = rows[0].n as number;
    const first = await new Visitor().fetch("/wp-json/wp/v2/pages?per_page=2");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-wp-total")).toBe(String(total));
    expect(first.headers.get("x-wp-totalpages")).toBe(String(Math.ceil(total / 2)));
    expect(first.headers.get("link")).toBe('</wp-json/wp/v2/pages?per_page=2&page=2>; rel="next"');
    expect(await first.json()).toHaveLength(2);
    const last = await new Visitor().fetch(`/wp-json/wp/v2/pages?per_page=2&page=${Math.ceil(total / 2)}`);
    expect(last.headers.get("link")).toMatch(/rel="prev"$/);
    expect(last.headers.get("link")).not.toContain('rel="next"');
    await expectError(
      await new Visitor().fetch(`/wp-json/wp/v2/pages?per_page=2&page=${Math.ceil(total / 2) + 1}`),
      400,
      "rest_post_invalid_page_number",
    );
    await expectError(
      await new Visitor().fetch("/wp-json/wp/v2/pages?per_page=101"),
      400,
      "rest_invalid_param",
    );
    await expectError(
      await new Visitor().fetch("/wp-json/wp/v2/pages?per_page=0"),
      400,
      "rest_invalid_param",
    );
    await expectError(await new Visitor().fetch("/wp-json/wp/v2/pages?page=x"), 400, "rest_invalid_param");
    expect((await new Visitor().fetch("/wp-json/wp/v2/pages?per_page=100")).status).toBe(200);
  });

  it("visitors see published pages only", async () => {
    const o = await owner();
    const draft = await (
      await o.fetch("/wp-json/wp/v2/pages", json({ title: "Entwurf", status: "draft" }))
    ).json();
    expect((await new Visitor().fetch(`/wp-json/wp/v2/pages/${draft.id}`)).status).toBe(404);
    await expectError(
      await new Visitor().fetch("/wp-json/wp/v2/pages?status=draft"),
      401,
      "rest_not_logged_in",
    );
    expect((await o.fetch(`/wp-json/wp/v2/pages/${draft.id}`)).status).toBe(200);
  });
});

describe("authentication", () => {
  it("a wrong X-WP-Nonce is rest_cookie_invalid_nonce; no nonce means anonymous", async () => {
    const v = new Visitor();
    await v.register();
    await expectError(
      await v.fetch("/wp-json/wp/v2/users/me", { headers: { "x-wp-nonce": "0123456789" } }),
      403,
      "rest_cookie_invalid_nonce",
    );
    // The session cookie alone does not authenticate (CSRF): anonymous.
    await expectError(await v.fetch("/wp-json/wp/v2/users/me", {}, false), 401, "rest_not_logged_in");
    const me = await v.fetch("/wp-json/wp/v2/users/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      roles: ["customer"],
      woocommerce_meta: { coming_soon_banner_dismissed: "no" },
    });
  });
});

describe("users", () => {
  it("stores the coming-soon dismissal from the banner's form post, on users/ID and users/me", async () => {
    const v = new Visitor();
    const email = await v.register();
    const me = await (await v.fetch("/wp-json/wp/v2/users/me")).json();
    const res = await v.fetch(`/wp-json/wp/v2/users/${me.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).woocommerce_meta.coming_soon_banner_dismissed).toBe("yes");
    const { rows } = await app().database.pool.query("select meta from users where email = $1", [email]);
    expect(rows[0].meta.woocommerce_admin_coming_soon_banner_dismissed).toBe("yes");
    const back = await v.fetch(
      "/wp-json/wp/v2/users/me",
      json({ woocommerce_meta: { coming_soon_banner_dismissed: "no" } }),
    );
    expect((await back.json()).woocommerce_meta.coming_soon_banner_dismissed).toBe("no");
    await expectError(
      await v.fetch(
        "/wp-json/wp/v2/users/me",
        json({ woocommerce_meta: { coming_soon_banner_dismissed: "<b>" } }),
      ),
      400,
      "rest_invalid_param",
    );
    await expectError(
      await v.fetch("/wp-json/wp/v2/users/me", json({ woocommerce_meta: { is_admin: "yes" } })),
      400,
      "rest_invalid_param",
    );
  });

  it("a customer cannot read or change another user", async () => {
    const a = new Visitor();
    await a.register();
    const b = new Visitor();
    await b.register();
    const bId = (await (await b.fetch("/wp-json/wp/v2/users/me")).json()).id;
    await expectError(await a.fetch(`/wp-json/wp/v2/users/${bId}`), 403, "rest_user_cannot_view");
    await expectError(
      await a.fetch(
        `/wp-json/wp/v2/users/${bId}`,
        json({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } }),
      ),
      403,
      "rest_user_cannot_view",
    );
    await expectError(await new Visitor().fetch(`/wp-json/wp/v2/users/${bId}`), 401, "rest_user_cannot_view");
  });
});

describe("permissions and method override", () => {
  it("writes need an owner: 401 anonymous, 403 customer", async () => {
    await expectError(
      await new Visitor().fetch("/wp-json/wp/v2/pages", json({ title: "x" })),
      401,
      "rest_not_logged_in",
    );
    const c = new Visitor();
    await c.register();
    await expectError(await c.fetch("/wp-json/wp/v2/pages", json({ title: "x" })), 403, "rest_forbidden");
    await expectError(await c.fetch("/wp-json/laden/v1/settings"), 403, "rest_forbidden");
    await expectError(await c.fetch("/wp-json/laden/v1/products"), 403, "rest_forbidden");
  });

  it("PATCH, PUT and DELETE sent as POST with X-HTTP-Method-Override", async () => {
    const o = await owner();
    const page = await (
      await o.fetch(
        "/wp-json/wp/v2/pages",
        json({ title: "Alt", content: "<p>x</p><script>alert(1)</script>" }),
      )
    ).json();
    expect(page.content.rendered).toBe("<p>x</p>");
    const patched = await o.fetch(`/wp-json/wp/v2/pages/${page.id}`, {
      ...json({ title: "Neu" }),
      headers: { "content-type": "application/json", "x-http-method-override": "PATCH" },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).title.rendered).toBe("Neu");
    // Without force=true a page goes to the trash (issue 25: the editor's trash), as in WordPress.
    const trashed = await o.fetch(`/wp-json/wp/v2/pages/${page.id}`, {
      method: "POST",
      headers: { "x-http-method-override": "DELETE" },
    });
    expect(trashed.status).toBe(200);
    expect((await trashed.json()).status).toBe("trash");
    const deleted = await o.fetch(`/wp-json/wp/v2/pages/${page.id}?force=true`, {
      method: "POST",
      headers: { "x-http-method-override": "DELETE" },
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: page.id } });
    expect((await o.fetch(`/wp-json/wp/v2/pages/${page.id}`)).status).toBe(404);
  });

  it("owner settings validate every value", async () => {
    const o = await owner();
    const all = await (await o.fetch("/wp-json/laden/v1/settings")).json();
    expect(all["attribution.cookieLifetimeMonths"]).toBe(6);
    expect(all["attribution.sessionLengthMinutes"]).toBe(30);
    expect([all["attribution.promoMin"], all["attribution.promoMax"]]).toEqual([100000, 999999]);
    await expectError(
      await o.fetch("/wp-json/laden/v1/settings", json({ "theme.accentColor": "red" })),
      400,
      "rest_invalid_param",
    );
    await expectError(
      await o.fetch("/wp-json/laden/v1/settings", json({ "no.such": 1 })),
      400,
      "rest_invalid_param",
    );
    const set = await o.fetch("/wp-json/laden/v1/settings", json({ "attribution.sessionLengthMinutes": 45 }));
    expect((await set.json())["attribution.sessionLengthMinutes"]).toBe(45);
    // The pages now carry it for the tracking script.
    const html = await (await new Visitor().fetch("/")).text();
    expect(html).toContain('"sessionMinutes":45');
    const products = await o.fetch("/wp-json/laden/v1/products?per_page=100");
    expect(Number(products.headers.get("x-wp-total"))).toBeGreaterThanOrEqual(40);
  });
});

describe("media", () => {
  const png = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a3b12" } })
      .png()
      .toBuffer();
  const upload = (v: Visitor, bytes: Buffer, name: string, type = "image/png") => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return v.fetch("/wp-json/wp/v2/media", { method: "POST", body: form });
  };

  it("stores an image checked by content and generates its sub-sizes", async () => {
    const o = await owner();
    const res = await upload(o, await png(), "Röstung 2026.png");
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({
      type: "attachment",
      mime_type: "image/webp",
      media_details: { width: 900, height: 600 },
    });
    expect(Object.keys(item.media_details.sizes).sort()).toEqual(["full", "large", "medium", "thumbnail"]);
    expect(item.source_url).toMatch(/^\/wp-content\/uploads\/\d{4}\/\d{2}\/rostung-2026-[0-9a-f]{8}\.webp$/);
    const file = await fetch(`${app().url}${item.media_details.sizes.thumbnail.source_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    const listed = await new Visitor().fetch("/wp-json/wp/v2/media?per_page=1");
    expect(listed.headers.get("x-wp-total")).toBeTruthy();
  });

  it("refuses what is not an image, whatever its name and type say, and uploads by non-owners", async () => {
    const o = await owner();
    await expectError(
      await upload(o, Buffer.from("<?php echo 1; ?>"), "bild.png"),
      400,
      "rest_upload_invalid_type",
    );
    await expectError(
      await upload(o, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.svg", "image/svg+xml"),
      400,
      "rest_upload_invalid_type",
    );
    await expectError(
      await o.fetch("/wp-json/wp/v2/media", { method: "POST", body: new FormData() }),
      400,
      "rest_upload_no_data",
    );
    const c = new Visitor();
    await c.register();
    await expectError(await upload(c, await png(), "a.png"), 403, "rest_forbidden");
    await expectError(await upload(new Visitor(), await png(), "a.png"), 401, "rest_not_logged_in");
  });

  it("a damaged image is refused with 400 and leaves no row and no file", async () => {
    const o = await owner();
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c33" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const rows = async () =>
      Number((await app().database.pool.query("select count(*)::int as n from media")).rows[0].n);
    const before = await rows();
    // A cut-off PNG: its header is an image, its pixels cannot be decoded.
    const res = await upload(o, whole.subarray(0, whole.length / 2), "kaputt.png");
    await expectError(res, 400, "rest_upload_image_corrupt");
    expect(res.headers.get("x-wp-upload-attachment-id")).toBeNull();
    expect(await rows()).toBe(before);
    const folder = join(inject("dataDir"), "media", ...mediaFolder().split("/"));
    const left = existsSync(folder) ? readdirSync(folder).filter((f) => f.startsWith("kaputt-")) : [];
    expect(left).toEqual([]);
  });

  it("post-process regenerates the sizes of an upload and of a seeded demo image; a failure answers 500 with the id; delete removes all", async () => {
    const o = await owner();
    const item = await (await upload(o, await png(), "neu.png")).json();
    const redo = await o.fetch(
      `/wp-json/wp/v2/media/${item.id}/post-process`,
      json({ action: "create-image-subsizes" }),
    );
    expect(redo.status).toBe(200);
    expect(Object.keys((await redo.json()).media_details.sizes).sort()).toEqual([
      "full",
      "large",
      "medium",
      "thumbnail",
    ]);

    const { rows: demo } = await app().database.pool.query<{ id: number }>(
      "select id from media order by id limit 3",
    );
    expect(demo).toHaveLength(3);
    for (const { id } of demo) {
      const res = await o.fetch(
        `/wp-json/wp/v2/media/${id}/post-process`,
        json({ action: "create-image-subsizes" }),
      );
      expect(res.status, `demo media ${id}`).toBe(200);
      const body = await res.json();
      expect(body.media_details.sizes.full.source_url, `demo media ${id}`).toMatch(/\.orig\.png$/);
      expect((await fetch(`${app().url}${body.media_details.sizes.thumbnail.source_url}`)).status).toBe(200);
    }

    // The stored original gone (a disk fault): WordPress's 500 with the id, retried by the client.
    const mediaDir = join(inject("dataDir"), "media");
    const original = item.media_details.sizes.full.source_url.replace("/wp-content/uploads/", "");
    rmSync(join(mediaDir, ...original.split("/")));
    for (let i = 0; i < 2; i++) {
      const retry = await o.fetch(
        `/wp-json/wp/v2/media/${item.id}/post-process`,
        json({ action: "create-image-subsizes" }),
      );
      expect(retry.status).toBe(500);
      expect((await retry.json()).code).toBe("rest_upload_image_subsizes_failed");
      expect(retry.headers.get("x-wp-upload-attachment-id")).toBe(String(item.id));
    }
    await expectError(
      await o.fetch(`/wp-json/wp/v2/media/${item.id}/post-process`, json({ action: "x" })),
      400,
      "rest_invalid_param",
    );
    await expectError(
      await o.fetch(`/wp-json/wp/v2/media/${item.id}`, { method: "DELETE" }),
      501,
      "rest_trash_not_supported",
    );
    expect((await fetch(`${app().url}${item.source_url}`)).status).toBe(200);
    const del = await o.fetch(`/wp-json/wp/v2/media/${item.id}?force=true`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await o.fetch(`/wp-json/wp/v2/media/${item.id}`)).status).toBe(404);
    expect((await fetch(`${app().url}${item.source_url}`)).status).toBe(404);
  });

  it("takes the raw bytes with a Content-Disposition file name; refuses more than 10 MB", async () => {
    const o = await owner();
    const raw = await o.fetch("/wp-json/wp/v2/media", {
      method: "POST",
      headers: { "content-type": "image/png", "content-disposition": 'attachment; filename="roh bild.png"' },
      body: new Uint8Array(await png()),
    });
    expect(raw.status).toBe(201);
    expect((await raw.json()).source_url).toMatch(/\/roh-bild-[0-9a-f]{8}\.webp$/);
    const big = await upload(o, Buffer.alloc(10 * 1024 * 1024 + 70 * 1024, 1), "gross.png");
    await expectError(big, 413, "rest_upload_file_too_big");
  });

  it("post-process of a good upload succeeds (the retry path's success)", async () => {
    const o = await owner();
    const item = await (await upload(o, await png(), "gut.png")).json();
    const again = await o.fetch(
      `/wp-json/wp/v2/media/${item.id}/post-process`,
      json({ action: "create-image-subsizes" }),
    );
    expect(again.status).toBe(200);
    expect(Object.keys((await again.json()).media_details.sizes)).toContain("thumbnail");
  });
});

describe("attribution at registration and the analytics pixel", () => {
  it("stores the posted fields, cleaned, with the device type, in the user's meta", async () => {
    const v = new Visitor();
    const email = await v.register(uniqueEmail("attr"), {
      wc_order_attribution_source_type: "utm",
      wc_order_attribution_utm_source: "<b>newsletter</b>",
      wc_order_attribution_session_pages: "3",
      wc_order_attribution_referrer: "javascript:alert(1)",
    });
    const { rows } = await app().database.pool.query("select meta from users where email = $1", [email]);
    expect(rows[0].meta).toMatchObject({
      _wc_order_attribution_source_type: "utm",
      _wc_order_attribution_utm_source: "newsletter",
      _wc_order_attribution_session_pages: "3",
      _wc_order_attribution_device_type: "Mobile",
    });
    expect(rows[0].meta._wc_order_attribution_referrer).toBeUndefined();
  });

  it("stores nothing when the form carried none (no consent)", async () => {
    const v = new Visitor();
    const email = await v.register();
    const { rows } = await app().database.pool.query("select meta from users where email = $1", [email]);
    expect(Object.keys(rows[0].meta).filter((k) => k.startsWith("_wc_order_attribution"))).toEqual([]);
  });

  it("the pixel is a GIF, never cached, and sets no cookie", async () => {
    const res = await fetch(`${app().url}/wp-json/laden/v1/pixel?p=/shop/&r=www.google.de`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await res.arrayBuffer()).byteLength).toBe(42);
  });
});

describe("application passwords (HTTP Basic) for scripts", { timeout: CLI_TEST_TIMEOUT }, () => {
  const laden = (args: string[]) => runLaden(app().database.url, args);
  const basic = (user: string, password: string) => ({
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
  });

  it("`laden user app-password` makes one; it authenticates without cookie or nonce; wrong ones are 401", async () => {
    const o = await owner();
    const me = await (await o.fetch("/wp-json/wp/v2/users/me")).json();
    const made = await laden(["user", "app-password", me.email, "--name", "Skript", "--json"]);
    expect(made.code).toBe(0);
    const { password, name } = JSON.parse(made.stdout);
    expect(name).toBe("Skript");
    expect(password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);

    const settings = await fetch(`${app().url}/wp-json/laden/v1/settings`, {
      headers: basic(me.email.toUpperCase(), password),
    });
    expect(settings.status).toBe(200);
    expect(settings.headers.getSetCookie()).toEqual([]);
    // Spaces are optional, as in WordPress.
    const compact = await fetch(`${app().url}/wp-json/wp/v2/users/me`, {
      headers: basic(me.email, password.replaceAll(" ", "")),
    });
    expect((await compact.json()).id).toBe(me.id);

    const wrong = await fetch(`${app().url}/wp-json/wp/v2/users/me`, {
      headers: basic(me.email, "abcd abcd abcd abcd abcd abcd"),
    });
    await expectError(wrong, 401, "incorrect_password");
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic /);
    const otherUser = await fetch(`${app().url}/wp-json/wp/v2/users/me`, {
      headers: basic("jemand@example.de", password),
    });
    await expectError(otherUser, 401, "incorrect_password");
    const { rows } = await app().database.pool.query("select password_hash from application_passwords");
    expect(rows.map((r) => r.password_hash)).not.toContain(password);
    expect((await laden(["user", "app-password", "niemand@example.de"])).code).toBe(65);
  });

  it("a customer's application password gets a customer's permissions", async () => {
    const c = new Visitor();
    const email = await c.register();
    const { stdout } = await laden(["user", "app-password", email, "--json"]);
    const { password } = JSON.parse(stdout);
    await expectError(
      await fetch(`${app().url}/wp-json/laden/v1/settings`, { headers: basic(email, password) }),
      403,
      "rest_forbidden",
    );
  });
});

describe("lang on ajax requests", () => {
  it("the REST API answers in the language a `lang` parameter names", async () => {
    const rest = await (await fetch(`${app().url}/wp-json/wp/v2/pages?per_page=500&lang=en`)).json();
    expect(rest.message).toBe("Invalid parameter: per_page.");
    const restDe = await (await fetch(`${app().url}/wp-json/wp/v2/pages?per_page=500`)).json();
    expect(restDe.message).toBe("Ungültiger Parameter: per_page.");
  });
});

describe("consent banner without JavaScript", () => {
  const choose = (fields: Record<string, string>, cookie?: string) =>
    fetch(`${app().url}/wp-admin/admin-ajax.php`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ action: "laden_consent", ...fields }),
      redirect: "manual",
    });

  it("the server renders the banner until a choice exists; the form stores the choice and goes back", async () => {
    const html = await (await fetch(`${app().url}/shop/?orderby=price`)).text();
    expect(html).toContain('class="consent-banner"');
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(html.slice(html.indexOf("consent-banner")))![1]!;
    expect(html).toContain('name="redirect" value="/shop/?orderby=price"');

    const res = await choose({ _wpnonce: nonce, choice: "necessary", redirect: "/shop/?orderby=price" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/shop/?orderby=price");
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^laden_consent=v1\.s0\.m0; Path=\/; Max-Age=15552000; SameSite=Lax$/);
    const after = await (
      await fetch(`${app().url}/shop/`, { headers: { cookie: "laden_consent=v1.s0.m0" } })
    ).text();
    expect(after).not.toContain('class="consent-banner"');

    const all = await choose({ _wpnonce: nonce, choice: "all", redirect: "//evil.example/" });
    expect(all.headers.get("location")).toBe("/");
    expect(all.headers.getSetCookie()[0]).toMatch(/^laden_consent=v1\.s1\.m1;/);
  });

  it("refuses a forged or missing nonce (no consent in the visitor's name) and a bad choice", async () => {
    const forged = await choose({ _wpnonce: "0123456789", choice: "all" });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    const html = await (await fetch(`${app().url}/`)).text();
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(html.slice(html.indexOf("consent-banner")))![1]!;
    const bad = await choose({ _wpnonce: nonce, choice: "everything" });
    expect(bad.status).toBe(400);
    expect(bad.headers.getSetCookie()).toEqual([]);
  });
});

describe("wp/v2/posts, categories and tags", () => {
  const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await app().database.pool.query<T>(text, values)).rows;

  it("lists what the blog shows visitors, with WordPress paging, and hides drafts", async () => {
    const visitor = new Visitor();
    const [{ n }] = (await q<{ n: number }>(
      "select count(*)::int as n from posts where status = 'publish' and not has_password and published_at <= now()",
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(2);
    const res = await visitor.fetch("/wp-json/wp/v2/posts?per_page=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-wp-total")).toBe(String(n));
    expect(res.headers.get("x-wp-totalpages")).toBe(String(Math.ceil(n / 2)));
    expect(res.headers.get("link")).toContain('rel="next"');
    const list = (await res.json()) as {
      id: number;
      status: string;
      type: string;
      link: string;
      categories: number[];
    }[];
    expect(list).toHaveLength(2);
    for (const p of list) expect(p).toMatchObject({ status: "publish", type: "post" });
    expect(list[0]!.link).toMatch(/^(\/en)?\/blog\/[a-z0-9-]+\/$/);

    const [draft] = await q<{ id: number }>("select id from posts where status = 'draft' limit 1");
    expect(draft).toBeDefined();
    expect((await visitor.fetch(`/wp-json/wp/v2/posts/${draft!.id}`)).status).toBe(404);
    await expectError(await visitor.fetch("/wp-json/wp/v2/posts?status=draft"), 401, "rest_not_logged_in");
    const boss = await owner();
    const drafts = (await (await boss.fetch("/wp-json/wp/v2/posts?status=draft")).json()) as { id: number }[];
    expect(drafts.map((d) => d.id)).toContain(draft!.id);
    await expectError(
      await visitor.fetch("/wp-json/wp/v2/posts?categories=1;drop"),
      400,
      "rest_invalid_param",
    );
  });

  it("lists categories and tags with counts and filters posts by them", async () => {
    const visitor = new Visitor();
    const cats = (await (await visitor.fetch("/wp-json/wp/v2/categories?hide_empty=true")).json()) as {
      id: number;
      count: number;
      taxonomy: string;
      link: string;
    }[];
    expect(cats.length).toBeGreaterThan(0);
    for (const c of cats) expect(c.count).toBeGreaterThan(0);
    expect(cats[0]).toMatchObject({ taxonomy: "category" });
    const inCat = (await (
      await visitor.fetch(`/wp-json/wp/v2/posts?categories=${cats[0]!.id}&per_page=100`)
    ).json()) as {
      categories: number[];
    }[];
    expect(inCat).toHaveLength(cats[0]!.count);
    for (const p of inCat) expect(p.categories).toContain(cats[0]!.id);
    const tags = (await (await visitor.fetch("/wp-json/wp/v2/tags")).json()) as { taxonomy: string }[];
    for (const t of tags) expect(t.taxonomy).toBe("post_tag");
  });
});

describe("laden/v1/forms (owner)", () => {
  it("lists the form definitions and answers one by id or key; customers and visitors are refused", async () => {
    await expectError(await new Visitor().fetch("/wp-json/laden/v1/forms"), 401, "rest_not_logged_in");
    const customer = new Visitor();
    await customer.register();
    await expectError(await customer.fetch("/wp-json/laden/v1/forms"), 403, "rest_forbidden");
    const boss = await owner();
    const res = await boss.fetch("/wp-json/laden/v1/forms");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-wp-total")).toBe(String((await res.clone().json()).length));
    const list = (await res.json()) as { id: number; key: string }[];
    expect(list.map((f) => f.key)).toEqual(
      expect.arrayContaining(["kontakt", "angebotsrechner", "veranstaltung"]),
    );
    const byKey = (await (await boss.fetch("/wp-json/laden/v1/forms/kontakt")).json()) as {
      id: number;
      fields: unknown[];
    };
    expect(byKey.fields.length).toBeGreaterThan(2);
    const byId = (await (await boss.fetch(`/wp-json/laden/v1/forms/${byKey.id}`)).json()) as { key: string };
    expect(byId.key).toBe("kontakt");
    await expectError(await boss.fetch("/wp-json/laden/v1/forms/nope"), 404, "laden_form_not_found");
  });
});

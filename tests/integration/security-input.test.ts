/**
 * Input the database cannot store and redirect targets a header cannot carry (issue 19 items 1, 4,
 * 5): NUL bytes and lone surrogates anywhere in a path, query or body are refused at the door with
 * 400 `laden_invalid_characters`; control and format characters in a local redirect target fall
 * back to the default target; an override to TRACE/CONNECT/TRACK is 405.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { formsNonce, makeMessageForm, nfSubmit } from "../setup/forms-submit.ts";
import { hidden, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });

async function expectRefused(res: Response, text: string, label: string) {
  expect(res.status, `${label}: ${text.slice(0, 200)}`).toBe(400);
  const body = JSON.parse(text);
  expect(body.code, label).toBe("laden_invalid_characters");
  expect(body.message, label).toMatch(/Zeichen/);
  expect(body.data, label).toEqual({ status: 400 });
  expect(res.headers.get("cache-control"), label).toBe("no-store");
}

async function searchNonce(v: Visitor): Promise<string> {
  const { text } = await v.get("/shop/");
  const params = JSON.parse(
    /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(text)![1]!,
  );
  return params.search.nonce;
}

describe("NUL bytes and lone surrogates", () => {
  it("are refused with 400 and a code in a path or query, on pages, REST and the wire", async () => {
    const v = new Visitor(() => app().url);
    for (const path of [
      "/?s=kaffee%00",
      "/product/caffe%00/",
      "/product-category/kaffee%00/",
      "/shop/?orderby=price%00",
      "/wp-json/wp/v2/posts?search=a%00b",
      "/wp-json/wp/v2/posts?slug=a%00",
      "/wp-json/wp/v2/posts%00",
      "/?wc-ajax=get_refreshed_fragments&x=%00",
      "/?s%00=kaffee",
    ]) {
      const { res, text } = await v.get(path);
      await expectRefused(res, text, path);
    }
    // The same requests without the NUL still work.
    expect((await v.get("/?s=kaffee")).res.status).toBe(200);
    expect((await v.get("/wp-json/wp/v2/posts?search=ab")).res.status).toBe(200);
  });

  it("are refused in form, multipart and JSON bodies, and inside nf_ajax_submit's formData", async () => {
    const v = new Visitor(() => app().url);
    const security = await searchNonce(v);
    const search = await v.post("/wp-admin/admin-ajax.php", {
      action: "is_ajax_load_posts",
      s: "kaffee\u0000",
      id: "1",
      page: "1",
      security,
    });
    await expectRefused(search.res, search.text, "is_ajax_load_posts");

    const multipart = new FormData();
    multipart.append("action", "is_ajax_load_posts");
    multipart.append("s", "kaffee\u0000");
    const mp = await v.request("/wp-admin/admin-ajax.php", { method: "POST", body: multipart });
    await expectRefused(mp.res, mp.text, "multipart");

    const json = await v.request("/wp-json/wp/v2/posts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"title":"a\\u0000b"}',
    });
    await expectRefused(json.res, json.text, "JSON body");

    const page = await v.post("/my-account/", { username: "a\u0000@example.de", password: "x" });
    await expectRefused(page.res, page.text, "page action");

    const form = await makeMessageForm(app().database.db, "input-nul");
    const { nonce } = await formsNonce(v);
    for (const value of ["Hallo\u0000Welt", "Hallo \uD800", "\uDC00"]) {
      const { res, body } = await nfSubmit(v, nonce, { id: form, fields: { 1: { id: 1, value } } });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(body.code).toBe("laden_invalid_characters");
    }
    const { rows } = await app().database.pool.query("select 1 from form_submissions where form_id = $1", [
      form,
    ]);
    expect(rows).toEqual([]);
    // A clean value is stored.
    const ok = await nfSubmit(v, nonce, { id: form, fields: { 1: { id: 1, value: "Hallo 😀" } } });
    expect(ok.body.errors).toEqual({});
  });
});

describe("local redirect targets", () => {
  it("with control or format characters fall back to the default target on sign-in and consent", async () => {
    const page = await (await fetch(`${app().url}/shop/`)).text();
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(page.slice(page.indexOf("consent-banner")))![1]!;
    const choose = (redirect: string) =>
      fetch(`${app().url}/wp-admin/admin-ajax.php`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          action: "laden_consent",
          choice: "necessary",
          _wpnonce: nonce,
          redirect,
        }),
        redirect: "manual",
      });
    for (const bad of [
      "/\u0001x",
      "/\u007fx",
      "/a\u200Eb",
      "/a\u0085b",
      "/a b",
      "//evil.example",
      "/\\evil.example",
    ]) {
      const res = await choose(bad);
      expect(res.status, JSON.stringify(bad)).toBe(303);
      expect(res.headers.get("location"), JSON.stringify(bad)).toBe("/");
    }
    const good = await choose("/produkt/käse?a=1#x");
    expect(good.headers.get("location")).toBe("/produkt/k%C3%A4se?a=1#x");

    // Sign-in: the session is set, then the redirect. A bad target goes to the account page.
    for (const bad of ["/\u0001x", "/\u007fx", "/\u0000x", "/a\u200Eb"]) {
      const visitor = new Visitor(() => app().url);
      const email = `redirect-${Math.random().toString(36).slice(2)}@example.de`;
      const reg = await visitor.get("/my-account/");
      const made = await visitor.post("/my-account/", {
        email,
        password: "ein-langes-passwort-2026",
        "woocommerce-register-nonce": hidden(reg.text, "woocommerce-register-nonce"),
      });
      expect(made.res.status).toBe(302);
      const out = new Visitor(() => app().url);
      const page = await out.get(`/my-account/?redirect_to=${encodeURIComponent(bad)}`);
      expect(page.res.status, JSON.stringify(bad)).toBe(bad.includes("\u0000") ? 400 : 200);
      const login = await out.post("/my-account/", {
        username: email,
        password: "ein-langes-passwort-2026",
        redirect: bad.replace("\u0000", "\u0085"),
        "woocommerce-login-nonce": hidden((await out.get("/my-account/")).text, "woocommerce-login-nonce"),
      });
      expect(login.res.status, JSON.stringify(bad)).toBe(302);
      expect(login.res.headers.get("location"), JSON.stringify(bad)).toBe("/my-account/");
    }
  });
});

describe("method override", () => {
  it("TRACE, CONNECT and TRACK on /wp-json/ answer 405 with a code", async () => {
    for (const method of ["TRACE", "CONNECT", "TRACK", "trace"]) {
      const res = await fetch(`${app().url}/wp-json/wp/v2/posts`, {
        method: "POST",
        headers: { "X-HTTP-Method-Override": method },
      });
      expect(res.status, method).toBe(405);
      const body = await res.json();
      expect(body.code, method).toBe("laden_method_not_allowed");
      expect(body.data, method).toEqual({ status: 405 });
    }
  });
});

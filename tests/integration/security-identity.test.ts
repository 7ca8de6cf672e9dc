/**
 * Identity comes only from our session or an application password (reliability.md WC-5), and
 * untrusted data never becomes objects with inherited powers (WC-10, OE-2): identity headers a
 * proxy might add, PHP-serialised strings and `__proto__`/`constructor` payloads in cookies, form
 * data and REST bodies change nobody's rights, are stored as plain strings or refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#modules/users/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { TEST_PASSWORD, uniqueEmail } from "../setup/orders-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();

/** Headers some stacks trust as the user's identity (CVE-2023-28121 used the first). */
const IDENTITY_HEADERS: Record<string, string> = {
  "x-wcpay-platform-checkout-user": "1",
  "x-user-id": "1",
  "x-wp-user": "1",
  "x-forwarded-user": "admin",
  "x-original-user": "admin",
  "x-remote-user": "admin",
  "remote-user": "admin",
  "x-auth-user": "admin",
  "x-forwarded-email": "owner@example.de",
  "x-role": "administrator",
};

const OWNER_PATHS = [
  "/wp-json/wp/v2/users/me",
  "/wp-json/laden/v1/submissions?form=1",
  "/wp-json/laden/v1/orders",
  "/wp-json/laden/v1/settings",
  "/wp-json/laden/v1/forms",
];

let ownerId: number;
let ownerEmail: string;
let formId: number;
beforeAll(async () => {
  const db = app().database.db;
  ownerEmail = uniqueEmail("inhaberin");
  ownerId = (await createUser(db, { email: ownerEmail, role: "administrator", password: TEST_PASSWORD })).id;
  formId = await makeForm(
    db,
    "identity-message",
    [fieldDef(1, "nachricht", "textarea", { required: true }), fieldDef(2, "go", "submit")],
    [
      { type: "save", active: true, settings: {} },
      {
        type: "email",
        active: true,
        settings: { to: "laden@example.de", email_message: "{all_fields_table}" },
      },
    ],
  );
});

async function q<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await app().database.pool.query(text, params)).rows as T[];
}

describe("WC-5: identity headers change nothing", () => {
  it("an anonymous visitor claiming to be the owner by header stays anonymous everywhere", async () => {
    const v = new Visitor(() => app().url);
    const headers = { ...IDENTITY_HEADERS, "x-user-id": String(ownerId), "x-wp-user": String(ownerId) };
    for (const path of OWNER_PATHS) {
      const { res, text } = await v.get(path, headers);
      expect(res.status, path).toBe(401);
      expect(JSON.parse(text).code, path).toMatch(/^rest_/);
    }
    // Pages: the sign-in form, no admin bar, no account.
    const account = await v.get("/my-account/", headers);
    expect(account.text).toContain('name="woocommerce-login-nonce"');
    expect(account.text).not.toContain("customer-logout");
    const shop = await v.get("/shop/", headers);
    expect(shop.text).not.toContain("laden-admin-bar");
    // A form answer's debug is for owners only.
    const { nonce } = await formsNonce(v);
    const { body } = await nfSubmit(v, nonce, { id: formId, fields: fieldsOf({ 1: "Hallo" }) }, {});
    expect(body.errors).toEqual({});
    expect(body.debug ?? {}).toEqual({});
    // The owner's own sign-in does show the admin bar: the check above can fail.
    const owner = new Visitor(() => app().url);
    await owner.signIn(ownerEmail, TEST_PASSWORD);
    expect((await owner.get("/shop/")).text).toContain("laden-admin-bar");
  });

  it("a signed-in customer claiming the owner's id or role by header is still a customer", async () => {
    const email = uniqueEmail("kunde");
    await createUser(app().database.db, { email, role: "customer", password: TEST_PASSWORD });
    const v = new Visitor(() => app().url);
    await v.signIn(email, TEST_PASSWORD);
    const nonce = await v.restNonce();
    const headers = { ...IDENTITY_HEADERS, "x-user-id": String(ownerId), "x-wp-nonce": nonce };
    const me = await v.get("/wp-json/wp/v2/users/me", headers);
    expect(me.res.status).toBe(200);
    expect(JSON.parse(me.text).id).not.toBe(ownerId);
    for (const path of OWNER_PATHS.slice(1)) {
      const { res } = await v.get(path, headers);
      expect(res.status, path).toBe(403);
    }
    const other = await v.get(`/wp-json/wp/v2/users/${ownerId}`, headers);
    expect([403, 404]).toContain(other.res.status);
  });
});

describe("WC-10 / OE-2: no deserialisation into objects, no prototype pollution", () => {
  // Raw JSON: in an object literal `__proto__` would set the prototype instead of a key.
  const POLLUTION =
    '"__proto__":{"isAdmin":true,"role":"administrator","userId":1,"debug":true,"polluted":"ja"},' +
    '"constructor":{"prototype":{"isAdmin":true,"polluted":"ja"}}';

  it("PHP-serialised and JSON prototype payloads in cookies are no session, no consent, no attribution", async () => {
    const cookie = [
      `laden_session=${encodeURIComponent('O:8:"stdClass":1:{s:7:"user_id";i:1;}')}`,
      `laden_consent=${encodeURIComponent('{"__proto__":{"marketing":true}}')}`,
      `sbjs_current=${encodeURIComponent('{"__proto__":{"polluted":"ja"},"constructor":{"prototype":{"x":1}}}')}`,
      `woocommerce_cart_hash=${encodeURIComponent('a:1:{i:0;O:8:"stdClass":0:{}}')}`,
    ].join("; ");
    for (const path of ["/", "/shop/", "/my-account/"]) {
      const res = await fetch(`${app().url}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain("polluted");
      expect(html, path).not.toContain("customer-logout");
    }
    // No consent was read from the garbage: the banner still asks.
    const home = await (await fetch(`${app().url}/`, { headers: { cookie } })).text();
    expect(home).toContain('class="consent-banner"');
    const me = await fetch(`${app().url}/wp-json/wp/v2/users/me`, { headers: { cookie } });
    expect(me.status).toBe(401);
  });

  it("form data with __proto__ and constructor keys is stored as plain data and grants nothing", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const value = '{"__proto__":{"isAdmin":true}}';
    const count = async () =>
      Number(
        (
          await q<{ n: string }>("select count(*) as n from form_submissions where form_id = $1", [formId])
        )[0]!.n,
      );
    const before = await count();
    // As field ids they are malformed: refused, nothing stored.
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const bad = await nfSubmit(
        v,
        nonce,
        `{"id":${formId},"fields":{"1":{"id":1,"value":"x"},"${key}":{"id":"${key}","value":"y"}}}`,
      );
      expect(bad.res.status, key).toBe(400);
      expect(bad.body.code, key).toBe("laden_form_malformed");
    }
    expect(await count()).toBe(before);
    // Anywhere else they are ignored; a value that looks like one is a plain string.
    const raw =
      `{"id":${formId},"fields":{"1":{"id":1,"value":${JSON.stringify(value)}}},` +
      `${POLLUTION},"settings":{${POLLUTION}},"extra":{${POLLUTION}}}`;
    expect(() => JSON.parse(raw)).not.toThrow();
    const { res, body } = await nfSubmit(v, nonce, raw);
    expect(res.status).toBe(200);
    expect(body.errors).toEqual({});
    expect(body.debug ?? {}).toEqual({});
    expect(JSON.stringify(body)).not.toContain("polluted");
    const [row] = await q<{ values: Record<string, { value: unknown }> }>(
      "select values from form_submissions where form_id = $1 order by id desc limit 1",
      [formId],
    );
    expect(row!.values["1"]!.value).toBe(value);
    expect(Object.keys(row!.values).sort()).toEqual(["1"]);
    // The process is not polluted: the next anonymous answers are still anonymous.
    const after = await nfSubmit(v, nonce, { id: formId, fields: fieldsOf({ 1: "Zweite" }) });
    expect(after.body.debug ?? {}).toEqual({});
    expect((await v.get("/wp-json/laden/v1/orders")).res.status).toBe(401);
    const check = await v.get("/wp-json/wp/v2/pages?per_page=1");
    expect(check.text).not.toContain("polluted");
  });

  it("a REST body with __proto__ cannot raise the caller's role", async () => {
    const email = uniqueEmail("proto");
    const { id } = await createUser(app().database.db, { email, role: "customer", password: TEST_PASSWORD });
    const v = new Visitor(() => app().url);
    await v.signIn(email, TEST_PASSWORD);
    const nonce = await v.restNonce();
    const { res } = await v.request("/wp-json/wp/v2/users/me", {
      method: "POST",
      headers: { "content-type": "application/json", "x-wp-nonce": nonce },
      body: '{"__proto__":{"role":"administrator","roles":["administrator"]},"roles":["administrator"],"role":"administrator","constructor":{"prototype":{"role":"administrator"}}}',
    });
    expect(res.status).toBeLessThan(500);
    const [row] = await q<{ role: string }>("select role from users where id = $1", [id]);
    expect(row!.role).toBe("customer");
    expect((await v.get("/wp-json/laden/v1/orders", { "x-wp-nonce": nonce })).res.status).toBe(403);
  });
});

/**
 * Cookie flags of reliability.md §3c on a site behind HTTPS (PUBLIC_URL https) for the cookies
 * security-headers.test.ts does not look at: the consent record, the cart hints, the form resume
 * token and the upload owner's cookie. Every one is Secure, SameSite=Lax, Path=/ and without
 * Domain; the ones no script needs are HttpOnly; none carries personal data.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ PUBLIC_URL: "https://shop.example" });

function cookieNamed(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  expect(line, name).toBeDefined();
  return line!;
}

function expectFlags(line: string, { httpOnly }: { httpOnly: boolean }) {
  expect(line).toMatch(/; Secure/i);
  expect(line).toMatch(/; SameSite=Lax/i);
  expect(line).toMatch(/; Path=\//);
  expect(line).not.toMatch(/; Domain=/i);
  if (httpOnly) expect(line).toMatch(/; HttpOnly/i);
  expect(line).not.toMatch(/@|%40/);
}

describe("cookie flags (HTTPS site)", () => {
  it("the consent record: Secure, Lax, no personal data", async () => {
    const v = new Visitor(() => app().url);
    const { text } = await v.get("/");
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(text.slice(text.indexOf("consent-banner")))![1]!;
    const { res } = await v.post("/wp-admin/admin-ajax.php", {
      action: "laden_consent",
      _wpnonce: nonce,
      choice: "necessary",
      redirect: "/",
    });
    expect(res.status).toBe(303);
    const line = cookieNamed(res, "laden_consent");
    expectFlags(line, { httpOnly: false });
    expect(line).toMatch(/^laden_consent=v1\.s0\.m0;/);
  });

  it("the cart hints: Secure, Lax, only a count and a hash", async () => {
    const v = new Visitor(() => app().url);
    const { rows } = await app().database.pool.query<{ id: number }>(
      "select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock' order by id limit 1",
    );
    const { res } = await v.post("/?wc-ajax=add_to_cart", { product_id: String(rows[0]!.id) });
    expect(res.status).toBe(200);
    expectFlags(cookieNamed(res, "woocommerce_items_in_cart"), { httpOnly: false });
    const hash = cookieNamed(res, "woocommerce_cart_hash");
    expectFlags(hash, { httpOnly: false });
    expect(hash).toMatch(/^woocommerce_cart_hash=[0-9a-f]*;/);
  });

  it("the form resume token and the upload owner's cookie: HttpOnly, Secure, Lax", async () => {
    const db = app().database.db;
    const halting = await makeForm(
      db,
      "cookies-halt",
      [fieldDef(1, "name", "textbox", { required: true }), fieldDef(2, "senden", "submit")],
      [
        { type: "save", active: true, settings: {} },
        {
          type: "redirect",
          active: true,
          settings: { redirect_url: "https://zahlung.example/pay", halt: "1" },
        },
      ],
    );
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const first = await nfSubmit(v, nonce, { id: halting, fields: fieldsOf({ 1: "Erika" }) });
    expect(first.body.errors).toEqual({});
    expectFlags(cookieNamed(first.res, `laden_nf_resume_${halting}`), { httpOnly: true });

    const uploads = await makeForm(
      db,
      "cookies-upload",
      [
        fieldDef(1, "datei", "file_upload", { upload_types: "txt", max_file_size: 1 }),
        fieldDef(2, "go", "submit"),
      ],
      [{ type: "save", active: true, settings: {} }],
    );
    const body = new FormData();
    body.set("action", "nf_fu_upload");
    body.set("security", nonce);
    body.set("form_id", String(uploads));
    body.set("field_id", "1");
    body.append("files[]", new Blob(["Hallo"], { type: "text/plain" }), "hallo.txt");
    const { res } = await v.request("/wp-admin/admin-ajax.php", { method: "POST", body });
    expect(res.status).toBe(200);
    expectFlags(cookieNamed(res, "laden_nf_uploads"), { httpOnly: true });
  });
});

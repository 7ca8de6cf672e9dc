/**
 * `laden/v1/forms` writes for scripts (issue 26 item 8): create (with a definition checked first),
 * update the draft (If-Match → 412 when stale), publish (422 with the problems in German), the
 * trash and back, and a form's submissions listed (search, status) and deleted to the trash (one
 * or many); bad input refused with stable codes and nothing saved; owners only. And item 4: a
 * visitor who submits a form the owner moved to the trash meanwhile gets a clear message (410).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldsOf, formsNonce, nfSubmit } from "../setup/forms-submit.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const base = () => app().url;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query(text, values)).rows as T[];

let owner: Visitor;
let ownerNonce: string;
let customer: Visitor;
let customerNonce: string;

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(app().database.db, "shop_manager"));
  ownerNonce = await owner.restNonce();
  const c = await createCustomer(app().database.db);
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
  customerNonce = await customer.restNonce();
});

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };
const api = (v: Visitor, nonce: string, path: string, init: Init = {}) =>
  fetch(`${base()}/wp-json/laden/v1${path}`, {
    ...init,
    headers: v.headers({ "X-WP-Nonce": nonce, ...(init.headers ?? {}) }),
  });
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(owner, ownerNonce, path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const formCount = async () => Number((await query<{ n: string }>("select count(*) as n from forms"))[0]!.n);

const FIELDS = [
  { id: 1, key: "nachricht", type: "textarea", order: 1, label: "Nachricht", required: true },
  { id: 2, key: "email", type: "email", order: 2, label: "E-Mail" },
  { id: 3, key: "senden", type: "submit", order: 3, label: "Senden" },
];

async function submit(formId: number, values: Record<number, unknown>) {
  const visitor = new Visitor(base);
  const { nonce } = await formsNonce(visitor, `/forms/${formId}/`);
  return nfSubmit(visitor, nonce, { id: formId, fields: fieldsOf(values) });
}

describe("laden/v1/forms writes", () => {
  let id: number;
  let version: number;

  it("refuses visitors and customers", async () => {
    const anon = await fetch(`${base()}/wp-json/laden/v1/forms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "x" }),
    });
    expect(anon.status).toBe(401);
    const res = await api(customer, customerNonce, "/forms", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "x" }),
    });
    expect(res.status).toBe(403);
  });

  it("refuses a missing title and a malformed definition with nothing created", async () => {
    const before = await formCount();
    const noTitle = await send("POST", "/forms", { title: "  " });
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({ code: "laden_form_title_missing" });
    const bad = await send("POST", "/forms", { title: "Kaputt", fields: [{ id: "eins", type: "textbox" }] });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.code).toBe("laden_form_invalid");
    expect(body.message).toContain("Die Formulardefinition ist ungültig");
    const notJson = await send("POST", "/forms", undefined, { "content-type": "application/json" });
    expect(notJson.status).toBe(400);
    expect(await formCount()).toBe(before);
  });

  it("creates a form with its definition as a draft, audited", async () => {
    const res = await send("POST", "/forms", { title: "Kontakt per Skript", fields: FIELDS });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ status: "draft", has_draft: true, published_version: 0 });
    expect(body.draft.fields.map((f: { key: string }) => f.key)).toEqual(["nachricht", "email", "senden"]);
    expect(res.headers.get("etag")).toBe(`"${body.version}"`);
    id = body.id;
    version = body.version;
    const audit = await query<{ action: string }>(
      "select action from audit_log where entity = 'form' and entity_id = $1 order by id",
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create", "draft"]);
  });

  it("updates the draft; a stale If-Match is 412 and a bad body 400, nothing saved", async () => {
    const stale = await send("PATCH", `/forms/${id}`, { title: "Alt" }, { "If-Match": `"${version - 1}"` });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: "laden_version_conflict" });
    const bad = await send("PATCH", `/forms/${id}`, { fields: "keine Liste" });
    expect(bad.status).toBe(400);
    const ok = await send(
      "PATCH",
      `/forms/${id}`,
      { title: "Kontakt (Skript)" },
      { "If-Match": `"${version}"` },
    );
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.version).toBe(version + 1);
    expect(body.draft.title).toBe("Kontakt (Skript)");
    expect(body.draft.fields).toHaveLength(3);
    version = body.version;
    const missing = await send("PATCH", "/forms/999999", { title: "x" });
    expect(missing.status).toBe(404);
  });

  it("refuses to publish a form with problems (422, German, nothing live) and publishes a good one", async () => {
    const dup = FIELDS.map((f) => (f.id === 2 ? { ...f, key: "nachricht" } : f));
    const refused = await send("POST", `/forms/${id}/publish`, { fields: dup });
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.code).toBe("laden_form_not_publishable");
    expect(body.data.problems[0]).toMatchObject({ code: "key_duplicate" });
    expect(body.message).toContain("Diesen Feldschlüssel hat schon ein anderes Feld");
    expect((await query<{ status: string }>("select status from forms where id = $1", [id]))[0]!.status).toBe(
      "draft",
    );
    const ok = await send("POST", `/forms/${id}/publish`, undefined, { "If-Match": `"${version}"` });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "publish", published_version: 1, has_draft: false });
  });

  it("lists a form's submissions with search and status, and deletes one or many to the trash", async () => {
    expect((await submit(id, { 1: "Bitte rufen Sie an", 2: "anna@example.de" })).res.status).toBe(200);
    expect((await submit(id, { 1: "Ein Angebot für 20 Gäste", 2: "bert@example.de" })).res.status).toBe(200);
    expect((await submit(id, { 1: "Noch eine Frage", 2: "carl@example.de" })).res.status).toBe(200);
    const all = await send("GET", `/forms/${id}/submissions`);
    expect(all.status).toBe(200);
    expect(all.headers.get("x-wp-total")).toBe("3");
    const list = await all.json();
    expect(list[0]).toMatchObject({ read: false, starred: false, status: "saved", form_version: 1 });
    const found = await (await send("GET", `/forms/${id}/submissions?search=ANGEBOT`)).json();
    expect(found).toHaveLength(1);
    expect(found[0].values["2"].value).toBe("bert@example.de");
    expect((await send("GET", `/forms/${id}/submissions?status=gelesen`)).status).toBe(400);
    expect((await send("GET", `/forms/${id}/submissions?after=2026-02-30`)).status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const since = await send(
      "GET",
      `/forms/${id}/submissions?after=2000-01-01&before=2999-12-31&search=example`,
    );
    expect(since.headers.get("x-wp-total")).toBe("3");
    const old = await send("GET", `/forms/${id}/submissions?before=2000-01-01`);
    expect(old.headers.get("x-wp-total")).toBe("0");
    expect((await send("GET", `/forms/${id}/submissions?after=${today}`)).status).toBe(200);

    const [newest, middle, oldest] = list.map((s: { id: number }) => s.id);
    const del = await send("DELETE", `/forms/${id}/submissions/${newest}`);
    expect(del.status).toBe(200);
    const again = await send("DELETE", `/forms/${id}/submissions/${newest}`);
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe("Diese Einsendung liegt bereits im Papierkorb.");
    expect((await send("DELETE", `/forms/${id}/submissions/999999`)).status).toBe(404);
    expect((await send("DELETE", `/forms/${id}/submissions?ids=1;drop`)).status).toBe(400);
    const bulk = await send("DELETE", `/forms/${id}/submissions?ids=${middle},${oldest},999999`);
    expect(await bulk.json()).toEqual({ deleted: [oldest, middle].sort((a, b) => a - b), skipped: [999999] });
    expect((await send("GET", `/forms/${id}/submissions`)).headers.get("x-wp-total")).toBe("0");
    const trash = await send("GET", `/forms/${id}/submissions?status=trash`);
    expect(trash.headers.get("x-wp-total")).toBe("3");
    const audit = await query<{ n: string }>(
      "select count(*) as n from audit_log where entity = 'form_submission' and action = 'trash'",
    );
    expect(Number(audit[0]!.n)).toBe(3);
  });

  it("moves a form to the trash: a visitor still filling it in gets a clear message; restore brings it back", async () => {
    const visitor = new Visitor(base);
    const { nonce } = await formsNonce(visitor, `/forms/${id}/`);
    const del = await send("DELETE", `/forms/${id}`);
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ deleted: true, status: "trash" });
    const { res, body } = await nfSubmit(visitor, nonce, {
      id,
      fields: fieldsOf({ 1: "Hallo", 2: "x@example.de" }),
    });
    expect(res.status).toBe(410);
    expect(body.code).toBe("laden_form_removed");
    expect(body.errors.form.laden_form_removed).toContain("wurde inzwischen vom Betreiber entfernt");
    // Without JavaScript the form posts to its page: a 410 page that says the same.
    const noJs = await visitor.post(`/forms/${id}/`, { _form_id: String(id), "nf-field-1": "Hallo" });
    expect(noJs.res.status).toBe(410);
    expect(noJs.text).toContain("Formular nicht mehr verfügbar");
    expect(noJs.text).toContain("Ihre Angaben wurden nicht gesendet.");
    expect((await new Visitor(base).get(`/forms/${id}/`)).res.status).toBe(404);
    const listed = await (await send("GET", "/forms?per_page=100")).json();
    expect(listed.some((f: { id: number }) => f.id === id)).toBe(true);
    expect((await send("DELETE", `/forms/${id}`)).status).toBe(410);
    const unknown = await nfSubmit(visitor, nonce, { id: 999999, fields: fieldsOf({ 1: "x" }) });
    expect(unknown.res.status).toBe(404);
    const restored = await send("POST", `/forms/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ status: "publish" });
    expect((await submit(id, { 1: "Wieder da", 2: "dora@example.de" })).res.status).toBe(200);
  });
});

/**
 * A form's submissions in the back office (issue 26 item 7) over HTTP, without JavaScript: the
 * navigation's count of new ones, the table (search, views, chosen columns, star), a submission
 * under the labels of its form version and marked read on open, bulk trash and restore (audited),
 * the CSV of the filtered list, and the GDPR erasure by e-mail address across forms.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createForm, publishForm } from "#modules/forms/builder/admin.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldsOf, formsNonce, nfSubmit } from "../setup/forms-submit.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const base = () => app().url;
const db = () => app().database.db;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query(text, values)).rows as T[];
const actor = { id: null, label: "test" };

let owner: Visitor;
let formId: number;
let ids: number[];

const definition = (emailLabel: string, title = "Anfrage") => ({
  title,
  settings: {},
  fields: [
    { id: 1, key: "name", type: "textbox", order: 1, label: "Name" },
    { id: 2, key: "email", type: "email", order: 2, label: emailLabel },
    { id: 3, key: "nachricht", type: "textarea", order: 3, label: "Nachricht" },
    { id: 4, key: "senden", type: "submit", order: 4, label: "Senden" },
  ],
  actions: [{ type: "save", active: true, settings: {} }],
});

async function submit(id: number, values: Record<number, string>) {
  const v = new Visitor(base);
  const { nonce } = await formsNonce(v, `/forms/${id}/`);
  const { res, body } = await nfSubmit(v, nonce, { id, fields: fieldsOf(values) });
  expect(res.status).toBe(200);
  return body;
}

const postMany = (path: string, pairs: [string, string][]) =>
  owner.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(pairs).toString(),
  });

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  formId = (await createForm(db(), "Anfrage", { actor })).id;
  await publishForm(db(), formId, definition("E-Mail"), { actor });
  await submit(formId, { 1: "Anna", 2: "anna@example.de", 3: '=HYPERLINK("x")' });
  await submit(formId, { 1: "Bert", 2: "bert@example.de", 3: "Angebot für 20 Gäste" });
  await submit(formId, { 1: "Carl", 2: "carl@example.de", 3: "Rückruf bitte" });
  // The e-mail field is renamed afterwards: earlier submissions keep their label.
  await publishForm(db(), formId, definition("Ihre Adresse"), { actor });
  ids = (
    await query<{ id: number }>("select id from form_submissions where form_id = $1 order by id", [formId])
  ).map((r) => r.id);
  expect(ids).toHaveLength(3);
});

describe("the submissions screen", () => {
  it("counts new submissions in the navigation", async () => {
    const { text } = await owner.get("/admin/");
    expect(text).toContain("3 neue Einsendungen");
  });

  it("lists, searches and filters by view; a bad filter falls back", async () => {
    const path = `/admin/forms/${formId}/submissions/`;
    const all = await owner.get(path);
    expect(all.res.status).toBe(200);
    expect(all.text).toContain("Einsendungen: Anfrage");
    for (const name of ["Anna", "Bert", "Carl"]) expect(all.text).toContain(name);
    const found = await owner.get(`${path}?q=ANGEBOT`);
    expect(found.text).toContain("Bert");
    expect(found.text).not.toContain("Carl");
    const none = await owner.get(`${path}?q=niemand&from=2026-02-30&view=quatsch`);
    expect(none.text).toContain("Keine Einsendungen gefunden.");
    expect((await owner.get(`/admin/forms/999999/submissions/`)).res.status).toBe(404);
  });

  it("opens a submission with its version's labels and marks it read", async () => {
    const { res, text } = await owner.get(`/admin/forms/${formId}/submissions/${ids[0]}/`);
    expect(res.status).toBe(200);
    expect(text).toContain(`Einsendung ${ids[0]}`);
    expect(text).toContain("<dt>E-Mail</dt>");
    expect(text).not.toContain("Ihre Adresse");
    expect(text).toContain("Formularfassung 1");
    const [row] = await query<{ read_at: Date | null }>(
      "select read_at from form_submissions where id = $1",
      [ids[0]],
    );
    expect(row!.read_at).not.toBeNull();
    expect((await owner.get("/admin/")).text).toContain("2 neue Einsendungen");
    const unread = await owner.get(`/admin/forms/${formId}/submissions/?view=unread`);
    expect(unread.text).not.toContain("Anna");
    expect((await owner.get(`/admin/forms/${formId}/submissions/999999/`)).res.status).toBe(404);
  });

  it("stars a row, keeps the chosen columns per owner and form", async () => {
    const path = `/admin/forms/${formId}/submissions/`;
    expect((await owner.post(path, { intent: `star:${ids[1]}` })).res.status).toBe(200);
    const starred = await owner.get(`${path}?view=starred`);
    expect(starred.text).toContain("Bert");
    expect(starred.text).not.toContain("Carl");
    await owner.post(path, { intent: "columns", columns: "3" });
    const { text } = await owner.get(path);
    expect(text).toContain('<th scope="col">Nachricht</th>');
    expect(text).not.toContain('<th scope="col">Name</th>');
  });

  it("moves ticked rows to the trash and back, audited", async () => {
    const path = `/admin/forms/${formId}/submissions/`;
    const none = await owner.post(path, { intent: "trash" });
    expect(none.res.status).toBe(400);
    expect(none.text).toContain("Bitte wählen Sie mindestens eine Einsendung aus.");
    const trashed = await postMany(path, [
      ["intent", "trash"],
      ["ids", String(ids[1])],
      ["ids", String(ids[2])],
    ]);
    expect(trashed.text).toContain("2 Einsendung(en) in den Papierkorb gelegt.");
    // The chosen column is "Nachricht" now.
    expect((await owner.get(path)).text).not.toContain("Angebot für 20 Gäste");
    expect((await owner.get(`${path}?view=trash`)).text).toContain("Angebot für 20 Gäste");
    expect((await owner.get("/admin/")).text).not.toContain("neue Einsendung");
    const restored = await postMany(path, [
      ["intent", "restore"],
      ["ids", String(ids[2])],
    ]);
    expect(restored.text).toContain("1 Einsendung(en) wiederhergestellt.");
    const audit = await query<{ action: string }>(
      "select action from audit_log where entity = 'form_submission' order by id",
    );
    expect(audit.map((a) => a.action)).toEqual(["trash", "trash", "restore"]);
  });

  it("exports the filtered list as CSV through the one writer", async () => {
    const { res, text } = await owner.get(`/admin/forms/${formId}/submissions.csv?q=example.de`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(`einsendungen-${formId}-`);
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("id,created,Name,Ihre Adresse,Nachricht");
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).not.toContain("Bert");
    const anon = await new Visitor(base).get(`/admin/forms/${formId}/submissions.csv`);
    expect(anon.res.status).toBe(302);
  });
});

describe("GDPR erasure by e-mail address", () => {
  it("finds a person's submissions across forms, erases them only after confirmation, audited", async () => {
    const other = (await createForm(db(), "Newsletter", { actor })).id;
    await publishForm(db(), other, definition("E-Mail", "Newsletter"), { actor });
    await submit(other, { 1: "Anna", 2: "Anna@Example.de", 3: "Bitte eintragen" });
    const path = "/admin/forms/erase/";
    expect((await owner.get(path)).res.status).toBe(200);
    const invalid = await owner.post(path, { intent: "find", email: "keine-adresse" });
    expect(invalid.res.status).toBe(400);
    expect(invalid.text).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    const found = await owner.post(path, { intent: "find", email: "anna@example.de" });
    expect(found.text).toContain("2 Einsendung(en) mit „anna@example.de“");
    expect(found.text).toContain("Newsletter");
    const matches = await query<{ id: number }>(
      "select id from form_submissions where values::text ilike '%anna@example.de%' order by id",
    );
    expect(matches).toHaveLength(2);
    const pairs: [string, string][] = [
      ["intent", "erase"],
      ["email", "anna@example.de"],
      ...matches.map((m): [string, string] => ["ids", String(m.id)]),
    ];
    const unconfirmed = await postMany(path, pairs);
    expect(unconfirmed.res.status).toBe(400);
    expect(unconfirmed.text).toContain("Bitte bestätigen Sie das Löschen.");
    const erased = await postMany(path, [...pairs, ["confirm", "1"]]);
    expect(erased.text).toContain("2 Einsendung(en) mit „anna@example.de“ wurden endgültig gelöscht.");
    expect(
      await query("select id from form_submissions where values::text ilike '%anna@example.de%'"),
    ).toHaveLength(0);
    const audit = await query<{ changes: unknown }>(
      "select changes from audit_log where entity = 'form_submission' and action = 'erase'",
    );
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain("anna");
    expect((await owner.get(`/admin/forms/${formId}/submissions/`)).text).toContain("Rückruf bitte");
  });
});

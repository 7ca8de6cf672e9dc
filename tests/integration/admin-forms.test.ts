/**
 * The form builder (issue 26) over HTTP: who may open it, creating a form, saving a draft (the
 * live form unchanged), a stale save refused (two owners), publishing refused with the problems
 * at their fields and nothing saved, publishing (a snapshot per version), a visitor's submission
 * tied to the version it was made against, and what an edit after it leaves readable.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addField, type Draft, emptyDraft, ordered, updateField } from "#modules/forms/builder/state.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldsOf, formsNonce, nfSubmit } from "../setup/forms-submit.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const base = () => app().url;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query(text, values)).rows as T[];

type FormRow = {
  id: number;
  status: string;
  title: string;
  version: number;
  draft: Draft | null;
  published_version: number;
  fields: { id: number; key: string; label: string }[];
};
const formRow = async (id: number) => (await query<FormRow>("select * from forms where id = $1", [id]))[0]!;

let owner: Visitor;
let second: Visitor;
beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(app().database.db, "shop_manager"));
  second = await ownerVisitor(base, await createOwner(app().database.db, "administrator"));
});

/** The quote calculator: guests (number), an e-mail, a submit button and a price calculation. */
function quoteDraft(title: string): Draft {
  let d = emptyDraft(title);
  for (const type of ["submit", "number", "email"] as const) d = addField(d, type).draft;
  const [guests, email] = ordered(d.fields);
  d = updateField(d, guests!.id, { key: "gaeste", label: "Gäste", required: true, num_min: "1" });
  d = updateField(d, email!.id, { key: "email", label: "E-Mail", required: true });
  return {
    ...d,
    settings: { ...d.settings, calculations: [{ name: "preis", eq: "{field:gaeste} * 12", dec: 2 }] },
    actions: [
      ...d.actions,
      {
        type: "email",
        active: true,
        settings: { to: "{field:email}", email_subject: "Ihr Angebot", email_message: "Preis: {calc:preis}" },
      },
    ],
  };
}

const save = (v: Visitor, id: number, intent: string, definition: unknown, version: number) =>
  v.post(`/admin/forms/${id}/`, { intent, definition: JSON.stringify(definition), version: String(version) });

async function createForm(title: string): Promise<number> {
  const { res } = await owner.post("/admin/forms/", { title });
  expect(res.status).toBe(302);
  const match = /^\/admin\/forms\/(\d+)\/$/.exec(res.headers.get("location") ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

describe("the forms list and creating a form", () => {
  it("sends a visitor to the owner sign-in", async () => {
    const { res } = await new Visitor(base).get("/admin/forms/");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\//);
  });

  it("creates a draft form that visitors cannot see yet and lists it", async () => {
    const refused = await owner.post("/admin/forms/", { title: "  " });
    expect(refused.res.status).toBe(400);
    expect(refused.text).toContain("Bitte geben Sie einen Titel ein");
    const id = await createForm("Angebot Kaffeecatering");
    const row = await formRow(id);
    expect(row).toMatchObject({
      status: "draft",
      title: "Angebot Kaffeecatering",
      version: 1,
      published_version: 0,
    });
    expect(row.draft?.actions.map((a) => a.type)).toEqual(["save", "successmessage"]);
    expect((await new Visitor(base).get(`/forms/${id}/`)).res.status).toBe(404);
    const list = await owner.get("/admin/forms/");
    expect(list.text).toContain("Angebot Kaffeecatering");
    const page = await owner.get(`/admin/forms/${id}/`);
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("Formular: Angebot Kaffeecatering");
    const audit = await query<{ action: string }>(
      "select action from audit_log where entity = 'form' and entity_id = $1",
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });
});

describe("draft, conflict and publish", () => {
  it("saves a draft, refuses a stale save from a second owner, publishes, and keeps earlier submissions readable", async () => {
    const id = await createForm("Angebot");
    const draft = quoteDraft("Angebot");
    const saved = await save(owner, id, "draft", draft, 1);
    expect(saved.res.status).toBe(200);
    expect(saved.text).toContain("Der Entwurf ist gespeichert");
    let row = await formRow(id);
    expect(row.version).toBe(2);
    expect(row.draft?.fields.map((f) => f.key)).toEqual(["gaeste", "email", "submit_1"]);
    expect(row.status).toBe("draft");

    // The second owner loaded version 1 too: their save is refused, nothing changes.
    const stale = await save(second, id, "draft", { ...draft, title: "Überschrieben" }, 1);
    expect(stale.res.status).toBe(409);
    expect(stale.text).toContain("Jemand anderes hat dieses Formular inzwischen gespeichert");
    row = await formRow(id);
    expect(row.version).toBe(2);
    expect(row.draft?.title).toBe("Angebot");

    // Publishing a broken definition: refused with the problems named, nothing saved.
    const [guests, email] = ordered(draft.fields);
    let broken = updateField(draft, email!.id, { key: guests!.key });
    broken = {
      ...broken,
      settings: {
        ...broken.settings,
        calculations: [{ name: "preis", eq: "{field:gaeste} * (12", dec: 2 }],
        conditions: [
          {
            connector: "all",
            when: [{ key: "geloescht", comparator: "equal", value: "1" }],
            actions: [{ key: "gaeste", trigger: "show_field" }],
          },
        ],
      },
      actions: [
        {
          type: "email",
          active: true,
          settings: { to: "", email_subject: "{calc:gibtsnicht}", email_message: "x" },
        },
      ],
    };
    const refused = await save(owner, id, "publish", broken, 2);
    expect(refused.res.status).toBe(422);
    for (const text of [
      "Diesen Feldschlüssel hat schon ein anderes Feld",
      "Berechnung „preis“: Die Formel ist fehlerhaft",
      "Eine Bedingung bezieht sich auf ein gelöschtes Feld: geloescht",
      "Eine E-Mail-Aktion hat keinen Empfänger",
      "Eine Aktion verwendet unbekannte Platzhalter: {calc:gibtsnicht}",
    ])
      expect(refused.text).toContain(text);
    row = await formRow(id);
    expect(row).toMatchObject({ version: 2, status: "draft", published_version: 0 });
    expect(await query("select 1 from form_versions where form_id = $1", [id])).toHaveLength(0);

    // Publishing the saved draft: live, snapshot 1, draft cleared.
    const published = await save(owner, id, "publish", draft, 2);
    expect(published.res.status).toBe(200);
    expect(published.text).toContain("Das Formular ist veröffentlicht (Fassung 1)");
    row = await formRow(id);
    expect(row).toMatchObject({ version: 3, status: "publish", published_version: 1, draft: null });
    expect((await new Visitor(base).get(`/forms/${id}/`)).res.status).toBe(200);

    // A visitor submits against version 1.
    const v = new Visitor(base);
    const { nonce } = await formsNonce(v);
    const live = await formRow(id);
    const byKey = Object.fromEntries(live.fields.map((f) => [f.key, f]));
    const sent = await nfSubmit(v, nonce, {
      id: String(id),
      fields: fieldsOf({ [byKey.gaeste!.id]: "3", [byKey.email!.id]: "gast@example.org" }),
      extra: { view_token: `builder-${id}` },
    });
    expect(sent.body.errors).toEqual({});
    const [sub] = await query<{ form_version: number; calculations: Record<string, string> }>(
      "select form_version, calculations from form_submissions where form_id = $1",
      [id],
    );
    expect(sub?.form_version).toBe(1);
    expect(sub?.calculations.preis).toBe("36.00");

    // The owner relabels a field and publishes version 2: the first submission keeps version 1's fields.
    const edited = updateField(draft, guests!.id, { label: "Anzahl der Gäste" });
    expect((await save(owner, id, "draft", edited, 3)).res.status).toBe(200);
    // Until it is published the live form still has the old label (the draft is previewed in the builder).
    expect((await new Visitor(base).get(`/forms/${id}/`)).text).not.toContain("Anzahl der Gäste");
    expect((await save(owner, id, "publish", edited, 4)).res.status).toBe(200);
    expect((await new Visitor(base).get(`/forms/${id}/`)).text).toContain("Anzahl der Gäste");
    const versions = await query<{ number: number; fields: { key: string; label: string }[] }>(
      "select number, fields from form_versions where form_id = $1 order by number",
      [id],
    );
    expect(versions.map((x) => [x.number, x.fields[0]?.label])).toEqual([
      [1, "Gäste"],
      [2, "Anzahl der Gäste"],
    ]);
    const audit = await query<{ action: string }>(
      "select action from audit_log where entity = 'form' and entity_id = $1 order by id",
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create", "draft", "publish", "draft", "publish"]);
  });

  it("refuses a definition of the wrong shape with nothing saved", async () => {
    const id = await createForm("Kaputt");
    const bad = await owner.post(`/admin/forms/${id}/`, {
      intent: "draft",
      definition: "{nope",
      version: "1",
    });
    expect(bad.res.status).toBe(400);
    const wrong = await save(
      owner,
      id,
      "draft",
      { title: "x", settings: {}, fields: [{ id: "eins" }], actions: [] },
      1,
    );
    expect(wrong.res.status).toBe(400);
    expect(wrong.text).toContain("Die Formulardaten sind unvollständig");
    expect((await formRow(id)).version).toBe(1);
  });
});

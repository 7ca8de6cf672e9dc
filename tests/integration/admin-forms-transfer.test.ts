/**
 * Templates and transfer over HTTP (issue 26 item 5): a form from each template (a draft, audited),
 * a copy, the trash (delete for good only from there, with its submissions), the `.nff` upload
 * with its report, and the export: upload → export → upload gives the same definition on every
 * corpus file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormDraft } from "#db/schema/forms.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const CORPUS = "/work/shared/corpora/ninja-forms";
const app = appForFile({ TRUST_PROXY: "1" });
const base = () => app().url;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query(text, values)).rows as T[];
type Row = {
  id: number;
  status: string;
  title: string;
  source: string;
  draft: FormDraft;
  unsupported: string[];
};
const formRow = async (id: number) => (await query<Row>("select * from forms where id = $1", [id]))[0];

let owner: Visitor;
beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(app().database.db, "shop_manager"));
});

const openedId = (res: Response) => {
  expect(res.status).toBe(302);
  return Number(/^\/admin\/forms\/(\d+)\/$/.exec(res.headers.get("location") ?? "")![1]);
};

async function upload(name: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type: "application/json" }), name);
  return owner.request("/admin/forms/import/", { method: "POST", body });
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The ids of the forms an upload created (from the report's links). */
const reportIds = (html: string) =>
  [...html.matchAll(/href="\/admin\/forms\/(\d+)\/"/g)].map((m) => Number(m[1]));

describe("templates and copies", () => {
  it("each template gives a new draft form with its fields, audited", async () => {
    for (const template of ["contact", "quote", "event", "feedback"]) {
      const id = openedId((await owner.post("/admin/forms/", { intent: "template", template })).res);
      const row = await formRow(id);
      expect(row?.status, template).toBe("draft");
      expect(row?.draft.fields.length, template).toBeGreaterThan(4);
      const [audit] = await query<{ action: string; changes: { template?: { to: unknown } } }>(
        "select action, changes from audit_log where entity = 'form' and entity_id = $1",
        [String(id)],
      );
      expect(audit?.action).toBe("create");
      expect(audit?.changes.template?.to).toBe(template);
    }
    const refused = await owner.post("/admin/forms/", { intent: "template", template: "umfrage" });
    expect(refused.res.status).toBe(400);
    expect(refused.text).toContain("Bitte wählen Sie eine Vorlage.");
  });

  it("a copy is a new draft with the original's definition; an unknown form is 404", async () => {
    const id = openedId(
      (await owner.post("/admin/forms/", { intent: "template", template: "feedback" })).res,
    );
    const copy = openedId((await owner.post("/admin/forms/", { intent: "duplicate", id: String(id) })).res);
    expect(copy).not.toBe(id);
    const [a, b] = [await formRow(id), await formRow(copy)];
    expect(b?.draft.title).toBe("Kopie von Feedback");
    expect(b?.draft.fields).toEqual(a?.draft.fields);
    expect(b?.draft.actions).toEqual(a?.draft.actions);
    expect((await owner.post("/admin/forms/", { intent: "duplicate", id: "999999" })).res.status).toBe(404);
  });
});

describe("the trash", () => {
  it("deletes for good only from the trash, with the submissions", async () => {
    const id = openedId((await owner.post("/admin/forms/", { intent: "template", template: "contact" })).res);
    await app().database.pool.query(
      "insert into form_submissions (form_id, values, calculations) values ($1, '{}', '{}')",
      [id],
    );
    const early = await owner.post("/admin/forms/trash/", { intent: "delete", id: String(id) });
    expect(early.res.status).toBe(409);
    expect(await formRow(id)).toBeDefined();

    expect(
      (await owner.post("/admin/forms/", { intent: "trash", id: String(id), title: "K" })).res.status,
    ).toBe(200);
    const list = await owner.get("/admin/forms/trash/");
    expect(list.text).toContain("Kontaktformular");
    const confirm = await owner.get(`/admin/forms/trash/?delete=${id}`);
    expect(confirm.text).toContain("mit 1 Einsendung(en)");

    const done = await owner.post("/admin/forms/trash/", { intent: "delete", id: String(id), title: "K" });
    expect(done.res.status).toBe(200);
    expect(await formRow(id)).toBeUndefined();
    expect(await query("select id from form_submissions where form_id = $1", [id])).toEqual([]);
    const [audit] = await query<{ action: string }>(
      "select action from audit_log where entity = 'form' and entity_id = $1 order by id desc limit 1",
      [String(id)],
    );
    expect(audit?.action).toBe("delete");
  });

  it("restores a trashed form to its status before", async () => {
    const id = openedId(
      (await owner.post("/admin/forms/", { intent: "template", template: "feedback" })).res,
    );
    await owner.post("/admin/forms/", { intent: "trash", id: String(id), title: "F" });
    expect((await formRow(id))?.status).toBe("closed");
    await owner.post("/admin/forms/trash/", { intent: "restore", id: String(id), title: "F" });
    expect((await formRow(id))?.status).toBe("draft");
  });
});

describe(".nff upload and export", () => {
  it("refuses what is not an export, with nothing created", async () => {
    const count = async () => (await query<{ n: number }>("select count(*)::int as n from forms"))[0]?.n;
    const before = await count();
    const { res, text } = await upload("kaputt.nff", new TextEncoder().encode("[1, 2"));
    expect(res.status).toBe(422);
    expect(text).toContain("kein gültiges JSON");
    expect(await count()).toBe(before);
  });

  const files = readdirSync(CORPUS).filter((f) => f.endsWith(".nff"));
  it.each(files)(
    "%s: upload → export → upload gives the same definition; the report is kept",
    async (file) => {
      const first = await upload(file, readFileSync(`${CORPUS}/${file}`));
      expect(first.res.status).toBe(200);
      const [id] = reportIds(first.text);
      const row = await formRow(id!);
      expect(row).toMatchObject({ status: "draft", source: "nff" });
      for (const note of row!.unsupported) expect(first.text).toContain(escapeHtml(note));

      const exported = await owner.get(`/admin/forms/${id}/export.nff`);
      expect(exported.res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.nff"$/);
      const again = await upload("wieder.nff", new TextEncoder().encode(exported.text));
      const [id2] = reportIds(again.text);
      expect((await formRow(id2!))?.draft).toEqual(row!.draft);
    },
  );

  it("the export is for owners only", async () => {
    const { res } = await new Visitor(base).get("/admin/forms/1/export.nff");
    expect(res.status).toBe(302);
  });
});

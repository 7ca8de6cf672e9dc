/**
 * File uploads of forms (issue 7 item 8, reliability NF-1/NF-3/NF-9/NF-10): `nf_fu_upload` limits
 * by size, count and content type; hostile names and contents refused with nothing stored; the
 * stored name is always random; tokens attach only for the browser that uploaded them, only on an
 * accepted submission; owners alone download, as an attachment a browser never renders; the
 * no-JS POST carries the file itself.
 */
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { chmod, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#modules/users/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { TEST_PASSWORD, uniqueEmail } from "../setup/orders-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { hidden, Visitor } from "../setup/visitor.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "laden-uploads-"));
const uploadsDir = path.join(dataDir, "uploads", "forms");
const app = appForFile({ TRUST_PROXY: "1", LADEN_DATA_DIR: dataDir });
const pool = () => app().database.pool;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const GIF = Buffer.concat([
  Buffer.from("GIF89a"),
  Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
]);

let formId: number;
let nonce: string;

beforeAll(async () => {
  await chmod(dataDir, 0o755);
  await settingsChange(app(), () =>
    pool().query(
      "insert into settings (key, value) values ('forms.submitsPerMinute', '1000') on conflict (key) do update set value = excluded.value",
    ),
  );
  formId = await makeForm(
    app().database.db,
    "uploads",
    [
      fieldDef(1, "name", "textbox", { label: "Name", required: true }),
      fieldDef(2, "datei", "file_upload", {
        label: "Datei",
        required: true,
        // svg and html are listed on purpose: they are refused whatever the list says.
        upload_types: "pdf, png, gif, txt, csv, svg, html",
        max_file_size: 1,
        upload_multi_count: 2,
      }),
      fieldDef(3, "senden", "submit", { label: "Senden" }),
    ],
    [
      { type: "save", label: "Speichern", active: true, settings: {} },
      {
        type: "email",
        label: "Benachrichtigung",
        active: true,
        settings: {
          to: "{system:admin_email}, besucher@example.de",
          email_subject: "Neuer Beleg",
          email_message: "{all_fields_table}",
          email_format: "plain",
        },
      },
    ],
  );
  nonce = (await formsNonce(new Visitor(() => app().url))).nonce;
});

type Part = { name: string; bytes: Uint8Array<ArrayBuffer> | string; type?: string };

async function upload(v: Visitor, files: Part[], more: Record<string, string> = {}) {
  const body = new FormData();
  body.set("action", "nf_fu_upload");
  body.set("security", nonce);
  body.set("form_id", String(formId));
  body.set("field_id", "2");
  for (const [k, val] of Object.entries(more)) body.set(k, val);
  for (const f of files) body.append("files[]", new Blob([f.bytes], { type: f.type ?? "" }), f.name);
  const { res, text } = await v.request("/wp-admin/admin-ajax.php", { method: "POST", body });
  return { res, body: JSON.parse(text) };
}

const uploadRows = async () => (await pool().query("select * from form_uploads order by id")).rows;
const storedFiles = async () => (await readdir(uploadsDir).catch(() => [] as string[])).sort();
const submissions = async () =>
  (await pool().query("select * from form_submissions where form_id = $1 order by id", [formId])).rows;

describe("nf_fu_upload", () => {
  it("stores an allowed file under a random name outside the web root and answers its token", async () => {
    const v = new Visitor(() => app().url);
    const { res, body } = await upload(v, [{ name: "Beleg März.png", bytes: PNG, type: "image/png" }]);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(
      /^laden_nf_uploads=[A-Za-z0-9_-]{32}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(body.errors).toEqual([]);
    expect(body.data.files).toEqual([
      {
        name: "Beleg März.png",
        size: PNG.length,
        type: "image/png",
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      },
    ]);
    const [row] = (
      await pool().query("select * from form_uploads where sha256 = $1", [
        createHash("sha256").update(PNG).digest("hex"),
      ])
    ).rows;
    expect(row).toMatchObject({
      status: "pending",
      form_id: formId,
      field_id: 2,
      original_name: "Beleg März.png",
    });
    expect(row.stored_name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(await readFile(path.join(uploadsDir, row.stored_name))).toEqual(PNG);
    // Not under the served media folder, not reachable by URL.
    expect((await v.get(`/wp-content/uploads/${row.stored_name}`)).res.status).toBe(404);
    expect((await v.get(`/uploads/forms/${row.stored_name}`)).res.status).not.toBe(200);
  });

  it("413 file_too_large over the field's size, with a German message; nothing stored", async () => {
    const before = [await uploadRows(), await storedFiles()];
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const { res, body } = await upload(new Visitor(() => app().url), [{ name: "gross.pdf", bytes: big }]);
    expect(res.status).toBe(413);
    expect(body).toMatchObject({ code: "file_too_large", data: { status: 413 } });
    expect(body.errors[0]).toEqual({
      code: "file_too_large",
      message: "Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.",
    });
    expect([await uploadRows(), await storedFiles()]).toEqual(before);
  });

  it("413 before buffering when the body is over the global cap (forms.uploadMaxMb)", async () => {
    const huge = Buffer.alloc(11 * 1024 * 1024, 0x41);
    const { res, body } = await upload(new Visitor(() => app().url), [{ name: "riesig.txt", bytes: huge }]);
    expect(res.status).toBe(413);
    expect(body.code).toBe("file_too_large");
    expect(body.message).toBe("Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.");
  });

  const hostile: [string, Part][] = [
    [
      "traversal without a type",
      { name: "../../../../etc/passwd", bytes: "root:x:0:0:root:/root:/bin/bash\n" },
    ],
    ["backslash traversal to a script", { name: "..\\..\\x.js", bytes: "alert(1)" }],
    ["PHP", { name: "x.php", bytes: "<?php system($_GET['c']); ?>" }],
    ["PHP hidden behind a PNG name", { name: "x.php.png", bytes: PNG }],
    ["phtml", { name: "x.phtml", bytes: "<?php echo 1; ?>" }],
    [
      "SVG with script (listed, still refused)",
      { name: "x.svg", bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
    ],
    ["HTML (listed, still refused)", { name: "x.html", bytes: "<!doctype html><script>alert(1)</script>" }],
    ["NUL in the name", { name: "x%00.png", bytes: PNG }],
    [
      "GIF/PHP polyglot",
      {
        name: "x.gif",
        bytes: Buffer.concat([Buffer.from("GIF89a<?php system($_GET['c']); ?>"), GIF.subarray(6)]),
      },
    ],
    ["extension and magic bytes disagree", { name: "bericht.pdf", bytes: PNG }],
    ["declared type says HTML", { name: "bild.png", bytes: PNG, type: "text/html" }],
    ["declared image type for a PDF", { name: "bericht.pdf", bytes: PDF, type: "image/png" }],
    ["text with NUL bytes", { name: "liste.txt", bytes: Buffer.from("a\0b") }],
    ["text that is not UTF-8", { name: "liste.csv", bytes: Buffer.from([0x61, 0xff, 0xfe, 0x62]) }],
    ["HTML inside a text file", { name: "notiz.txt", bytes: "Hallo <script>alert(1)</script>" }],
    ["a type not on the list", { name: "x.exe", bytes: Buffer.from("MZ\x90\0\x03\0\0\0") }],
  ];
  for (const [what, part] of hostile) {
    it(`415 invalid_file_type: ${what}; nothing stored`, async () => {
      const before = [await uploadRows(), await storedFiles()];
      const { res, body } = await upload(new Visitor(() => app().url), [part]);
      expect(res.status).toBe(415);
      expect(body.code).toBe("invalid_file_type");
      expect(body.errors[0].message).toBe(
        "Dieser Dateityp ist nicht erlaubt. Erlaubt sind: pdf, png, gif, txt, csv.",
      );
      expect([await uploadRows(), await storedFiles()]).toEqual(before);
    });
  }

  it("a traversal name with allowed content is stored under a random name; the name is display text only", async () => {
    const long = `${"../".repeat(5)}${"a".repeat(300)}.png`;
    const { res, body } = await upload(new Visitor(() => app().url), [{ name: long, bytes: PNG }]);
    expect(res.status).toBe(200);
    const name: string = body.data.files[0].name;
    expect(name).toMatch(/^a{116}\.png$/);
    const [row] = (await pool().query("select * from form_uploads where original_name = $1", [name])).rows;
    expect(row.stored_name).toMatch(/^[a-f0-9]{32}\.png$/);
  });

  it("a client-sent tmp_name or path is ignored: the stored bytes are the uploaded ones", async () => {
    const text = "Name;Menge\nKaffee;2\n";
    const { res, body } = await upload(new Visitor(() => app().url), [{ name: "liste.csv", bytes: text }], {
      tmp_name: "/etc/passwd",
      "files[tmp_name]": "/etc/passwd",
      path: "../../../etc/passwd",
    });
    expect(res.status).toBe(200);
    expect(body.data.files[0]).toMatchObject({ name: "liste.csv", type: "text/csv" });
    const [row] = (await pool().query("select * from form_uploads where original_name = 'liste.csv'")).rows;
    expect(await readFile(path.join(uploadsDir, row.stored_name), "utf8")).toBe(text);
  });

  it("400 too_many_files over upload_multi_count (per browser and field)", async () => {
    const v = new Visitor(() => app().url);
    expect(
      (
        await upload(v, [
          { name: "a.png", bytes: PNG },
          { name: "b.png", bytes: PNG },
        ])
      ).res.status,
    ).toBe(200);
    const { res, body } = await upload(v, [{ name: "c.png", bytes: PNG }]);
    expect(res.status).toBe(400);
    expect(body.errors[0]).toEqual({
      code: "too_many_files",
      message: "Zu viele Dateien. Erlaubt sind höchstens 2.",
    });
  });

  it("403 with a bad nonce, 404 for a field that is not an upload field, 400 without a file", async () => {
    const v = new Visitor(() => app().url);
    expect((await upload(v, [{ name: "a.png", bytes: PNG }], { security: "0123456789ab" })).res.status).toBe(
      403,
    );
    expect((await upload(v, [{ name: "a.png", bytes: PNG }], { field_id: "1" })).res.status).toBe(404);
    const none = await upload(v, []);
    expect(none.res.status).toBe(400);
    expect(none.body.errors[0]).toEqual({ code: "upload_failed", message: "Es wurde keine Datei gesendet." });
  });

  it("429 laden_rate_limited with Retry-After over 3 × forms.submitsPerMinute per client; nothing stored", async () => {
    const setLimit = (n: number) =>
      settingsChange(app(), () =>
        pool().query("update settings set value = $1 where key = 'forms.submitsPerMinute'", [
          JSON.stringify(n),
        ]),
      );
    await setLimit(2);
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof upload>> | undefined;
      for (let i = 0; i < 7; i++) {
        // A new browser each time (the field takes two files per browser), one client address.
        const v = new Visitor(() => app().url, "203.0.113.77");
        last = await upload(v, [{ name: `takt-${i}.png`, bytes: PNG }]);
        statuses.push(last.res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect(Number(last!.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(last!.body.errors[0]).toMatchObject({ code: "laden_rate_limited" });
      expect(last!.body.errors[0].message).toMatch(/Zu viele Einsendungen/);
      const stored = await pool().query("select 1 from form_uploads where original_name like 'takt-%'");
      expect(stored.rows).toHaveLength(6);
      // Another client is not affected.
      const other = await upload(new Visitor(() => app().url, "203.0.113.78"), [
        { name: "b.png", bytes: PNG },
      ]);
      expect(other.res.status).toBe(200);
    } finally {
      await setLimit(1000);
    }
  });

  it("pending uploads older than 24 h are deleted with their files on the next upload", async () => {
    const v = new Visitor(() => app().url);
    const { body } = await upload(v, [{ name: "alt.pdf", bytes: PDF }]);
    const [old] = (await pool().query("select * from form_uploads where original_name = 'alt.pdf'")).rows;
    await pool().query("update form_uploads set created_at = now() - interval '25 hours' where id = $1", [
      old.id,
    ]);
    await upload(new Visitor(() => app().url), [{ name: "neu.pdf", bytes: PDF }]);
    expect((await pool().query("select 1 from form_uploads where id = $1", [old.id])).rows).toHaveLength(0);
    expect(await storedFiles()).not.toContain(old.stored_name);
    expect(body.data.files[0].token).toBeTruthy();
  });
});

describe("submitting with uploads", () => {
  const submit = (
    v: Visitor,
    values: Record<number, unknown>,
    view = `v${Math.random().toString(36).slice(2, 12)}`,
  ) => nfSubmit(v, nonce, { id: formId, fields: fieldsOf(values), extra: { view_token: view } });

  it("required: no token is the required error", async () => {
    const { body } = await submit(new Visitor(() => app().url), { 1: "Erika", 2: [] });
    expect(body.errors.fields["2"]).toBe("Dies ist ein Pflichtfeld.");
  });

  it("a token of another browser is refused and nothing is stored", async () => {
    const owner = new Visitor(() => app().url);
    const { body: up } = await upload(owner, [{ name: "fremd.pdf", bytes: PDF }]);
    const before = (await submissions()).length;
    const thief = new Visitor(() => app().url);
    await upload(thief, [{ name: "eigen.pdf", bytes: PDF }]); // the thief has an owner cookie too
    const { body } = await submit(thief, { 1: "Mallory", 2: [up.data.files[0].token] });
    expect(body.errors.fields["2"]).toEqual({
      slug: "upload_failed",
      message: "Die Datei konnte nicht hochgeladen werden. Bitte wählen Sie sie erneut aus.",
    });
    expect(await submissions()).toHaveLength(before);
    const [row] = (
      await pool().query("select status, submission_id from form_uploads where original_name = 'fremd.pdf'")
    ).rows;
    expect(row).toEqual({ status: "pending", submission_id: null });
  });

  it("a rejected submission attaches nothing; the accepted one attaches in its transaction and stores the names", async () => {
    const v = new Visitor(() => app().url);
    const { body: up } = await upload(v, [{ name: "Angebot.pdf", bytes: PDF }]);
    const token = up.data.files[0].token;
    const rejected = await submit(v, { 1: "", 2: [token] });
    expect(rejected.body.errors.fields["1"]).toBe("Dies ist ein Pflichtfeld.");
    const q = "select status, submission_id from form_uploads where original_name = 'Angebot.pdf'";
    expect((await pool().query(q)).rows[0]).toEqual({ status: "pending", submission_id: null });

    const { res, body } = await submit(v, { 1: "Erika", 2: [token] }, "view-angebot");
    expect(res.status).toBe(200);
    expect(body.errors).toEqual({});
    const sub = (await submissions()).at(-1);
    expect(sub.values["2"]).toMatchObject({
      type: "file_upload",
      value: ["Angebot.pdf"],
      text: "Angebot.pdf",
    });
    expect((await pool().query(q)).rows[0]).toEqual({ status: "attached", submission_id: sub.id });
    // The same view posted again is the same submission (a double click): accepted, nothing new.
    const twice = await submit(v, { 1: "Erika", 2: [token] }, "view-angebot");
    expect(twice.body.errors).toEqual({});
    // Another submission cannot take the attached file again: rolled back, nothing stored.
    const again = await submit(v, { 1: "Erika B.", 2: [token] });
    expect(again.body.errors.form).toEqual({
      upload_failed: "Die Datei konnte nicht hochgeladen werden. Bitte wählen Sie sie erneut aus.",
    });
    expect((await submissions()).at(-1).id).toBe(sub.id);
    expect((await pool().query(q)).rows[0].submission_id).toBe(sub.id);
  });
});

describe("owner-only download (NF-1, NF-3)", () => {
  let url: string;
  let manager: Visitor;
  let managerNonce: string;

  beforeAll(async () => {
    const v = new Visitor(() => app().url);
    const { body: up } = await upload(v, [{ name: 'Lieferschein "1".pdf', bytes: PDF }]);
    await nfSubmit(v, nonce, {
      id: formId,
      fields: fieldsOf({ 1: "Erika", 2: [up.data.files[0].token] }),
      extra: { view_token: "download-view" },
    });
    const email = uniqueEmail("uploads-manager");
    await createUser(app().database.db, { email, role: "shop_manager", password: TEST_PASSWORD });
    manager = new Visitor(() => app().url);
    await manager.signIn(email, TEST_PASSWORD);
    managerNonce = await manager.restNonce();
    const { res, text } = await manager.get(`/wp-json/laden/v1/submissions?form=${formId}&per_page=100`, {
      "x-wp-nonce": managerNonce,
    });
    expect(res.status).toBe(200);
    const item = JSON.parse(text).find((s: { files: { name: string }[] }) =>
      s.files.some((f) => f.name === 'Lieferschein "1".pdf'),
    );
    expect(item.files[0]).toMatchObject({
      field_id: 2,
      name: 'Lieferschein "1".pdf',
      size: PDF.length,
      mime: "application/pdf",
    });
    url = new URL(item.files[0].url).pathname;
    expect(url).toMatch(/^\/wp-json\/laden\/v1\/submissions\/\d+\/files\/\d+$/);
  });

  it("the owner gets the file as an attachment that is never rendered or cached", async () => {
    const res = await fetch(`${app().url}${url}`, {
      headers: manager.headers({ "x-wp-nonce": managerNonce }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Lieferschein _1_.pdf"; filename*=UTF-8''Lieferschein%20%221%22.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
  });

  it("anonymous 401, a customer 403 rest_forbidden, no file bytes either way", async () => {
    const anon = await new Visitor(() => app().url).get(url);
    expect(anon.res.status).toBe(401);
    expect(anon.text).not.toContain("%PDF");
    const email = uniqueEmail("uploads-customer");
    await createUser(app().database.db, { email, role: "customer", password: TEST_PASSWORD });
    const customer = new Visitor(() => app().url);
    await customer.signIn(email, TEST_PASSWORD);
    const asCustomer = await customer.get(url, { "x-wp-nonce": await customer.restNonce() });
    expect(asCustomer.res.status).toBe(403);
    expect(JSON.parse(asCustomer.text)).toMatchObject({ code: "rest_forbidden", data: { status: 403 } });
    expect(asCustomer.text).not.toContain("%PDF");
  });

  it("the shop's notification e-mail links the file for the owner; other recipients get the name only", async () => {
    const [, , , , , sub] = url.split("/");
    const { rows } = await pool().query<{ to: string; text: string }>(
      'select "to", text from mail_outbox where dedupe_key like $1 order by id',
      [`form-sub:${sub}:%`],
    );
    expect(rows).toHaveLength(2);
    const visitor = rows.find((r) => r.to === "besucher@example.de")!;
    const owner = rows.find((r) => r.to !== "besucher@example.de")!;
    expect(visitor.text).toContain('Lieferschein "1".pdf');
    expect(visitor.text).not.toContain("/wp-json/");
    expect(owner.text).toContain(`Lieferschein "1".pdf (${app().url}${url})`);
  });

  it("404 for a file of another submission", async () => {
    const [, , , , , sub, , file] = url.split("/");
    const other = `/wp-json/laden/v1/submissions/${Number(sub) + 1000}/files/${file}`;
    expect((await manager.get(other, { "x-wp-nonce": managerNonce })).res.status).toBe(404);
  });
});

describe("no-JS multipart POST", () => {
  const post = async (v: Visitor, file: Part, name = "Erika") => {
    const { text: page } = await v.get("/forms/uploads/");
    // HTML attribute names are case-insensitive (React writes `encType`).
    expect(/<form[^>]*method="post"[^>]*>/.exec(page)?.[0]).toMatch(/enctype="multipart\/form-data"/i);
    const body = new FormData();
    body.set("_form_id", String(formId));
    body.set("_nf_view", hidden(page, "_nf_view"));
    body.set("nf-field-1", name);
    body.set("nf-field-hp", "");
    body.set("nf-field-2", new Blob([file.bytes], { type: file.type ?? "" }), file.name);
    return v.request("/forms/uploads/", { method: "POST", body });
  };

  it("accepts the file with the form and attaches it", async () => {
    const { res } = await post(new Visitor(() => app().url), {
      name: "ohne-js.pdf",
      bytes: PDF,
      type: "application/pdf",
    });
    expect(res.status).toBe(200);
    const [row] = (
      await pool().query("select status, submission_id from form_uploads where original_name = 'ohne-js.pdf'")
    ).rows;
    expect(row.status).toBe("attached");
    expect((await submissions()).at(-1).id).toBe(row.submission_id);
  });

  it("422 for a refused file or a rejected form; nothing is left behind", async () => {
    const before = [await uploadRows(), await storedFiles(), (await submissions()).length];
    const bad = await post(new Visitor(() => app().url), {
      name: "x.html",
      bytes: "<script>alert(1)</script>",
    });
    expect(bad.res.status).toBe(422);
    expect(bad.text).toContain("Dieser Dateityp ist nicht erlaubt.");
    const rejected = await post(new Visitor(() => app().url), { name: "gut.pdf", bytes: PDF }, "");
    expect(rejected.res.status).toBe(422);
    expect([await uploadRows(), await storedFiles(), (await submissions()).length]).toEqual(before);
  });
});

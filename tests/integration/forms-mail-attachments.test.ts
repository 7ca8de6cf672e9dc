/**
 * The e-mail action's attachments (issue 26 item 4): with `attach_uploads` the submission's
 * uploaded file, with `attach_csv` the submission as CSV through the one CSV writer (a formula
 * start defused), both arriving at the SMTP sink after the outbox; without the switches, none.
 */
import { mkdtempSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { mailAttachments, mailSubject } from "../setup/mail-text.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";
import { Visitor } from "../setup/visitor.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "laden-mail-attach-"));
const env: Record<string, string> = {
  MAIL_OUTBOX_INTERVAL_MS: "200",
  TRUST_PROXY: "1",
  LADEN_DATA_DIR: dataDir,
};
const sink = smtpSinkForFile(env);
const app = appForFile(env);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
let formId: number;
let nonce: string;

async function mailWithSubject(subject: string) {
  for (let i = 0; i < 150; i++) {
    const found = sink.mails.find((m) => mailSubject(m.data) === subject);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail "${subject}"`);
}

beforeAll(async () => {
  await chmod(dataDir, 0o755);
  const email = (subject: string, more: Record<string, unknown>) => ({
    type: "email",
    label: subject,
    active: true,
    settings: {
      to: "team@laden.example",
      email_subject: subject,
      email_message: "{all_fields_table}",
      ...more,
    },
  });
  formId = await makeForm(
    app().database.db,
    "mail-attachments",
    [
      fieldDef(1, "name", "textbox", { label: "Name", required: true }),
      fieldDef(2, "datei", "file_upload", { label: "Beleg", upload_types: "pdf" }),
      fieldDef(3, "senden", "submit", { label: "Senden" }),
    ],
    [
      { type: "save", label: "Speichern", active: true, settings: {} },
      email("Mit Anhängen", { attach_uploads: true, attach_csv: "1" }),
      email("Ohne Anhänge", {}),
    ],
  );
  nonce = (await formsNonce(new Visitor(() => app().url))).nonce;
});

describe("e-mail action attachments", () => {
  it("attaches the uploaded file and the submission's CSV; an action without the switches attaches nothing", async () => {
    const v = new Visitor(() => app().url);
    const body = new FormData();
    body.set("action", "nf_fu_upload");
    body.set("security", nonce);
    body.set("form_id", String(formId));
    body.set("field_id", "2");
    body.append("files[]", new Blob([PDF], { type: "application/pdf" }), "Rechnung.pdf");
    const up = JSON.parse((await v.request("/wp-admin/admin-ajax.php", { method: "POST", body })).text);
    const token = up.data.files[0].token as string;
    const { body: answer } = await nfSubmit(v, nonce, {
      id: formId,
      fields: fieldsOf({ 1: "=SUMME(A1)", 2: [token] }),
      extra: { view_token: "view-attach" },
    });
    expect(answer.errors).toEqual({});

    const withFiles = mailAttachments((await mailWithSubject("Mit Anhängen")).data);
    expect(withFiles.map((a) => [a.filename, a.contentType])).toEqual([
      ["Rechnung.pdf", "application/pdf"],
      [expect.stringMatching(/^einsendung-\d+\.csv$/), "text/csv"],
    ]);
    expect(withFiles[0]?.content.equals(PDF)).toBe(true);
    const csv = withFiles[1]?.content.toString("utf8") ?? "";
    expect(csv.startsWith("\uFEFFid,created,Name,Beleg\r\n")).toBe(true);
    // The visitor's formula start is defused by the one CSV writer.
    expect(csv).toContain(",'=SUMME(A1),Rechnung.pdf");

    expect(mailAttachments((await mailWithSubject("Ohne Anhänge")).data)).toEqual([]);
  });
});

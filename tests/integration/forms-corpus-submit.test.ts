/**
 * Every Ninja Forms template of the corpus, end to end: imported with `laden import nff`, filled
 * the way a visitor would (each required field, every e-mail field and its confirmation), submitted through
 * nf_ajax_submit: no errors, the template's success message, one stored submission, and the
 * template's e-mails in the SMTP sink. (forms-submissions-owner.test.ts looks closer at the
 * contact form's mails and the owner's access.)
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { corpus } from "../setup/corpora.ts";
import { fieldsOf, formsNonce, nfSubmit } from "../setup/forms-submit.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";
import { Visitor } from "../setup/visitor.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

const env: Record<string, string> = { MAIL_OUTBOX_INTERVAL_MS: "200", TRUST_PROXY: "1" };
const sink = smtpSinkForFile(env);
const app = appForFile(env);

const TEMPLATES = readdirSync(corpus("ninja-forms"))
  .filter((f) => f.endsWith(".nff"))
  .sort();

/** What a visitor types into a field of this type; undefined = left empty. */
function valueFor(f: FieldDef, email: string): unknown {
  const first = f.options?.find((o) => o.value !== "")?.value;
  switch (f.type) {
    case "email":
    case "confirm":
      return email;
    case "phone":
      return "+49 30 1234567";
    case "listradio":
    case "listselect":
    case "liststate":
      return first;
    case "listcheckbox":
    case "listmultiselect":
      return first === undefined ? [] : [first];
    case "checkbox":
      return "checked";
    case "date":
      return "24.12.2026";
    case "zip":
      return "20457";
    default:
      return f.required ? "Eine Angabe" : undefined;
  }
}

describe("the corpus's Ninja Forms templates submit end to end", () => {
  it("has the six templates", () => {
    expect(TEMPLATES).toHaveLength(6);
  });

  for (const file of TEMPLATES) {
    it(file, async () => {
      const imported = await runLaden(app().database.url, [
        "import",
        "nff",
        path.join(corpus("ninja-forms"), file),
        "--json",
      ]);
      expect(imported.code, imported.stderr).toBe(0);
      const formId: number = JSON.parse(imported.stdout).forms[0].id;
      const { rows } = await app().database.pool.query<{ fields: FieldDef[]; actions: { type: string }[] }>(
        "select fields, actions from forms where id = $1",
        [formId],
      );
      const { fields, actions } = rows[0]!;
      const email = `corpus-${formId}@example.de`;
      const values: Record<number, unknown> = {};
      for (const f of fields) {
        // An e-mail typed once more in its confirm field (left empty, that is a mismatch).
        const value =
          f.type === "email" || f.type === "confirm" || f.required ? valueFor(f, email) : undefined;
        if (value !== undefined) values[f.id] = value;
      }
      const v = new Visitor(() => app().url);
      const { nonce } = await formsNonce(v);
      const before = sink.mails.length;
      const { res, body } = await nfSubmit(v, nonce, { id: formId, fields: fieldsOf(values) });
      expect(res.status).toBe(200);
      expect(body.errors).toEqual({});
      expect(body.data.actions.success_message).toBeTruthy();
      const stored = await app().database.pool.query("select id from form_submissions where form_id = $1", [
        formId,
      ]);
      expect(stored.rowCount).toBe(1);
      // Each active e-mail action sends once its recipients resolve (to the visitor, or the shop).
      const mails = actions.filter((a) => a.type === "email").length;
      for (let i = 0; i < 100 && sink.mails.length - before < mails; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(sink.mails.length - before).toBe(mails);
    });
  }
});

/**
 * Personal data in error logs (issue 19 item 6): a form submission whose insert fails in
 * PostgreSQL is logged with the query and the database's reason, never with the submitted values
 * (Drizzle puts every parameter into its error message, and so into the stack).
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();

describe("error logs", () => {
  it("a failed form insert logs the query and the database's reason, not the name, phone or address", async () => {
    const { db, pool } = app().database;
    const form = await makeForm(
      db,
      "log-personal",
      [
        fieldDef(1, "name", "textbox", { label: "Name" }),
        fieldDef(2, "telefon", "textbox", { label: "Telefon" }),
        fieldDef(3, "anschrift", "textarea", { label: "Anschrift" }),
        fieldDef(4, "go", "submit"),
      ],
      [{ type: "save", active: true, settings: {} }],
    );
    // Every insert into the table fails from now on (NOT VALID: existing rows are not checked).
    await pool.query(
      "alter table form_submissions add constraint log_test_refuse check (form_id <> $$FORM$$::int) not valid".replace(
        "$$FORM$$",
        String(form),
      ),
    );
    try {
      const v = new Visitor(() => app().url);
      const { nonce } = await formsNonce(v);
      const before = app().logs.join("").length;
      const { res } = await nfSubmit(v, nonce, {
        id: form,
        fields: {
          1: { id: 1, value: "Wilhelmine Zwetschgenbaum" },
          2: { id: 2, value: "0151 98765432" },
          3: { id: 3, value: "Quittenweg 17\n12345 Birnstadt" },
        },
      });
      expect(res.status).toBe(500);
      await new Promise((r) => setTimeout(r, 200));
      const logged = app().logs.join("").slice(before);
      expect(logged).toContain("nf_ajax_submit failed");
      // The reason is there: the query and PostgreSQL's own message.
      expect(logged).toContain("insert into");
      expect(logged).toContain("log_test_refuse");
      for (const personal of ["Zwetschgenbaum", "Wilhelmine", "98765432", "Quittenweg", "Birnstadt"])
        expect(logged, personal).not.toContain(personal);
    } finally {
      await pool.query("alter table form_submissions drop constraint log_test_refuse");
    }
  });
});

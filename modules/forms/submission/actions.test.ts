import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import type { StoredForm } from "../store.ts";
import { htmlToText, safeRedirect } from "./actions.ts";
import { dedupeKey, runSubmission, SUBMIT_STEPS } from "./pipeline.ts";

describe("safeRedirect", () => {
  it("allows http(s) and same-site paths only", () => {
    expect(safeRedirect("https://pay.example/x?y=1")).toBe("https://pay.example/x?y=1");
    expect(safeRedirect("/danke/")).toBe("/danke/");
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/",
      "data:text/html,x",
      "https://u:p@x.example/",
      "ftp://x",
      "https%3A%2F%2Fevil",
      "/a b",
      "/\\evil",
    ])
      expect(safeRedirect(bad)).toBeUndefined();
  });
});

describe("htmlToText", () => {
  it("keeps lines and table rows readable", () => {
    expect(htmlToText("<p>Hallo &amp; so</p><table><tr><th>Name</th><td>Eve</td></tr></table>")).toBe(
      "Hallo & so\nName: Eve",
    );
  });
});

describe("the pipeline", () => {
  it("is one ordered list with the plug points' neighbours", () => {
    expect(SUBMIT_STEPS.map((s) => s.name)).toEqual(["honeypot", "validate", "record", "actions"]);
  });

  it("dedupe keys depend on form, view and values, not on key order", () => {
    const v = (value: unknown) => ({ key: "k", label: "l", type: "textbox", value, text: String(value) });
    const a = dedupeKey(1, "view-a", { "1": v("x"), "2": v("y") });
    expect(dedupeKey(1, "view-a", { "2": v("y"), "1": v("x") })).toBe(a);
    expect(dedupeKey(1, "view-b", { "1": v("x"), "2": v("y") })).not.toBe(a);
    expect(dedupeKey(2, "view-a", { "1": v("x"), "2": v("y") })).not.toBe(a);
    expect(dedupeKey(1, "view-a", { "1": v("x"), "2": v("z") })).not.toBe(a);
  });

  const form: StoredForm = {
    id: 3,
    key: "t",
    title: "T",
    status: "publish",
    settings: { title: "T", messages: { honeypotHoneypotError: "Spam!" } },
    fields: [{ id: 1, key: "email", type: "email", order: 1, label: "E-Mail", required: true }],
    actions: [
      { type: "email", active: true, settings: { to: "{field:email}", subject: "Hi", message: "x" } },
      { type: "successmessage", active: true, settings: { success_msg: "ok" } },
    ],
    unsupported: [],
    updatedAt: new Date(),
  };
  const env = { lang: "de" as const, owner: false, adminEmail: "a@example.de", siteTitle: "S" };
  // Without the record step the pipeline needs no database: the pure parts run alone.
  const steps = SUBMIT_STEPS.filter((s) => s.name !== "record");

  it("honeypot: the form's message, and nothing after it runs", async () => {
    let mails = 0;
    const out = await runSubmission(
      form,
      { formId: 3, values: { "1": "a@example.de" }, honeypot: "x" },
      env,
      { db: {} as Db, enqueueMail: async () => void mails++ },
      steps,
    );
    expect(out.envelope.errors.form).toEqual({ honeypot: "Spam!" });
    expect(out.accepted).toBe(false);
    expect(mails).toBe(0);
  });

  it("a mail that cannot be queued gives the non-blocking email_not_sent; the rest still runs", async () => {
    const out = await runSubmission(
      form,
      { formId: 3, values: { "1": "a@example.de" }, honeypot: "" },
      env,
      {
        db: {} as Db,
        enqueueMail: async () => {
          throw new Error("outbox down");
        },
      },
      steps,
    );
    expect(out.envelope.errors.form).toEqual({
      email_not_sent: "Die Bestätigungs-E-Mail konnte nicht versandt werden.",
    });
    expect(out.accepted).toBe(true);
    expect(out.envelope.data.actions?.success_message).toBe("ok");
    expect(out.envelope.debug).toEqual({});
  });

  it("field errors stop before anything is stored or sent", async () => {
    let mails = 0;
    const out = await runSubmission(form, { formId: 3, values: { "1": "" }, honeypot: "" }, env, {
      db: {} as Db,
      enqueueMail: async () => void mails++,
    });
    expect(out.envelope.errors.fields).toEqual({ "1": "Dies ist ein Pflichtfeld." });
    expect(mails).toBe(0);
    expect(out.submissionId).toBeUndefined();
  });
});

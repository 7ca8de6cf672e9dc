import { describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import type { OutboxMail } from "#modules/mail/outbox.ts";
import type { StoredForm } from "../store.ts";
import { htmlToText, safeRedirect } from "./actions.ts";
import { MAX_HEADER_ADDRESSES } from "./constants.ts";
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
    expect(SUBMIT_STEPS.map((s) => s.name)).toEqual([
      "honeypot",
      "captcha",
      "validate",
      "uploads",
      "record",
      "actions",
    ]);
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
    expect(out.answer.formErrors).toEqual({ honeypot: "Spam!" });
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
    expect(out.answer.formErrors).toEqual({
      email_not_sent: "Die Bestätigungs-E-Mail konnte nicht versandt werden.",
    });
    expect(out.accepted).toBe(true);
    expect(out.answer.actions?.successMessage).toBe("ok");
    expect(out.answer.debug).toBeUndefined();
  });

  it("field errors stop before anything is stored or sent", async () => {
    let mails = 0;
    const out = await runSubmission(form, { formId: 3, values: { "1": "" }, honeypot: "" }, env, {
      db: {} as Db,
      enqueueMail: async () => void mails++,
    });
    expect(out.answer.fieldErrors).toEqual({ "1": "Dies ist ein Pflichtfeld." });
    expect(mails).toBe(0);
    expect(out.submissionId).toBeUndefined();
  });
});

describe("e-mail action headers (reply_to, cc, bcc, from_*)", () => {
  const env = { lang: "de" as const, owner: true, adminEmail: "admin@example.de", siteTitle: "S" };
  const steps = SUBMIT_STEPS.filter((s) => s.name !== "record");
  const form = (settings: Record<string, unknown>): StoredForm => ({
    id: 4,
    key: "h",
    title: "H",
    status: "publish",
    settings: { title: "H" },
    fields: [
      { id: 1, key: "email", type: "email", order: 1, label: "E-Mail" },
      { id: 2, key: "name", type: "textbox", order: 2, label: "Name" },
    ],
    actions: [{ type: "email", active: true, settings: { subject: "Neu", message: "x", ...settings } }],
    unsupported: [],
    updatedAt: new Date(),
  });
  async function mailsFor(settings: Record<string, unknown>, values: Record<string, string>) {
    const mails: OutboxMail[] = [];
    const out = await runSubmission(
      form(settings),
      { formId: 4, values, honeypot: "" },
      env,
      { db: {} as Db, enqueueMail: async (_db, m) => void mails.push(m) },
      steps,
    );
    return { mails, debug: JSON.stringify(out.answer.debug ?? {}), errors: out.answer };
  }

  it("fills merge tags and passes Reply-To, Cc, Bcc and the requested sender; copies go once", async () => {
    const { mails } = await mailsFor(
      {
        to: "team@example.de, chef@example.de",
        reply_to: "{field:email}",
        cc: "buero@example.de; {field:email}",
        bcc: "archiv@example.de",
        from_name: "Formular {field:name}",
        from_address: "formulare@example.de",
      },
      { "1": "eva@example.org", "2": "Eva" },
    );
    expect(mails.map((m) => m.to)).toEqual(["team@example.de", "chef@example.de"]);
    expect(mails[0]).toMatchObject({
      replyTo: ["eva@example.org"],
      cc: ["buero@example.de", "eva@example.org"],
      bcc: ["archiv@example.de"],
      from: { name: "Formular Eva", address: "formulare@example.de" },
    });
    // The second recipient's mail has the Reply-To but no second copy for Cc/Bcc.
    expect(mails[1]?.replyTo).toEqual(["eva@example.org"]);
    expect(mails[1]?.cc).toBeUndefined();
    expect(mails[1]?.bcc).toBeUndefined();
  });

  it("a visitor's invalid or injected reply-to is left out, without an error for the visitor", async () => {
    const { mails, debug, errors } = await mailsFor(
      { to: "team@example.de", reply_to: "{field:name}", bcc: "{field:name}" },
      { "1": "", "2": "a@b.de\r\nBcc: x@evil.example" },
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.replyTo).toBeUndefined();
    expect(mails[0]?.bcc).toEqual([]);
    expect(JSON.stringify(mails)).not.toContain('evil.example"]');
    expect(errors.formErrors).toEqual({});
    expect(debug).toContain("Reply-To: ungültige Adresse ausgelassen: a@b.de Bcc: x@evil.example");
  });

  it("keeps at most MAX_HEADER_ADDRESSES per header", async () => {
    const many = Array.from({ length: MAX_HEADER_ADDRESSES + 3 }, (_, i) => `p${i}@example.de`).join(",");
    const { mails } = await mailsFor({ to: "team@example.de", cc: "{field:name}" }, { "1": "", "2": many });
    expect(mails[0]?.cc).toHaveLength(MAX_HEADER_ADDRESSES);
  });

  it("without the settings the mail carries no extra headers", async () => {
    const { mails } = await mailsFor({ to: "team@example.de" }, { "1": "", "2": "" });
    expect(mails[0]).not.toHaveProperty("replyTo");
    expect(mails[0]).not.toHaveProperty("from");
    expect(mails[0]?.cc).toEqual([]);
  });
});

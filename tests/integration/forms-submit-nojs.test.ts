/**
 * Forms without JavaScript (brief: submittable with server validation): the plain POST of the
 * form on `/forms/ID/` and in content (`[ninja_form id=1]` on /kontakt/) runs the same pipeline
 * as nf_ajax_submit: 422 re-renders the form with the errors and the posted values, 200 shows the
 * success message, a redirect action answers 303; the view token stores a re-sent form once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { makeForm } from "../setup/forms-submit.ts";
import { hidden, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const rows = async (formId: number) =>
  (await app().database.pool.query("select * from form_submissions where form_id = $1", [formId])).rows;
let kontakt: number;

beforeAll(async () => {
  const { rows: r } = await app().database.pool.query<{ id: number }>(
    "select id from forms where key = 'kontakt'",
  );
  kontakt = r[0]!.id;
});

const VALID = {
  "nf-field-1": "Erika Mustermann",
  "nf-field-2": "erika@example.de",
  "nf-field-4": "kaffee",
  "nf-field-6": "Welcher Mahlgrad passt für French Press?",
  "nf-field-7": "1",
  "nf-field-hp": "",
};

describe("no-JS form POST", () => {
  it("renders the form with a view token and posts to its own page", async () => {
    const v = new Visitor(() => app().url);
    const { text } = await v.get("/forms/kontakt/");
    expect(text).toMatch(/<form[^>]*method="post"/);
    expect(hidden(text, "_nf_view")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hidden(text, "_form_id")).toBe(String(kontakt));
  });

  it("422: errors and the posted values, nothing stored", async () => {
    const v = new Visitor(() => app().url);
    const { text: page } = await v.get("/forms/kontakt/");
    const { res, text } = await v.post("/forms/kontakt/", {
      _form_id: String(kontakt),
      _nf_view: hidden(page, "_nf_view"),
      ...VALID,
      "nf-field-2": "kein-at",
      "nf-field-1": 'Erika "<Muster>"',
      "nf-field-7": "",
    });
    expect(res.status).toBe(422);
    expect(text).toContain('class="nf-nojs-errors');
    expect(text).toMatch(
      /<a href="#nf-field-2">E-Mail-Adresse<\/a>: (<!-- -->)?Bitte geben Sie eine gültige E-Mail-Adresse ein\./,
    );
    expect(text).toMatch(
      /<a href="#nf-field-7">Ich habe die Datenschutzerklärung[^<]*<\/a>: (<!-- -->)?Dies ist ein Pflichtfeld\./,
    );
    // The posted values are shown again, escaped.
    expect(text).toMatch(
      /name="nf-field-1"[^>]*value="Erika &quot;&lt;Muster&gt;&quot;"|value="Erika &quot;&lt;Muster&gt;&quot;"[^>]*name="nf-field-1"/,
    );
    expect(text).toContain("Welcher Mahlgrad passt für French Press?");
    expect(await rows(kontakt)).toHaveLength(0);
  });

  it("200: the success message; the same view posted again is stored once", async () => {
    const v = new Visitor(() => app().url);
    const { text: page } = await v.get("/forms/kontakt/");
    const fields = { _form_id: String(kontakt), _nf_view: hidden(page, "_nf_view"), ...VALID };
    const { res, text } = await v.post("/forms/kontakt/", fields);
    expect(res.status).toBe(200);
    expect(text).toContain("Danke, Erika Mustermann! Wir melden uns bald bei Ihnen.");
    const again = await v.post("/forms/kontakt/", fields);
    expect(again.res.status).toBe(200);
    const stored = await rows(kontakt);
    expect(stored).toHaveLength(1);
    expect(stored[0].values["4"].text).toBe("Frage zu unserem Kaffee");
  });

  it("works for the form in the Kontakt page's content", async () => {
    const v = new Visitor(() => app().url);
    const { text: page } = await v.get("/kontakt/");
    const { res, text } = await v.post("/kontakt/", {
      _form_id: String(kontakt),
      _nf_view: hidden(page, "_nf_view"),
      ...VALID,
      "nf-field-1": "Max aus dem Inhalt",
    });
    expect(res.status).toBe(200);
    expect(text).toContain("Danke, Max aus dem Inhalt!");
    expect(text).toContain("<h1>Kontakt</h1>");
    const missing = await v.post("/kontakt/", { _form_id: String(kontakt), "nf-field-1": "" });
    expect(missing.res.status).toBe(422);
  });

  it("the honeypot stops it without storing", async () => {
    const v = new Visitor(() => app().url);
    const before = (await rows(kontakt)).length;
    const { res, text } = await v.post("/forms/kontakt/", {
      _form_id: String(kontakt),
      ...VALID,
      "nf-field-hp": "bot",
    });
    expect(res.status).toBe(422);
    expect(text).toContain("Spam-Schutz");
    expect(await rows(kontakt)).toHaveLength(before);
  });

  it("303 to a redirect action's target", async () => {
    const id = await makeForm(
      app().database.db,
      "nojs-redirect",
      [{ id: 1, key: "wer", type: "textbox", order: 1, label: "Wer" }],
      [
        { type: "save", active: true, settings: {} },
        { type: "redirect", active: true, settings: { redirect_url: "/danke/?wer={field:wer}" } },
      ],
    );
    const v = new Visitor(() => app().url);
    const { res } = await v.post(`/forms/${id}/`, { _form_id: String(id), "nf-field-1": "Zoë" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/danke/?wer=Zo%C3%AB");
  });

  it("a halting redirect sets the resume cookie, Secure only when the visitor came over HTTPS", async () => {
    const id = await makeForm(
      app().database.db,
      "nojs-halt",
      [{ id: 1, key: "wer", type: "textbox", order: 1, label: "Wer" }],
      [
        { type: "save", active: true, settings: {} },
        { type: "redirect", active: true, settings: { redirect_url: "/zahlung/", halt: "1" } },
      ],
    );
    const resumeCookie = async (headers: Record<string, string>) => {
      const v = new Visitor(() => app().url);
      const { res } = await v.post(`/forms/${id}/`, { _form_id: String(id), "nf-field-1": "Ida" }, headers);
      expect(res.status).toBe(303);
      return res.headers.getSetCookie().find((c) => c.startsWith(`laden_nf_resume_${id}=`));
    };
    const plain = await resumeCookie({});
    expect(plain).toMatch(/HttpOnly; SameSite=Lax$/);
    // Behind the trusted TLS proxy the public origin is still http:// here; the flag follows the request.
    const tls = await resumeCookie({ "x-forwarded-proto": "https" });
    expect(tls).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
  });
});

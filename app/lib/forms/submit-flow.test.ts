import { describe, expect, it } from "vitest";
import { FormEngine } from "#modules/forms/engine/engine.ts";
import { field, runtime } from "#modules/forms/engine/test-form.ts";
import type { FieldDef, FormSettings } from "#modules/forms/engine/types.ts";
import type { AnalyticsTarget } from "./form-analytics.ts";
import { FORM_SIGNALS } from "./form-signals.ts";
import { FormStatusStore } from "./form-status.ts";
import {
  createSubmitFlow,
  type FlowView,
  memoryNonceStore,
  mergeDateTime,
  PARSE_ERROR_ID,
  parseEnvelope,
} from "./submit-flow.ts";

type Reply = { status?: number; body: string } | Error;

/** A form with a required name, an e-mail and a submit button, plus the fakes around the flow. */
function setup(
  opts: {
    replies?: Reply[];
    settings?: Partial<FormSettings>;
    fields?: FieldDef[];
    analytics?: Partial<AnalyticsTarget>;
  } = {},
) {
  const fields = opts.fields ?? [
    field("textbox", "name", { id: 1, required: true }),
    field("email", "email", { id: 2 }),
    field("submit", "send", { id: 3 }),
  ];
  const engine = new FormEngine(runtime(fields, opts.settings));
  const status = new FormStatusStore();
  const target = new EventTarget();
  const events: string[] = [];
  const details: Record<string, unknown> = {};
  for (const name of Object.values(FORM_SIGNALS))
    target.addEventListener(name, (e) => {
      events.push(name);
      details[name] = (e as CustomEvent).detail;
    });
  const calls: string[] = [];
  const view: FlowView & { responses: string[] } = {
    target,
    responses: [],
    showResponse: (html) => {
      calls.push("showResponse");
      view.responses.push(html);
    },
    clearResponse: () => calls.push("clearResponse"),
    showDebug: (lines) => calls.push(`debug:${lines.join("|")}`),
    hideForm: () => calls.push("hideForm"),
    setResuming: (on) => calls.push(`resuming:${on}`),
    focusField: (f) => calls.push(`focus:${f.key}`),
    navigate: (url) => calls.push(`navigate:${url}`),
  };
  const replies = [...(opts.replies ?? [])];
  const requests: URLSearchParams[] = [];
  const processingDuringRequest: boolean[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    requests.push(new URLSearchParams(init.body as URLSearchParams));
    processingDuringRequest.push(status.get().processing);
    const reply = replies.shift();
    if (!reply) throw new Error("no reply left");
    if (reply instanceof Error) throw reply;
    return new Response(reply.body, { status: reply.status ?? 200 });
  }) as typeof globalThis.fetch;
  const processingHistory: boolean[] = [];
  status.subscribe(() => processingHistory.push(status.get().processing));
  const logs: string[] = [];
  const log = {
    log: (m: unknown) => logs.push(`log:${m}`),
    info: (m: unknown) => logs.push(`info:${m}`),
    warn: (m: unknown) => logs.push(`warn:${m}`),
    error: (m: unknown) => logs.push(`error:${m}`),
  };
  const nonces = memoryNonceStore({ nonce: "n1", nonce_ts: 1000 });
  const gtag: unknown[][] = [];
  const flow = createSubmitFlow({
    engine,
    status,
    view,
    lang: "de",
    ajaxUrl: "/wp-admin/admin-ajax.php",
    nonces,
    fetch,
    extra: () => ({ view_token: "view-token-1" }),
    analytics: () => ({
      gtag: (...args: unknown[]) => gtag.push(args),
      statisticsConsent: true,
      ...opts.analytics,
    }),
    log,
  });
  return {
    engine,
    status,
    target,
    events,
    details,
    calls,
    view,
    requests,
    processingDuringRequest,
    processingHistory,
    logs,
    nonces,
    gtag,
    flow,
  };
}

const ok = (data: unknown = {}) => ({ body: JSON.stringify({ data, errors: [], debug: [] }) });
const errs = (errors: unknown, data: unknown = {}, status = 200) => ({
  status,
  body: JSON.stringify({ data, errors, debug: {} }),
});

describe("submission flow: signals", () => {
  it("raises before-submit, after-validation and the response signal in order, and sends call 1", async () => {
    const t = setup({ replies: [ok({ actions: { success_message: "<p>Danke!</p>" } })] });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("success");
    expect(t.events).toEqual([
      FORM_SIGNALS.beforeSubmit,
      FORM_SIGNALS.afterValidation,
      FORM_SIGNALS.submitResponse,
    ]);
    const body = t.requests[0] as URLSearchParams;
    expect(body.get("action")).toBe("nf_ajax_submit");
    expect(body.get("security")).toBe("n1");
    expect(body.get("nonce_ts")).toBe("1000");
    const data = JSON.parse(body.get("formData") as string);
    expect(data.id).toBe(1);
    expect(data.fields["1"]).toEqual({ id: 1, value: "Ada" });
    expect(data.settings.title).toBe("Test");
    expect(data.extra).toEqual({ calculations: {}, view_token: "view-token-1" });
    expect((t.details[FORM_SIGNALS.afterValidation] as { data: unknown }).data).toEqual(data);
    expect(t.view.responses).toEqual(["<p>Danke!</p>"]);
  });

  it("validates every field before submit (all marked not clean) and blocks with submit-failed", async () => {
    const t = setup();
    expect(t.engine.field(1).clean).toBe(true);
    expect(await t.flow.submit()).toBe("failed");
    expect(t.engine.field(1).clean).toBe(false);
    expect(t.engine.field(2).clean).toBe(false);
    expect(t.engine.field(1).errors.map((e) => e.id)).toEqual(["required-error"]);
    expect(t.events).toEqual([FORM_SIGNALS.beforeSubmit, FORM_SIGNALS.submitFailed]);
    expect(t.details[FORM_SIGNALS.submitFailed]).toMatchObject({ errors: { "field-errors": "CORRECT" } });
    expect(t.calls).toContain("focus:name");
    expect(t.requests).toHaveLength(0);
  });

  it("a listener cancels before-submit: validation still runs, then submit-cancel and nothing is sent", async () => {
    const t = setup();
    t.target.addEventListener(FORM_SIGNALS.beforeSubmit, (e) => e.preventDefault());
    expect(await t.flow.submit()).toBe("cancelled");
    expect(t.events).toEqual([FORM_SIGNALS.beforeSubmit, FORM_SIGNALS.submitCancel]);
    expect(t.engine.field(1).clean).toBe(false);
    expect(t.requests).toHaveLength(0);
  });

  it("with validation switched off for the form (novalidate) an empty required field is sent", async () => {
    const t = setup({ settings: { novalidate: true }, replies: [ok()] });
    expect(await t.flow.submit()).toBe("success");
    expect(t.engine.field(1).clean).toBe(true);
    expect(t.requests).toHaveLength(1);
  });

  it("blocking form errors stop the submission; invalid_email and email_not_sent do not", async () => {
    const t = setup({ replies: [ok()] });
    t.engine.set(1, "Ada", "change");
    t.engine.setHoneypot("bot");
    expect(await t.flow.submit()).toBe("failed");
    expect(t.events.at(-1)).toBe(FORM_SIGNALS.submitFailed);
    t.engine.setHoneypot("");
    t.engine.addFormError("invalid_email", "Mail kaputt");
    t.engine.addFormError("email_not_sent", "Mail nicht gesendet");
    expect(await t.flow.submit()).toBe("success");
    expect(t.requests).toHaveLength(1);
  });
});

describe("submission flow: the button and the answer", () => {
  it("the button is processing during the request and restored after the response", async () => {
    const t = setup({ replies: [ok()] });
    t.engine.set(1, "Ada", "change");
    const done = t.flow.submit();
    expect(t.status.get().processing).toBe(true);
    expect(await done).toBe("success");
    expect(t.processingDuringRequest).toEqual([true]);
    expect(t.processingHistory).toEqual([true, false]);
  });

  it("a second submit while one is on its way is ignored", async () => {
    const t = setup({ replies: [ok(), ok()] });
    t.engine.set(1, "Ada", "change");
    const first = t.flow.submit();
    expect(await t.flow.submit()).toBe("busy");
    await first;
    expect(t.requests).toHaveLength(1);
  });

  it("a fresh nonce is stored and the submission resent automatically exactly once, processing throughout", async () => {
    const nonceError = errs({ nonce: { new_nonce: "n2", nonce_ts: 2000 } }, {}, 403);
    const t = setup({ replies: [nonceError, ok({ actions: { success_message: "Danke" } })] });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("success");
    expect(t.requests.map((r) => [r.get("security"), r.get("nonce_ts")])).toEqual([
      ["n1", "1000"],
      ["n2", "2000"],
    ]);
    expect(t.requests[0]?.get("formData")).toBe(t.requests[1]?.get("formData"));
    expect(t.processingDuringRequest).toEqual([true, true]);
    expect(t.processingHistory).toEqual([true, false]);
    // One response signal: the nonce answer is handled inside the flow.
    expect(t.events.filter((e) => e === FORM_SIGNALS.submitResponse)).toHaveLength(1);
    expect(t.nonces.get()).toEqual({ nonce: "n2", nonce_ts: 2000 });
  });

  it("a second nonce failure is not resent again: a form error, the button restored", async () => {
    const nonceError = errs({ nonce: { new_nonce: "n2", nonce_ts: 2000 } }, {}, 403);
    const again = errs({ nonce: { new_nonce: "n3", nonce_ts: 3000 } }, {}, 403);
    const t = setup({ replies: [nonceError, again, ok()] });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("error");
    expect(t.requests).toHaveLength(2);
    expect(Object.keys(t.engine.formErrors())).toEqual(["nonce"]);
    expect(t.status.get().processing).toBe(false);
    expect(t.events.at(-1)).toBe(FORM_SIGNALS.submitFailed);
    // The next submission clears it and goes out with the newest nonce.
    expect(await t.flow.submit()).toBe("success");
    expect(t.requests[2]?.get("security")).toBe("n3");
    expect(t.engine.formErrors()).toEqual({});
  });

  it("an HTTP error's JSON body is handled like a response", async () => {
    const t = setup({ replies: [errs({ fields: { "1": "Der Name ist vergeben." } }, {}, 400)] });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("rejected");
    expect(t.engine.field(1).errors).toEqual([{ id: "required-error", message: "Der Name ist vergeben." }]);
    expect(t.status.get().processing).toBe(false);
    expect(t.events.at(-1)).toBe(FORM_SIGNALS.submitResponse);
  });

  it("an unparseable answer (or a network failure) adds parse-response-ERROR and restores the button", async () => {
    const t = setup({ replies: [{ status: 500, body: "<h1>Fatal</h1>" }, new TypeError("Failed to fetch")] });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("error");
    expect(t.engine.formErrors()[PARSE_ERROR_ID]).toBe(
      "Die Antwort des Servers war unverständlich. Bitte versuchen Sie es in einem Moment noch einmal.",
    );
    expect(t.status.get().processing).toBe(false);
    expect(t.logs.some((l) => l.startsWith("error:") && l.includes("HTTP 500"))).toBe(true);
    // The error blocks nothing: the next submission clears it and tries again.
    expect(await t.flow.submit()).toBe("error");
    expect(t.requests).toHaveLength(2);
  });

  it("server field errors: a plain message is required-error, {slug, message} keeps its id", async () => {
    const t = setup({
      replies: [
        errs({
          fields: { "1": "Pflicht!", "2": { slug: "unique_field", message: "Schon angemeldet." } },
        }),
      ],
    });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("rejected");
    expect(t.engine.field(1).errors).toEqual([{ id: "required-error", message: "Pflicht!" }]);
    expect(t.engine.field(2).errors).toEqual([{ id: "unique_field", message: "Schon angemeldet." }]);
    expect(t.engine.canSubmit()).toBe(false);
    expect(t.calls).toContain("focus:name");
    expect(t.view.responses).toEqual([]);
  });

  it("form errors by key, errors.last to the console only, debug lines to console and debug area", async () => {
    const t = setup({
      replies: [
        {
          body: JSON.stringify({
            data: {},
            errors: { form: { sub_limit: "Keine Plätze mehr." }, last: { message: "PHP Fatal" } },
            debug: { console: ["zeile 1"], form: ["Aktion gespeichert"] },
          }),
        },
      ],
    });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("rejected");
    expect(t.engine.formErrors()).toEqual({ sub_limit: "Keine Plätze mehr." });
    expect(t.logs).toContain("log:zeile 1");
    expect(t.logs.some((l) => l.startsWith("error:") && l.includes("PHP Fatal"))).toBe(true);
    expect(t.calls).toContain("debug:Aktion gespeichert");
    // The server's form error is removed when the visitor submits again.
    t.view.responses.length = 0;
    expect(await t.flow.submit()).toBe("error"); // no reply left: a network failure
    expect(Object.keys(t.engine.formErrors())).toEqual([PARSE_ERROR_ID]);
  });

  it("our plain error shape (e.g. a 429) becomes a form error keyed by its code", async () => {
    const t = setup({
      replies: [
        {
          status: 429,
          body: JSON.stringify({
            code: "laden_rate_limited",
            message: "Zu viele Anfragen.",
            data: { status: 429 },
          }),
        },
      ],
    });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("rejected");
    expect(t.engine.formErrors()).toEqual({ laden_rate_limited: "Zu viele Anfragen." });
  });

  it("clear_complete resets to the loaded values and the captchas; hide_complete hides the form", async () => {
    const t = setup({
      replies: [
        ok({ settings: { clear_complete: "1", hide_complete: 1 }, actions: { success_message: "Danke" } }),
      ],
    });
    let captchaResets = 0;
    t.target.addEventListener(FORM_SIGNALS.captchaReset, () => captchaResets++);
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("success");
    expect(t.engine.field(1).value).toBe("");
    expect(t.engine.field(1).clean).toBe(true);
    expect(captchaResets).toBe(1);
    expect(t.calls).toEqual(["clearResponse", "hideForm", "showResponse"]);
  });

  it("a refused submission resets the captchas (their token is spent), the values stay", async () => {
    const t = setup({
      replies: [{ status: 200, body: JSON.stringify({ errors: { fields: { 1: "Pflichtfeld" } } }) }],
    });
    let captchaResets = 0;
    t.target.addEventListener(FORM_SIGNALS.captchaReset, () => captchaResets++);
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("rejected");
    expect(t.engine.field(1).value).toBe("Ada");
    expect(captchaResets).toBe(1);
  });

  it("without clear_complete and hide_complete the values stay and the form stays", async () => {
    const t = setup({ replies: [ok({ settings: { clear_complete: "0", hide_complete: false } })] });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("success");
    expect(t.engine.field(1).value).toBe("Ada");
    expect(t.calls).toEqual(["clearResponse"]);
  });

  it("actions.redirect is followed after success (the button stays processing); halt.redirect even with errors", async () => {
    const t = setup({
      replies: [
        ok({ actions: { redirect: "/danke/" } }),
        errs({ form: { x: "Fehler" } }, { halt: { redirect: "https://pay.example/checkout" } }),
      ],
    });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("redirect");
    expect(t.calls).toContain("navigate:/danke/");
    expect(t.status.get().processing).toBe(true);
    expect(await t.flow.submit()).toBe("busy");

    const u = setup({
      replies: [errs({ form: { x: "Fehler" } }, { halt: { redirect: "https://pay.example/checkout" } })],
    });
    u.engine.set(1, "Ada", "change");
    expect(await u.flow.submit()).toBe("redirect");
    expect(u.calls).toContain("navigate:https://pay.example/checkout");
  });

  it("actions.redirect is not followed when the answer has errors", async () => {
    const t = setup({ replies: [errs({ fields: { "1": "Nein" } }, { actions: { redirect: "/danke/" } })] });
    t.engine.set(1, "Ada", "change");
    expect(await t.flow.submit()).toBe("rejected");
    expect(t.calls.some((c) => c.startsWith("navigate:"))).toBe(false);
  });

  it("analytics events go out after success, with the consent gate", async () => {
    const items = [{ event_name: "kontakt", method_type: "ga4" }];
    const t = setup({ replies: [ok({ actions: { googleanalytics: items } })] });
    t.engine.set(1, "Ada", "change");
    await t.flow.submit();
    expect(t.gtag).toEqual([
      ["event", "kontakt", { event_category: "form_submit", event_label: "ninja_forms_submit", form_id: 1 }],
    ]);
    const u = setup({
      replies: [ok({ actions: { googleanalytics: items } })],
      analytics: { statisticsConsent: false },
    });
    u.engine.set(1, "Ada", "change");
    await u.flow.submit();
    expect(u.gtag).toEqual([]);
  });
});

describe("resume (call 2)", () => {
  it("hides the fields, sends security and nf_resume, handles the answer like a submit response", async () => {
    const t = setup({ replies: [ok({ actions: { success_message: "Zahlung erhalten" } })] });
    const outcome = await t.flow.resume(new URLSearchParams("nf_resume=1&nf_resume_token=abc"));
    expect(outcome).toBe("success");
    const body = t.requests[0] as URLSearchParams;
    expect(body.get("action")).toBe("nf_ajax_submit");
    expect(body.get("security")).toBe("n1");
    expect(body.get("nf_resume[nf_resume]")).toBe("1");
    expect(body.get("nf_resume[nf_resume_token]")).toBe("abc");
    expect(body.has("formData")).toBe(false);
    expect(t.processingDuringRequest).toEqual([true]);
    expect(t.calls).toEqual(["resuming:true", "showResponse", "resuming:false"]);
    expect(t.details[FORM_SIGNALS.submitResponse]).toMatchObject({ resume: true });
    expect(t.status.get().processing).toBe(false);
  });

  it("with hide_complete the fields stay hidden under the hidden form; errors show the fields again", async () => {
    const t = setup({ replies: [ok({ settings: { hide_complete: "1" } })] });
    await t.flow.resume(new URLSearchParams("nf_resume=1"));
    expect(t.calls).toEqual(["resuming:true", "hideForm"]);
    const u = setup({ replies: [errs({ form: { resume: "Abgelaufen." } })] });
    expect(await u.flow.resume(new URLSearchParams("nf_resume=1"))).toBe("rejected");
    expect(u.calls).toEqual(["resuming:true", "resuming:false"]);
    expect(u.engine.formErrors()).toEqual({ resume: "Abgelaufen." });
  });
});

describe("date and time merge (§4)", () => {
  const dt = field("date", "when", { id: 9, date_mode: "date_and_time" });
  it("merges date and time into one object; 24-hour clocks have no ampm; date_only stays text", () => {
    expect(mergeDateTime(dt, { date: "24.12.2026", hour: "10", minute: "30" })).toEqual({
      date: "24.12.2026",
      hour: "10",
      minute: "30",
      ampm: "am",
    });
    expect(
      mergeDateTime({ ...dt, hours_24: true }, { date: "24.12.2026", hour: "18", minute: "05", ampm: "pm" }),
    ).toEqual({ date: "24.12.2026", hour: "18", minute: "05", ampm: "" });
    expect(
      mergeDateTime({ ...dt, date_mode: "time_only" }, { date: "x", hour: "7", minute: "00", ampm: "pm" }),
    ).toEqual({
      date: "",
      hour: "7",
      minute: "00",
      ampm: "pm",
    });
    expect(mergeDateTime({ ...dt, date_mode: "date_only" }, "24.12.2026")).toBe("24.12.2026");
    expect(mergeDateTime({ ...dt, date_mode: undefined }, "24.12.2026")).toBe("24.12.2026");
    expect(mergeDateTime(dt, "24.12.2026")).toEqual({ date: "24.12.2026", hour: "", minute: "", ampm: "am" });
  });

  it("the payload carries the merged object", async () => {
    const t = setup({
      fields: [
        field("date", "when", { id: 9, date_mode: "date_and_time", hours_24: true }),
        field("submit", "s", { id: 10 }),
      ],
      replies: [ok()],
    });
    t.engine.set(9, { date: "24.12.2026", hour: "18", minute: "30" }, "change");
    await t.flow.submit();
    const data = JSON.parse(t.requests[0]?.get("formData") as string);
    expect(data.fields["9"].value).toEqual({ date: "24.12.2026", hour: "18", minute: "30", ampm: "" });
  });
});

describe("parseEnvelope", () => {
  it("reads the envelope, our error shape, and refuses anything else", () => {
    expect(parseEnvelope('{"data":{},"errors":[],"debug":[]}')).toEqual({ data: {}, errors: [], debug: [] });
    expect(parseEnvelope('{"code":"x","message":"M"}')).toEqual({ errors: { form: { x: "M" } } });
    expect(parseEnvelope("[]")).toBeUndefined();
    expect(parseEnvelope("null")).toBeUndefined();
    expect(parseEnvelope('{"foo":1}')).toBeUndefined();
    expect(parseEnvelope("<html>")).toBeUndefined();
    expect(parseEnvelope(undefined)).toBeUndefined();
  });
});

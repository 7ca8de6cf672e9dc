import { describe, expect, it } from "vitest";
import { isEmail } from "../../validation/email.ts";
import { isValidDate } from "./date.ts";
import { applyMask, maskPattern, maskPlaceholder } from "./mask.ts";
import { DE, EN, field, MESSAGES } from "./test-form.ts";
import type { FieldDef, FieldValue } from "./types.ts";
import {
  applyInputLimit,
  type RuleContext,
  remainingInput,
  richTextToText,
  validateField,
} from "./validate.ts";

const ctx = (others: Record<string, FieldValue> = {}, locale = DE): RuleContext => ({
  messages: MESSAGES,
  locale,
  lang: "de",
  valueOfKey: (k) => others[k],
});
const check = (f: FieldDef, value: FieldValue | undefined, c = ctx(), visible = true) =>
  validateField(f, value, visible, c);

describe("required (required-error, validateRequiredField)", () => {
  const req = field("textbox", "name", { required: true });
  it("needs a non-empty value after trimming", () => {
    expect(check(req, "")).toEqual([{ id: "required-error", message: "REQ" }]);
    expect(check(req, "   ")).toEqual([{ id: "required-error", message: "REQ" }]);
    expect(check(req, undefined)).toEqual([{ id: "required-error", message: "REQ" }]);
    expect(check(req, " x ")).toEqual([]);
  });
  it("must differ from the empty mask placeholder", () => {
    const phone = field("textbox", "p", { required: true, mask: "us-phone" });
    expect(check(phone, "(___) ___-____")).toEqual([{ id: "required-error", message: "REQ" }]);
    expect(check(phone, "(030) 123-4567")).toEqual([]);
    const custom = field("textbox", "c", { required: true, mask: "custom", custom_mask: "aa-99" });
    expect(check(custom, "__-__")[0]?.id).toBe("required-error");
  });
  it("a checkbox must be checked", () => {
    const cb = field("checkbox", "ok", { required: true });
    expect(check(cb, false)[0]?.id).toBe("required-error");
    expect(check(cb, "unchecked")[0]?.id).toBe("required-error");
    expect(check(cb, true)).toEqual([]);
    expect(check(cb, "1")).toEqual([]);
  });
  it("lists need a choice", () => {
    const list = field("listcheckbox", "l", { required: true });
    expect(check(list, [])[0]?.id).toBe("required-error");
    expect(check(list, ["a"])).toEqual([]);
  });
  it("hidden required fields are not validated", () => {
    expect(check(req, "", ctx(), false)).toEqual([]);
  });
  it("display types are never validated", () => {
    expect(check(field("html", "h", { required: true }), "")).toEqual([]);
    expect(check(field("submit", "s", { required: true }), "")).toEqual([]);
  });
});

describe("email (invalid-email, changeEmailErrorMsg)", () => {
  const email = field("email", "e");
  it.each(["a@b.de", "max.mustermann+shop@example.co.uk", "jürgen@müller.de", "o'neil@example.com"])(
    "accepts %s",
    (v) => {
      expect(isEmail(v)).toBe(true);
      expect(check(email, v)).toEqual([]);
    },
  );
  it.each(["a", "a@", "@b.de", "a@b", "a b@c.de", "a@b..de", "a@@b.de", "a@b.d"])("rejects %s", (v) => {
    expect(check(email, v)).toEqual([{ id: "invalid-email", message: "EMAIL" }]);
  });
  it("empty is allowed", () => {
    expect(check(email, "")).toEqual([]);
  });
});

describe("date (invalid-date, changeDateErrorMsg)", () => {
  it("must parse and re-format exactly in the configured format", () => {
    const d = field("date", "d", { date_format: "DD/MM/YYYY" });
    expect(check(d, "24/12/2026")).toEqual([]);
    expect(check(d, "24/12/26")).toEqual([{ id: "invalid-date", message: "DATE" }]);
    expect(check(d, "31/02/2026")[0]?.id).toBe("invalid-date");
    expect(check(d, "1/2/2026")[0]?.id).toBe("invalid-date");
    expect(check(d, "2026-12-24")[0]?.id).toBe("invalid-date");
    expect(check(d, "")).toEqual([]);
  });
  it("uses the site format for default (German: DD.MM.YYYY)", () => {
    const d = field("date", "d", { date_format: "default" });
    expect(check(d, "24.12.2026")).toEqual([]);
    expect(check(d, "12/24/2026")[0]?.id).toBe("invalid-date");
  });
  it.each([
    ["MM/DD/YYYY", "12/24/2026", true],
    ["YYYY-MM-DD", "2026-12-24", true],
    ["YYYY.MM.DD", "2026.12.24", true],
    ["DD-MM-YYYY", "29-02-2028", true],
    ["DD-MM-YYYY", "29-02-2027", false],
    ["dddd, MMMM D YYYY", "Donnerstag, Dezember 24 2026", true],
    ["dddd, MMMM D YYYY", "Freitag, Dezember 24 2026", false],
  ])("%s %s → %s", (format, text, ok) => {
    expect(isValidDate(text, format, "de")).toBe(ok);
  });
  it("the year range bounds the date", () => {
    const d = field("date", "d", { date_format: "YYYY-MM-DD", year_range_start: 2000, year_range_end: 2030 });
    expect(check(d, "1999-12-31")[0]?.id).toBe("invalid-date");
    expect(check(d, "2031-01-01")[0]?.id).toBe("invalid-date");
    expect(check(d, "2030-12-31")).toEqual([]);
  });
  it("is skipped for time_only; date_and_time checks the date part", () => {
    expect(
      check(field("date", "t", { date_mode: "time_only" }), { date: "nonsense", hour: "10", minute: "30" }),
    ).toEqual([]);
    const dt = field("date", "dt", { date_mode: "date_and_time", date_format: "YYYY-MM-DD" });
    expect(check(dt, { date: "2026-13-01", hour: "10" })[0]?.id).toBe("invalid-date");
    expect(check(dt, { date: "2026-12-01", hour: "10" })).toEqual([]);
  });
});

describe("number (number-min, number-max, number-step)", () => {
  const n = field("number", "n", { num_min: "1", num_max: "10" });
  it("min and max", () => {
    expect(check(n, "0")).toEqual([{ id: "number-min", message: "MIN" }]);
    expect(check(n, "11")).toEqual([{ id: "number-max", message: "MAX" }]);
    expect(check(n, "1")).toEqual([]);
    expect(check(n, "10")).toEqual([]);
    expect(check(n, "")).toEqual([]);
  });
  it("default step 1: decimals are a step error with the step appended", () => {
    expect(check(n, "2,5")).toEqual([{ id: "number-step", message: "STEP 1" }]);
  });
  it("decimal steps: too many decimals or not a multiple", () => {
    const s = field("number", "s", { num_step: "0.25" });
    expect(check(s, "0,75")).toEqual([]);
    expect(check(s, "0,5")).toEqual([]);
    expect(check(s, "0,3")).toEqual([{ id: "number-step", message: "STEP 0,25" }]);
    expect(check(s, "0,125")[0]?.id).toBe("number-step");
    expect(check(s, "0.1", ctx({}, EN))).toEqual([{ id: "number-step", message: "STEP 0.25" }]);
    expect(check(field("number", "x", { num_step: "0.1" }), "0,3")).toEqual([]);
    expect(check(field("number", "y", { num_step: "5" }), "15")).toEqual([]);
    expect(check(field("number", "y", { num_step: "5" }), "16")[0]?.id).toBe("number-step");
    expect(check(field("number", "z", { num_step: "any" }), "1,2345")).toEqual([]);
  });
  it("a text that is no number is reported (number-invalid)", () => {
    expect(check(n, "abc")).toEqual([{ id: "number-invalid", message: "NAN" }]);
  });
});

describe("confirm (confirm-mismatch, confirmFieldErrorMsg)", () => {
  it("the two values must match", () => {
    const c = field("confirm", "c", { confirm_field: "email" });
    expect(check(c, "a@b.de", ctx({ email: "a@b.de" }))).toEqual([]);
    expect(check(c, "a@b.com", ctx({ email: "a@b.de" }))).toEqual([
      { id: "confirm-mismatch", message: "CONFIRM" },
    ]);
    const p = field("passwordconfirm", "pc", { confirm_with: "pw" });
    expect(check(p, "x", ctx({ pw: "y" }))[0]?.id).toBe("confirm-mismatch");
  });
});

describe("input limit", () => {
  it("characters cut at the limit; words are truncated to the limit", () => {
    const c = field("textarea", "c", { input_limit: 5, input_limit_type: "characters" });
    expect(applyInputLimit(c, "Hallo Welt")).toBe("Hallo");
    expect(remainingInput(c, "Hal")).toBe(2);
    const w = field("textarea", "w", { input_limit: 2, input_limit_type: "words" });
    expect(applyInputLimit(w, "eins  zwei drei vier")).toBe("eins  zwei");
    expect(applyInputLimit(w, " eins ")).toBe(" eins ");
    expect(remainingInput(w, "eins")).toBe(1);
    expect(remainingInput(w, "eins zwei drei")).toBe(0);
    expect(remainingInput(field("textbox", "n"), "x")).toBeUndefined();
  });
});

describe("masks", () => {
  it("maps presets and custom masks, and fills slots", () => {
    expect(maskPattern("us-phone", undefined)).toBe("(999) 999-9999");
    expect(maskPattern("custom", "aa-99")).toBe("aa-99");
    expect(maskPattern("", "x")).toBeUndefined();
    expect(maskPlaceholder("(999) 999-9999")).toBe("(___) ___-____");
    expect(applyMask("(999) 999-9999", "0301234567")).toEqual({ text: "(030) 123-4567", complete: true });
    expect(applyMask("(999) 999-9999", "030x1")).toEqual({ text: "(030) 1", complete: false });
    expect(applyMask("aa-99", "DE12")).toEqual({ text: "DE-12", complete: true });
    expect(applyMask("**9", "a1b")).toEqual({ text: "a1", complete: false });
  });
});

describe("rich text (textarea_rte)", () => {
  const rte = field("textarea", "msg", { required: true, textarea_rte: true });
  it("is empty when its HTML has no text", () => {
    expect(check(rte, "<p><br></p>")[0]?.id).toBe("required-error");
    expect(check(rte, "<p> &nbsp; </p>")[0]?.id).toBe("required-error");
    expect(check(rte, "<p><b>Hallo</b></p>")).toEqual([]);
  });
  it("counts the visible text for the input limit and never cuts the HTML", () => {
    const limited = field("textarea", "l", {
      textarea_rte: true,
      input_limit: 10,
      input_limit_type: "characters",
    });
    expect(remainingInput(limited, "<p><strong>Hallo</strong></p>")).toBe(5);
    const html = "<p>Ein langer Text mit mehr als zehn Zeichen</p>";
    expect(applyInputLimit(limited, html)).toBe(html);
    const words = field("textarea", "w", { textarea_rte: true, input_limit: 3, input_limit_type: "words" });
    expect(remainingInput(words, "<p>eins</p><p>zwei</p>")).toBe(1);
  });
  it("richTextToText decodes entities and separates blocks", () => {
    expect(richTextToText("<p>a &amp; b</p><p>c&lt;d</p>")).toBe("a & b c<d ");
  });
});

describe("max-selection (dropdown_max_selection)", () => {
  const multi = field("listmultiselect", "m", { dropdown_max_selection: 2 });
  it("allows up to the limit and reports more with the limit in the message", () => {
    expect(check(multi, ["a", "b"])).toEqual([]);
    expect(check(multi, ["a", "b", "c"])).toEqual([{ id: "max-selection", message: "MAXSEL 2" }]);
    expect(check(field("listmultiselect", "n"), ["a", "b", "c"])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { createFormEngine, repeaterText, validateSubmission } from "./engine.ts";
import {
  isExcludedFromRepeaterDisplay,
  MAX_REPEATER_SETS,
  parseSubFieldId,
  repeaterDisplay,
  repeaterValueFromForm,
  setsFromSubmitted,
} from "./repeater.ts";
import { field, runtime } from "./test-form.ts";
import type { FieldDef } from "./types.ts";

function repeaterForm(extra: Partial<FieldDef> = {}) {
  const rep: FieldDef = {
    id: 8,
    key: "guests",
    type: "repeater",
    label: "Guests",
    order: 1,
    fields: [
      { id: 81, key: "name", type: "textbox", label: "Name", order: 1, required: true },
      { id: 82, key: "mail", type: "email", label: "E-Mail", order: 2 },
      { id: 83, key: "pw", type: "submit", label: "Go", order: 3 },
      { id: 84, key: "cap", type: "turnstile", label: "Captcha", order: 4 },
    ],
    ...extra,
  };
  const html = field("html", "summary", { id: 9, order: 2, content: "<p>{field:guests}</p>" });
  return { rep, html, form: runtime([rep, html]) };
}

const ids = (e: ReturnType<typeof createFormEngine>) =>
  e.sets(8).map((s) => [s.index, s.fields.map((f) => f.id)]);

describe("repeater sets (numbered from 1: {repeaterId}.{subFieldId}_{setIndex})", () => {
  it("starts with one set of the template's input fields; excluded types are not copied", () => {
    const e = createFormEngine(repeaterForm().form);
    expect(ids(e)).toEqual([[1, ["8.81_1", "8.82_1"]]]);
  });

  it("add appends a copy of the template and numbers it; remove renumbers the rest", () => {
    const e = createFormEngine(repeaterForm().form);
    const first = e.sets(8)[0]?.key as number;
    e.setSub(8, first, 81, "Anna", "change");
    const second = e.addSet(8) as number;
    const third = e.addSet(8) as number;
    expect(ids(e)).toEqual([
      [1, ["8.81_1", "8.82_1"]],
      [2, ["8.81_2", "8.82_2"]],
      [3, ["8.81_3", "8.82_3"]],
    ]);
    // The copy has the template's initial values, not set 1's.
    expect(e.sets(8)[1]?.fields[0]?.value).toBe("");
    e.setSub(8, third, 81, "Carl", "change");
    e.removeSet(8, second);
    expect(ids(e)).toEqual([
      [1, ["8.81_1", "8.82_1"]],
      [2, ["8.81_2", "8.82_2"]],
    ]);
    expect(e.sets(8)[1]?.key).toBe(third);
    expect(e.sets(8)[1]?.fields[0]?.value).toBe("Carl");
    expect(e.submitData().fields["8"]?.value).toEqual({
      "8.81_1": { id: "8.81_1", value: "Anna" },
      "8.82_1": { id: "8.82_1", value: "" },
      "8.81_2": { id: "8.81_2", value: "Carl" },
      "8.82_2": { id: "8.82_2", value: "" },
    });
  });

  it("removing a set clears its required errors (the submit button is enabled again)", () => {
    const e = createFormEngine(repeaterForm().form);
    e.setSub(8, e.sets(8)[0]?.key as number, 81, "Anna", "change");
    const second = e.addSet(8) as number;
    expect(e.validateAll()).toBe(false);
    expect(e.sets(8)[1]?.fields[0]?.errors).toEqual([{ id: "required-error", message: "REQ" }]);
    expect(e.canSubmit()).toBe(false);
    expect(e.firstInvalidInputId()).toBe("nf-field-8.81_2");
    e.removeSet(8, second);
    expect(e.canSubmit()).toBe(true);
    expect(e.formErrors()["field-errors"]).toBeUndefined();
  });

  it("the last set cannot be removed; at most MAX_REPEATER_SETS sets", () => {
    const e = createFormEngine(repeaterForm().form);
    e.removeSet(8, e.sets(8)[0]?.key as number);
    expect(e.sets(8)).toHaveLength(1);
    for (let i = 1; i < MAX_REPEATER_SETS; i++) expect(e.addSet(8)).not.toBeNull();
    expect(e.addSet(8)).toBeNull();
    expect(e.sets(8)).toHaveLength(MAX_REPEATER_SETS);
  });

  it("sub-fields follow the normal rules per set, live once not clean", () => {
    const e = createFormEngine(repeaterForm().form);
    const k = e.sets(8)[0]?.key as number;
    e.setSub(8, k, 82, "nope", "input");
    expect(e.sets(8)[0]?.fields[1]?.errors).toEqual([]);
    e.blurSub(8, k, 82);
    expect(e.sets(8)[0]?.fields[1]?.errors[0]?.id).toBe("invalid-email");
    e.setSub(8, k, 82, "a@b.de", "input");
    expect(e.sets(8)[0]?.fields[1]?.errors).toEqual([]);
  });

  it("a server error for a sub-field lands on that set's field", () => {
    const e = createFormEngine(repeaterForm().form);
    e.addSet(8);
    e.setServerFieldError("8.82_2", { slug: "invalid-email", message: "X" });
    expect(e.sets(8)[1]?.fields[1]?.errors).toEqual([{ id: "invalid-email", message: "X" }]);
    expect(e.sets(8)[0]?.fields[1]?.errors).toEqual([]);
  });

  it("reset (clear_complete) goes back to one empty set", () => {
    const e = createFormEngine(repeaterForm().form);
    e.setSub(8, e.sets(8)[0]?.key as number, 81, "Anna", "change");
    e.addSet(8);
    e.reset();
    expect(ids(e)).toEqual([[1, ["8.81_1", "8.82_1"]]]);
    expect(e.sets(8)[0]?.fields[0]?.value).toBe("");
  });

  it("display tags list each set, skipping excluded types and empty values", () => {
    const { form } = repeaterForm();
    const e = createFormEngine(form);
    e.setSub(8, e.sets(8)[0]?.key as number, 81, "Anna", "change");
    const k2 = e.addSet(8) as number;
    e.setSub(8, k2, 81, "Ben", "change");
    e.setSub(8, k2, 82, "ben@example.de", "change");
    expect(e.field(9).display).toBe(
      '<p><span data-key="field:guests">Satz 1: Name: Anna\nSatz 2: Name: Ben; E-Mail: ben@example.de</span></p>',
    );
  });
});

describe("excluded types (§4)", () => {
  it.each([
    "submit",
    "html",
    "hidden",
    "password",
    "divider",
    "hr",
    "note",
    "button",
    "creditcard",
    "creditcardnumber",
    "creditcardcvc",
    "recaptcha",
    "recaptcha_v3",
    "turnstile",
    "hcaptcha",
  ])("%s is not displayed", (type) => expect(isExcludedFromRepeaterDisplay(type)).toBe(true));

  it.each(["textbox", "email", "listselect", "checkbox", "date", "number"])("%s is displayed", (type) =>
    expect(isExcludedFromRepeaterDisplay(type)).toBe(false),
  );

  it("a hidden sub-field is submitted but not displayed", () => {
    const rep: FieldDef = {
      id: 8,
      key: "r",
      type: "repeater",
      label: "R",
      order: 1,
      fields: [
        { id: 1, key: "h", type: "hidden", label: "H", order: 1 },
        { id: 2, key: "t", type: "textbox", label: "T", order: 2 },
      ],
    };
    const shown = repeaterDisplay(
      rep,
      { "8.1_1": { id: "8.1_1", value: "secret" }, "8.2_1": { id: "8.2_1", value: "x" } },
      (_s, v) => String(v),
    );
    expect(shown).toEqual([{ index: 1, fields: [{ key: "t", label: "T", text: "x" }] }]);
  });
});

describe("posted repeater values (server)", () => {
  it("parses ids; gaps close and sets are renumbered from 1; unknown sub-fields are ignored", () => {
    expect(parseSubFieldId("8.81_2")).toEqual({ repeater: 8, sub: 81, index: 2 });
    expect(parseSubFieldId("8.81")).toBeNull();
    expect(parseSubFieldId("8.81_2; drop")).toBeNull();
    const { rep } = repeaterForm();
    const { sets } = setsFromSubmitted(rep, {
      "8.81_5": { id: "8.81_5", value: "E" },
      "8.81_2": { id: "8.81_2", value: "B" },
      "8.99_2": { id: "8.99_2", value: "unknown" },
      "7.81_1": { id: "7.81_1", value: "other repeater" },
      "8.83_2": { id: "8.83_2", value: "submit type" },
      "8.82_2": { id: "8.82_2", value: { evil: true } },
    });
    expect(sets.map((s) => Object.fromEntries(s))).toEqual([{ 81: "B" }, { 81: "E" }]);
  });

  it("validateSubmission validates each set and returns the values per set", () => {
    const { form } = repeaterForm();
    const bad = validateSubmission(form, {
      8: {
        "8.81_1": { id: "8.81_1", value: "Anna" },
        "8.81_3": { id: "8.81_3", value: "" },
        "8.82_3": { id: "8.82_3", value: "nope" },
      },
    });
    expect(bad.ok).toBe(false);
    // Set 3 was renumbered to 2.
    expect(bad.fieldErrors).toEqual({
      "8.81_2": [{ id: "required-error", message: "REQ" }],
      "8.82_2": [{ id: "invalid-email", message: "EMAIL" }],
    });
    const good = validateSubmission(form, {
      8: {
        "8.81_1": { id: "8.81_1", value: "Anna" },
        "8.81_2": { id: "8.81_2", value: "Ben" },
        "8.82_2": { id: "8.82_2", value: "ben@example.de" },
      },
    });
    expect(good.ok).toBe(true);
    expect(good.data.fields["8"]?.value).toEqual({
      "8.81_1": { id: "8.81_1", value: "Anna" },
      "8.82_1": { id: "8.82_1", value: "" },
      "8.81_2": { id: "8.81_2", value: "Ben" },
      "8.82_2": { id: "8.82_2", value: "ben@example.de" },
    });
  });

  it("no set posted → one empty set, so a required sub-field still fails", () => {
    const { form } = repeaterForm();
    expect(validateSubmission(form, {}).fieldErrors).toEqual({
      "8.81_1": [{ id: "required-error", message: "REQ" }],
    });
    expect(validateSubmission(form, { 8: "garbage" }).ok).toBe(false);
  });

  it("more than MAX_REPEATER_SETS sets are refused, even with novalidate", () => {
    const { rep } = repeaterForm();
    const many: Record<string, { id: string; value: string }> = {};
    for (let i = 1; i <= MAX_REPEATER_SETS + 1; i++) many[`8.81_${i}`] = { id: `8.81_${i}`, value: "x" };
    const r = validateSubmission(runtime([rep], { novalidate: true }), { 8: many });
    expect(r.ok).toBe(false);
    expect(r.fieldErrors["8"]).toEqual([
      { id: "repeater-too-many", message: `TOOMANY ${MAX_REPEATER_SETS}` },
    ]);
  });

  it("a plain HTML post (no JavaScript) carries set 1 under nf-field-{id}.{sub}_1", () => {
    const { rep } = repeaterForm();
    expect(
      repeaterValueFromForm(rep, [
        ["nf-field-8.81_1", "Anna"],
        ["nf-field-8.82_1", "a@b.de"],
        ["nf-field-1", "other"],
        ["nf-field-8.83_1", "submit"],
      ]),
    ).toEqual({ "8.81_1": { id: "8.81_1", value: "Anna" }, "8.82_1": { id: "8.82_1", value: "a@b.de" } });
  });

  it("repeaterText numbers sets from 1 (English)", () => {
    const { rep } = repeaterForm();
    expect(repeaterText(rep, { "8.81_1": { id: "8.81_1", value: "A" } }, "en")).toBe("Set 1: Name: A");
  });
});

describe("a repeater's fewest sets (min_sets, issue 26)", () => {
  it("with min_sets 0 the form starts without sets, the last set can be removed and a visitor alone can submit", () => {
    const { form } = repeaterForm({ min_sets: 0 });
    const e = createFormEngine(form);
    expect(e.sets(8)).toEqual([]);
    const key = e.addSet(8) as number;
    e.removeSet(8, key);
    expect(e.sets(8)).toEqual([]);
    expect(e.validateAll()).toBe(true);
    expect(validateSubmission(form, {}).ok).toBe(true);
    expect(validateSubmission(form, { 8: {} }).ok).toBe(true);
  });

  it("without the setting a repeater keeps one set; with 2 fewer posted sets are padded and validated", () => {
    const one = createFormEngine(repeaterForm().form);
    one.removeSet(8, one.sets(8)[0]?.key as number);
    expect(one.sets(8)).toHaveLength(1);
    expect(validateSubmission(repeaterForm().form, {}).ok).toBe(false);
    const { form } = repeaterForm({ min_sets: 2 });
    const two = createFormEngine(form);
    expect(two.sets(8)).toHaveLength(2);
    const r = validateSubmission(form, { 8: { "8.81_1": { id: "8.81_1", value: "Anna" } } });
    expect(r.ok).toBe(false);
    expect(Object.keys(r.fieldErrors)).toEqual(["8.81_2"]);
    two.reset();
    expect(two.sets(8)).toHaveLength(2);
  });
});

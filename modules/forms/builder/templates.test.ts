import { describe, expect, it } from "vitest";
import { publishProblems } from "./publish-check.ts";
import { FORM_TEMPLATES, isFormTemplate, templateDraft } from "./templates.ts";

describe("form templates (issue 26 item 5)", () => {
  it("every template is a form that publishes as it is", () => {
    expect(FORM_TEMPLATES).toEqual(["contact", "quote", "event", "feedback"]);
    for (const t of FORM_TEMPLATES) {
      const draft = templateDraft(t);
      expect(draft.title, t).not.toBe("");
      expect(
        draft.fields.some((f) => f.type === "submit"),
        t,
      ).toBe(true);
      expect(publishProblems(draft), t).toEqual([]);
    }
  });

  it("the quote calculator has calculations, the event registration a repeater that may stay empty", () => {
    expect(templateDraft("quote").settings.calculations?.length).toBeGreaterThan(0);
    const repeater = templateDraft("event").fields.find((f) => f.type === "repeater");
    expect(repeater?.fields?.length).toBeGreaterThan(0);
    expect(repeater?.min_sets).toBe(0);
  });

  it("gives a fresh copy each time (an edit never reaches the template)", () => {
    const a = templateDraft("feedback");
    a.fields[0]!.label = "geändert";
    expect(templateDraft("feedback").fields[0]?.label).not.toBe("geändert");
  });

  it("knows only its own names", () => {
    expect(isFormTemplate("quote")).toBe(true);
    expect(isFormTemplate("umfrage")).toBe(false);
    expect(isFormTemplate(undefined)).toBe(false);
  });
});

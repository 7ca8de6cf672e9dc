/** The demo forms keep their promises (issue 26): the quote calculator's mail, the event form alone. */
import { describe, expect, it } from "vitest";
import { createFormEngine, validateSubmission } from "#modules/forms/engine/index.ts";
import { toRuntimeForm } from "#modules/forms/runtime.ts";
import { substituteTags } from "#modules/forms/submission/merge-tags.ts";
import { DEMO_FORMS } from "./demo-forms.ts";

const demo = (key: string) => {
  const f = DEMO_FORMS.find((x) => x.key === key);
  if (!f) throw new Error(key);
  return { input: f, runtime: toRuntimeForm({ id: 1, settings: f.settings, fields: f.fields }, "de") };
};

describe("demo quote calculator", () => {
  const { input, runtime } = demo("angebotsrechner");
  const byKey = (k: string) => input.fields.find((f) => f.key === k)!;

  it("has an active e-mail action that sends the promised offer to the visitor, the amount in German", () => {
    const mail = input.actions?.find((a) => a.type === "email");
    expect(mail?.active).toBe(true);
    expect(mail?.settings.to).toBe("{field:email}");
    const engine = createFormEngine(runtime);
    const subject = substituteTags(
      String(mail?.settings.email_subject),
      { fields: [], calculations: engine.calculations(), system: {}, locale: runtime.locale },
      "header",
    );
    expect(subject).toBe("Ihr Angebot für Kaffee-Catering: 120,00 €");
  });

  it("a guest count below 1 is refused and never gives a negative price", () => {
    const engine = createFormEngine(runtime);
    engine.set(byKey("gaeste").id, "-5", "change");
    expect(engine.field(byKey("gaeste").id).errors[0]?.id).toBe("number-min");
    for (const v of Object.values(engine.calculations())) expect(Number(v)).toBeGreaterThanOrEqual(0);
    expect(
      validateSubmission(runtime, { [byKey("gaeste").id]: "0" }).fieldErrors[byKey("gaeste").id]?.[0]?.id,
    ).toBe("number-min");
  });
});

describe("demo event registration", () => {
  it("a visitor coming alone submits without a companion set", () => {
    const { input, runtime } = demo("veranstaltung");
    const id = (k: string) => String(input.fields.find((f) => f.key === k)!.id);
    const engine = createFormEngine(runtime);
    expect(engine.sets(Number(id("begleitpersonen")))).toEqual([]);
    const r = validateSubmission(runtime, {
      [id("vorname")]: "Erika",
      [id("nachname")]: "Muster",
      [id("email")]: "erika@example.de",
      [id("email_bestaetigen")]: "erika@example.de",
      [id("termin")]: "2027-01-16",
      [id("agb")]: "1",
    });
    expect(r.fieldErrors).toEqual({});
    expect(r.ok).toBe(true);
  });
});

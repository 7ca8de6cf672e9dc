/**
 * The builder's templates (issue 26 item 5): contact, quote calculator, event registration with
 * a repeater, feedback. The first three are the demo roastery's own forms (db/seed/demo-forms.ts,
 * one definition for both), the feedback form is defined here. A template gives a fresh draft
 * (deep copy): the owner changes it in the builder before publishing. Framework-free.
 */
import type { FormDraft } from "#db/schema/forms.ts";
import { DEMO_FORMS } from "#db/seed/demo-forms.ts";
import type { FieldDef } from "../engine/types.ts";
import type { FormInput } from "../store.ts";

import type { FormTemplate } from "./template-names.ts";

export { FORM_TEMPLATES, type FormTemplate, isFormTemplate } from "./template-names.ts";

const FEEDBACK_FIELDS: FieldDef[] = [
  {
    id: 1,
    key: "bewertung",
    type: "starrating",
    label: "Wie zufrieden sind Sie insgesamt?",
    order: 1,
    number_of_stars: 5,
    required: true,
  },
  {
    id: 2,
    key: "gefallen",
    type: "textarea",
    label: "Was hat Ihnen gefallen?",
    order: 2,
    input_limit: 1000,
    input_limit_type: "characters",
  },
  {
    id: 3,
    key: "verbessern",
    type: "textarea",
    label: "Was können wir besser machen?",
    order: 3,
    input_limit: 1000,
    input_limit_type: "characters",
  },
  {
    id: 4,
    key: "empfehlen",
    type: "listradio",
    label: "Würden Sie uns weiterempfehlen?",
    order: 4,
    options: [
      { label: "Ja", value: "ja" },
      { label: "Vielleicht", value: "vielleicht" },
      { label: "Nein", value: "nein" },
    ],
  },
  {
    id: 5,
    key: "email",
    type: "email",
    label: "E-Mail-Adresse (optional, falls wir nachfragen dürfen)",
    order: 5,
    custom_autocomplete: "email",
  },
  { id: 6, key: "absenden", type: "submit", label: "Feedback senden", order: 6 },
];

const FEEDBACK: FormDraft = {
  title: "Feedback",
  settings: { title: "Feedback", show_title: true, clear_complete: true, hide_complete: true },
  fields: FEEDBACK_FIELDS,
  actions: [
    { type: "save", label: "Speichern", active: true, settings: {} },
    {
      type: "successmessage",
      label: "Erfolgsmeldung",
      active: true,
      settings: { success_msg: "<p>Danke für Ihr Feedback!</p>" },
    },
  ],
};

const DEMO_KEY: Record<Exclude<FormTemplate, "feedback">, string> = {
  contact: "kontakt",
  quote: "angebotsrechner",
  event: "veranstaltung",
};

function fromDemo(key: string): FormDraft {
  const demo = DEMO_FORMS.find((f) => f.key === key) as FormInput;
  return { title: demo.title, settings: demo.settings, fields: demo.fields, actions: demo.actions ?? [] };
}

/** A fresh copy of the template's definition. */
export function templateDraft(template: FormTemplate): FormDraft {
  return structuredClone(template === "feedback" ? FEEDBACK : fromDemo(DEMO_KEY[template]));
}

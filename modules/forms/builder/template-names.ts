/** The builder's template names (the list's picker loads only these, not the definitions: templates.ts). */
export const FORM_TEMPLATES = ["contact", "quote", "event", "feedback"] as const;
export type FormTemplate = (typeof FORM_TEMPLATES)[number];

export function isFormTemplate(value: unknown): value is FormTemplate {
  return typeof value === "string" && (FORM_TEMPLATES as readonly string[]).includes(value);
}

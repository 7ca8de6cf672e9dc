/** Test helper: a runtime form with recognisable messages and the German locale. */
import type { FieldDef, FormLocale, FormMessages, FormSettings, RuntimeForm } from "./types.ts";

export const MESSAGES: FormMessages = {
  validateRequiredField: "REQ",
  changeEmailErrorMsg: "EMAIL",
  changeDateErrorMsg: "DATE",
  fieldNumberNumMinError: "MIN",
  fieldNumberNumMaxError: "MAX",
  fieldNumberIncrementBy: "STEP ",
  fieldNumberInvalid: "NAN",
  confirmFieldErrorMsg: "CONFIRM",
  recaptchaConsentMissing: "CONSENT",
  repeaterTooManySets: "TOOMANY {n}",
  maximumSelected: "MAXSEL {n}",
  formErrorsCorrectErrors: "CORRECT",
  honeypotHoneypotError: "HONEY",
};

export const DE: FormLocale = {
  thousands_sep: ".",
  decimal_point: ",",
  currencySymbol: "€",
  currencyPosition: "after",
};
export const EN: FormLocale = {
  thousands_sep: ",",
  decimal_point: ".",
  currencySymbol: "$",
  currencyPosition: "before",
};

let nextId = 1;
export function field(type: string, key: string, extra: Partial<FieldDef> = {}): FieldDef {
  const id = extra.id ?? nextId++;
  return { id, key, type, label: key, order: id, ...extra };
}

export function runtime(
  fields: FieldDef[],
  settings: Partial<FormSettings> = {},
  locale: FormLocale = DE,
): RuntimeForm {
  return { id: 1, settings: { title: "Test", ...settings }, fields, messages: MESSAGES, locale };
}

/**
 * Turns a stored definition into what the engine runs: messages from the catalogue, overridden by
 * the form's own settings, and the site locale's separators and currency.
 */
import type { Lang } from "../i18n/index.ts";
import type { FormDef, FormLocale, FormMessages, RuntimeForm } from "./engine/types.ts";
import { translateForms } from "./messages.ts";

const MESSAGE_KEYS: (keyof FormMessages)[] = [
  "validateRequiredField",
  "changeEmailErrorMsg",
  "changeDateErrorMsg",
  "fieldNumberNumMinError",
  "fieldNumberNumMaxError",
  "fieldNumberIncrementBy",
  "fieldNumberInvalid",
  "confirmFieldErrorMsg",
  "recaptchaConsentMissing",
  "repeaterTooManySets",
  "maximumSelected",
  "formErrorsCorrectErrors",
  "honeypotHoneypotError",
];

export const FORM_LOCALES: Record<Lang, FormLocale> = {
  de: { thousands_sep: ".", decimal_point: ",", currencySymbol: "€", currencyPosition: "after" },
  en: { thousands_sep: ",", decimal_point: ".", currencySymbol: "€", currencyPosition: "before" },
};

export function resolveMessages(def: FormDef, lang: Lang): FormMessages {
  const out = {} as FormMessages;
  for (const key of MESSAGE_KEYS) {
    const own = def.settings.messages?.[key];
    out[key] = own && own.trim() !== "" ? own : translateForms(lang, `forms.msg.${key}`);
  }
  return out;
}

export function toRuntimeForm(def: FormDef, lang: Lang = "de"): RuntimeForm {
  return { ...def, messages: resolveMessages(def, lang), locale: FORM_LOCALES[lang] };
}

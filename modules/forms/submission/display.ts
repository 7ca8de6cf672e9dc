/**
 * A submitted value as a person reads it (e-mails, the success message, the CSV export): option
 * labels instead of values, the checkbox's checked/unchecked text, date and time together,
 * totals as money. Pure.
 */
import type { Lang } from "#modules/i18n/index.ts";
import { isChecked, shippingCost } from "../engine/calc.ts";
import { repeaterText } from "../engine/engine.ts";
import { formatMoney } from "../engine/number.ts";
import type { RepeaterValue } from "../engine/repeater.ts";
import type { FieldDef, FieldValue, FormLocale } from "../engine/types.ts";
import { textOf } from "../engine/validate.ts";
import { submissionText } from "./messages.ts";

/** Types whose values never appear in `{all_fields_table}` (secrets, captcha tokens). */
export const UNLISTED_TYPES = new Set([
  "password",
  "passwordconfirm",
  "recaptcha",
  "recaptcha_v3",
  "turnstile",
  "hcaptcha",
  "proofofwork",
  "spam",
  "submit",
  "html",
  "hr",
  "divider",
  "note",
  "button",
]);

export function displayText(
  f: FieldDef,
  value: FieldValue | undefined,
  locale: FormLocale,
  lang: Lang,
): string {
  if (value === undefined) return "";
  // A repeater: one line per set, "Satz n: Label: Wert; …" (excluded types and empty values left out).
  if (f.type === "repeater") return repeaterText(f, value as unknown as RepeaterValue, lang);
  if (f.type === "checkbox")
    return isChecked(value)
      ? (f.checked_value ?? submissionText(lang, "submit.checked"))
      : (f.unchecked_value ?? submissionText(lang, "submit.unchecked"));
  if (f.type === "total") return formatMoney(Number(textOf(value)) || 0, locale);
  if (f.type === "shipping") return formatMoney(shippingCost(f, locale), locale);
  if (typeof value === "object" && !Array.isArray(value)) {
    const time = value.hour
      ? `${value.hour}:${value.minute || "00"}${value.ampm ? ` ${value.ampm}` : ""}`
      : "";
    return [value.date, time].filter(Boolean).join(" ");
  }
  const options = [...(f.options ?? []), ...(f.image_options ?? [])];
  const list = Array.isArray(value) ? value : [textOf(value)];
  if (options.length > 0 && f.type !== "product")
    return list
      .filter((v) => v !== "")
      .map((v) => options.find((o) => o.value === v)?.label ?? v)
      .join(", ");
  return list.join(", ");
}

/**
 * The field rules of §5 with the error ids of §8. Pure functions: the engine calls them live in
 * the browser, the server calls them for the authoritative check.
 */

import { isEmail } from "../../validation/email.ts";
import { isValidDate, resolveDateFormat } from "./date.ts";
import { maskPattern, maskPlaceholder } from "./mask.ts";
import { parseLocaleNumber } from "./number.ts";
import type { FieldDef, FieldError, FieldValue, FormLocale, FormMessages } from "./types.ts";

export const DEFAULT_NUMBER_STEP = "1";

/** Types that hold no value a visitor enters (never required, never validated). */
export const DISPLAY_TYPES = new Set([
  "html",
  "hr",
  "divider",
  "note",
  "submit",
  "button",
  "total",
  "shipping",
  "repeater-end",
]);

/** Captcha fields always need their token (the server verifies it; spec §5: a response clears the required error). */
export const CAPTCHA_FIELD_TYPES = new Set([
  "recaptcha",
  "recaptcha_v3",
  "turnstile",
  "hcaptcha",
  "proofofwork",
]);

export type RuleContext = {
  messages: FormMessages;
  locale: FormLocale;
  lang?: string;
  /** Value of another field by key (confirm rule). */
  valueOfKey: (key: string) => FieldValue | undefined;
};

/** The text the required rule and most rules look at. */
export function textOf(value: FieldValue | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "1" : "";
  if (Array.isArray(value)) return value.join(",");
  return value.date ?? "";
}

/**
 * The visible text of a rich-text value (tags removed, the common entities decoded): what the
 * required rule and the input-limit counter look at, since the HTML itself is never empty.
 */
export function richTextToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

const isRichText = (field: FieldDef) => field.type === "textarea" && !!field.textarea_rte;

function isEmpty(field: FieldDef, value: FieldValue | undefined): boolean {
  if (isRichText(field)) return richTextToText(textOf(value)).trim() === "";
  if (field.type === "checkbox")
    return !(value === true || value === "1" || value === "checked" || value === "on");
  if (Array.isArray(value)) return value.filter((v) => v.trim() !== "").length === 0;
  if (value && typeof value === "object") {
    if (field.date_mode === "time_only") return !value.hour;
    return !value.date?.trim();
  }
  const text = textOf(value).trim();
  if (text === "") return true;
  const pattern = maskPattern(field.mask, field.custom_mask);
  return pattern !== undefined && text === maskPlaceholder(pattern);
}

/** Decimals of a number written in plain notation ("0.25" → 2). */
function decimalsOf(text: string): number {
  const at = text.indexOf(".");
  return at < 0 ? 0 : text.length - at - 1;
}

/** Whether `n` is a multiple of `step` exactly, counting in integers scaled by the decimals. */
function isMultiple(n: number, step: number, dec: number): boolean {
  if (step === 0) return true;
  const scale = 10 ** dec;
  const a = Math.round(n * scale);
  const b = Math.round(step * scale);
  return a % b === 0;
}

export function validateNumber(field: FieldDef, text: string, ctx: RuleContext): FieldError | null {
  const n = parseLocaleNumber(text.trim(), ctx.locale);
  if (Number.isNaN(n)) return { id: "number-invalid", message: ctx.messages.fieldNumberInvalid };
  const min = field.num_min !== undefined && field.num_min !== "" ? Number(field.num_min) : undefined;
  const max = field.num_max !== undefined && field.num_max !== "" ? Number(field.num_max) : undefined;
  if (min !== undefined && !Number.isNaN(min) && n < min)
    return { id: "number-min", message: ctx.messages.fieldNumberNumMinError };
  if (max !== undefined && !Number.isNaN(max) && n > max)
    return { id: "number-max", message: ctx.messages.fieldNumberNumMaxError };
  const stepText =
    field.num_step && field.num_step.trim() !== "" && field.num_step !== "any"
      ? field.num_step.trim()
      : DEFAULT_NUMBER_STEP;
  const step = Number(stepText);
  if (field.num_step === "any" || Number.isNaN(step) || step <= 0) return null;
  const stepDec = decimalsOf(stepText);
  const valueDec = decimalsOf(String(n));
  if (valueDec > stepDec || !isMultiple(n, step, stepDec)) {
    const shown = stepText.replace(".", ctx.locale.decimal_point);
    return { id: "number-step", message: `${ctx.messages.fieldNumberIncrementBy}${shown}` };
  }
  return null;
}

/**
 * The rules for one field. `visible` false: nothing is validated (hidden required fields are not
 * checked). Returns at most one error per rule family, the first that applies.
 */
export function validateField(
  field: FieldDef,
  value: FieldValue | undefined,
  visible: boolean,
  ctx: RuleContext,
): FieldError[] {
  if (!visible || DISPLAY_TYPES.has(field.type)) return [];
  if ((field.required || CAPTCHA_FIELD_TYPES.has(field.type)) && isEmpty(field, value)) {
    return [{ id: "required-error", message: ctx.messages.validateRequiredField }];
  }
  const max = Number(field.dropdown_max_selection ?? 0);
  if (max > 0 && Array.isArray(value) && value.filter((v) => v !== "").length > max) {
    return [{ id: "max-selection", message: ctx.messages.maximumSelected.replace("{n}", String(max)) }];
  }
  const text = textOf(value).trim();
  switch (field.type) {
    case "email":
      if (text !== "" && !isEmail(text))
        return [{ id: "invalid-email", message: ctx.messages.changeEmailErrorMsg }];
      break;
    case "date": {
      if (field.date_mode === "time_only" || text === "") break;
      const format = resolveDateFormat(field.date_format, ctx.lang);
      if (!isValidDate(text, format, ctx.lang, field.year_range_start, field.year_range_end)) {
        return [{ id: "invalid-date", message: ctx.messages.changeDateErrorMsg }];
      }
      break;
    }
    case "number":
    case "quantity": {
      if (text === "") break;
      const error = validateNumber(field, text, ctx);
      if (error) return [error];
      break;
    }
  }
  const other = field.confirm_field || field.confirm_with;
  if (other && (field.type === "confirm" || field.type === "passwordconfirm")) {
    if (textOf(value) !== textOf(ctx.valueOfKey(other))) {
      return [{ id: "confirm-mismatch", message: ctx.messages.confirmFieldErrorMsg }];
    }
  }
  return [];
}

/** Words of a text (runs of non-space characters). */
function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== "");
}

/**
 * Input limit: characters use a maxlength (the text is cut there), words are truncated to the
 * limit. Applied on input in the browser and to every submitted value on the server.
 */
export function applyInputLimit(field: FieldDef, text: string): string {
  const limit = Number(field.input_limit);
  // Rich text is never cut (cutting HTML breaks its markup); its counter counts the visible text.
  if (!limit || limit <= 0 || isRichText(field)) return text;
  if (field.input_limit_type === "words") {
    const w = words(text);
    if (w.length <= limit) return text;
    // Keep the original spacing up to the end of the limit-th word.
    const re = /\S+/g;
    let m: RegExpExecArray | null = null;
    for (let i = 0; i < limit; i++) m = re.exec(text);
    return m ? text.slice(0, m.index + m[0].length) : "";
  }
  return [...text].slice(0, limit).join("");
}

/** The remaining counter: characters or words left (never negative). */
export function remainingInput(field: FieldDef, text: string): number | undefined {
  const limit = Number(field.input_limit);
  if (!limit || limit <= 0) return undefined;
  const visible = isRichText(field) ? richTextToText(text).trim() : text;
  const used = field.input_limit_type === "words" ? words(visible).length : [...visible].length;
  return Math.max(0, limit - used);
}

/**
 * The mails' settings (issue 27 item 1): the sender (`mail.fromName`, `mail.fromAddress`; empty =
 * `MAIL_FROM`) and the owner's texts per mail (`mail.texts.<id>`: per language subject, heading and
 * text; a language left out uses the built-in texts). Every check is the same for the back office,
 * `laden settings set` and REST: an unknown placeholder is refused with its name, an empty subject
 * is refused, a required placeholder must stay.
 */
import { z } from "zod";
import { type Lang, translate } from "../i18n/index.ts";
import { registerSettings } from "../settings/registry.ts";
import { MAIL_IDS, type MailId, type MailTexts, mailLangs, mailType } from "./mail-types.ts";
import { placeholdersIn, unknownPlaceholders } from "./placeholders.ts";
import "../i18n/messages-mail-texts.ts";

export const MAIL_TEXT_LIMITS = { subject: 200, heading: 200, text: 5000 } as const;
export type MailTextField = keyof typeof MAIL_TEXT_LIMITS;
const FIELDS = Object.keys(MAIL_TEXT_LIMITS) as MailTextField[];

/** The owner's texts of one mail: only the languages the owner changed. */
export type StoredMailTexts = Partial<Record<Lang, MailTexts>>;

/** A field's error, keyed `de.subject`, `en.text`, … (German messages, or the owner's language). */
export type MailTextErrors = Partial<Record<`${Lang}.${MailTextField}`, string>>;

/** Checks one language's texts of a mail: every message names the field and the language. */
export function checkMailTexts(
  id: MailId,
  lang: Lang,
  texts: MailTexts,
  uiLang: Lang = "de",
): MailTextErrors {
  const type = mailType(id);
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(uiLang, key, { lang: translate(uiLang, `mailTexts.lang.${lang}`), ...params });
  const errors: MailTextErrors = {};
  for (const field of FIELDS) {
    const value = texts[field];
    const label = translate(uiLang, `mailTexts.field.${field}`);
    const unknown = unknownPlaceholders(value, type.placeholders);
    if (field === "subject" && value.trim() === "")
      errors[`${lang}.${field}`] = t("mailTexts.error.subjectEmpty");
    else if (value.length > MAIL_TEXT_LIMITS[field])
      errors[`${lang}.${field}`] = t("mailTexts.error.tooLong", {
        field: label,
        max: MAIL_TEXT_LIMITS[field],
      });
    else if (unknown.length > 0)
      errors[`${lang}.${field}`] = unknown
        .map((name) => t("mailTexts.error.unknown", { name, field: label }))
        .join(" ");
  }
  const missing = (type.required ?? []).filter((name) => !placeholdersIn(texts.text).includes(name));
  if (missing.length > 0 && !errors[`${lang}.text`])
    errors[`${lang}.text`] = missing.map((name) => t("mailTexts.error.required", { name })).join(" ");
  return errors;
}

const textsSchema = z.object({
  subject: z.string().trim(),
  heading: z.string().trim(),
  text: z.string().trim(),
});

function storedTextsSchema(id: MailId) {
  return z
    .object({ de: textsSchema.optional(), en: textsSchema.optional() })
    .strict()
    .superRefine((value, ctx) => {
      for (const lang of ["de", "en"] as const) {
        const texts = value[lang];
        if (!texts) continue;
        if (!mailLangs(id).includes(lang)) {
          ctx.addIssue({ code: "custom", message: "Diese E-Mail gibt es nur auf Deutsch.", path: [lang] });
          continue;
        }
        for (const message of Object.values(checkMailTexts(id, lang, texts)))
          ctx.addIssue({ code: "custom", message, path: [lang] });
      }
    });
}

type TextKey = `mail.texts.${MailId}`;
type TextDefinitions = Record<
  TextKey,
  { schema: ReturnType<typeof storedTextsSchema>; default: StoredMailTexts }
>;

export function mailTextsKey(id: MailId): TextKey {
  return `mail.texts.${id}`;
}

const textDefinitions = Object.fromEntries(
  MAIL_IDS.map((id) => [mailTextsKey(id), { schema: storedTextsSchema(id), default: {} }]),
) as TextDefinitions;

/** A display name: header text, so no line breaks, control characters or angle brackets. */
const fromName = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !/[\p{Cc}<>"]/u.test(v), translate("de", "mailTexts.error.fromName"));

const fromAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v === "" || z.email().safeParse(v).success, translate("de", "mailTexts.error.fromAddress"));

const mailSettings = registerSettings({
  "mail.fromName": { schema: fromName, default: "" },
  "mail.fromAddress": { schema: fromAddress, default: "" },
  ...textDefinitions,
});

type MailSettings = typeof mailSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends MailSettings {}
}

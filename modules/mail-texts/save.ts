/**
 * Saving the owner's texts of one mail (issue 27 item 1): each language checked (an unknown
 * placeholder refused with its name, an empty subject refused, a required placeholder kept), a
 * language whose texts equal the built-in ones stored as "not changed" (it follows the built-in
 * texts), then one audited write of the mail's key through the settings groups' save.
 */
import type { Db } from "#db/client.ts";
import type { Actor } from "../audit/log.ts";
import type { Lang } from "../i18n/index.ts";
import { defaultMailTexts, type MailId, type MailTexts, mailLangs } from "../mail/mail-types.ts";
import { checkMailTexts, type MailTextErrors, mailTextsKey, type StoredMailTexts } from "../mail/settings.ts";
import type { Settings } from "../settings/index.ts";
import { saveSettingsGroup } from "../settings/save-group.ts";

export const MAIL_SETTINGS_GROUP = "emails";

/** The form's texts, trimmed (line ends as LF). */
export function cleanMailTexts(texts: MailTexts): MailTexts {
  const clean = (v: string) => v.replace(/\r\n?/g, "\n").trim();
  return { subject: clean(texts.subject), heading: clean(texts.heading), text: clean(texts.text) };
}

const same = (a: MailTexts, b: MailTexts) =>
  a.subject === b.subject && a.heading === b.heading && a.text === b.text;

/** Checks every language of the mail; the errors keyed `de.subject`, … in the owner's language. */
export function checkMailForm(
  id: MailId,
  submitted: Partial<Record<Lang, MailTexts>>,
  uiLang: Lang,
): { ok: true; stored: StoredMailTexts } | { ok: false; errors: MailTextErrors } {
  let errors: MailTextErrors = {};
  const stored: StoredMailTexts = {};
  for (const lang of mailLangs(id)) {
    const texts = cleanMailTexts(submitted[lang] ?? defaultMailTexts(id, lang));
    errors = { ...errors, ...checkMailTexts(id, lang, texts, uiLang) };
    if (!same(texts, defaultMailTexts(id, lang))) stored[lang] = texts;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, stored };
}

/** Writes the mail's texts (checked by checkMailForm); answers whether anything changed. */
export async function saveMailTexts(
  db: Db,
  input: { actor: Actor; id: MailId; stored: StoredMailTexts },
): Promise<boolean> {
  const values = { [mailTextsKey(input.id)]: input.stored } as Partial<Settings>;
  const changed = await saveSettingsGroup(db, { actor: input.actor, group: MAIL_SETTINGS_GROUP, values });
  return changed.length > 0;
}

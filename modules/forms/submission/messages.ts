/**
 * Texts of the submission flow. Server-only (never shipped to the browser), so they sit here and
 * not in the form runtime's client catalogue. German first, English second.
 */
import { fillPlaceholders } from "#modules/i18n/fill.ts";
import type { Lang } from "#modules/i18n/index.ts";

const de = {
  "submit.malformed": "Die Formulardaten konnten nicht gelesen werden.",
  "submit.notFound": "Dieses Formular gibt es nicht.",
  "submit.removed":
    "Dieses Formular wurde inzwischen vom Betreiber entfernt und nimmt keine Einsendungen mehr an. Ihre Angaben wurden nicht gesendet.",
  "submit.rateLimited":
    "Zu viele Einsendungen in kurzer Zeit. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  "submit.unique": "Dieser Wert wurde bereits eingesendet.",
  "submit.subLimit": "Dieses Formular nimmt keine Einsendungen mehr an.",
  "submit.emailNotSent": "Die Bestätigungs-E-Mail konnte nicht versandt werden.",
  "submit.invalidEmail": "Eine E-Mail-Aktion hat keine gültige Empfängeradresse: {to}",
  "submit.resumeInvalid":
    "Diese Einsendung kann nicht fortgesetzt werden (abgelaufen oder bereits abgeschlossen).",
  "submit.checked": "Ausgewählt",
  "submit.unchecked": "Nicht ausgewählt",
  "submit.tableField": "Feld",
  "submit.tableValue": "Wert",
  "submit.debug.saved": "Einsendung {id} gespeichert.",
  "submit.debug.duplicate": "Doppelte Einsendung: die vorhandene Einsendung {id} gilt.",
  "submit.debug.mail": "E-Mail an {to} in die Warteschlange gestellt.",
  "submit.debug.headerDropped": "{header}: ungültige Adresse ausgelassen: {address}",
  "submit.debug.halt": "Weiterleitung hält die Einsendung an; Fortsetzung mit nf_resume.",
  "submit.debug.skipped": "Aktion {type} übersprungen (unbekannt oder inaktiv).",
  "submit.debug.conditionSkipped": "Aktion {type} übersprungen: ihre Bedingung trifft nicht zu.",
  "submit.debug.redirectRefused": "Weiterleitungsziel abgelehnt: {url}",
} as const;

export type SubmissionMessageKey = keyof typeof de;

const en: Partial<Record<SubmissionMessageKey, string>> = {
  "submit.malformed": "The form data could not be read.",
  "submit.notFound": "This form does not exist.",
  "submit.removed":
    "This form has been removed by the site owner and no longer accepts submissions. Your entries were not sent.",
  "submit.rateLimited": "Too many submissions in a short time. Please try again in {seconds} seconds.",
  "submit.unique": "This value has already been submitted.",
  "submit.subLimit": "This form no longer accepts submissions.",
  "submit.emailNotSent": "The confirmation e-mail could not be sent.",
  "submit.invalidEmail": "An e-mail action has no valid recipient address: {to}",
  "submit.resumeInvalid": "This submission cannot be resumed (expired or already completed).",
  "submit.checked": "Checked",
  "submit.unchecked": "Unchecked",
  "submit.tableField": "Field",
  "submit.tableValue": "Value",
  "submit.debug.saved": "Submission {id} saved.",
  "submit.debug.duplicate": "Duplicate submission: the existing submission {id} stands.",
  "submit.debug.mail": "E-mail to {to} queued.",
  "submit.debug.headerDropped": "{header}: invalid address left out: {address}",
  "submit.debug.halt": "A redirect halts the submission; it continues with nf_resume.",
  "submit.debug.skipped": "Action {type} skipped (unknown or inactive).",
  "submit.debug.conditionSkipped": "Action {type} skipped: its condition does not hold.",
  "submit.debug.redirectRefused": "Redirect target refused: {url}",
};

export function submissionText(
  lang: Lang,
  key: SubmissionMessageKey,
  params?: Record<string, string | number>,
): string {
  const text = (lang === "en" ? en[key] : undefined) ?? de[key];
  if (!params) return text;
  return fillPlaceholders(text, params);
}

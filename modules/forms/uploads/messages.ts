/** Texts of file uploads (server side; the browser shows what the server answers). German first. */
import { fillPlaceholders } from "#modules/i18n/fill.ts";
import type { Lang } from "#modules/i18n/index.ts";
import type { UploadErrorCode } from "./check.ts";

const de = {
  file_too_large: "Die Datei ist zu groß. Erlaubt sind höchstens {mb} MB.",
  invalid_file_type: "Dieser Dateityp ist nicht erlaubt. Erlaubt sind: {types}.",
  too_many_files: "Zu viele Dateien. Erlaubt sind höchstens {count}.",
  upload_failed: "Die Datei konnte nicht hochgeladen werden. Bitte wählen Sie sie erneut aus.",
  upload_missing: "Es wurde keine Datei gesendet.",
} as const;

export type UploadMessageKey = keyof typeof de;

const en: Record<UploadMessageKey, string> = {
  file_too_large: "The file is too large. At most {mb} MB are allowed.",
  invalid_file_type: "This file type is not allowed. Allowed are: {types}.",
  too_many_files: "Too many files. At most {count} are allowed.",
  upload_failed: "The file could not be uploaded. Please choose it again.",
  upload_missing: "No file was sent.",
};

export function uploadText(lang: Lang, key: UploadMessageKey, params: Record<string, string | number> = {}) {
  const text = lang === "en" ? en[key] : de[key];
  return fillPlaceholders(text, params);
}

/** The message of a refusal with the field's limits filled in. */
export function refusalText(
  lang: Lang,
  code: UploadErrorCode,
  limits: { maxBytes: number; types: readonly string[]; multiCount: number },
): string {
  return uploadText(lang, code, {
    mb: Math.round((limits.maxBytes / 1048576) * 10) / 10,
    types: limits.types.join(", "),
    count: limits.multiCount,
  });
}

/**
 * The formats a date field may use, without the date library: what the field components need to
 * render, and what the embed needs before it has loaded date.ts (app/embed/date.ts).
 */

/** The formats a date field may use; "default" is the site's (German: DD.MM.YYYY). */
export const DATE_FORMATS = [
  "default",
  "DD/MM/YYYY",
  "DD-MM-YYYY",
  "DD.MM.YYYY",
  "MM/DD/YYYY",
  "MM-DD-YYYY",
  "MM.DD.YYYY",
  "YYYY-MM-DD",
  "YYYY/MM/DD",
  "YYYY.MM.DD",
  "dddd, MMMM D YYYY",
] as const;

export const SITE_DATE_FORMAT: Record<string, string> = { de: "DD.MM.YYYY", en: "DD/MM/YYYY" };

export function resolveDateFormat(format: string | undefined, lang = "de"): string {
  if (!format || format === "default") return SITE_DATE_FORMAT[lang] ?? "DD.MM.YYYY";
  return format;
}

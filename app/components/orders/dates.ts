import { type Lang, LOCALE } from "#modules/i18n/index.ts";

/** 22. November 2026 (Berlin, where the shop is). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}

/** 22. November 2026 um 09:15 (Berlin). */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}

/** 22.11.2026, 09:15:07 → its parts: the date as above and the time to the second. */
export function formatTimeWithSeconds(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}

/**
 * Date rule (§5): the text must parse and re-format exactly in the configured format, within the
 * year range; skipped for time_only. Formats are Ninja Forms' (moment-style tokens), which dayjs
 * parses strictly with its customParseFormat plugin.
 */
import dayjs from "dayjs";
import "dayjs/locale/de.js";
import customParseFormat from "dayjs/plugin/customParseFormat.js";

dayjs.extend(customParseFormat);

// The formats themselves need no dayjs (the embed loads this module only for forms with a date).
export * from "./date-formats.ts";

/** True when `text` is a date in `format` that re-formats to exactly `text`, within the years. */
export function isValidDate(
  text: string,
  format: string,
  lang = "de",
  yearStart?: number,
  yearEnd?: number,
): boolean {
  const d = parseStrict(text, format, lang);
  if (!d || d.locale(lang).format(format) !== text) return false;
  if (yearStart && d.year() < yearStart) return false;
  if (yearEnd && d.year() > yearEnd) return false;
  return true;
}

export function formatDate(date: Date, format: string, lang = "de"): string {
  return dayjs(date).locale(lang).format(format);
}

/**
 * Strict parse. dayjs does not parse weekday names (`dddd`), so a leading "dddd, " is skipped when
 * parsing; the exact re-format then checks that the weekday is right.
 */
function parseStrict(text: string, format: string, lang: string): dayjs.Dayjs | undefined {
  let f = format;
  let t = text;
  const weekday = /^dddd(\W+)/.exec(format);
  if (weekday) {
    const sep = weekday[1] as string;
    const at = text.indexOf(sep);
    if (at < 0) return undefined;
    f = format.slice(weekday[0].length);
    t = text.slice(at + sep.length);
  }
  const d = dayjs(t, f, lang, true);
  return d.isValid() ? d : undefined;
}

/** ISO `YYYY-MM-DD` (a native date input) → the field's format; undefined when not a date. */
export function fromIsoDate(iso: string, format: string, lang = "de"): string | undefined {
  const d = dayjs(iso, "YYYY-MM-DD", true);
  return d.isValid() ? d.locale(lang).format(format) : undefined;
}

/** The field's format → ISO `YYYY-MM-DD`; undefined when not a date. */
export function toIsoDate(text: string, format: string, lang = "de"): string | undefined {
  return isValidDate(text, format, lang) ? parseStrict(text, format, lang)?.format("YYYY-MM-DD") : undefined;
}

/**
 * Document numbers from a pattern the owner sets: `{YYYY}`, `{YY}` and `{MM}` are the year and
 * month of issue (Berlin), `{N}` … `{NNNNNNNN}` the range's running number padded to that many
 * digits. The running number never restarts (a new year gives a new prefix, not a new count), so
 * a number is unique and the numbers of a range have no gap whatever the pattern.
 */
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";

const TOKEN = /\{(YYYY|YY|MM|N{1,8})\}/g;
const LITERAL = /^[A-Za-z0-9\-_/.# ]*$/;

export const NUMBER_PATTERN_MAX = 40;

/** Why a pattern cannot be used (German), or null when it can. */
export function numberPatternProblem(pattern: string): string | null {
  if (pattern.length === 0 || pattern.length > NUMBER_PATTERN_MAX) {
    return `Das Muster braucht 1 bis ${NUMBER_PATTERN_MAX} Zeichen.`;
  }
  const counters = [...pattern.matchAll(TOKEN)].filter((m) => m[1]!.startsWith("N"));
  if (counters.length !== 1) return "Das Muster braucht genau einen Zähler, etwa {NNNNN}.";
  const literal = pattern.replace(TOKEN, "");
  if (/[{}]/.test(literal)) return "Unbekannter Platzhalter; erlaubt sind {YYYY}, {YY}, {MM} und {N…}.";
  if (!LITERAL.test(literal)) return "Erlaubt sind Buchstaben, Ziffern, Leerzeichen und - _ / . #";
  return null;
}

const yearMonth = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
});

export function formatDocumentNumber(pattern: string, sequence: number, issuedAt: Date): string {
  const parts = Object.fromEntries(yearMonth.formatToParts(issuedAt).map((p) => [p.type, p.value]));
  return pattern.replace(TOKEN, (_, token: string) => {
    if (token === "YYYY") return parts.year!;
    if (token === "YY") return parts.year!.slice(2);
    if (token === "MM") return parts.month!;
    return String(sequence).padStart(token.length, "0");
  });
}

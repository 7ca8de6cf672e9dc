/**
 * DATEV's Buchungsstapel (EXTF format 700, category 21, format version 13): the header line with
 * the advisor's numbers and the range, the column line, then one booking per document and VAT
 * rate: the gross amount from the collective debtor to the rate's revenue account (S), a credit
 * note the other way (H). Decisions and sources: docs/back-office/documents.md "DATEV".
 * Pure: the documents come in (load.ts), the file's text goes out; encoding in windows-1252.ts.
 */
import type { MessageKey } from "../../i18n/index.ts";
import { berlinDay, type DayRange } from "../../reports/berlin-days.ts";
import type { Settings } from "../../settings/definitions.ts";
import { SHOP_TIME_ZONE } from "../../shared/shop-time.ts";
import { revenueAccount, revenueKind } from "./accounts.ts";
import { DATEV_COLUMNS } from "./datev-columns.ts";
import type { ExportDocument } from "./load.ts";

/** A value written as DATEV text (in quotes) or as a number or date (bare). */
type Field = { text: string } | string;

const COLUMN_INDEX = new Map<string, number>(DATEV_COLUMNS.map((name, i) => [name, i]));
const BUCHUNGSTEXT_MAX = 60;
const BELEGFELD_MAX = 36;

function field(value: Field): string {
  if (typeof value === "string") return value;
  return `"${value.text.replace(/"/g, "'").replace(/\s*[\r\n;]+\s*/g, " ")}"`;
}

const line = (values: readonly Field[]) => values.map(field).join(";");

/** 1234,56 — DATEV's amount: decimal comma, no thousands separator, never negative. */
export function datevAmount(cents: number): string {
  return (Math.abs(cents) / 100).toFixed(2).replace(".", ",");
}

const compact = (day: string) => day.replaceAll("-", "");
/** Belegdatum: TTMM (the year is the header's range). */
export const datevDay = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}`;
/** Leistungsdatum: TTMMJJJJ. */
export const datevFullDay = (day: string) => `${datevDay(day)}${day.slice(0, 4)}`;

/** Belegfeld 1 takes letters, digits and $ & % * + - / only, 36 at most. */
export function datevDocumentField(number: string): string {
  return number.replace(/[^A-Za-z0-9$&%*+\-/]/g, "-").slice(0, BELEGFELD_MAX);
}

/** The first day (YYYY-MM-DD) of the fiscal year that holds `day`. */
export function fiscalYearStart(day: string, startMonth: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, "0")}-01`;
}

function nextFiscalYear(start: string): string {
  return `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
}

/** Why the DATEV file cannot be made for these settings and range (German via the catalogue). */
export function datevProblem(settings: Settings, range: Pick<DayRange, "from" | "to">): MessageKey | null {
  if (!settings["accounting.consultantNumber"] || !settings["accounting.clientNumber"]) {
    return "accounting.datev.numbersMissing";
  }
  if (!settings["accounting.debtorAccount"]) return "accounting.datev.debtorMissing";
  // A Buchungsstapel belongs to one fiscal year: DATEV reads TTMM with the header's year.
  const start = fiscalYearStart(range.from, settings["accounting.fiscalYearStartMonth"]);
  if (range.to >= nextFiscalYear(start)) return "accounting.datev.fiscalYear";
  return null;
}

const stamp = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Erzeugt am: YYYYMMDDHHMMSSFFF, Berlin time. */
export function datevTimestamp(at: Date): string {
  const p = Object.fromEntries(stamp.formatToParts(at).map((x) => [x.type, x.value]));
  const ms = String(at.getMilliseconds()).padStart(3, "0");
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}${ms}`;
}

const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** The EXTF header line (31 fields). */
export function datevHeader(
  settings: Settings,
  range: Pick<DayRange, "from" | "to">,
  createdAt: Date,
): string {
  const chart = settings["accounting.chart"] === "SKR04" ? "04" : "03";
  return line([
    { text: "EXTF" },
    "700",
    "21",
    { text: "Buchungsstapel" },
    "13",
    datevTimestamp(createdAt),
    "",
    { text: "RE" },
    { text: "Laden" },
    { text: "" },
    settings["accounting.consultantNumber"],
    settings["accounting.clientNumber"],
    compact(fiscalYearStart(range.from, settings["accounting.fiscalYearStartMonth"])),
    String(settings["accounting.accountLength"]),
    compact(range.from),
    compact(range.to),
    { text: `Belege ${shortDay(range.from)}–${shortDay(range.to)}${range.to.slice(0, 4)}` },
    { text: "" },
    "1", // Buchungstyp: Finanzbuchführung
    "0", // Rechnungslegungszweck: unabhängig
    "0", // Festschreibung: the advisor fixes the batch after checking it
    { text: "EUR" },
    "",
    { text: "" },
    "",
    "",
    { text: chart },
    "",
    "",
    { text: "" },
    { text: "" },
  ]);
}

export const datevColumnLine = () => line(DATEV_COLUMNS.map((name) => ({ text: name })));

export type DatevBooking = Record<string, Field>;

/** A document that no account fits (e.g. a German 0 % rate), named for the owner. */
export class UnbookableDocument extends Error {
  readonly number: string;
  readonly rate: string;
  constructor(number: string, rateBp: number) {
    super(`no revenue account for ${number} at ${rateBp / 100} %`);
    this.number = number;
    this.rate = (rateBp / 100).toLocaleString("de-DE");
  }
}

function buchungstext(doc: ExportDocument): string {
  const s = doc.snapshot;
  const buyer = s.buyer.address[0] ?? "";
  const text =
    doc.kind === "credit_note"
      ? `Korrektur zu ${s.refersTo?.number ?? ""} ${buyer}`
      : `Best. ${doc.orderId} ${buyer}`;
  return text.replace(/\s+/g, " ").trim().slice(0, BUCHUNGSTEXT_MAX);
}

/** The document's bookings: one per VAT rate with an amount. */
export function datevBookings(doc: ExportDocument, settings: Settings): DatevBooking[] {
  const s = doc.snapshot;
  const sign = doc.kind === "credit_note" ? -1 : 1;
  return s.vat.rows
    .filter((row) => row.grossCents !== 0)
    .map((row) => {
      const kind = revenueKind({
        rateBp: row.rateBp,
        smallBusiness: s.smallBusiness,
        reverseCharge: s.reverseCharge,
        taxCountry: doc.taxCountry,
      });
      if (!kind) throw new UnbookableDocument(doc.number, row.rateBp);
      const amount = sign * row.grossCents;
      const booking: DatevBooking = {
        "Umsatz (ohne Soll/Haben-Kz)": datevAmount(amount),
        "Soll/Haben-Kennzeichen": { text: amount >= 0 ? "S" : "H" },
        "WKZ Umsatz": { text: "EUR" },
        Konto: settings["accounting.debtorAccount"],
        "Gegenkonto (ohne BU-Schlüssel)": revenueAccount(settings, kind),
        Belegdatum: datevDay(berlinDay(doc.issuedAt)),
        "Belegfeld 1": { text: datevDocumentField(doc.number) },
        Buchungstext: { text: buchungstext(doc) },
        Leistungsdatum: datevFullDay(s.deliveryDate),
      };
      // The buyer's VAT ID for the recapitulative statement (ZM); for OSS the country and its rate.
      if (kind === "reverseCharge") booking["EU-Land u. UStID"] = { text: s.buyer.vatId ?? "" };
      if (kind === "oss") {
        booking["EU-Land u. UStID"] = { text: doc.taxCountry };
        booking["EU-Steuersatz"] = (row.rateBp / 100).toFixed(2).replace(".", ",");
      }
      return booking;
    });
}

/** A booking as a row of all 125 columns. */
export function datevRow(booking: DatevBooking): string {
  const values: Field[] = DATEV_COLUMNS.map(() => "");
  for (const [name, value] of Object.entries(booking)) {
    const index = COLUMN_INDEX.get(name);
    if (index === undefined) throw new Error(`unknown DATEV column ${name}`);
    values[index] = value;
  }
  return line(values);
}

/** `EXTF_Buchungsstapel_20261101_20261130.csv`, the name DATEV's import looks for. */
export function datevFileName(range: Pick<DayRange, "from" | "to">): string {
  return `EXTF_Buchungsstapel_${compact(range.from)}_${compact(range.to)}.csv`;
}

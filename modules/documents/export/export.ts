/**
 * The two accounting exports of a range of days, as files: DATEV's Buchungsstapel (windows-1252,
 * what DATEV's description names) and a plain CSV of the documents for a spreadsheet (UTF-8 with
 * BOM, `;`, decimal comma, like the orders CSV). Both read the stored snapshots (load.ts); the
 * back office, the CLI and the tests call these.
 */
import type { Db } from "#db/client.ts";
import { type Lang, type MessageKey, translate } from "../../i18n/index.ts";
import { berlinDay, type DayRange } from "../../reports/berlin-days.ts";
import type { Settings } from "../../settings/definitions.ts";
import { CSV_BOM, csvRecords } from "../../shared/csv.ts";
import {
  datevBookings,
  datevColumnLine,
  datevFileName,
  datevHeader,
  datevProblem,
  datevRow,
  UnbookableDocument,
} from "./datev.ts";
import { documentsInRange, type ExportDocument } from "./load.ts";
import { encodeWindows1252 } from "./windows-1252.ts";
import "../../i18n/messages-accounting.ts";
import "../../i18n/messages-accounting-files.ts";
import "../../i18n/messages-documents.ts";

export type ExportFile = {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  documents: number;
  rows: number;
};
export type ExportRefusal = { error: MessageKey; params?: Record<string, string> };

async function allDocuments(db: Db, range: DayRange): Promise<ExportDocument[]> {
  const all: ExportDocument[] = [];
  for await (const batch of documentsInRange(db, range)) all.push(...batch);
  return all;
}

/** The DATEV file, or why it cannot be made (numbers missing, range over two fiscal years, a rate without account). */
export async function datevExport(
  db: Db,
  settings: Settings,
  range: DayRange,
  now = new Date(),
): Promise<ExportFile | ExportRefusal> {
  const problem = datevProblem(settings, range);
  if (problem) return { error: problem };
  const documents = await allDocuments(db, range);
  const lines = [datevHeader(settings, range, now), datevColumnLine()];
  try {
    for (const doc of documents)
      for (const booking of datevBookings(doc, settings)) lines.push(datevRow(booking));
  } catch (err) {
    if (!(err instanceof UnbookableDocument)) throw err;
    return { error: "accounting.datev.unbookable", params: { number: err.number, rate: err.rate } };
  }
  return {
    bytes: encodeWindows1252(`${lines.join("\r\n")}\r\n`),
    fileName: datevFileName(range),
    contentType: "text/csv; charset=windows-1252",
    documents: documents.length,
    rows: lines.length - 2,
  };
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const rateLabel = (rateBp: number) => (rateBp / 100).toLocaleString("de-DE");

/** The rates of the range, highest first: each gets net, VAT and gross columns. */
function ratesOf(documents: readonly ExportDocument[]): number[] {
  const rates = new Set<number>();
  for (const doc of documents) for (const row of doc.snapshot.vat.rows) rates.add(row.rateBp);
  return [...rates].sort((a, b) => b - a);
}

function csvHeader(rates: readonly number[], lang: Lang): string[] {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params);
  return [
    t("accounting.csv.number"),
    t("accounting.csv.kind"),
    t("accounting.csv.date"),
    t("accounting.csv.deliveryDate"),
    t("accounting.csv.order"),
    t("accounting.csv.refersTo"),
    t("accounting.csv.customer"),
    t("accounting.csv.email"),
    t("accounting.csv.vatId"),
    t("accounting.csv.taxCountry"),
    t("accounting.csv.payment"),
    ...rates.flatMap((r) => {
      const rate = rateLabel(r);
      return [
        t("accounting.csv.net", { rate }),
        t("accounting.csv.vat", { rate }),
        t("accounting.csv.gross", { rate }),
      ];
    }),
    t("accounting.csv.totalNet"),
    t("accounting.csv.totalVat"),
    t("accounting.csv.totalGross"),
  ];
}

/** A credit note's amounts are negative, so a column's sum is what the range earned. */
function csvRecord(doc: ExportDocument, rates: readonly number[], lang: Lang): string[] {
  const s = doc.snapshot;
  const sign = doc.kind === "credit_note" ? -1 : 1;
  const money = (cents: number) => euros(sign * cents);
  const text = [
    doc.number,
    translate(lang, doc.kind === "credit_note" ? "document.credit_note" : "document.invoice"),
    germanDay(berlinDay(doc.issuedAt)),
    germanDay(s.deliveryDate),
    String(doc.orderId),
    s.refersTo?.number ?? "",
    s.buyer.address[0] ?? "",
    s.buyer.email,
    s.buyer.vatId ?? "",
    doc.taxCountry,
    s.order.paymentMethodTitle,
  ];
  const perRate = rates.flatMap((rateBp) => {
    const row = s.vat.rows.find((r) => r.rateBp === rateBp);
    return row ? [money(row.netCents), money(row.vatCents), money(row.grossCents)] : ["", "", ""];
  });
  return [...text, ...perRate, money(s.vat.netCents), money(s.vat.vatCents), money(s.vat.grossCents)];
}

/** The plain CSV of the range's invoices and credit notes. */
export async function documentsCsvExport(db: Db, range: DayRange, lang: Lang): Promise<ExportFile> {
  const documents = await allDocuments(db, range);
  const rates = ratesOf(documents);
  const records = [csvHeader(rates, lang), ...documents.map((doc) => csvRecord(doc, rates, lang))];
  const text = CSV_BOM + csvRecords(records, { delimiter: ";" });
  return {
    bytes: new TextEncoder().encode(text),
    fileName: `belege-${range.from}-bis-${range.to}.csv`,
    contentType: "text/csv; charset=utf-8",
    documents: documents.length,
    rows: documents.length,
  };
}

export const isRefusal = (result: ExportFile | ExportRefusal): result is ExportRefusal => "error" in result;

/**
 * The Belege screen and the accounting export's refusals (issue 22 item 7); the files' own texts
 * are in messages-accounting-files.ts, the Buchhaltung group's in messages-admin-accounting.ts
 * (each page carries only the texts it shows).
 */
import { registerMessages } from "./registry.ts";

export const accountingMessages = {
  de: {
    "accounting.range.invalid": "Bitte ein gültiges Von- und Bis-Datum angeben (TT.MM.JJJJ).",
    "accounting.range.order": "Das Von-Datum liegt nach dem Bis-Datum.",
    "accounting.range.tooLong": "Der Zeitraum ist zu lang (höchstens zehn Jahre).",
    "accounting.datev.numbersMissing":
      "Für den DATEV-Export fehlen Berater- und Mandantennummer (Einstellungen › Buchhaltung).",
    "accounting.datev.debtorMissing":
      "Für den DATEV-Export fehlt das Debitorenkonto (Einstellungen › Buchhaltung).",
    "accounting.datev.fiscalYear":
      "Ein DATEV-Buchungsstapel umfasst höchstens ein Wirtschaftsjahr. Bitte den Zeitraum teilen.",
    "accounting.datev.unbookable":
      "Beleg {number} hat den Steuersatz {rate} %, für den es kein Erlöskonto gibt. Bitte mit Ihrer Steuerberatung klären.",
    "accounting.screen.title": "Belege",
    "accounting.screen.intro":
      "Rechnungen und Rechnungskorrekturen eines Zeitraums, als DATEV-Buchungsstapel für Ihre Steuerberatung oder als CSV.",
    "accounting.screen.from": "Von",
    "accounting.screen.to": "Bis",
    "accounting.screen.show": "Anzeigen",
    "accounting.screen.exports": "Export",
    "accounting.screen.datev": "DATEV-Buchungsstapel herunterladen",
    "accounting.screen.csv": "CSV herunterladen",
    "accounting.screen.datevHelp": "Kontenrahmen {chart}, Berater {consultant}, Mandant {client}.",
    "accounting.screen.settings": "Einstellungen › Buchhaltung",
    "accounting.screen.found.one": "1 Beleg",
    "accounting.screen.found": "{count} Belege",
    "accounting.screen.empty": "In diesem Zeitraum wurden keine Belege erstellt.",
    "accounting.screen.col.number": "Nummer",
    "accounting.screen.col.kind": "Art",
    "accounting.screen.col.date": "Datum",
    "accounting.screen.col.order": "Bestellung",
    "accounting.screen.col.customer": "Kunde",
    "accounting.screen.col.amount": "Betrag",
    "accounting.screen.cancelled": "storniert",
    "accounting.screen.pdf": "PDF {number}",
  },
  en: {
    "accounting.range.invalid": "Please enter a valid from and to date.",
    "accounting.range.order": "The from date is after the to date.",
    "accounting.range.tooLong": "The period is too long (ten years at most).",
    "accounting.datev.numbersMissing":
      "The DATEV export needs the consultant and client number (Settings › Accounting).",
    "accounting.datev.debtorMissing": "The DATEV export needs the debtor account (Settings › Accounting).",
    "accounting.datev.fiscalYear":
      "A DATEV booking batch covers one fiscal year at most. Please split the period.",
    "accounting.datev.unbookable":
      "Document {number} has the VAT rate {rate} %, for which there is no revenue account. Please ask your tax advisor.",
    "accounting.screen.title": "Documents",
    "accounting.screen.intro":
      "Invoices and credit notes of a period, as a DATEV booking batch for your tax advisor or as CSV.",
    "accounting.screen.from": "From",
    "accounting.screen.to": "To",
    "accounting.screen.show": "Show",
    "accounting.screen.exports": "Export",
    "accounting.screen.datev": "Download DATEV booking batch",
    "accounting.screen.csv": "Download CSV",
    "accounting.screen.datevHelp": "Chart {chart}, consultant {consultant}, client {client}.",
    "accounting.screen.settings": "Settings › Accounting",
    "accounting.screen.found.one": "1 document",
    "accounting.screen.found": "{count} documents",
    "accounting.screen.empty": "No documents were issued in this period.",
    "accounting.screen.col.number": "Number",
    "accounting.screen.col.kind": "Type",
    "accounting.screen.col.date": "Date",
    "accounting.screen.col.order": "Order",
    "accounting.screen.col.customer": "Customer",
    "accounting.screen.col.amount": "Amount",
    "accounting.screen.cancelled": "cancelled",
    "accounting.screen.pdf": "PDF {number}",
  },
} as const;

registerMessages(accountingMessages);

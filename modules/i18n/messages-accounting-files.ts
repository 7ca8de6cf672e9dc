/** Texts inside the export files (CSV column names, the ZIP's note); server-only. */
import { registerMessages } from "./registry.ts";

export const accountingFileMessages = {
  de: {
    "accounting.csv.number": "Belegnummer",
    "accounting.csv.kind": "Belegart",
    "accounting.csv.date": "Belegdatum",
    "accounting.csv.deliveryDate": "Liefer-/Leistungsdatum",
    "accounting.csv.order": "Bestellung",
    "accounting.csv.refersTo": "Zu Rechnung",
    "accounting.csv.customer": "Kunde",
    "accounting.csv.email": "E-Mail",
    "accounting.csv.vatId": "USt-IdNr. des Kunden",
    "accounting.csv.taxCountry": "Land der Besteuerung",
    "accounting.csv.payment": "Zahlungsart",
    "accounting.csv.net": "Netto {rate} %",
    "accounting.csv.vat": "USt. {rate} %",
    "accounting.csv.gross": "Brutto {rate} %",
    "accounting.csv.totalNet": "Netto gesamt",
    "accounting.csv.totalVat": "USt. gesamt",
    "accounting.csv.totalGross": "Brutto gesamt",
    "accounting.zip.missingFile": "Ohne Rechnung (nicht im ZIP): Bestellung {orders}",
  },
  en: {
    "accounting.csv.number": "Document number",
    "accounting.csv.kind": "Type",
    "accounting.csv.date": "Date",
    "accounting.csv.deliveryDate": "Delivery date",
    "accounting.csv.order": "Order",
    "accounting.csv.refersTo": "Invoice corrected",
    "accounting.csv.customer": "Customer",
    "accounting.csv.email": "Email",
    "accounting.csv.vatId": "Customer VAT ID",
    "accounting.csv.taxCountry": "Country of taxation",
    "accounting.csv.payment": "Payment method",
    "accounting.csv.net": "Net {rate} %",
    "accounting.csv.vat": "VAT {rate} %",
    "accounting.csv.gross": "Gross {rate} %",
    "accounting.csv.totalNet": "Net total",
    "accounting.csv.totalVat": "VAT total",
    "accounting.csv.totalGross": "Gross total",
    "accounting.zip.missingFile": "Without invoice (not in the ZIP): order {orders}",
  },
} as const;

registerMessages(accountingFileMessages);

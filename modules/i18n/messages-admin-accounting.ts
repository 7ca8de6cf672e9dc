/** The Buchhaltung settings group's fields and checks (issue 22 item 7). */
import { registerMessages } from "./registry.ts";

export const adminAccountingMessages = {
  de: {
    "admin.settings.accounting.datev": "DATEV",
    "admin.settings.accounting.accounts": "Konten",
    "admin.settings.field.chart": "Kontenrahmen",
    "admin.settings.field.consultantNumber": "Beraternummer",
    "admin.settings.field.consultantNumber.help": "Von Ihrer Steuerberatung (1001 bis 9999999).",
    "admin.settings.field.clientNumber": "Mandantennummer",
    "admin.settings.field.clientNumber.help": "Von Ihrer Steuerberatung (1 bis 99999).",
    "admin.settings.field.fiscalYearStartMonth": "Wirtschaftsjahr beginnt im",
    "admin.settings.field.accountLength": "Sachkontenlänge",
    "admin.settings.field.accountLength.help": "Stellen eines Sachkontos; Debitorenkonten haben eine mehr.",
    "admin.settings.field.debtorAccount": "Sammeldebitor",
    "admin.settings.field.debtorAccount.help": "Das Debitorenkonto, auf das alle Verkäufe gebucht werden.",
    "admin.settings.field.revenue19Account": "Erlöse 19 % USt.",
    "admin.settings.field.revenue7Account": "Erlöse 7 % USt.",
    "admin.settings.field.reverseChargeAccount": "Steuerfreie innergemeinschaftliche Lieferungen",
    "admin.settings.field.ossAccount": "Erlöse im EU-Ausland steuerpflichtig (OSS)",
    "admin.settings.field.exportAccount": "Steuerfreie Ausfuhren (Drittland)",
    "admin.settings.field.smallBusinessAccount": "Erlöse als Kleinunternehmer (§ 19 UStG)",
    "admin.settings.accounting.standard": "Leer lassen für das Standardkonto: SKR03 {skr03}, SKR04 {skr04}.",
    "admin.settings.accounting.debtorLength":
      "Das Debitorenkonto braucht {digits} Stellen (Sachkontenlänge + 1).",
    "admin.settings.accounting.accountTooLong":
      "Ein Sachkonto hat höchstens {digits} Stellen (Sachkontenlänge).",
  },
  en: {
    "admin.settings.accounting.datev": "DATEV",
    "admin.settings.accounting.accounts": "Accounts",
    "admin.settings.field.chart": "Chart of accounts",
    "admin.settings.field.consultantNumber": "Consultant number",
    "admin.settings.field.consultantNumber.help": "From your tax advisor (1001 to 9999999).",
    "admin.settings.field.clientNumber": "Client number",
    "admin.settings.field.clientNumber.help": "From your tax advisor (1 to 99999).",
    "admin.settings.field.fiscalYearStartMonth": "Fiscal year begins in",
    "admin.settings.field.accountLength": "Ledger account length",
    "admin.settings.field.accountLength.help": "Digits of a ledger account; debtor accounts have one more.",
    "admin.settings.field.debtorAccount": "Collective debtor",
    "admin.settings.field.debtorAccount.help": "The debtor account every sale is booked to.",
    "admin.settings.field.revenue19Account": "Revenue 19 % VAT",
    "admin.settings.field.revenue7Account": "Revenue 7 % VAT",
    "admin.settings.field.reverseChargeAccount": "Tax-free intra-EU supplies",
    "admin.settings.field.ossAccount": "Revenue taxed in other EU countries (OSS)",
    "admin.settings.field.exportAccount": "Tax-free exports (outside the EU)",
    "admin.settings.field.smallBusinessAccount": "Revenue as a small business (§ 19 UStG)",
    "admin.settings.accounting.standard":
      "Leave empty for the standard account: SKR03 {skr03}, SKR04 {skr04}.",
    "admin.settings.accounting.debtorLength": "The debtor account needs {digits} digits (ledger length + 1).",
    "admin.settings.accounting.accountTooLong":
      "A ledger account has at most {digits} digits (ledger length).",
  },
} as const;

registerMessages(adminAccountingMessages);

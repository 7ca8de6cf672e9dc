/** The order page's tax card in the back office: whose VAT, VAT ID, buyer reference, the flag. */
import { registerMessages } from "./registry.ts";

export const adminTaxOrderMessages = {
  de: {
    "admin.tax.order.title": "Steuern",
    "admin.tax.order.taxCountry": "MwSt.",
    "admin.tax.order.german": "Deutschland",
    "admin.tax.order.oss": "{country} (One-Stop-Shop)",
    "admin.tax.order.reverseCharge":
      "Reverse Charge: netto ohne MwSt. – Steuerschuldnerschaft des Leistungsempfängers ({country})",
    "admin.tax.order.vatId": "USt-IdNr.",
    "admin.tax.order.buyerReference": "Käuferreferenz",
    "admin.tax.order.flagged": "Als ungültig markiert am {date}",
    "admin.tax.order.flag": "USt-IdNr. als ungültig markieren",
    "admin.tax.order.flagHelp":
      "Geprüft wurde nur das Format. Ist die Nummer nicht vergeben (Abfrage beim Bundeszentralamt für Steuern), markieren Sie sie hier; die Markierung steht in der Historie.",
    "admin.tax.order.flaggedNote": "USt-IdNr. {vatId} als ungültig markiert von {by}.",
    "admin.tax.order.flagDone": "Die USt-IdNr. ist als ungültig markiert.",
    "admin.tax.order.flagUnchanged": "Die USt-IdNr. war schon markiert.",
  },
  en: {
    "admin.tax.order.title": "Taxes",
    "admin.tax.order.taxCountry": "VAT",
    "admin.tax.order.german": "Germany",
    "admin.tax.order.oss": "{country} (one-stop shop)",
    "admin.tax.order.reverseCharge": "Reverse charge: net without VAT, the recipient is liable ({country})",
    "admin.tax.order.vatId": "VAT ID",
    "admin.tax.order.buyerReference": "Buyer reference",
    "admin.tax.order.flagged": "Flagged as invalid on {date}",
    "admin.tax.order.flag": "Flag VAT ID as invalid",
    "admin.tax.order.flagHelp":
      "Only the format was checked. If the number does not exist (ask the Federal Central Tax Office), flag it here; the flag is kept in the history.",
    "admin.tax.order.flaggedNote": "VAT ID {vatId} flagged as invalid by {by}.",
    "admin.tax.order.flagDone": "The VAT ID is flagged as invalid.",
    "admin.tax.order.flagUnchanged": "The VAT ID was flagged already.",
  },
} as const;

registerMessages(adminTaxOrderMessages);

/** Texts of taxes on the storefront: the business fields at checkout, the VAT lines, reverse charge. */
import { registerMessages } from "./registry.ts";

export const taxMessages = {
  de: {
    "tax.field.vatId": "USt-IdNr.",
    "tax.field.vatId.description":
      "Nur für Unternehmen. Mit einer USt-IdNr. aus einem anderen EU-Land liefern wir ohne deutsche MwSt. (Reverse Charge).",
    "tax.field.buyerReference": "Käuferreferenz (z. B. Leitweg-ID)",
    "tax.error.vatIdFormat":
      "Die USt-IdNr. hat kein gültiges Format. Sie beginnt mit dem Länderkürzel, z. B. ATU12345678 oder DE123456789.",
    "tax.error.vatIdCountry": "Die USt-IdNr. gehört nicht zum Land der Rechnungsadresse.",
    "tax.error.companyRequired": "Bitte geben Sie zur USt-IdNr. den Namen der Firma an.",
    "tax.error.buyerReferenceTooLong": "Die Käuferreferenz darf höchstens {max} Zeichen lang sein.",
    "tax.vatIncludedIn": "enthält {amount} MwSt. ({rate} %, {country})",
    "tax.reverseCharge": "Steuerschuldnerschaft des Leistungsempfängers",
    "tax.reverseChargeNote":
      "Keine MwSt.: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, innergemeinschaftliche Lieferung).",
    "tax.order.vatId": "USt-IdNr.",
    "tax.order.buyerReference": "Käuferreferenz",
    "tax.order.taxCountry": "MwSt. des Lieferlands",
  },
  en: {
    "tax.field.vatId": "VAT ID",
    "tax.field.vatId.description":
      "Businesses only. With a VAT ID from another EU country we deliver without German VAT (reverse charge).",
    "tax.field.buyerReference": "Buyer reference (e.g. Leitweg-ID)",
    "tax.error.vatIdFormat":
      "The VAT ID has no valid format. It starts with the country code, e.g. ATU12345678 or DE123456789.",
    "tax.error.vatIdCountry": "The VAT ID does not belong to the billing address's country.",
    "tax.error.companyRequired": "Please enter the company's name with the VAT ID.",
    "tax.error.buyerReferenceTooLong": "The buyer reference may be at most {max} characters long.",
    "tax.vatIncludedIn": "includes {amount} VAT ({rate} %, {country})",
    "tax.reverseCharge": "Reverse charge",
    "tax.reverseChargeNote":
      "No VAT: the recipient is liable for the tax (reverse charge, intra-community supply).",
    "tax.order.vatId": "VAT ID",
    "tax.order.buyerReference": "Buyer reference",
    "tax.order.taxCountry": "VAT of the delivery country",
  },
} as const;

registerMessages(taxMessages);

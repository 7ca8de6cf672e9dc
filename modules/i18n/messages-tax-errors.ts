/** The checkout's errors for the business fields (server-side only: the pages get them as answered). */
import { registerMessages } from "./registry.ts";

export const taxErrorMessages = {
  de: {
    "tax.error.vatIdFormat":
      "Die USt-IdNr. hat kein gültiges Format. Sie beginnt mit dem Länderkürzel, z. B. ATU12345678 oder DE123456789.",
    "tax.error.vatIdCountry": "Die USt-IdNr. gehört nicht zum Land der Rechnungsadresse.",
    "tax.error.companyRequired": "Bitte geben Sie zur USt-IdNr. den Namen der Firma an.",
    "tax.error.buyerReferenceTooLong": "Die Käuferreferenz darf höchstens {max} Zeichen lang sein.",
  },
  en: {
    "tax.error.vatIdFormat":
      "The VAT ID has no valid format. It starts with the country code, e.g. ATU12345678 or DE123456789.",
    "tax.error.vatIdCountry": "The VAT ID does not belong to the billing address's country.",
    "tax.error.companyRequired": "Please enter the company's name with the VAT ID.",
    "tax.error.buyerReferenceTooLong": "The buyer reference may be at most {max} characters long.",
  },
} as const;

registerMessages(taxErrorMessages);

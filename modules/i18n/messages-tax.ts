/** Texts of taxes on the storefront: the business fields at checkout, the VAT lines, reverse charge. */
import { registerMessages } from "./registry.ts";

export const taxMessages = {
  de: {
    "tax.field.vatId": "USt-IdNr.",
    "tax.field.vatId.description":
      "Nur für Unternehmen. Mit einer USt-IdNr. aus einem anderen EU-Land liefern wir ohne deutsche MwSt. (Reverse Charge).",
    "tax.field.buyerReference": "Käuferreferenz (z. B. Leitweg-ID)",
    "tax.vatIncludedIn": "enthält {amount} MwSt. ({rate} %, {country})",
    "tax.reverseChargeNote":
      "Keine MwSt.: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, innergemeinschaftliche Lieferung).",
    "tax.order.vatId": "USt-IdNr.",
    "tax.order.buyerReference": "Käuferreferenz",
  },
  en: {
    "tax.field.vatId": "VAT ID",
    "tax.field.vatId.description":
      "Businesses only. With a VAT ID from another EU country we deliver without German VAT (reverse charge).",
    "tax.field.buyerReference": "Buyer reference (e.g. Leitweg-ID)",
    "tax.vatIncludedIn": "includes {amount} VAT ({rate} %, {country})",
    "tax.reverseChargeNote":
      "No VAT: the recipient is liable for the tax (reverse charge, intra-community supply).",
    "tax.order.vatId": "VAT ID",
    "tax.order.buyerReference": "Buyer reference",
  },
} as const;

registerMessages(taxMessages);

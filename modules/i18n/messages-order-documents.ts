/** The customer's documents on /my-account/view-order/ID/ (only that page carries them). */
import { registerMessages } from "./registry.ts";

export const orderDocumentMessages = {
  de: {
    "orderAccount.documents": "Rechnungen",
    "orderAccount.document.invoice": "Rechnung {number} (PDF)",
    "orderAccount.document.credit_note": "Rechnungskorrektur {number} (PDF)",
  },
  en: {
    "orderAccount.documents": "Invoices",
    "orderAccount.document.invoice": "Invoice {number} (PDF)",
    "orderAccount.document.credit_note": "Credit note {number} (PDF)",
  },
} as const;

registerMessages(orderDocumentMessages);

/** The back office's texts for documents in the mails: "Erneut senden" and the legal-texts job. */
import { registerMessages } from "./registry.ts";

export const adminDocumentMailMessages = {
  de: {
    "admin.order.documents.resend": "Erneut senden",
    "admin.order.documents.resent.invoice": "Rechnung {number} wurde erneut an {email} gesendet.",
    "admin.order.documents.resent.credit_note":
      "Rechnungskorrektur {number} wurde erneut an {email} gesendet.",
    "admin.jobs.task.documents.legal-texts": "AGB und Widerrufsbelehrung zur Bestellung sichern",
  },
  en: {
    "admin.order.documents.resend": "Send again",
    "admin.order.documents.resent.invoice": "Invoice {number} was sent to {email} again.",
    "admin.order.documents.resent.credit_note": "Credit note {number} was sent to {email} again.",
    "admin.jobs.task.documents.legal-texts": "Store the order's terms and cancellation policy",
  },
} as const;

registerMessages(adminDocumentMailMessages);

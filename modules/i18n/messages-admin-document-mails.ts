/** The back office's texts for documents in the mails: "Erneut senden" on the order page. */
import { registerMessages } from "./registry.ts";

export const adminDocumentMailMessages = {
  de: {
    "admin.order.documents.resend": "Erneut senden",
    "admin.order.documents.resent.invoice": "Rechnung {number} wurde erneut an {email} gesendet.",
    "admin.order.documents.resent.credit_note":
      "Rechnungskorrektur {number} wurde erneut an {email} gesendet.",
  },
  en: {
    "admin.order.documents.resend": "Send again",
    "admin.order.documents.resent.invoice": "Invoice {number} was sent to {email} again.",
    "admin.order.documents.resent.credit_note": "Credit note {number} was sent to {email} again.",
  },
} as const;

registerMessages(adminDocumentMailMessages);

/**
 * Documents in the mails (issue 22 item 5): the invoice and credit note mails, the legal texts
 * attached to the order confirmation, and the outbox's reasons (server only; the back office's
 * texts are in messages-admin-document-mails.ts).
 */
import { registerMessages } from "./registry.ts";

export const documentMailMessages = {
  de: {
    "documentMail.invoice.subject": "Ihre Rechnung {number} zur Bestellung {order} bei {shop}",
    "documentMail.invoice.body":
      "anbei erhalten Sie die Rechnung {number} zu Ihrer Bestellung Nr. {order} als PDF-Datei.",
    "documentMail.credit_note.subject": "Ihre Rechnungskorrektur {number} zur Bestellung {order} bei {shop}",
    "documentMail.credit_note.body":
      "anbei erhalten Sie die Rechnungskorrektur {number} zu Ihrer Bestellung Nr. {order} als PDF-Datei.",
    "documentMail.filename.invoice": "Rechnung-{number}.pdf",
    "documentMail.filename.credit_note": "Rechnungskorrektur-{number}.pdf",
    "documentMail.filename.terms": "AGB.pdf",
    "documentMail.filename.withdrawal": "Widerrufsbelehrung.pdf",
    "documentMail.kind.terms": "AGB",
    "documentMail.kind.withdrawal": "Widerrufsbelehrung",
    "documentMail.legalAttached":
      "Unsere AGB und die Widerrufsbelehrung mit dem Muster-Widerrufsformular in der Fassung, die für Ihre Bestellung gilt, finden Sie als PDF-Dateien im Anhang.",
    "documentMail.legal.stand": "Stand: {date} (Fassung zur Bestellung Nr. {order})",
    "documentMail.error.attachmentMissing": "Anhang fehlt: {files}",
    "documentMail.error.noPage":
      "Die Seite „{title}“ ist nicht veröffentlicht; sie fehlt im Anhang der Bestellbestätigung.",
  },
  en: {
    "documentMail.invoice.subject": "Your invoice {number} for order {order} at {shop}",
    "documentMail.invoice.body":
      "please find attached invoice {number} for your order no. {order} as a PDF file.",
    "documentMail.credit_note.subject": "Your credit note {number} for order {order} at {shop}",
    "documentMail.credit_note.body":
      "please find attached credit note {number} for your order no. {order} as a PDF file.",
    "documentMail.filename.invoice": "Invoice-{number}.pdf",
    "documentMail.filename.credit_note": "Credit-note-{number}.pdf",
    "documentMail.filename.terms": "Terms.pdf",
    "documentMail.filename.withdrawal": "Cancellation-policy.pdf",
    "documentMail.kind.terms": "Terms and conditions",
    "documentMail.kind.withdrawal": "Cancellation policy",
    "documentMail.legalAttached":
      "Our terms and conditions and the cancellation policy with the model withdrawal form, in the version that applies to your order, are attached as PDF files.",
    "documentMail.legal.stand": "As of {date} (version for order no. {order})",
    "documentMail.error.attachmentMissing": "Attachment missing: {files}",
    "documentMail.error.noPage":
      "The page “{title}” is not published; the order confirmation goes without it.",
  },
} as const;

registerMessages(documentMailMessages);

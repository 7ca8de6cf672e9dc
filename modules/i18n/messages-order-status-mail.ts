/**
 * Server-only texts of the customer's mails when the owner moves an order on (status-mails.ts).
 * Catalogue texts for now; editable mail texts come with a later issue.
 */
import { registerMessages } from "./registry.ts";

export const orderStatusMailMessages = {
  de: {
    "mail.status.processing.subject": "Ihre Bestellung {number} bei {shop} wird bearbeitet",
    "mail.status.processing.body":
      "Ihre Bestellung {number} ist bei uns eingegangen und wird jetzt bearbeitet. Wir melden uns, sobald sie versandt ist.",
    "mail.status.completed.subject": "Ihre Bestellung {number} bei {shop} ist unterwegs",
    "mail.status.completed.body": "Ihre Bestellung {number} ist abgeschlossen und an Sie versandt worden.",
    "mail.status.cancelled.subject": "Ihre Bestellung {number} bei {shop} wurde storniert",
    "mail.status.cancelled.body":
      "Ihre Bestellung {number} wurde storniert. Bereits gezahlte Beträge erstatten wir Ihnen auf dem Zahlungsweg der Bestellung.",
    "mail.status.refunded.subject": "Erstattung zu Ihrer Bestellung {number} bei {shop}",
    "mail.status.refunded.body":
      "Ihre Bestellung {number} wurde vollständig erstattet ({total}). Die Gutschrift erfolgt auf dem Zahlungsweg der Bestellung.",
    "mail.status.tracking": "Sendungsverfolgung ({carrier}, Sendungsnummer {number}): {url}",
  },
  en: {
    "mail.status.processing.subject": "Your order {number} at {shop} is being processed",
    "mail.status.processing.body":
      "We received your order {number} and are processing it now. We will let you know when it ships.",
    "mail.status.completed.subject": "Your order {number} at {shop} is on its way",
    "mail.status.completed.body": "Your order {number} is complete and has been shipped to you.",
    "mail.status.cancelled.subject": "Your order {number} at {shop} was cancelled",
    "mail.status.cancelled.body":
      "Your order {number} was cancelled. Any amount already paid is refunded through the order's payment method.",
    "mail.status.refunded.subject": "Refund for your order {number} at {shop}",
    "mail.status.refunded.body":
      "Your order {number} was refunded in full ({total}). The money goes back through the order's payment method.",
    "mail.status.tracking": "Track your parcel ({carrier}, tracking number {number}): {url}",
  },
} as const;

registerMessages(orderStatusMailMessages);

/**
 * Server-only texts of the mails' built-in headings, the new-account mail and the owner's mail
 * texts' validation (modules/mail/mail-types.ts, mail-settings.ts). German first.
 */
import { registerMessages } from "./registry.ts";

export const mailTextMessages = {
  de: {
    "mailTexts.heading.order_received": "Vielen Dank für Ihre Bestellung",
    "mailTexts.heading.order_processing": "Ihre Bestellung wird bearbeitet",
    "mailTexts.heading.order_completed": "Ihre Bestellung ist unterwegs",
    "mailTexts.heading.order_cancelled": "Ihre Bestellung wurde storniert",
    "mailTexts.heading.order_refunded": "Ihre Bestellung wurde erstattet",
    "mailTexts.heading.customer_note": "Eine Nachricht zu Ihrer Bestellung",
    "mailTexts.heading.withdrawal_received": "Ihr Widerruf ist eingegangen",
    "mailTexts.heading.gift_vouchers": "Ihr Geschenkgutschein",
    "mailTexts.heading.lost_password": "Neues Passwort festlegen",
    "mailTexts.heading.new_account": "Willkommen",
    "mailTexts.heading.owner_new_order": "Neue Bestellung",
    "mailTexts.heading.low_stock": "Geringer Bestand",
    "mailTexts.heading.out_of_stock": "Nicht mehr vorrätig",
    "mailTexts.heading.new_comment": "Neuer Kommentar",
    "mailTexts.newAccount.subject": "Ihr Kundenkonto bei {shop_name}",
    "mailTexts.newAccount.text":
      "Hallo,\n\nvielen Dank für Ihre Anmeldung bei {shop_name}. Ihr Kundenkonto mit der E-Mail-Adresse {customer_email} ist angelegt. Dort sehen Sie Ihre Bestellungen und verwalten Ihre Adressen: {account_url}",
    "mailTexts.closing": "Viele Grüße\n{shop}",
    "mailTexts.error.subjectEmpty": "Der Betreff darf nicht leer sein ({lang}).",
    "mailTexts.error.unknown": "Unbekannter Platzhalter {{name}} ({field}, {lang}).",
    "mailTexts.error.required": "Der Platzhalter {{name}} muss im Text stehen ({lang}).",
    "mailTexts.error.tooLong": "Höchstens {max} Zeichen ({field}, {lang}).",
    "mailTexts.error.fromName": "Der Absendername darf keine Zeilenumbrüche oder spitzen Klammern enthalten.",
    "mailTexts.error.fromAddress": "Bitte eine gültige E-Mail-Adresse eingeben (z. B. shop@beispiel.de).",
    "mailTexts.field.subject": "Betreff",
    "mailTexts.field.heading": "Überschrift",
    "mailTexts.field.text": "Text",
    "mailTexts.lang.de": "Deutsch",
    "mailTexts.lang.en": "Englisch",
    "mailTexts.test.prefix": "[Test] {subject}",
  },
  en: {
    "mailTexts.heading.order_received": "Thank you for your order",
    "mailTexts.heading.order_processing": "Your order is being processed",
    "mailTexts.heading.order_completed": "Your order is on its way",
    "mailTexts.heading.order_cancelled": "Your order was cancelled",
    "mailTexts.heading.order_refunded": "Your order was refunded",
    "mailTexts.heading.customer_note": "A message about your order",
    "mailTexts.heading.withdrawal_received": "We received your withdrawal",
    "mailTexts.heading.gift_vouchers": "Your gift voucher",
    "mailTexts.heading.lost_password": "Set a new password",
    "mailTexts.heading.new_account": "Welcome",
    "mailTexts.heading.owner_new_order": "New order",
    "mailTexts.heading.low_stock": "Low stock",
    "mailTexts.heading.out_of_stock": "Out of stock",
    "mailTexts.heading.new_comment": "New comment",
    "mailTexts.newAccount.subject": "Your customer account at {shop_name}",
    "mailTexts.newAccount.text":
      "Hello,\n\nthank you for signing up at {shop_name}. Your customer account with the email address {customer_email} is ready. There you see your orders and manage your addresses: {account_url}",
    "mailTexts.closing": "Kind regards\n{shop}",
    "mailTexts.error.subjectEmpty": "The subject must not be empty ({lang}).",
    "mailTexts.error.unknown": "Unknown placeholder {{name}} ({field}, {lang}).",
    "mailTexts.error.required": "The placeholder {{name}} must stay in the text ({lang}).",
    "mailTexts.error.tooLong": "At most {max} characters ({field}, {lang}).",
    "mailTexts.error.fromName": "The sender name must not contain line breaks or angle brackets.",
    "mailTexts.error.fromAddress": "Please enter a valid email address (e.g. shop@example.com).",
    "mailTexts.field.subject": "Subject",
    "mailTexts.field.heading": "Heading",
    "mailTexts.field.text": "Text",
    "mailTexts.lang.de": "German",
    "mailTexts.lang.en": "English",
    "mailTexts.test.prefix": "[Test] {subject}",
  },
} as const;

registerMessages(mailTextMessages);

/** The back office's Zahlung settings group (/admin/settings/payments/) and its checks. */
import { registerMessages } from "./registry.ts";

export const adminPaymentsMessages = {
  de: {
    "admin.payments.methods": "Zahlungsarten und Reihenfolge",
    "admin.payments.methods.help":
      "Der Checkout zeigt die eingeschalteten Zahlungsarten in dieser Reihenfolge; die erste ist vorausgewählt. Mit „Nach oben“ und „Nach unten“ ändern Sie die Reihenfolge, mit „Speichern“ übernehmen Sie sie.",
    "admin.payments.enabled": "{method} anbieten",
    "admin.payments.position": "Position {position} von {count}",
    "admin.payments.up": "{method} nach oben",
    "admin.payments.down": "{method} nach unten",
    "admin.payments.upShort": "Nach oben",
    "admin.payments.downShort": "Nach unten",
    "admin.payments.moved": "{method} steht jetzt an Position {position}.",
    "admin.payments.note.german_market_sepa_direct_debit":
      "Braucht die Gläubiger-ID aus den rechtlichen Angaben.",
    "admin.payments.note.german_market_purchase_on_account": "Bedingungen siehe „Kauf auf Rechnung“.",
    "admin.payments.note.bacs": "Braucht die Bankverbindung (Kontoinhaber und IBAN).",
    "admin.payments.note.cod":
      "Der Paketdienst kassiert bei der Zustellung – nur beim Versand, nicht bei Abholung.",
    "admin.payments.note.pay_at_pickup": "Bar oder mit Karte im Laden – nur wenn der Kunde Abholung wählt.",
    "admin.payments.sepa": "SEPA-Lastschrift",
    "admin.payments.field.holderRequired": "Kontoinhaber ist Pflichtfeld",
    "admin.payments.field.ibanRequired": "IBAN ist Pflichtfeld",
    "admin.payments.field.bicRequired": "BIC ist Pflichtfeld",
    "admin.payments.field.bicRequired.help":
      "Für Konten im SEPA-Raum genügt die IBAN; die BIC nur verlangen, wenn Ihre Bank sie braucht.",
    "admin.payments.field.mandateText": "Text des Mandats",
    "admin.payments.field.mandateText.help":
      "Ermächtigung, Erstattungshinweis und Vorabankündigung; Absätze durch eine Leerzeile trennen. Platzhalter: {creditor} (Ihr Firmenname), {creditorId} (Gläubiger-ID), {days} (Tage der Vorabankündigung). Leer: der Standardtext in der Sprache des Kunden.",
    "admin.payments.field.preNotificationDays": "Vorabankündigung (Tage vor dem Einzug)",
    "admin.payments.field.preNotificationDays.help":
      "Steht im Mandat und in der Bestell-E-Mail, die als Vorabankündigung dient (1 bis 14 Tage).",
    "admin.payments.invoice": "Kauf auf Rechnung",
    "admin.payments.field.invoiceCountries": "Nur für Rechnungsadressen in",
    "admin.payments.field.invoiceCountries.help": "Für andere Länder wird Kauf auf Rechnung nicht angeboten.",
    "admin.payments.field.invoiceAudience": "Wer darf auf Rechnung kaufen?",
    "admin.payments.audience.everyone": "Alle Kunden, auch Gäste",
    "admin.payments.audience.account": "Nur angemeldete Kunden mit Kundenkonto",
    "admin.payments.audience.returning": "Nur Kunden mit mindestens einer abgeschlossenen Bestellung",
    "admin.payments.field.invoiceMin": "Mindestbestellwert (€)",
    "admin.payments.field.invoiceMin.help": "Gesamtsumme mit Versand; 0 heißt: kein Mindestwert.",
    "admin.payments.field.invoiceMax": "Höchstbestellwert (€)",
    "admin.payments.field.invoiceMax.help": "Gesamtsumme mit Versand; 0 heißt: keine Obergrenze.",
    "admin.payments.field.invoiceBillingOnly": "Nur Lieferung an die Rechnungsadresse",
    "admin.payments.field.invoiceBillingOnly.help":
      "Wer auf Rechnung kauft, kann keine abweichende Lieferadresse angeben (Schutz vor Betrug).",
    "admin.payments.bank": "Vorkasse: Ihre Bankverbindung",
    "admin.payments.bank.help": "Steht auf der Bestätigungsseite und in der E-Mail bei Vorkasse.",
    "admin.payments.field.bankHolder": "Kontoinhaber",
    "admin.payments.field.bankIban": "IBAN",
    "admin.payments.field.bankIban.help": "Wird mit Prüfziffer geprüft; Leerzeichen sind erlaubt.",
    "admin.payments.field.bankBic": "BIC",
    "admin.payments.field.bankName": "Bank",
    "admin.payments.check.bacs":
      "Vorkasse braucht eine Bankverbindung (Kontoinhaber und IBAN). Bitte tragen Sie sie ein oder schalten Sie Vorkasse aus.",
    "admin.payments.check.sepa":
      "SEPA-Lastschrift braucht Ihre Gläubiger-ID. Bitte tragen Sie sie in den rechtlichen Angaben ein oder schalten Sie die Lastschrift aus.",
    "admin.payments.check.limits":
      "Der Mindestbestellwert für Kauf auf Rechnung liegt über dem Höchstbestellwert.",
    "admin.payments.check.none":
      "Mindestens eine Zahlungsart muss eingeschaltet sein, sonst kann niemand bestellen.",
    "admin.payments.check.invoiceCountries":
      "Kauf auf Rechnung ist eingeschaltet, aber für kein Land freigegeben – er wird nie angeboten.",
    "admin.payments.check.pickupOnly":
      "Nur „Zahlung bei Abholung“ ist eingeschaltet: Wer liefern lässt, findet keine Zahlungsart.",
  },
  en: {
    "admin.payments.methods": "Payment methods and order",
    "admin.payments.methods.help":
      "Checkout shows the methods switched on in this order; the first is preselected. Change the order with “Up” and “Down”, keep it with “Save”.",
    "admin.payments.enabled": "Offer {method}",
    "admin.payments.position": "Position {position} of {count}",
    "admin.payments.up": "Move {method} up",
    "admin.payments.down": "Move {method} down",
    "admin.payments.upShort": "Up",
    "admin.payments.downShort": "Down",
    "admin.payments.moved": "{method} is now at position {position}.",
    "admin.payments.note.german_market_sepa_direct_debit": "Needs the creditor id from the legal details.",
    "admin.payments.note.german_market_purchase_on_account": "Conditions: see “Purchase on account”.",
    "admin.payments.note.bacs": "Needs the bank details (account holder and IBAN).",
    "admin.payments.note.cod": "The carrier collects on delivery – shipping only, not with pickup.",
    "admin.payments.note.pay_at_pickup": "Cash or card in the shop – only when the customer picks up.",
    "admin.payments.sepa": "SEPA direct debit",
    "admin.payments.field.holderRequired": "Account holder required",
    "admin.payments.field.ibanRequired": "IBAN required",
    "admin.payments.field.bicRequired": "BIC required",
    "admin.payments.field.bicRequired.help":
      "Within SEPA the IBAN is enough; require the BIC only if your bank needs it.",
    "admin.payments.field.mandateText": "Mandate text",
    "admin.payments.field.mandateText.help":
      "Authorisation, refund note and pre-notification; separate paragraphs by a blank line. Placeholders: {creditor} (your company), {creditorId} (creditor id), {days} (days of pre-notification). Empty: the standard text in the customer's language.",
    "admin.payments.field.preNotificationDays": "Pre-notification (days before the debit)",
    "admin.payments.field.preNotificationDays.help":
      "Shown in the mandate and in the order e-mail, which serves as the pre-notification (1 to 14 days).",
    "admin.payments.invoice": "Purchase on account",
    "admin.payments.field.invoiceCountries": "Only for billing addresses in",
    "admin.payments.field.invoiceCountries.help": "Other countries are not offered purchase on account.",
    "admin.payments.field.invoiceAudience": "Who may buy on account?",
    "admin.payments.audience.everyone": "All customers, guests too",
    "admin.payments.audience.account": "Signed-in customers with an account only",
    "admin.payments.audience.returning": "Customers with at least one completed order only",
    "admin.payments.field.invoiceMin": "Minimum order value (€)",
    "admin.payments.field.invoiceMin.help": "Total including shipping; 0 means no minimum.",
    "admin.payments.field.invoiceMax": "Maximum order value (€)",
    "admin.payments.field.invoiceMax.help": "Total including shipping; 0 means no maximum.",
    "admin.payments.field.invoiceBillingOnly": "Deliver to the billing address only",
    "admin.payments.field.invoiceBillingOnly.help":
      "Customers buying on account cannot give a different delivery address (fraud protection).",
    "admin.payments.bank": "Prepayment: your bank details",
    "admin.payments.bank.help": "Shown on the confirmation page and in the e-mail for prepayment.",
    "admin.payments.field.bankHolder": "Account holder",
    "admin.payments.field.bankIban": "IBAN",
    "admin.payments.field.bankIban.help": "Checked with its check digits; spaces are fine.",
    "admin.payments.field.bankBic": "BIC",
    "admin.payments.field.bankName": "Bank",
    "admin.payments.check.bacs":
      "Prepayment needs bank details (account holder and IBAN). Please enter them or switch prepayment off.",
    "admin.payments.check.sepa":
      "Direct debit needs your creditor id. Please enter it in the legal details or switch direct debit off.",
    "admin.payments.check.limits": "The minimum order value for purchase on account is above the maximum.",
    "admin.payments.check.none": "At least one payment method must be switched on, or nobody can order.",
    "admin.payments.check.invoiceCountries":
      "Purchase on account is on but allowed for no country – it is never offered.",
    "admin.payments.check.pickupOnly":
      "Only “pay at pickup” is on: customers who want delivery find no payment method.",
  },
} as const;

registerMessages(adminPaymentsMessages);

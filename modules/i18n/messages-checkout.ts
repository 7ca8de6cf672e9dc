/**
 * Texts of the checkout: SEPA direct debit (field errors, the mandate text and its preview).
 * Mandate texts are templates: `modules/checkout/sepa-mandate.ts` escapes them and fills every
 * `{placeholder}` with an escaped value, so they hold plain text only, never markup.
 */
import { registerMessages } from "./registry.ts";

export const checkoutMessages = {
  de: {
    "checkout.sepa.holder": "Kontoinhaber",
    "checkout.sepa.iban": "IBAN",
    "checkout.sepa.bic": "BIC",

    "checkout.sepa.error.holderRequired": "Bitte geben Sie den Namen des Kontoinhabers an.",
    "checkout.sepa.error.ibanRequired": "Bitte geben Sie Ihre IBAN an.",
    "checkout.sepa.error.ibanInvalid":
      "Diese IBAN ist ungültig. Eine IBAN beginnt mit zwei Buchstaben für das Land, gefolgt von zwei Prüfziffern, und enthält nur Buchstaben und Ziffern.",
    "checkout.sepa.error.ibanCountry":
      "Lastschriften sind nur von Konten im SEPA-Raum möglich. Bitte prüfen Sie den Ländercode am Anfang der IBAN.",
    "checkout.sepa.error.ibanLength":
      "Diese IBAN hat nicht die richtige Länge: Eine IBAN aus {country} hat {length} Zeichen.",
    "checkout.sepa.error.ibanChecksum":
      "Diese IBAN ist ungültig: Die Prüfziffern stimmen nicht. Bitte prüfen Sie Ihre Eingabe auf Tippfehler.",
    "checkout.sepa.error.bicRequired": "Bitte geben Sie den BIC Ihrer Bank an.",
    "checkout.sepa.error.bicInvalid":
      "Dieser BIC ist ungültig. Ein BIC hat 8 oder 11 Zeichen, z. B. COBADEFFXXX.",

    "checkout.sepa.preview.close": "Schließen",
    "checkout.sepa.mandate.title": "SEPA-Basislastschriftmandat für eine einmalige Zahlung",
    "checkout.sepa.mandate.creditor": "Zahlungsempfänger",
    "checkout.sepa.mandate.creditorId": "Gläubiger-Identifikationsnummer",
    "checkout.sepa.mandate.reference": "Mandatsreferenz",
    "checkout.sepa.mandate.referenceLater": "wird Ihnen mit der Bestellbestätigung mitgeteilt",
    "checkout.sepa.mandate.authorisation":
      "Ich ermächtige {creditor}, den unten genannten Betrag einmalig per SEPA-Basislastschrift von meinem Konto einzuziehen. Mein Kreditinstitut weise ich an, diese Lastschrift von {creditor} meinem Konto zu belasten.",
    "checkout.sepa.mandate.refund":
      "Hinweis: Bis acht Wochen nach dem Tag der Belastung kann ich von meinem Kreditinstitut verlangen, dass es mir den belasteten Betrag erstattet. Dafür gelten die Bedingungen, die ich mit meinem Kreditinstitut vereinbart habe.",
    "checkout.sepa.mandate.prenotification":
      "Betrag und Tag der Belastung teilt {creditor} mir spätestens {days} Tage vor dem Einzug mit (Vorabankündigung).",
    "checkout.sepa.mandate.debtor": "Kontoinhaber",
    "checkout.sepa.mandate.address": "Anschrift",
    "checkout.sepa.mandate.amount": "Betrag",
    "checkout.sepa.mandate.date": "Datum",
  },
  en: {
    "checkout.sepa.holder": "Account holder",
    "checkout.sepa.iban": "IBAN",
    "checkout.sepa.bic": "BIC",

    "checkout.sepa.error.holderRequired": "Please enter the name of the account holder.",
    "checkout.sepa.error.ibanRequired": "Please enter your IBAN.",
    "checkout.sepa.error.ibanInvalid":
      "This IBAN is not valid. An IBAN starts with two letters for the country and two check digits, and holds letters and digits only.",
    "checkout.sepa.error.ibanCountry":
      "Direct debit is only possible from accounts in the SEPA area. Please check the country code at the start of the IBAN.",
    "checkout.sepa.error.ibanLength":
      "This IBAN does not have the right length: an IBAN from {country} has {length} characters.",
    "checkout.sepa.error.ibanChecksum":
      "This IBAN is not valid: its check digits do not match. Please check it for typing errors.",
    "checkout.sepa.error.bicRequired": "Please enter the BIC of your bank.",
    "checkout.sepa.error.bicInvalid":
      "This BIC is not valid. A BIC has 8 or 11 characters, e.g. COBADEFFXXX.",

    "checkout.sepa.preview.close": "Close",
    "checkout.sepa.mandate.title": "SEPA Core direct debit mandate for a one-off payment",
    "checkout.sepa.mandate.creditor": "Payee",
    "checkout.sepa.mandate.creditorId": "Creditor identifier",
    "checkout.sepa.mandate.reference": "Mandate reference",
    "checkout.sepa.mandate.referenceLater": "will be sent to you with the order confirmation",
    "checkout.sepa.mandate.authorisation":
      "I authorise {creditor} to collect the amount below once from my account by SEPA Core direct debit. I instruct my bank to debit my account with this direct debit from {creditor}.",
    "checkout.sepa.mandate.refund":
      "Note: up to eight weeks after the day of the debit I can ask my bank to refund the debited amount. The terms agreed with my bank apply.",
    "checkout.sepa.mandate.prenotification":
      "{creditor} will tell me the amount and the day of the debit at least {days} days before collecting it (pre-notification).",
    "checkout.sepa.mandate.debtor": "Account holder",
    "checkout.sepa.mandate.address": "Address",
    "checkout.sepa.mandate.amount": "Amount",
    "checkout.sepa.mandate.date": "Date",
  },
} as const;

registerMessages(checkoutMessages);

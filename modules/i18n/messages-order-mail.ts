/**
 * Server-only texts of the orders after checkout: the withdrawal e-mails, order notes and the
 * owner's REST errors. Kept apart from messages-order-account.ts so no page carries them.
 */
import { registerMessages } from "./registry.ts";

export const orderMailMessages = {
  de: {
    "mail.order.cod": "Bitte halten Sie {amount} bei der Zustellung für den Paketboten bereit.",
    "mail.order.pickup": "Sie bezahlen {amount} bei der Abholung, bar oder mit Karte.",
    "mail.order.sepaPrenotification":
      "Diese E-Mail ist Ihre Vorabankündigung: Wir ziehen den Betrag frühestens {days} Tage nach ihrem Versand ein.",
    "withdrawal.note": "Widerruf erklärt am {date} um {time} Uhr über den Widerrufsbutton von {name}.",
    "withdrawal.mail.subject": "Eingangsbestätigung Ihres Widerrufs – Bestellung {number}",
    "withdrawal.mail.greeting": "Hallo {name},",
    "withdrawal.mail.intro":
      "wir bestätigen den Eingang Ihres Widerrufs am {date} um {time} Uhr (Europe/Berlin).",
    "withdrawal.mail.content": "Inhalt Ihrer Erklärung:",
    "withdrawal.mail.details": "Name: {name}\nE-Mail-Adresse: {email}\nBestellung {number} vom {orderDate}",
    "withdrawal.mail.next":
      "Wir melden uns zur Rücksendung und Erstattung. Die Einzelheiten finden Sie in unserer Widerrufsbelehrung: {policy}",
    "withdrawal.mail.closing": "Viele Grüße\n{shop}",
    "withdrawal.shopMail.subject": "Widerruf zu Bestellung {number}",
    "withdrawal.shopMail.intro": "Über den Widerrufsbutton ist ein Widerruf eingegangen.",
    "withdrawal.shopMail.received": "Eingegangen am {date} um {time} Uhr.",
    "withdrawal.shopMail.order":
      "Bestellung {number} vom {orderDate} ({days} Tage vor dem Widerruf), Status: {status}, Summe: {total}.",
    "withdrawal.shopMail.check":
      "Die Widerrufsfrist beträgt 14 Tage ab Erhalt der Ware. Der Button nimmt jeden Widerruf an; bitte prüfen Sie die Frist und entscheiden Sie über die Erstattung.",
    "orderAccount.note.status": "Status von „{from}“ auf „{to}“ geändert ({by}).",
    "orderAccount.note.restocked": "Der Bestand der Artikel wurde zurückgebucht.",
    "orderAccount.rest.invalidId": "Diese Bestellung gibt es nicht.",
    "orderAccount.rest.invalidParam": "Ungültiger Parameter: {param}.",
    "orderAccount.rest.invalidPage": "Die angeforderte Seite ist größer als die Anzahl der Seiten.",
    "orderAccount.rest.transition": "Eine Bestellung mit dem Status „{from}“ kann nicht „{to}“ werden.",
  },
  en: {
    "mail.order.cod": "Please have {amount} ready for the carrier on delivery.",
    "mail.order.pickup": "You pay {amount} when you collect your order, in cash or by card.",
    "mail.order.sepaPrenotification":
      "This e-mail is your pre-notification: we debit the amount no earlier than {days} days after it was sent.",
    "withdrawal.mail.subject": "Confirmation of your withdrawal – order {number}",
    "withdrawal.mail.greeting": "Hello {name},",
    "withdrawal.mail.intro":
      "we confirm that we received your withdrawal on {date} at {time} (Europe/Berlin).",
    "withdrawal.mail.content": "Your declaration:",
    "withdrawal.mail.details": "Name: {name}\nEmail address: {email}\nOrder {number} of {orderDate}",
    "withdrawal.mail.next":
      "We will be in touch about the return and the refund. Details are in our withdrawal policy: {policy}",
    "withdrawal.mail.closing": "Kind regards\n{shop}",
  },
} as const;

registerMessages(orderMailMessages);

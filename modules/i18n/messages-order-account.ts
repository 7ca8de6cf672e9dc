/**
 * Texts of the customer's orders (my-account), the withdrawal button (Widerrufsbutton, § 356a
 * BGB) with its e-mails, order notes and the owner's order REST API. Plain text only.
 */
import { registerMessages } from "./registry.ts";

export const orderAccountMessages = {
  de: {
    "orderAccount.nav": "Bestellungen",
    "orderAccount.title": "Bestellungen",
    "orderAccount.none": "Sie haben noch keine Bestellung aufgegeben.",
    "orderAccount.toShop": "Zum Shop",
    "orderAccount.caption": "Ihre Bestellungen",
    "orderAccount.actions": "Aktionen",
    "orderAccount.view": "Anzeigen",
    "orderAccount.viewLabel": "Bestellung {number} anzeigen",
    "orderAccount.payLabel": "Bestellung {number} jetzt bezahlen",
    "orderAccount.totalFor": "{total} für {count} Artikel",
    "orderAccount.totalForOne": "{total} für 1 Artikel",
    "orderAccount.viewTitle": "Bestellung {number}",
    "orderAccount.summary": "Bestellung {number} wurde am {date} aufgegeben und ist derzeit: {status}.",
    "orderAccount.back": "Zurück zu den Bestellungen",
    "orderAccount.pagination": "Seiten der Bestellungen",
    "orderAccount.prev": "Neuere Bestellungen",
    "orderAccount.next": "Ältere Bestellungen",
    "orderAccount.vatLine": "enthält {amount} MwSt. ({rate} %)",
    "orderAccount.iban": "IBAN",
    "orderAccount.bic": "BIC",
    "orderAccount.holder": "Kontoinhaber",
    "orderAccount.bankIntro": "Bitte überweisen Sie {amount} auf unser Konto:",
    "orderAccount.notes": "Neuigkeiten zu Ihrer Bestellung",
    "orderAccount.needsPayment": "Diese Bestellung ist noch nicht bezahlt.",
    "orderAccount.withdrawn": "Sie haben den Vertrag am {date} widerrufen.",
    "orderAccount.withdrawLink": "Vertrag widerrufen",
    "orderAccount.items": "Bestellte Artikel",

    "withdrawal.title": "Vertrag widerrufen",
    "withdrawal.intro":
      "Hier können Sie einen Vertrag mit uns widerrufen. Geben Sie dazu Ihren Namen, die Bestellnummer und die E-Mail-Adresse der Bestellung an. Im nächsten Schritt bestätigen Sie den Widerruf.",
    "withdrawal.policyHint": "Alles zu Fristen und Folgen steht in unserer {policy}.",
    "withdrawal.policyLink": "Widerrufsbelehrung",
    "withdrawal.field.name": "Ihr Name",
    "withdrawal.field.order": "Bestellnummer",
    "withdrawal.field.email": "E-Mail-Adresse der Bestellung",
    "withdrawal.field.orderHint": "Sie finden sie in der Bestellbestätigung, z. B. 10001.",
    "withdrawal.next": "Weiter zur Bestätigung",
    "withdrawal.confirmTitle": "Widerruf bestätigen",
    "withdrawal.confirmIntro":
      "Bitte prüfen Sie Ihre Angaben. Mit dem Klick auf „Widerruf bestätigen“ erklären Sie:",
    "withdrawal.declaration":
      "Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung {number}.",
    "withdrawal.confirm": "Widerruf bestätigen",
    "withdrawal.change": "Angaben ändern",
    "withdrawal.doneTitle": "Ihr Widerruf ist eingegangen",
    "withdrawal.done":
      "Wir haben Ihren Widerruf der Bestellung {number} am {date} um {time} Uhr erhalten. Eine Bestätigung schicken wir an {email}.",
    "withdrawal.alreadyTitle": "Bereits widerrufen",
    "withdrawal.already":
      "Den Vertrag über die Bestellung {number} haben Sie bereits am {date} um {time} Uhr widerrufen. Ihr Widerruf gilt; es hat sich nichts geändert.",
    "withdrawal.error.name": "Bitte geben Sie Ihren Namen an.",
    "withdrawal.error.order": "Bitte geben Sie die Bestellnummer an (nur Ziffern).",
    "withdrawal.error.email": "Bitte geben Sie eine gültige E-Mail-Adresse an.",
    "withdrawal.error.noMatch":
      "Zu dieser Bestellnummer und E-Mail-Adresse haben wir keine Bestellung gefunden. Bitte prüfen Sie beide Angaben (sie stehen in der Bestellbestätigung). Es wurde nichts gespeichert.",
    "withdrawal.error.nonce":
      "Die Seite war zu lange geöffnet. Bitte bestätigen Sie den Widerruf noch einmal.",
    "withdrawal.error.rateLimited":
      "Zu viele Versuche. Bitte warten Sie {duration} und versuchen Sie es dann erneut.",
    "withdrawal.error.badRequest": "Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.",
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
    "orderAccount.nav": "Orders",
    "orderAccount.title": "Orders",
    "orderAccount.none": "No order has been made yet.",
    "orderAccount.toShop": "Browse products",
    "orderAccount.caption": "Your orders",
    "orderAccount.actions": "Actions",
    "orderAccount.view": "View",
    "orderAccount.viewLabel": "View order {number}",
    "orderAccount.payLabel": "Pay for order {number}",
    "orderAccount.totalFor": "{total} for {count} items",
    "orderAccount.totalForOne": "{total} for 1 item",
    "orderAccount.viewTitle": "Order {number}",
    "orderAccount.summary": "Order {number} was placed on {date} and is currently: {status}.",
    "orderAccount.back": "Back to orders",
    "orderAccount.pagination": "Order pages",
    "orderAccount.prev": "Newer orders",
    "orderAccount.next": "Older orders",
    "orderAccount.vatLine": "includes {amount} VAT ({rate} %)",
    "orderAccount.iban": "IBAN",
    "orderAccount.bic": "BIC",
    "orderAccount.holder": "Account holder",
    "orderAccount.bankIntro": "Please transfer {amount} to our account:",
    "orderAccount.notes": "Order updates",
    "orderAccount.needsPayment": "This order has not been paid yet.",
    "orderAccount.withdrawn": "You withdrew from the contract on {date}.",
    "orderAccount.withdrawLink": "Withdraw from contract",
    "orderAccount.items": "Ordered items",

    "withdrawal.title": "Withdraw from contract",
    "withdrawal.intro":
      "Here you can withdraw from a contract with us. Enter your name, the order number and the order's email address; you confirm the withdrawal in the next step.",
    "withdrawal.policyHint": "Periods and consequences are explained in our {policy}.",
    "withdrawal.policyLink": "withdrawal policy",
    "withdrawal.field.name": "Your name",
    "withdrawal.field.order": "Order number",
    "withdrawal.field.email": "The order's email address",
    "withdrawal.field.orderHint": "You find it in the order confirmation, e.g. 10001.",
    "withdrawal.next": "Continue to confirmation",
    "withdrawal.confirmTitle": "Confirm withdrawal",
    "withdrawal.confirmIntro": "Please check your details. By clicking “Confirm withdrawal” you declare:",
    "withdrawal.declaration": "I hereby withdraw from the contract I concluded for order {number}.",
    "withdrawal.confirm": "Confirm withdrawal",
    "withdrawal.change": "Change details",
    "withdrawal.doneTitle": "Your withdrawal has been received",
    "withdrawal.done":
      "We received your withdrawal of order {number} on {date} at {time}. We are sending a confirmation to {email}.",
    "withdrawal.alreadyTitle": "Already withdrawn",
    "withdrawal.already":
      "You already withdrew from the contract of order {number} on {date} at {time}. Your withdrawal stands; nothing has changed.",
    "withdrawal.error.name": "Please enter your name.",
    "withdrawal.error.order": "Please enter the order number (digits only).",
    "withdrawal.error.email": "Please enter a valid email address.",
    "withdrawal.error.noMatch":
      "We found no order with this order number and email address. Please check both (they are in the order confirmation). Nothing was stored.",
    "withdrawal.error.nonce": "The page was open for too long. Please confirm the withdrawal again.",
    "withdrawal.error.rateLimited": "Too many attempts. Please wait {duration} and try again.",
    "withdrawal.error.badRequest": "The request could not be read. Please try again.",
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

registerMessages(orderAccountMessages);

/** The setup wizard (issue 27 item 5): /admin/setup-wizard/ and the dashboard's card. */
import { registerMessages } from "./registry.ts";

export const adminSetupWizardMessages = {
  de: {
    "admin.wizard.title": "Shop einrichten",
    "admin.wizard.intro":
      "In fünf Schritten zum rechtssicheren Shop: Rechtliches, Versand, Zahlung, Logo und Farben. Sie können jederzeit aufhören und später hier weitermachen.",
    "admin.wizard.progress": "Fortschritt",
    "admin.wizard.stepOf": "Schritt {n} von {m}",
    "admin.wizard.next": "Weiter",
    "admin.wizard.skip": "Überspringen",
    "admin.wizard.later": "Später fortsetzen",
    "admin.wizard.legal.help":
      "Diese Angaben erscheinen im Impressum, in jeder Bestell-E-Mail und auf Rechnungen. Sie können sie später unter Einstellungen → Rechtliches ändern.",
    "admin.wizard.legal.pagesMissing":
      "Es fehlen noch Rechtstexte-Seiten: {pages}. Der Shop kann Vorlagen anlegen, die Ihre Angaben von oben automatisch einsetzen.",
    "admin.wizard.legal.createPages": "Vorlagen für fehlende Rechtstexte anlegen",
    "admin.wizard.legal.pagesCreated":
      "Seiten angelegt und ausgewählt: {pages}. Prüfen und ergänzen Sie die Texte unter Seiten, bevor der Shop öffnet.",
    "admin.wizard.legal.pagesChosen": "Die Rechtstexte-Seiten sind ausgewählt.",
    "admin.wizard.shipping.help":
      "Die erste Versandzone Ihres Shops: in welche Länder Sie liefern und was der Versand kostet. Weitere Zonen legen Sie unter Einstellungen → Versand an.",
    "admin.wizard.payments.help":
      "Welche Zahlungsarten die Kasse anbietet. Für Vorkasse tragen Sie Ihre Bankverbindung ein, für SEPA-Lastschrift brauchen Sie eine Gläubiger-ID (Schritt Rechtliches).",
    "admin.wizard.theme.help":
      "Ihre Akzentfarbe (für Schaltflächen und Links) und Ihr Logo. Ein Logo laden Sie in der Mediathek hoch; danach steht es hier zur Auswahl.",
    "admin.wizard.field.accentColor": "Akzentfarbe",
    "admin.wizard.field.accentColor.help":
      "Als #RRGGBB, z. B. #8a3b12. Schaltflächen zeigen darauf weiße Schrift: wählen Sie einen dunklen Ton.",
    "admin.wizard.field.logo": "Logo",
    "admin.wizard.theme.noLogo": "Kein Logo (Shopname als Text)",
    "admin.wizard.theme.upload": "Logo in der Mediathek hochladen",
    "admin.wizard.done.complete": "Ihr Shop hat alle rechtlich nötigen Angaben.",
    "admin.wizard.done.missing": "Es fehlt noch: {fields}.",
    "admin.wizard.done.fix": "Zum Schritt Rechtliches",
    "admin.wizard.done.product": "Erstes Produkt anlegen",
    "admin.wizard.done.finish": "Einrichtung abschließen",
    "admin.wizard.done.finished": "Die Einrichtung ist abgeschlossen.",
    "admin.wizard.done.templates":
      "Die Rechtstexte aus Vorlagen sind ein Anfang, keine Rechtsberatung: Lassen Sie sie prüfen und passen Sie sie an.",
    "admin.wizard.skipped": "Schritt übersprungen.",
    "admin.wizard.saved": "Gespeichert.",
  },
  en: {
    "admin.wizard.title": "Set up your shop",
    "admin.wizard.intro":
      "Five steps to a legally complete shop: legal data, shipping, payment, logo and colours. You can stop at any time and continue here later.",
    "admin.wizard.progress": "Progress",
    "admin.wizard.stepOf": "Step {n} of {m}",
    "admin.wizard.next": "Next",
    "admin.wizard.skip": "Skip",
    "admin.wizard.later": "Continue later",
    "admin.wizard.legal.help":
      "These details appear in the imprint, in every order e-mail and on invoices. You can change them later under Settings → Legal.",
    "admin.wizard.legal.pagesMissing":
      "Legal pages still missing: {pages}. The shop can create templates that fill in your details from above.",
    "admin.wizard.legal.createPages": "Create templates for the missing legal pages",
    "admin.wizard.legal.pagesCreated":
      "Pages created and chosen: {pages}. Check and complete the texts under Pages before the shop opens.",
    "admin.wizard.legal.pagesChosen": "The legal pages are chosen.",
    "admin.wizard.shipping.help":
      "Your shop's first shipping zone: which countries you deliver to and what shipping costs. Add more zones under Settings → Shipping.",
    "admin.wizard.payments.help":
      "Which payment methods checkout offers. Prepayment needs your bank details, SEPA direct debit a creditor id (legal step).",
    "admin.wizard.theme.help":
      "Your accent colour (buttons and links) and your logo. Upload a logo in the media library; it can then be chosen here.",
    "admin.wizard.field.accentColor": "Accent colour",
    "admin.wizard.field.accentColor.help":
      "As #RRGGBB, e.g. #8a3b12. Buttons show white text on it: choose a dark shade.",
    "admin.wizard.field.logo": "Logo",
    "admin.wizard.theme.noLogo": "No logo (shop name as text)",
    "admin.wizard.theme.upload": "Upload a logo in the media library",
    "admin.wizard.done.complete": "Your shop has all legally required details.",
    "admin.wizard.done.missing": "Still missing: {fields}.",
    "admin.wizard.done.fix": "Go to the legal step",
    "admin.wizard.done.product": "Add the first product",
    "admin.wizard.done.finish": "Finish setup",
    "admin.wizard.done.finished": "Setup is finished.",
    "admin.wizard.done.templates":
      "Legal texts from templates are a start, not legal advice: have them checked and adapt them.",
    "admin.wizard.skipped": "Step skipped.",
    "admin.wizard.saved": "Saved.",
  },
} as const;

registerMessages(adminSetupWizardMessages);

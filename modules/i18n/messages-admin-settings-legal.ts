/**
 * The Rechtliches settings screen (issue 21 item 2): its fields, sections, checks, and the
 * back-office warning about missing legal data (translated on the server). Only the legal screen
 * and the server load it, so the other settings screens do not carry these texts.
 */
import { registerMessages } from "./registry.ts";

export const adminSettingsLegalMessages = {
  de: {
    "admin.settings.legal.seller": "Verkäufer",
    "admin.settings.legal.contact": "Kontakt",
    "admin.settings.legal.register": "Register und Steuern",
    "admin.settings.legal.pages": "Rechtstexte",
    "admin.settings.field.legal.companyName": "Firma bzw. Name",
    "admin.settings.field.legal.companyName.help":
      "Vollständig mit Rechtsform, etwa „Muster Kaffee GmbH“ oder als Einzelunternehmen Ihr Vor- und Nachname.",
    "admin.settings.field.legal.representative": "Inhaber bzw. Vertretungsberechtigte",
    "admin.settings.field.legal.representative.help":
      "Bei einer GmbH die Geschäftsführung, etwa „Erika Muster (Geschäftsführerin)“.",
    "admin.settings.field.legal.street": "Straße und Hausnummer",
    "admin.settings.field.legal.postcode": "Postleitzahl",
    "admin.settings.field.legal.city": "Ort",
    "admin.settings.field.legal.country": "Land",
    "admin.settings.field.legal.email": "E-Mail-Adresse",
    "admin.settings.field.legal.email.help": "Steht im Impressum und in jeder E-Mail an Kunden.",
    "admin.settings.field.legal.phone": "Telefon",
    "admin.settings.field.legal.phone.help": "Freiwillig; leer bleibt die Zeile weg.",
    "admin.settings.field.legal.registerCourt": "Registergericht",
    "admin.settings.field.legal.registerCourt.help":
      "Etwa „Amtsgericht Hamburg“; leer, wenn Sie nicht eingetragen sind.",
    "admin.settings.field.legal.registerNumber": "Registernummer",
    "admin.settings.field.legal.registerNumber.help": "Etwa „HRB 123456“.",
    "admin.settings.field.legal.vatId": "Umsatzsteuer-Identifikationsnummer",
    "admin.settings.field.legal.vatId.help": "Etwa DE123456789. Ohne USt-IdNr. genügt die Steuernummer.",
    "admin.settings.field.legal.taxNumber": "Steuernummer",
    "admin.settings.field.legal.taxNumber.help": "Vom Finanzamt, etwa 22/815/08150.",
    "admin.settings.field.legal.vatOrTaxNumber": "USt-IdNr. oder Steuernummer",
    "admin.settings.field.legal.smallBusiness": "Kleinunternehmer (§ 19 UStG)",
    "admin.settings.field.legal.smallBusiness.help":
      "Ein: Rechnungen und E-Mails weisen keine Umsatzsteuer aus und nennen die Kleinunternehmerregelung.",
    "admin.settings.field.legal.creditorId": "Gläubiger-Identifikationsnummer (SEPA)",
    "admin.settings.field.legal.creditorId.help":
      "Von der Deutschen Bundesbank, etwa DE98ZZZ09999999999. Nötig, solange Sie Lastschrift anbieten.",
    "admin.settings.field.legal.page.imprint": "Impressum",
    "admin.settings.field.legal.page.privacy": "Datenschutzerklärung",
    "admin.settings.field.legal.page.terms": "AGB",
    "admin.settings.field.legal.page.withdrawal": "Widerrufsbelehrung",
    "admin.settings.field.legal.page.shipping": "Versand und Zahlung",
    "admin.settings.legal.pages.help":
      "Fußzeile, Kasse, Preisangaben und E-Mails verlinken die hier gewählte veröffentlichte Seite.",
    "admin.settings.legal.page.none": "– keine Seite gewählt –",
    "admin.settings.legal.shortcode":
      "Ihre Angaben erscheinen auf einer Seite, wo deren Inhalt [legal_data] enthält (Impressum) oder [legal_data part=address] (nur Anschrift und Kontakt).",
    "admin.settings.legal.error.country": "Bitte ein Land der EU wählen.",
    "admin.settings.legal.error.postcodeDe": "Eine deutsche Postleitzahl hat genau 5 Ziffern.",
    "admin.settings.legal.error.postcode": "Diese Postleitzahl passt nicht zum gewählten Land.",
    "admin.settings.legal.error.vatIdDe":
      "Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern, etwa DE123456789.",
    "admin.settings.legal.error.registerNumber": "Zum Registergericht gehört die Registernummer.",
    "admin.settings.legal.error.registerCourt": "Zur Registernummer gehört das Registergericht.",
    "admin.settings.legal.error.page": "Diese Seite gibt es nicht oder sie ist nicht veröffentlicht.",
    "admin.settings.legal.refuseRemove":
      "Ihr Shop ist live; ohne diese Angaben wäre er unvollständig: {fields}. Tragen Sie sie ein oder schalten Sie zuerst den Demnächst-Modus (Shop-Status) ein.",
    "admin.settings.legal.stillMissing": "Es fehlen noch: {fields}.",
    "admin.legalWarning.title": "Rechtliche Angaben unvollständig",
    "admin.legalWarning.text": "Ihr Shop ist live, aber es fehlen: {fields}.",
    "admin.legalWarning.link": "Jetzt in Einstellungen → Rechtliches eintragen",
    "admin.legalWarning.manager": "Ein Administrator kann sie in Einstellungen → Rechtliches eintragen.",
  },
  en: {
    "admin.settings.legal.seller": "Seller",
    "admin.settings.legal.contact": "Contact",
    "admin.settings.legal.register": "Register and taxes",
    "admin.settings.legal.pages": "Legal pages",
    "admin.settings.field.legal.companyName": "Company or name",
    "admin.settings.field.legal.companyName.help":
      "In full with the legal form, e.g. “Muster Kaffee GmbH”, or as a sole trader your first and last name.",
    "admin.settings.field.legal.representative": "Owner or authorised representative",
    "admin.settings.field.legal.representative.help":
      "For a GmbH its managing director, e.g. “Erika Muster (managing director)”.",
    "admin.settings.field.legal.street": "Street and number",
    "admin.settings.field.legal.postcode": "Postcode",
    "admin.settings.field.legal.city": "City",
    "admin.settings.field.legal.country": "Country",
    "admin.settings.field.legal.email": "E-mail address",
    "admin.settings.field.legal.email.help": "Shown in the legal notice and in every e-mail to customers.",
    "admin.settings.field.legal.phone": "Phone",
    "admin.settings.field.legal.phone.help": "Optional; left out when empty.",
    "admin.settings.field.legal.registerCourt": "Register court",
    "admin.settings.field.legal.registerCourt.help":
      "E.g. “Amtsgericht Hamburg”; empty if you are not registered.",
    "admin.settings.field.legal.registerNumber": "Register number",
    "admin.settings.field.legal.registerNumber.help": "E.g. “HRB 123456”.",
    "admin.settings.field.legal.vatId": "VAT identification number",
    "admin.settings.field.legal.vatId.help": "E.g. DE123456789. Without one, the tax number is enough.",
    "admin.settings.field.legal.taxNumber": "Tax number",
    "admin.settings.field.legal.taxNumber.help": "From the tax office, e.g. 22/815/08150.",
    "admin.settings.field.legal.vatOrTaxNumber": "VAT ID or tax number",
    "admin.settings.field.legal.smallBusiness": "Small business (§ 19 UStG)",
    "admin.settings.field.legal.smallBusiness.help":
      "On: invoices and e-mails show no VAT and name the small-business rule.",
    "admin.settings.field.legal.creditorId": "Creditor identifier (SEPA)",
    "admin.settings.field.legal.creditorId.help":
      "From the Deutsche Bundesbank, e.g. DE98ZZZ09999999999. Needed while you offer direct debit.",
    "admin.settings.field.legal.page.imprint": "Legal notice (Impressum)",
    "admin.settings.field.legal.page.privacy": "Privacy policy",
    "admin.settings.field.legal.page.terms": "Terms and conditions",
    "admin.settings.field.legal.page.withdrawal": "Withdrawal policy",
    "admin.settings.field.legal.page.shipping": "Shipping and payment",
    "admin.settings.legal.pages.help":
      "The footer, checkout, price notes and e-mails link the published page chosen here.",
    "admin.settings.legal.page.none": "– no page chosen –",
    "admin.settings.legal.shortcode":
      "Your details appear on a page whose content holds [legal_data] (legal notice) or [legal_data part=address] (address and contact only).",
    "admin.settings.legal.error.country": "Please choose an EU country.",
    "admin.settings.legal.error.postcodeDe": "A German postcode has exactly 5 digits.",
    "admin.settings.legal.error.postcode": "This postcode does not match the country.",
    "admin.settings.legal.error.vatIdDe": "A German VAT ID is DE followed by 9 digits, e.g. DE123456789.",
    "admin.settings.legal.error.registerNumber": "A register court needs its register number.",
    "admin.settings.legal.error.registerCourt": "A register number needs its register court.",
    "admin.settings.legal.error.page": "This page does not exist or is not published.",
    "admin.settings.legal.refuseRemove":
      "Your shop is live; without these details it would be incomplete: {fields}. Enter them, or switch on coming-soon mode (Shop status) first.",
    "admin.settings.legal.stillMissing": "Still missing: {fields}.",
    "admin.legalWarning.title": "Legal details incomplete",
    "admin.legalWarning.text": "Your shop is live, but these are missing: {fields}.",
    "admin.legalWarning.link": "Enter them now in Settings → Legal",
    "admin.legalWarning.manager": "Please ask an administrator to enter them in Settings → Legal.",
  },
} as const;

registerMessages(adminSettingsLegalMessages);

/**
 * The seller's legal data as visitors and customers read it (issue 21): the `[legal_data]` block
 * in page content and the legal lines at the end of every e-mail (modules/legal/render.ts).
 */
import { registerMessages } from "./registry.ts";

export const legalMessages = {
  de: {
    "legal.representedBy": "Vertreten durch: {name}",
    "legal.contact": "Kontakt",
    "legal.phone": "Telefon",
    "legal.email": "E-Mail",
    "legal.register": "Registereintrag",
    "legal.registerLine":
      "Eingetragen im Handelsregister. Registergericht: {court}, Registernummer: {number}",
    "legal.vat": "Umsatzsteuer",
    "legal.vatId": "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vatId}",
    "legal.vatIdShort": "USt-IdNr. {vatId}",
    "legal.taxNumber": "Steuernummer: {taxNumber}",
    "legal.smallBusiness": "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).",
    "legal.registerShort": "{court}, {number}",
  },
  en: {
    "legal.representedBy": "Represented by: {name}",
    "legal.contact": "Contact",
    "legal.phone": "Phone",
    "legal.email": "Email",
    "legal.register": "Commercial register",
    "legal.registerLine":
      "Registered in the commercial register. Register court: {court}, register number: {number}",
    "legal.vat": "VAT",
    "legal.vatId": "VAT identification number according to § 27a of the German VAT Act: {vatId}",
    "legal.vatIdShort": "VAT ID {vatId}",
    "legal.taxNumber": "Tax number: {taxNumber}",
    "legal.smallBusiness": "No VAT is charged under § 19 UStG (small-business rule).",
    "legal.registerShort": "{court}, {number}",
  },
} as const;

registerMessages(legalMessages);

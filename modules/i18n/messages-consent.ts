/**
 * Texts of the consent manager (banner, settings dialog) and the REST client's errors. Not merged
 * into the page catalogue: only the lazily loaded consent dialog and the REST client read them
 * (through `consentText`), so they add nothing to a page's first-load JavaScript. The footer
 * link's text is the core key `site.consentSettings`.
 */
import { fillPlaceholders } from "./fill.ts";
import type { Lang } from "./index.ts";

export const consentMessages = {
  de: {
    "consent.title": "Ihre Privatsphäre",
    "consent.text":
      "Wir nutzen Cookies. Notwendige brauchen Warenkorb, Anmeldung und Kasse. Mit Ihrer Einwilligung zählen wir Seitenaufrufe (Statistik) und merken uns, woher Ihr Besuch kommt (Marketing). Ändern können Sie das jederzeit unter „Cookie-Einstellungen“ am Seitenende.",
    "consent.privacyLink": "Mehr in der Datenschutzerklärung",
    "consent.acceptAll": "Alle akzeptieren",
    "consent.necessaryOnly": "Nur notwendige",
    "consent.settings": "Einstellungen",
    "consent.dialogTitle": "Cookie-Einstellungen",
    "consent.dialogIntro": "Wählen Sie, wofür wir Cookies verwenden dürfen. Notwendige sind immer aktiv.",
    "consent.necessary": "Notwendig",
    "consent.necessaryText": "Warenkorb, Anmeldung, Kasse, Sicherheit und das Speichern dieser Auswahl.",
    "consent.statistics": "Statistik",
    "consent.statisticsText":
      "Wir zählen Seitenaufrufe auf unserem eigenen Server, ohne Dritte und ohne Profile.",
    "consent.marketing": "Marketing",
    "consent.marketingText":
      "Wir merken uns die Herkunft Ihres Besuchs (z. B. Suchmaschine, Newsletter, Kampagne) und speichern sie mit Ihrer Bestellung.",
    "consent.save": "Auswahl speichern",
    "consent.close": "Schließen",
    "consent.saved": "Ihre Auswahl wurde gespeichert.",

    "rest.fetch_error": "Sie sind vermutlich offline.",
    "rest.invalid_json": "Die Antwort ist keine gültige JSON-Antwort.",
    "rest.unknown_error": "Ein unbekannter Fehler ist aufgetreten.",
    "rest.post_process":
      "Das Hochladen ist fehlgeschlagen. Ist es ein Foto oder ein großes Bild, verkleinern Sie es bitte und versuchen Sie es erneut.",
    "rest.invalidParam": "Ungültiger Parameter: {param}.",
    "rest.invalidPage": "Die angeforderte Seite liegt hinter der letzten Seite.",
    "rest.notLoggedIn": "Dafür müssen Sie angemeldet sein.",
    "rest.forbidden": "Dafür fehlt Ihnen die Berechtigung.",
    "rest.notFound": "Diesen Eintrag gibt es nicht.",
    "rest.uploadNoFile": "Es wurde keine Datei gesendet.",
    "rest.uploadType": "Dieser Dateityp wird nicht unterstützt. Erlaubt sind JPEG, PNG, WebP, GIF und AVIF.",
    "rest.uploadTooLarge": "Die Datei ist zu groß (höchstens {mb} MB).",
    "rest.subsizesFailed": "Die Bildgrößen konnten nicht erzeugt werden.",
    "rest.uploadCorrupt":
      "Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden. Es wurde nichts gespeichert.",
    "rest.trashNotSupported": "Dieser Eintrag kommt nicht in den Papierkorb; löschen Sie ihn mit force=true.",
    "rest.invalidAction": "Unbekannte Aktion.",
    "rest.badAppPassword": "E-Mail-Adresse oder Anwendungspasswort ist falsch.",
  },
  en: {
    "consent.title": "Your privacy",
    "consent.text":
      "We use cookies. Necessary ones run the cart, sign-in and checkout. With your consent we count page views (statistics) and remember where your visit came from (marketing). You can change this at any time under “Cookie settings” at the bottom of the page.",
    "consent.privacyLink": "More in the privacy policy",
    "consent.acceptAll": "Accept all",
    "consent.necessaryOnly": "Necessary only",
    "consent.settings": "Settings",
    "consent.dialogTitle": "Cookie settings",
    "consent.dialogIntro": "Choose what we may use cookies for. Necessary ones are always on.",
    "consent.necessary": "Necessary",
    "consent.necessaryText": "Cart, sign-in, checkout, security and storing this choice.",
    "consent.statistics": "Statistics",
    "consent.statisticsText":
      "We count page views on our own server, without third parties and without profiles.",
    "consent.marketing": "Marketing",
    "consent.marketingText":
      "We remember where your visit came from (e.g. a search engine, newsletter, campaign) and store it with your order.",
    "consent.save": "Save choice",
    "consent.close": "Close",
    "consent.saved": "Your choice has been saved.",

    "rest.fetch_error": "You are probably offline.",
    "rest.invalid_json": "The response is not a valid JSON response.",
    "rest.unknown_error": "An unknown error occurred.",
    "rest.post_process":
      "Media upload failed. If this is a photo or a large image, please scale it down and try again.",
    "rest.invalidParam": "Invalid parameter: {param}.",
    "rest.invalidPage": "The requested page number is larger than the number of pages available.",
    "rest.notLoggedIn": "You must be signed in to do that.",
    "rest.forbidden": "Sorry, you are not allowed to do that.",
    "rest.notFound": "No such item.",
    "rest.uploadNoFile": "No file was sent.",
    "rest.uploadType": "This file type is not supported. Allowed are JPEG, PNG, WebP, GIF and AVIF.",
    "rest.uploadTooLarge": "The file is too large (at most {mb} MB).",
    "rest.subsizesFailed": "The image sizes could not be generated.",
    "rest.uploadCorrupt": "The image is damaged or incomplete and cannot be read. Nothing was stored.",
    "rest.trashNotSupported": "This item does not go to the trash; delete it with force=true.",
    "rest.invalidAction": "Unknown action.",
    "rest.badAppPassword": "The e-mail address or the application password is wrong.",
  },
} as const;

export type ConsentMessageKey = keyof (typeof consentMessages)["de"];

/** A text of this area in the page's language (English falls back to German). */
export function consentText(
  lang: Lang,
  key: ConsentMessageKey,
  params?: Record<string, string | number>,
): string {
  const text =
    (lang === "en" ? (consentMessages.en as Partial<Record<ConsentMessageKey, string>>)[key] : undefined) ??
    consentMessages.de[key];
  return fillPlaceholders(text, params);
}

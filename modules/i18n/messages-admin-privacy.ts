/** Settings II, privacy and spam (issue 27): the consent manager's texts, captcha keys, form limits. */
import { registerMessages } from "./registry.ts";

export const adminPrivacyMessages = {
  de: {
    "adminPrivacy.consent": "Cookie-Banner",
    "adminPrivacy.consent.enabled": "Eigenen Cookie-Banner verwenden",
    "adminPrivacy.consent.enabled.help":
      "Aus nur, wenn ein anderes Werkzeug nach der Einwilligung fragt: dann laden Statistik und Herkunftsmerkmale ohne Rückfrage.",
    "adminPrivacy.texts.de": "Texte auf Deutsch",
    "adminPrivacy.texts.en": "Texte auf Englisch",
    "adminPrivacy.texts.help":
      "Die Kategorien selbst (notwendig, Statistik, Marketing) stehen fest, denn jede schaltet eine Funktion frei; ihre Namen und Beschreibungen bestimmen Sie.",
    "adminPrivacy.text.title": "Überschrift des Banners",
    "adminPrivacy.text.text": "Text des Banners",
    "adminPrivacy.text.dialogIntro": "Einleitung der Cookie-Einstellungen",
    "adminPrivacy.text.necessary": "Kategorie „notwendig“: Name",
    "adminPrivacy.text.necessaryText": "Kategorie „notwendig“: Beschreibung",
    "adminPrivacy.text.statistics": "Kategorie „Statistik“: Name",
    "adminPrivacy.text.statisticsText": "Kategorie „Statistik“: Beschreibung",
    "adminPrivacy.text.marketing": "Kategorie „Marketing“: Name",
    "adminPrivacy.text.marketingText": "Kategorie „Marketing“: Beschreibung",
    "adminPrivacy.captcha": "Captcha",
    "adminPrivacy.captcha.help":
      "Die öffentlichen Schlüssel (Websiteschlüssel) tragen Sie hier ein. Die geheimen Schlüssel stehen aus Sicherheitsgründen nur in Umgebungsvariablen des Servers.",
    "adminPrivacy.captcha.recaptcha": "reCAPTCHA v2: Websiteschlüssel",
    "adminPrivacy.captcha.recaptcha_v3": "reCAPTCHA v3: Websiteschlüssel",
    "adminPrivacy.captcha.turnstile": "Cloudflare Turnstile: Websiteschlüssel",
    "adminPrivacy.captcha.hcaptcha": "hCaptcha: Websiteschlüssel",
    "adminPrivacy.captcha.secret": "Geheimer Schlüssel ({env}): {state}",
    "adminPrivacy.secret.set": "gesetzt",
    "adminPrivacy.secret.unset": "nicht gesetzt",
    "adminPrivacy.captcha.pow": "Eigenes Rechen-Captcha: Schwierigkeit",
    "adminPrivacy.captcha.pow.help":
      "8 bis 24; jede Stufe mehr verdoppelt die Rechenzeit im Browser (16 ≈ unter einer Sekunde).",
    "adminPrivacy.forms": "Formulare",
    "adminPrivacy.forms.perMinute": "Sendungen je Besucher und Minute",
    "adminPrivacy.forms.perMinute.help":
      "1 bis 10.000. Wer öfter sendet, wird kurz abgewiesen (HTTP 429) – ein Schutz gegen Spam-Wellen.",
  },
  en: {
    "adminPrivacy.consent": "Cookie banner",
    "adminPrivacy.consent.enabled": "Use the built-in cookie banner",
    "adminPrivacy.consent.enabled.help":
      "Off only when another tool asks for consent: statistics and attribution then load without asking.",
    "adminPrivacy.texts.de": "German texts",
    "adminPrivacy.texts.en": "English texts",
    "adminPrivacy.texts.help":
      "The categories themselves (necessary, statistics, marketing) are fixed, as each unlocks a feature; you choose their names and descriptions.",
    "adminPrivacy.text.title": "Banner heading",
    "adminPrivacy.text.text": "Banner text",
    "adminPrivacy.text.dialogIntro": "Introduction of the cookie settings",
    "adminPrivacy.text.necessary": "Category “necessary”: name",
    "adminPrivacy.text.necessaryText": "Category “necessary”: description",
    "adminPrivacy.text.statistics": "Category “statistics”: name",
    "adminPrivacy.text.statisticsText": "Category “statistics”: description",
    "adminPrivacy.text.marketing": "Category “marketing”: name",
    "adminPrivacy.text.marketingText": "Category “marketing”: description",
    "adminPrivacy.captcha": "Captcha",
    "adminPrivacy.captcha.help":
      "Enter the public site keys here. For security, the secret keys live only in the server's environment variables.",
    "adminPrivacy.captcha.recaptcha": "reCAPTCHA v2: site key",
    "adminPrivacy.captcha.recaptcha_v3": "reCAPTCHA v3: site key",
    "adminPrivacy.captcha.turnstile": "Cloudflare Turnstile: site key",
    "adminPrivacy.captcha.hcaptcha": "hCaptcha: site key",
    "adminPrivacy.captcha.secret": "Secret key ({env}): {state}",
    "adminPrivacy.secret.set": "set",
    "adminPrivacy.secret.unset": "not set",
    "adminPrivacy.captcha.pow": "Built-in proof-of-work captcha: difficulty",
    "adminPrivacy.captcha.pow.help":
      "8 to 24; each step doubles the work in the browser (16 ≈ under a second).",
    "adminPrivacy.forms": "Forms",
    "adminPrivacy.forms.perMinute": "Submissions per visitor and minute",
    "adminPrivacy.forms.perMinute.help":
      "1 to 10,000. Whoever sends more often is turned away briefly (HTTP 429) – a guard against spam waves.",
  },
} as const;

registerMessages(adminPrivacyMessages);

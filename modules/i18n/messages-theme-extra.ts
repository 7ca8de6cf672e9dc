/**
 * Theme texts not needed by the header on every page: the home slider's controls (imported by
 * the slider) and the server-only texts (coming-soon page, users REST errors).
 */
import { registerMessages } from "./registry.ts";

export const themeExtraMessages = {
  de: {
    "theme.sliderLabel": "Aktuelles",
    "theme.slideOf": "Folie {n} von {total}",
    "theme.sliderPrev": "Vorherige Folie",
    "theme.sliderNext": "Nächste Folie",
    "theme.sliderPause": "Automatischen Wechsel anhalten",
    "theme.sliderPlay": "Automatischen Wechsel starten",
    "theme.comingSoonText": "Unser Shop wird gerade eingerichtet. Schauen Sie bald wieder vorbei!",
    "theme.restNotLoggedIn": "Sie sind nicht angemeldet.",
    "theme.restCannotEdit": "Sie dürfen nur Ihr eigenes Benutzerkonto ändern.",
    "theme.restInvalidBody": "Die Anfrage ist ungültig.",
    "theme.comingSoonStoreClosed": "Der Shop öffnet bald. Bis dahin sind keine Produkte verfügbar.",
  },
  en: {
    "theme.sliderLabel": "Highlights",
    "theme.slideOf": "Slide {n} of {total}",
    "theme.sliderPrev": "Previous slide",
    "theme.sliderNext": "Next slide",
    "theme.sliderPause": "Pause automatic rotation",
    "theme.sliderPlay": "Start automatic rotation",
    "theme.comingSoonText": "Our shop is being set up. Please come back soon!",
    "theme.restNotLoggedIn": "You are not logged in.",
    "theme.restCannotEdit": "You may only edit your own user account.",
    "theme.restInvalidBody": "The request is invalid.",
    "theme.comingSoonStoreClosed": "The shop opens soon. Until then no products are available.",
  },
} as const;

registerMessages(themeExtraMessages);

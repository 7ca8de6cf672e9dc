/** Texts of the theme chrome: header, menus, search overlay, go-to-top, slider, coming-soon. */
import { registerMessages } from "./registry.ts";

export const themeMessages = {
  de: {
    "theme.submenu": "Untermenü {label}",
    "theme.openMenu": "Menü öffnen",
    "theme.mobileNav": "Mobile Navigation",
    "theme.socialNav": "Soziale Netzwerke",
    "theme.searchOpen": "Suche öffnen",
    "theme.searchClose": "Suche schließen",
    "theme.searchLabel": "Suchbegriff",
    "theme.searchSubmit": "Suchen",
    "theme.toTop": "Nach oben",
    "theme.adminBar": "Inhaber-Ansicht",
    "theme.comingSoonTitle": "Wir öffnen bald",
    "theme.comingSoonBanner": "Der Shop ist im Coming-soon-Modus: Besucher sehen nur die Ankündigungsseite.",
    "theme.comingSoonDismiss": "Hinweis ausblenden",
  },
  en: {
    "theme.submenu": "Submenu {label}",
    "theme.openMenu": "Open menu",
    "theme.mobileNav": "Mobile navigation",
    "theme.socialNav": "Social networks",
    "theme.searchOpen": "Open search",
    "theme.searchClose": "Close search",
    "theme.searchLabel": "Search term",
    "theme.searchSubmit": "Search",
    "theme.toTop": "Back to top",
    "theme.adminBar": "Owner view",
    "theme.comingSoonTitle": "Opening soon",
    "theme.comingSoonBanner": "The shop is in coming-soon mode: visitors only see the announcement page.",
    "theme.comingSoonDismiss": "Dismiss notice",
  },
} as const;

registerMessages(themeMessages);

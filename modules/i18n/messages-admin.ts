/**
 * The back office's shell texts (navigation, header, common buttons and notices). Each admin
 * area adds its own `messages-admin-<area>.ts`; none of them is loaded by a storefront page.
 */
import { registerMessages } from "./registry.ts";

export const adminMessages = {
  de: {
    "admin.title": "Verwaltung",
    "admin.skip": "Zum Inhalt springen",
    "admin.nav.label": "Verwaltung",
    "admin.nav.open": "Menü",
    "admin.nav.dashboard": "Übersicht",
    "admin.nav.orders": "Bestellungen",
    "admin.nav.customers": "Kunden",
    "admin.nav.audit": "Protokoll",
    "admin.nav.jobs": "Hintergrundaufgaben",
    "admin.viewShop": "Zum Shop",
    "admin.signedInAs": "Angemeldet als {name}",
    "admin.profile": "Profil",
    "admin.logout": "Abmelden",
    "admin.role.administrator": "Administrator",
    "admin.role.shop_manager": "Shop-Manager",
    "admin.save": "Speichern",
    "admin.cancel": "Abbrechen",
    "admin.saved": "Gespeichert.",
    "admin.conflict":
      "Dieser Datensatz wurde inzwischen geändert. Ihre Eingaben sind erhalten; bitte prüfen Sie die Unterschiede und speichern Sie erneut.",
    "admin.conflict.field": "{field}: vorher „{from}“, jetzt „{to}“",
    "admin.pagination.label": "Seiten",
    "admin.pagination.previous": "Vorherige Seite",
    "admin.pagination.next": "Nächste Seite",
    "admin.pagination.status": "Seite {page} von {pages}",
    "admin.empty": "Keine Einträge.",
    "admin.error.title": "Etwas ist schiefgelaufen",
    "admin.error.notFound": "Diese Seite gibt es nicht.",
    "admin.error.server": "Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  },
  en: {
    "admin.title": "Administration",
    "admin.skip": "Skip to content",
    "admin.nav.label": "Administration",
    "admin.nav.open": "Menu",
    "admin.nav.dashboard": "Dashboard",
    "admin.nav.orders": "Orders",
    "admin.nav.customers": "Customers",
    "admin.nav.audit": "Audit log",
    "admin.nav.jobs": "Background jobs",
    "admin.viewShop": "View shop",
    "admin.signedInAs": "Signed in as {name}",
    "admin.profile": "Profile",
    "admin.logout": "Sign out",
    "admin.role.administrator": "Administrator",
    "admin.role.shop_manager": "Shop manager",
    "admin.save": "Save",
    "admin.cancel": "Cancel",
    "admin.saved": "Saved.",
    "admin.conflict":
      "This record was changed meanwhile. Your input is kept; please check the differences and save again.",
    "admin.conflict.field": "{field}: was “{from}”, now “{to}”",
    "admin.pagination.label": "Pages",
    "admin.pagination.previous": "Previous page",
    "admin.pagination.next": "Next page",
    "admin.pagination.status": "Page {page} of {pages}",
    "admin.empty": "No entries.",
    "admin.error.title": "Something went wrong",
    "admin.error.notFound": "This page does not exist.",
    "admin.error.server": "The action failed. Please try again.",
  },
} as const;

registerMessages(adminMessages);

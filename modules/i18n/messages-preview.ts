/**
 * The owner's storefront preview of an unpublished product (app/routes/shop/preview.server.ts),
 * German first. Registered on the server only: the page gets the texts from its loader, so the
 * shop's browser catalogue does not carry them.
 */
import { registerMessages } from "./registry.ts";

export const previewMessages = {
  de: {
    "shop.preview.banner": "Vorschau – nicht veröffentlicht",
    "shop.preview.draft": "Entwurf: nur in der Verwaltung angemeldete Personen sehen diese Seite.",
    "shop.preview.future":
      "Geplant: nur in der Verwaltung angemeldete Personen sehen diese Seite bis zur Veröffentlichung.",
    "shop.preview.private": "Privat: nur in der Verwaltung angemeldete Personen sehen diese Seite.",
  },
  en: {
    "shop.preview.banner": "Preview – not published",
    "shop.preview.draft": "Draft: only people signed in to the back office see this page.",
    "shop.preview.future":
      "Scheduled: only people signed in to the back office see this page until it is published.",
    "shop.preview.private": "Private: only people signed in to the back office see this page.",
  },
} as const;

registerMessages(previewMessages);

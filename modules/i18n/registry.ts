/**
 * The catalogues the process (or the page) has loaded. Core texts are always there; every area
 * (the cart's too) registers itself when a module that uses it imports its `messages-<area>.ts`.
 * So a page's JavaScript carries only the texts its modules use, and the server (which imports
 * every area, see all.ts) has them all.
 */
import { coreDe } from "./de.ts";
import { coreEn } from "./en.ts";

type Catalogue = Record<string, string | undefined>;

export const catalogues: { de: Catalogue; en: Catalogue } = {
  de: { ...coreDe },
  en: { ...coreEn },
};

export function registerMessages(area: { de: Catalogue; en: Catalogue }): void {
  Object.assign(catalogues.de, area.de);
  Object.assign(catalogues.en, area.en);
}

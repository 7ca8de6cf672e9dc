/**
 * Which published page is the shop's Impressum, Datenschutzerklärung, AGB, Widerrufsbelehrung and
 * Versand und Zahlung (issue 21): a page id, 0 while none is chosen. Every storefront link, mail
 * and the checkout's legal texts go through modules/legal/pages.ts, which reads these.
 */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";

const pageId = z.number().int().min(0).max(2_147_483_647);

const legalPageSettings = registerSettings({
  "legal.page.imprint": { schema: pageId, default: 0 },
  "legal.page.privacy": { schema: pageId, default: 0 },
  "legal.page.terms": { schema: pageId, default: 0 },
  "legal.page.withdrawal": { schema: pageId, default: 0 },
  "legal.page.shipping": { schema: pageId, default: 0 },
});

type LegalPageSettings = typeof legalPageSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends LegalPageSettings {}
}

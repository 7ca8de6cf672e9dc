/**
 * Every owner setting: its schema and default. `laden settings set KEY VALUE` and the REST API
 * validate against these; code reads them through getSettings().
 */
import { z } from "zod";
import { isValidCreditorId } from "../checkout/iban.ts";
import { DEFAULT_SEARCH_FORMS, searchFormsSchema } from "../search/forms.ts";

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Farbe als #RRGGBB angeben");
const yesNo = z.enum(["yes", "no"]);

export const SETTINGS = {
  "site.name": { schema: z.string().trim().min(1).max(80), default: "Röstwerk Laden" },
  "site.tagline": { schema: z.string().trim().max(160), default: "Kaffee aus der kleinen Rösterei" },
  "theme.accentColor": { schema: hexColour, default: "#8a3b12" },
  /** A media id for the logo; 0 shows the site name as text. */
  "theme.logoMediaId": { schema: z.number().int().min(0), default: 0 },
  "shop.productsPerPage": { schema: z.number().int().min(1).max(100), default: 12 },
  "shop.cartRedirectAfterAdd": { schema: yesNo, default: "no" },
  "shop.storeNoticeEnabled": { schema: z.boolean(), default: true },
  "shop.storeNotice": {
    schema: z.string().trim().max(500),
    default: "Kostenloser Versand innerhalb Deutschlands ab 39 € Bestellwert.",
  },
  "shop.defaultDeliveryTime": { schema: z.string().trim().max(80), default: "2–4 Werktage" },
  /** Flat shipping within Germany (gross cents) and the order value from which it is free (0: never). */
  "shop.shippingFlatCents": { schema: z.number().int().min(0).max(100_000), default: 490 },
  "shop.freeShippingFromCents": { schema: z.number().int().min(0).max(10_000_000), default: 3900 },
  "shop.comingSoon": { schema: z.boolean(), default: false },
  "legal.companyName": { schema: z.string().trim().max(160), default: "Röstwerk Laden GmbH" },
  "legal.address": { schema: z.string().trim().max(300), default: "Hafenstraße 12, 20457 Hamburg" },
  "legal.email": { schema: z.email(), default: "hallo@roestwerk.example" },
  "legal.phone": { schema: z.string().trim().max(40), default: "+49 40 1234567" },
  "legal.vatId": { schema: z.string().trim().max(40), default: "DE123456789" },
  /**
   * SEPA direct debit: the shop's creditor identifier (Gläubiger-ID; the default is a syntactically
   * valid test id, replace it with the one from the Bundesbank) and which mandate fields the
   * customer must fill in (the IBAN-only rule: BIC optional). Creditor name and address come from
   * legal.companyName and legal.address.
   */
  "sepa.creditorId": {
    schema: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isValidCreditorId, "keine gültige Gläubiger-Identifikationsnummer"),
    default: "DE98ZZZ09999999999",
  },
  "sepa.holderRequired": { schema: z.boolean(), default: true },
  "sepa.ibanRequired": { schema: z.boolean(), default: true },
  "sepa.bicRequired": { schema: z.boolean(), default: false },
  /** Live search forms (modules/search/forms.ts) and which one the header and the search page show. */
  "search.forms": { schema: searchFormsSchema, default: DEFAULT_SEARCH_FORMS },
  "search.headerFormId": { schema: z.number().int().min(1), default: 1 },
  "search.pageFormId": { schema: z.number().int().min(1), default: 2 },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

export function defaultSettings(): Settings {
  return Object.fromEntries(Object.entries(SETTINGS).map(([k, d]) => [k, d.default])) as Settings;
}

/**
 * Every owner setting: its schema and default. `laden settings set KEY VALUE` and the REST API
 * validate against these; code reads them through getSettings().
 */
import { z } from "zod";
import { isValidCreditorId } from "../checkout/iban.ts";
import { PROVIDER_DEFAULTS, type ThirdPartyProvider } from "../forms/captcha/providers.ts";
import { DEFAULT_SEARCH_FORMS, searchFormsSchema } from "../search/forms.ts";
import { EU_POSTCODES } from "../shared/address-rules.ts";

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Farbe als #RRGGBB angeben");
const yesNo = z.enum(["yes", "no"]);

export const SETTINGS = {
  "site.name": { schema: z.string().trim().min(1).max(80), default: "Röstwerk Laden" },
  "site.tagline": { schema: z.string().trim().max(160), default: "Kaffee aus der kleinen Rösterei" },
  "theme.accentColor": { schema: hexColour, default: "#8a3b12" },
  /** A media id for the logo; 0 shows the site name as text. */
  "theme.logoMediaId": { schema: z.number().int().min(0), default: 0 },
  /** Blog lists: list, grid or small_thumbs (C2); sidebar position or none (C3); infinite scroll trigger. */
  "theme.blogLayout": { schema: z.enum(["list", "grid", "small_thumbs"]), default: "list" },
  "theme.sidebar": { schema: z.enum(["left", "right", "none"]), default: "right" },
  "theme.infiniteScroll": { schema: z.enum(["button", "auto"]), default: "button" },
  "blog.postsPerPage": { schema: z.number().int().min(1).max(50), default: 10 },
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
  /** Countries the shop sells and ships to (billing and delivery), ISO 3166-1 alpha-2. */
  "shop.countries": {
    schema: z
      .array(z.string().refine((c) => Object.hasOwn(EU_POSTCODES, c), "nur EU-Länder (ISO-Code)"))
      .min(1),
    default: ["DE", "AT"] as string[],
  },
  /** Flat shipping outside Germany (gross cents); free shipping applies within Germany only. */
  "shop.shippingFlatCentsAbroad": { schema: z.number().int().min(0).max(100_000), default: 1290 },
  /** The carrier named in the shipping service provider paragraph (glossary B9). */
  "shop.shippingProvider": { schema: z.string().trim().min(1).max(80), default: "DHL" },
  /** Consent to pass contact data to the carrier required (on) or optional (off). */
  "checkout.carrierConsentRequired": { schema: z.boolean(), default: false },
  "shop.localPickupEnabled": { schema: z.boolean(), default: true },
  /** Payment methods offered. */
  "payment.sepaEnabled": { schema: z.boolean(), default: true },
  "payment.invoiceEnabled": { schema: z.boolean(), default: true },
  "payment.bacsEnabled": { schema: z.boolean(), default: true },
  /** Purchase on account only for billing addresses in these countries. */
  "payment.invoiceCountries": {
    schema: z.array(z.string().regex(/^[A-Z]{2}$/)),
    default: ["DE"] as string[],
  },
  /**
   * German Market's hidden gateway setting (glossary B8): with "1" or "yes", choosing purchase on
   * account delivers to the billing address only (ship-to-different-address is unchecked and hidden).
   */
  "payment.invoiceDeactivateShipToDifferentAddress": {
    schema: z.union([
      z.enum(["1", "yes", "0", "no"]),
      z.union([z.literal(1), z.literal(0)]).transform((n) => (n === 1 ? "1" : "0")),
    ]),
    default: "yes",
  },
  /** Prepayment: the shop's bank account shown on the thank-you page and in the e-mail. */
  "payment.bacsAccountHolder": { schema: z.string().trim().max(120), default: "Röstwerk Laden GmbH" },
  "payment.bacsIban": { schema: z.string().trim().max(40), default: "DE02120300000000202051" },
  "payment.bacsBic": { schema: z.string().trim().max(11), default: "BYLADEM1001" },
  "payment.bacsBank": { schema: z.string().trim().max(120), default: "Deutsche Kreditbank Berlin" },
  /** B1: a change of payment method refreshes the order review (German Market's default: on). */
  "checkout.paymentUpdate": { schema: z.boolean(), default: true },
  /** B2: the optional confirm step (/checkout/confirm/) before the binding order. */
  "checkout.secondCheckout": { schema: z.boolean(), default: false },
  /** B10: coming back from the confirm step removes "totals updated" messages. */
  "checkout.removeUpdatedTotals": { schema: z.boolean(), default: true },
  /** Theme header (glossary C1): sticky stays at the top, transparent lies over the slider, shrinking shrinks on scroll. */
  "theme.headerStyle": { schema: z.enum(["sticky", "transparent", "shrinking"]), default: "sticky" },
  /** Site-search overlay on the header's search control (glossary D1). */
  "theme.searchOverlay": {
    schema: z.enum(["dropdown", "sliding", "full-width", "popup"]),
    default: "dropdown",
  },
  /** Home page slider: on/off, height in px (0 = window height minus header and admin bar), slides. */
  "theme.sliderEnabled": { schema: z.boolean(), default: true },
  "theme.sliderHeight": { schema: z.number().int().min(0).max(2000), default: 0 },
  "theme.slides": {
    schema: z
      .array(
        z.object({
          title: z.string().trim().min(1).max(120),
          text: z.string().trim().max(300).default(""),
          url: z
            .string()
            .trim()
            .max(300)
            .regex(/^(\/|https:\/\/)/, "Link mit / oder https:// beginnen")
            .optional(),
          linkText: z.string().trim().max(60).optional(),
        }),
      )
      .max(10),
    default: [
      {
        title: "Frisch geröstet in Hamburg",
        text: "Kaffee aus kleinen Chargen, jede Woche neu.",
        url: "/shop/",
        linkText: "Zum Shop",
      },
      {
        title: "Espresso für Zuhause",
        text: "Bohnen, Mühlen und Zubehör für Ihre Küche.",
        url: "/product-category/kaffee/",
        linkText: "Kaffee entdecken",
      },
      {
        title: "Tee aus fairem Handel",
        text: "Grün, schwarz und Kräuter – sorgfältig ausgewählt.",
        url: "/product-category/tee/",
        linkText: "Tee ansehen",
      },
    ] as { title: string; text: string; url?: string; linkText?: string }[],
  },
  /** Top social icons (at most 8 on the smallest screens): network name and https link. */
  "theme.socialLinks": {
    schema: z
      .array(
        z.object({
          network: z.enum([
            "facebook",
            "instagram",
            "x",
            "youtube",
            "pinterest",
            "linkedin",
            "mastodon",
            "tiktok",
            "xing",
            "email",
            "rss",
          ]),
          url: z
            .string()
            .trim()
            .max(300)
            .regex(/^(https:\/\/|mailto:|\/)/, "Link mit https://, mailto: oder / beginnen"),
        }),
      )
      .max(20),
    default: [
      { network: "instagram", url: "https://instagram.com/" },
      { network: "facebook", url: "https://facebook.com/" },
      { network: "youtube", url: "https://youtube.com/" },
      { network: "rss", url: "/feed/" },
    ] as { network: string; url: string }[],
  },
  /** Form submissions accepted per client (IP) and minute; more answer 429 with Retry-After. */
  "forms.submitsPerMinute": { schema: z.number().int().min(1).max(10_000), default: 20 },
  /** The largest file a form field accepts (MB); a field's `max_file_size` can only lower it. */
  "forms.uploadMaxMb": { schema: z.number().min(0.1).max(64), default: 10 },
  /** Where `{system:admin_email}` in form e-mails goes; empty = shop.orderNotificationEmail, then legal.email. */
  "forms.notificationEmail": { schema: z.union([z.literal(""), z.email()]), default: "" },
  /** The shop's address for order notifications; empty = legal.email. */
  "shop.orderNotificationEmail": { schema: z.union([z.literal(""), z.email()]), default: "" },
  /**
   * The built-in consent manager (banner, settings dialog, `wp_has_consent`). Off: another tool
   * handles consent, and tracking and analytics behave as with no consent API (allowed).
   */
  "consent.enabled": { schema: z.boolean(), default: true },
  /** Order attribution (spec §9): cookie lifetime in months of 30 days, session length, promo range. */
  "attribution.cookieLifetimeMonths": { schema: z.number().min(0).max(24), default: 6 },
  "attribution.sessionLengthMinutes": { schema: z.number().int().min(1).max(1440), default: 30 },
  "attribution.promoMin": { schema: z.number().int().min(0).max(999_999_999), default: 100_000 },
  "attribution.promoMax": { schema: z.number().int().min(0).max(999_999_999), default: 999_999 },
  /** First-party analytics (page-view pixel), loaded only with statistics consent. */
  "analytics.enabled": { schema: z.boolean(), default: true },
  /**
   * Sites that may embed forms with `/embed/forms.js` (their origins, e.g.
   * `https://partner.example`): they may read form definitions and send `nf_ajax_submit` across
   * origins (CORS); every other origin is refused with 403. Empty: no embedding.
   */
  "forms.embedOrigins": {
    schema: z.array(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?\/?$/i, "Ursprung als https://host[:port] angeben")
        .transform((o) => o.replace(/\/$/, "").toLowerCase()),
    ),
    default: [] as string[],
  },
  /** Live search forms (modules/search/forms.ts) and which one the header and the search page show. */
  "search.forms": { schema: searchFormsSchema, default: DEFAULT_SEARCH_FORMS },
  "search.headerFormId": { schema: z.number().int().min(1), default: 1 },
  "search.pageFormId": { schema: z.number().int().min(1), default: 2 },
  /**
   * Captcha providers (modules/forms/captcha): public site keys and the providers' script and
   * verify URLs (defaults: the real providers; tests point them at a fake on loopback). The secret
   * keys come from the environment (CAPTCHA_*_SECRET), never from settings.
   */
  ...captchaSettings("recaptcha"),
  ...captchaSettings("recaptcha_v3"),
  ...captchaSettings("turnstile"),
  ...captchaSettings("hcaptcha"),
  /** reCAPTCHA v3: the lowest score accepted. */
  "captcha.recaptcha_v3.minScore": { schema: z.number().min(0).max(1), default: 0.5 },
  /** Proof-of-work captcha: leading zero bits of SHA-256 (16 ≈ 65,000 hashes, well under a second). */
  "captcha.proofofwork.difficulty": { schema: z.number().int().min(8).max(24), default: 16 },
} as const;

function captchaSettings<P extends ThirdPartyProvider>(p: P) {
  const url = z.url({ protocol: /^https?$/ });
  return {
    [`captcha.${p}.siteKey`]: { schema: z.string().trim().max(200), default: "" },
    [`captcha.${p}.scriptUrl`]: { schema: url, default: PROVIDER_DEFAULTS[p].scriptUrl },
    [`captcha.${p}.verifyUrl`]: { schema: url, default: PROVIDER_DEFAULTS[p].verifyUrl },
  } as Record<
    `captcha.${P}.siteKey` | `captcha.${P}.scriptUrl` | `captcha.${P}.verifyUrl`,
    { schema: z.ZodString | z.ZodURL; default: string }
  >;
}

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

export function defaultSettings(): Settings {
  return Object.fromEntries(Object.entries(SETTINGS).map(([k, d]) => [k, d.default])) as unknown as Settings;
}

/** The site's own settings (name, legal details, shop basics, consent and analytics switches); every other area registers its own. */
import { z } from "zod";
import { registerSettings } from "./registry.ts";

const yesNo = z.enum(["yes", "no"]);

/** An http(s) address without credentials, path, query or fragment. */
function isOriginOnly(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    !url.username &&
    !url.password &&
    url.pathname === "/" &&
    !url.search &&
    !url.hash
  );
}

const coreSettings = registerSettings({
  "site.name": { schema: z.string().trim().min(1).max(80), default: "Röstwerk Laden" },
  "site.tagline": { schema: z.string().trim().max(160), default: "Kaffee aus der kleinen Rösterei" },
  /**
   * The site's address for links in e-mails when PUBLIC_URL is unset (modules/site/origin.ts):
   * recorded at first start from HOST and PORT, set by the owner to the real one. Never taken
   * from a request. Empty: unknown (recorded again at the next start); until then the
   * password-reset mail is not sent.
   */
  "site.origin": {
    schema: z
      .string()
      .trim()
      .refine((v) => v === "" || isOriginOnly(v), "nur Schema, Host und Port, etwa https://laden.example")
      .transform((v) => (v === "" ? "" : new URL(v).origin)),
    default: "",
  },
  "blog.postsPerPage": { schema: z.number().int().min(1).max(50), default: 10 },
  "shop.productsPerPage": { schema: z.number().int().min(1).max(100), default: 12 },
  "shop.cartRedirectAfterAdd": { schema: yesNo, default: "no" },
  "shop.storeNoticeEnabled": { schema: z.boolean(), default: true },
  "shop.storeNotice": {
    schema: z.string().trim().max(500),
    default: "Kostenloser Versand innerhalb Deutschlands ab 39 € Bestellwert.",
  },
  "shop.defaultDeliveryTime": { schema: z.string().trim().max(80), default: "2–4 Werktage" },
  "shop.comingSoon": { schema: z.boolean(), default: false },
  "legal.companyName": { schema: z.string().trim().max(160), default: "Röstwerk Laden GmbH" },
  "legal.address": { schema: z.string().trim().max(300), default: "Hafenstraße 12, 20457 Hamburg" },
  "legal.email": { schema: z.email(), default: "hallo@roestwerk.example" },
  "legal.phone": { schema: z.string().trim().max(40), default: "+49 40 1234567" },
  "legal.vatId": { schema: z.string().trim().max(40), default: "DE123456789" },
  /**
   * The seller's data as invoices and the Impressum need it (issue 21; read through
   * modules/legal/legal-data.ts). The structured address supersedes legal.address.
   */
  "legal.representative": { schema: z.string().trim().max(160), default: "" },
  "legal.street": { schema: z.string().trim().max(160), default: "Hafenstraße 12" },
  "legal.postcode": { schema: z.string().trim().max(10), default: "20457" },
  "legal.city": { schema: z.string().trim().max(80), default: "Hamburg" },
  "legal.country": {
    schema: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/),
    default: "DE",
  },
  "legal.registerCourt": { schema: z.string().trim().max(80), default: "" },
  "legal.registerNumber": { schema: z.string().trim().max(40), default: "" },
  /** Steuernummer, printed when there is no USt-IdNr. */
  "legal.taxNumber": { schema: z.string().trim().max(40), default: "" },
  /** Kleinunternehmer (§ 19 UStG): no VAT charged or shown. */
  "legal.smallBusiness": { schema: z.boolean(), default: false },
  /** The shop's address for order notifications; empty = legal.email. */
  "shop.orderNotificationEmail": { schema: z.union([z.literal(""), z.email()]), default: "" },
  /**
   * The built-in consent manager (banner, settings dialog, `wp_has_consent`). Off: another tool
   * handles consent, and tracking and analytics behave as with no consent API (allowed).
   */
  "consent.enabled": { schema: z.boolean(), default: true },
  /** First-party analytics (page-view pixel), loaded only with statistics consent. */
  "analytics.enabled": { schema: z.boolean(), default: true },
});

type CoreSettings = typeof coreSettings;
declare module "./registry.ts" {
  interface SettingDefinitions extends CoreSettings {}
}

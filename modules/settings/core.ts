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
  /**
   * The seller's data as the Impressum, mails, the SEPA mandate and invoices need it (issue 21;
   * read through modules/legal/legal-data.ts). Empty by default: a shop without the demo must
   * not print someone else's data; the demo seed writes modules/legal/sample.ts's values.
   */
  "legal.companyName": { schema: z.string().trim().max(160), default: "" },
  "legal.representative": { schema: z.string().trim().max(160), default: "" },
  "legal.street": { schema: z.string().trim().max(160), default: "" },
  "legal.postcode": {
    schema: z
      .string()
      .trim()
      .max(10)
      .regex(/^[0-9A-Za-z -]*$/, "nur Ziffern, Buchstaben, Leerzeichen und Bindestrich"),
    default: "",
  },
  "legal.city": { schema: z.string().trim().max(80), default: "" },
  "legal.country": {
    schema: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "ein Ländercode aus zwei Großbuchstaben, etwa DE"),
    default: "DE",
  },
  "legal.email": { schema: z.union([z.literal(""), z.email()]), default: "" },
  "legal.phone": {
    schema: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9+ ()/-]*$/, "nur Ziffern, Leerzeichen und + ( ) / -"),
    default: "",
  },
  "legal.registerCourt": { schema: z.string().trim().max(80), default: "" },
  "legal.registerNumber": { schema: z.string().trim().max(40), default: "" },
  /** USt-IdNr.: country code and 2–12 characters, stored without spaces (DE + 9 digits is checked with the country). */
  "legal.vatId": {
    schema: z
      .string()
      .trim()
      .toUpperCase()
      .transform((v) => v.replace(/\s+/g, ""))
      .refine(
        (v) => v === "" || /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(v),
        "keine gültige USt-IdNr., etwa DE123456789",
      ),
    default: "",
  },
  /** Steuernummer, printed when there is no USt-IdNr. */
  "legal.taxNumber": {
    schema: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9 /]*$/, "nur Ziffern, Leerzeichen und Schrägstrich, etwa 22/815/08150"),
    default: "",
  },
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

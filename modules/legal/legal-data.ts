/**
 * The seller's legal data (Impressum, invoices, mails, the SEPA mandate) as one typed record read
 * from the `legal.*` settings. Every reader goes through here (rendering: render.ts; what counts
 * as missing: completeness.ts).
 */
import type { Settings } from "../settings/definitions.ts";

export type LegalData = {
  companyName: string;
  representative: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email: string;
  phone: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  taxNumber: string;
  /** Kleinunternehmer (§ 19 UStG). */
  smallBusiness: boolean;
};

type LegalSettings = Pick<
  Settings,
  | "legal.companyName"
  | "legal.representative"
  | "legal.street"
  | "legal.postcode"
  | "legal.city"
  | "legal.country"
  | "legal.email"
  | "legal.phone"
  | "legal.registerCourt"
  | "legal.registerNumber"
  | "legal.vatId"
  | "legal.taxNumber"
  | "legal.smallBusiness"
>;

export function legalData(settings: LegalSettings): LegalData {
  return {
    companyName: settings["legal.companyName"],
    representative: settings["legal.representative"],
    street: settings["legal.street"],
    postcode: settings["legal.postcode"],
    city: settings["legal.city"],
    country: settings["legal.country"],
    email: settings["legal.email"],
    phone: settings["legal.phone"],
    registerCourt: settings["legal.registerCourt"],
    registerNumber: settings["legal.registerNumber"],
    vatId: settings["legal.vatId"],
    taxNumber: settings["legal.taxNumber"],
    smallBusiness: settings["legal.smallBusiness"],
  };
}

/** The address on one line, as a footer or a mandate prints it: "Hafenstraße 12, 20457 Hamburg". */
export function legalAddressLine(legal: Pick<LegalData, "street" | "postcode" | "city">): string {
  return [legal.street, `${legal.postcode} ${legal.city}`.trim()].filter(Boolean).join(", ");
}

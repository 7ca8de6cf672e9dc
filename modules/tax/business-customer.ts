/**
 * A business customer at checkout: the VAT ID (`billing_vat_id`, Germanized's name) and the buyer
 * reference (`billing_buyer_reference`, e.g. a Leitweg-ID), next to the billing company. Read and
 * checked only while the setting offers the fields; the tax customer built from the form.
 */
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import type { TaxCustomer } from "./calculate.ts";
import { BUYER_REFERENCE_FIELD, VAT_ID_FIELD } from "./constants.ts";
import type { BUSINESS_FIELDS } from "./settings.ts";
import { normaliseVatId, vatIdCountry } from "./vat-id.ts";
import "../i18n/messages-tax-errors.ts";

const MAX_BUYER_REFERENCE = 100;

type BusinessSettings = { "tax.businessFields": (typeof BUSINESS_FIELDS)[number] };

/** What the checkout form holds for a business customer (vatId as typed). */
export type BusinessInput = {
  company: string;
  billingCountry: string;
  vatId: string;
  buyerReference: string;
};

/** The VAT ID (normalised) and buyer reference to store; null when empty or the fields are off. */
export function businessDetails(
  input: Pick<BusinessInput, "vatId" | "buyerReference">,
  settings: BusinessSettings,
): { vatId: string | null; buyerReference: string | null } {
  if (settings["tax.businessFields"] === "off") return { vatId: null, buyerReference: null };
  return { vatId: normaliseVatId(input.vatId) || null, buyerReference: input.buyerReference || null };
}

export function taxCustomer(
  input: Pick<BusinessInput, "vatId" | "buyerReference" | "billingCountry">,
  deliveryCountry: string,
  settings: BusinessSettings,
): TaxCustomer {
  const { vatId } = businessDetails(input, settings);
  return { deliveryCountry, billingCountry: input.billingCountry, vatId };
}

/** The business fields' errors, in form order, with stable codes like the rest of the checkout. */
export function validateBusinessFields(
  input: BusinessInput,
  settings: BusinessSettings,
  lang: Lang,
): { field: string; code: string; message: string }[] {
  const errors: { field: string; code: string; message: string }[] = [];
  const push = (field: string, code: string, key: MessageKey, params?: Record<string, string | number>) =>
    errors.push({ field, code, message: translate(lang, key, params) });
  const { vatId, buyerReference } = businessDetails(input, settings);
  if (vatId) {
    const country = vatIdCountry(vatId);
    if (!country) push(VAT_ID_FIELD, "laden_invalid_vat_id", "tax.error.vatIdFormat");
    else if (country !== input.billingCountry)
      push(VAT_ID_FIELD, "laden_vat_id_country_mismatch", "tax.error.vatIdCountry");
    else if (input.company === "")
      push("billing_company", "laden_company_required", "tax.error.companyRequired");
  }
  if (buyerReference && buyerReference.length > MAX_BUYER_REFERENCE)
    push(BUYER_REFERENCE_FIELD, "laden_field_too_long", "tax.error.buyerReferenceTooLong", {
      max: MAX_BUYER_REFERENCE,
    });
  return errors;
}

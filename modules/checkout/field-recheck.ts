/**
 * The checkout form between two submits: a field whose error came with the last answer loses it
 * as soon as its value satisfies the rule that failed (the same validators as the server's
 * validateCheckout): required fields, e-mail and phone, as WooCommerce's own script checks
 * inline. The rest (postcode, IBAN and BIC formats, lengths, offered methods; their country
 * tables stay on the server, off the page's JavaScript) keeps its error until the next submit,
 * which re-checks everything.
 */
import { isEmail, isPhone } from "../validation/index.ts";
import type { FieldError } from "./checkout-form.ts";

/** `value`: the field's value ("" for an unchecked checkbox). */
export function errorResolved(error: Pick<FieldError, "code">, value: string): boolean {
  const v = value.trim();
  switch (error.code) {
    case "laden_required_field":
    case "laden_sepa_holder_required":
    case "laden_iban_required":
    case "laden_bic_required":
    case "laden_terms_required":
    case "laden_sepa_consent_required":
    case "laden_carrier_consent_required":
      return v !== "";
    case "laden_invalid_email":
      return isEmail(v);
    case "laden_invalid_phone":
      return isPhone(v);
    default:
      return false;
  }
}

/** The format rules a field's value must meet whatever error it had (a filled e-mail must be one). */
function formatOk(field: string, value: string): boolean {
  const v = value.trim();
  if (field.endsWith("_email")) return isEmail(v);
  if (field.endsWith("_phone")) return v === "" || isPhone(v);
  return true;
}

/** Whether `field` had errors at the last submit and its new value fixes all of them. */
export function fixedField(errors: readonly FieldError[], field: string, value: string): boolean {
  const own = errors.filter((e) => e.field === field);
  return own.length > 0 && own.every((e) => errorResolved(e, value)) && formatOk(field, value);
}

/**
 * The mandate preview's inputs and its completeness rule, without Node imports: the checkout
 * page's client code uses the same rule as the preview endpoint.
 */
import type { Settings } from "../settings/definitions.ts";

/** The seven preview inputs (spec §3): the SEPA fields and the billing address. */
export type MandateFields = {
  holder: string;
  iban: string;
  bic: string;
  street: string;
  zip: string;
  city: string;
  country: string;
};

export const MANDATE_FIELD_NAMES = ["holder", "iban", "bic", "street", "zip", "city", "country"] as const;

/** Which of holder, IBAN and BIC the customer must fill in (settings sepa.*Required). */
export type SepaRequirements = { holder: boolean; iban: boolean; bic: boolean };

/** Defaults per the brief: holder and IBAN required, BIC optional (the IBAN-only rule). */
export const DEFAULT_SEPA_REQUIREMENTS: SepaRequirements = { holder: true, iban: true, bic: false };

export function sepaRequirements(
  settings: Pick<Settings, "sepa.holderRequired" | "sepa.ibanRequired" | "sepa.bicRequired">,
): SepaRequirements {
  return {
    holder: settings["sepa.holderRequired"],
    iban: settings["sepa.ibanRequired"],
    bic: settings["sepa.bicRequired"],
  };
}

/**
 * The preview completeness rule (spec §5, German Market's `sepa_direct_debit_show_preview`):
 * every field non-empty after trimming; holder, IBAN and BIC are skipped when not required. No
 * format checks here. The same rule gates the consent paragraph and the order-pay block on the
 * client, and the preview endpoint answers nothing while it fails.
 */
export function isPreviewComplete(
  fields: Partial<Record<keyof MandateFields, string | undefined>>,
  required: SepaRequirements = DEFAULT_SEPA_REQUIREMENTS,
): boolean {
  return MANDATE_FIELD_NAMES.every((name) => {
    if ((name === "holder" || name === "iban" || name === "bic") && !required[name]) return true;
    return (fields[name] ?? "").trim() !== "";
  });
}

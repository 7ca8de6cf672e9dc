/**
 * The check across the payment settings, on the settings as they would be after a save (the
 * back office's Zahlung and Bankverbindung groups, and anything else that changes them): what
 * would leave checkout without a way to pay is refused with its reason; what only narrows it is
 * a warning.
 */
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-payments.ts";
import type { Settings } from "../settings/definitions.ts";
import { hasBankDetails, PAYMENT_METHOD_IDS, paymentMethodEnabled } from "./payment.ts";

export function checkPaymentSettings(next: Settings, lang: Lang): { refuse?: string; warnings?: string[] } {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  if (next["payment.bacsEnabled"] && !hasBankDetails(next)) return { refuse: t("admin.payments.check.bacs") };
  if (next["payment.sepaEnabled"] && next["sepa.creditorId"].trim() === "")
    return { refuse: t("admin.payments.check.sepa") };
  const min = next["payment.invoiceMinCents"];
  const max = next["payment.invoiceMaxCents"];
  if (max > 0 && min > max) return { refuse: t("admin.payments.check.limits") };
  const enabled = Object.values(PAYMENT_METHOD_IDS).filter((id) => paymentMethodEnabled(next, id));
  if (enabled.length === 0) return { refuse: t("admin.payments.check.none") };
  const warnings: string[] = [];
  if (next["payment.invoiceEnabled"] && next["payment.invoiceCountries"].length === 0)
    warnings.push(t("admin.payments.check.invoiceCountries"));
  // Pay at pickup alone leaves every delivered order without a method.
  if (enabled.every((id) => id === PAYMENT_METHOD_IDS.pickup))
    warnings.push(t("admin.payments.check.pickupOnly"));
  return warnings.length ? { warnings } : {};
}

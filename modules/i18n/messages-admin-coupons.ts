/** The owner's coupon writes (issue 24, part 2): the German message per stable error code. */
import { registerMessages } from "./registry.ts";

export const adminCouponsMessages = {
  de: {
    "adminCoupons.error.code_missing": "Bitte geben Sie einen Gutscheincode ein.",
    "adminCoupons.error.code_too_long": "Der Gutscheincode darf höchstens 100 Zeichen lang sein.",
    "adminCoupons.error.code_taken": "Diesen Gutscheincode gibt es schon. Bitte wählen Sie einen anderen.",
    "adminCoupons.error.type_invalid":
      "Bitte wählen Sie eine Rabattart: Prozent, Warenkorb- oder Produktrabatt.",
    "adminCoupons.error.amount_invalid": "Bitte geben Sie einen Betrag ein, z. B. 10 oder 12,50.",
    "adminCoupons.error.amount_negative": "Der Betrag darf nicht negativ sein.",
    "adminCoupons.error.percent_above_100": "Ein Prozentrabatt kann höchstens 100 % betragen.",
    "adminCoupons.error.date_invalid": "Bitte geben Sie ein gültiges Datum ein, z. B. 2026-12-31.",
    "adminCoupons.error.limit_invalid": "Bitte geben Sie eine ganze Zahl ab 0 ein (leer oder 0: unbegrenzt).",
    "adminCoupons.error.minimum_above_maximum":
      "Der Mindestbestellwert darf nicht über dem Höchstbestellwert liegen.",
    "adminCoupons.error.ids_invalid": "Bitte geben Sie gültige IDs an.",
    "adminCoupons.error.status_invalid": "Bitte wählen Sie einen Status: veröffentlicht oder Entwurf.",
    "adminCoupons.rest.invalidId": "Diesen Gutschein gibt es nicht.",
    "adminCoupons.rest.alreadyTrashed": "Der Gutschein ist bereits im Papierkorb.",
  },
  en: {
    "adminCoupons.error.code_missing": "Please enter a coupon code.",
    "adminCoupons.error.code_too_long": "The coupon code can be at most 100 characters long.",
    "adminCoupons.error.code_taken": "This coupon code exists already. Please choose another one.",
    "adminCoupons.error.type_invalid": "Please choose a discount type: percent, cart or product discount.",
    "adminCoupons.error.amount_invalid": "Please enter an amount, e.g. 10 or 12.50.",
    "adminCoupons.error.amount_negative": "The amount must not be negative.",
    "adminCoupons.error.percent_above_100": "A percentage discount can be at most 100 %.",
    "adminCoupons.error.date_invalid": "Please enter a valid date, e.g. 2026-12-31.",
    "adminCoupons.error.limit_invalid": "Please enter a whole number from 0 (empty or 0: unlimited).",
    "adminCoupons.error.minimum_above_maximum": "The minimum spend must not be above the maximum spend.",
    "adminCoupons.error.ids_invalid": "Please give valid IDs.",
    "adminCoupons.error.status_invalid": "Please choose a status: published or draft.",
    "adminCoupons.rest.invalidId": "This coupon does not exist.",
    "adminCoupons.rest.alreadyTrashed": "The coupon is in the trash already.",
  },
} as const;

registerMessages(adminCouponsMessages);

/** The Zahlung group's fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsField, SettingsSection } from "#app/components/admin/settings/fields.ts";
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from "#modules/checkout/payment.ts";
import type { SettingKey } from "#modules/settings/registry.ts";
import { EU_COUNTRIES } from "#modules/shared/address-rules.ts";

/** Each method's switch (the keys predate the group; `payment.order` orders them). */
export const METHOD_SWITCHES: Record<PaymentMethodId, SettingKey> = {
  [PAYMENT_METHOD_IDS.sepa]: "payment.sepaEnabled",
  [PAYMENT_METHOD_IDS.invoice]: "payment.invoiceEnabled",
  [PAYMENT_METHOD_IDS.bacs]: "payment.bacsEnabled",
  [PAYMENT_METHOD_IDS.cod]: "payment.codEnabled",
  [PAYMENT_METHOD_IDS.pickup]: "payment.pickupEnabled",
};

/** The method list (order and switches), rendered by its own component (method-order.tsx). */
export const METHOD_FIELDS: readonly SettingsField[] = [
  { key: "payment.order", kind: "order", label: "admin.payments.methods" },
  ...Object.values(METHOD_SWITCHES).map(
    (key): SettingsField => ({ key, kind: "boolean", label: "admin.payments.enabled" }),
  ),
];

export const PAYMENT_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.payments.sepa",
    fields: [
      { key: "sepa.holderRequired", kind: "boolean", label: "admin.payments.field.holderRequired" },
      { key: "sepa.ibanRequired", kind: "boolean", label: "admin.payments.field.ibanRequired" },
      {
        key: "sepa.bicRequired",
        kind: "boolean",
        label: "admin.payments.field.bicRequired",
        help: "admin.payments.field.bicRequired.help",
      },
      {
        key: "sepa.mandateText",
        kind: "textarea",
        label: "admin.payments.field.mandateText",
        help: "admin.payments.field.mandateText.help",
        maxLength: 3000,
      },
      {
        key: "sepa.preNotificationDays",
        kind: "integer",
        label: "admin.payments.field.preNotificationDays",
        help: "admin.payments.field.preNotificationDays.help",
      },
    ],
  },
  {
    title: "admin.payments.invoice",
    fields: [
      {
        key: "payment.invoiceCountries",
        kind: "countries",
        label: "admin.payments.field.invoiceCountries",
        help: "admin.payments.field.invoiceCountries.help",
        options: EU_COUNTRIES.map((code) => ({ value: code, label: code })),
      },
      {
        key: "payment.invoiceAudience",
        kind: "select",
        label: "admin.payments.field.invoiceAudience",
        options: [
          { value: "everyone", label: "admin.payments.audience.everyone" },
          { value: "account", label: "admin.payments.audience.account" },
          { value: "returning", label: "admin.payments.audience.returning" },
        ],
      },
      {
        key: "payment.invoiceMinCents",
        kind: "money",
        label: "admin.payments.field.invoiceMin",
        help: "admin.payments.field.invoiceMin.help",
      },
      {
        key: "payment.invoiceMaxCents",
        kind: "money",
        label: "admin.payments.field.invoiceMax",
        help: "admin.payments.field.invoiceMax.help",
      },
      {
        key: "payment.invoiceDeactivateShipToDifferentAddress",
        kind: "yesno",
        label: "admin.payments.field.invoiceBillingOnly",
        help: "admin.payments.field.invoiceBillingOnly.help",
      },
    ],
  },
  {
    title: "admin.payments.bank",
    help: "admin.payments.bank.help",
    fields: [
      {
        key: "payment.bacsAccountHolder",
        kind: "text",
        label: "admin.payments.field.bankHolder",
        maxLength: 120,
        administratorOnly: true,
      },
      {
        key: "payment.bacsIban",
        kind: "text",
        label: "admin.payments.field.bankIban",
        help: "admin.payments.field.bankIban.help",
        maxLength: 42,
        administratorOnly: true,
      },
      {
        key: "payment.bacsBic",
        kind: "text",
        label: "admin.payments.field.bankBic",
        maxLength: 11,
        administratorOnly: true,
      },
      {
        key: "payment.bacsBank",
        kind: "text",
        label: "admin.payments.field.bankName",
        maxLength: 120,
        administratorOnly: true,
      },
    ],
  },
];

import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-account.ts";

/** The label of every account form field, by field name (also names the field in errors). */
export const FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  username: "account.field.email",
  password: "account.field.password",
  email: "account.field.email",
  user_login: "account.field.email",
  password_1: "account.field.newPassword",
  password_2: "account.field.confirmPassword",
  password_current: "account.field.currentPassword",
  account_first_name: "account.field.firstName",
  account_last_name: "account.field.lastName",
  account_email: "account.field.email",
  first_name: "account.field.firstName",
  last_name: "account.field.lastName",
  company: "account.field.company",
  address_1: "account.field.address1",
  postcode: "account.field.postcode",
  city: "account.field.city",
  country: "account.field.country",
  phone: "account.field.phone",
};

/** `billing_postcode` → the postcode label; unknown fields have none. */
export function fieldLabelKey(field: string): MessageKey | undefined {
  return FIELD_LABELS[field] ?? FIELD_LABELS[field.replace(/^(billing|shipping)_/, "")];
}

/**
 * The checkout form as WooCommerce names its fields (`billing_*`, `shipping_*`,
 * `ship_to_different_address`, `shipping_method[0]`, `payment_method`, `terms`, …) and German
 * Market its SEPA fields (`german-market-sepa-holder|iban|bic`, the mandate checkbox): read from
 * posted fields, validated on the server whatever the client checked. Framework-free.
 */
import type { OrderAddress } from "#db/schema/orders.ts";
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import type { Settings } from "../settings/definitions.ts";
import { isValidPhone, isValidPostcode, normalisePostcode } from "../shared/address-rules.ts";
import { validateBusinessFields } from "../tax/business-customer.ts";
import { BUYER_REFERENCE_FIELD, VAT_ID_FIELD } from "../tax/constants.ts";
import { isEmail } from "../validation/index.ts";
import { CARRIER_CONSENT_FIELD, CHECKOUT_TOKEN_FIELD, SEPA_FIELD_NAMES } from "./field-names.ts";
import { sepaErrorMessage, validateBic, validateIban } from "./iban.ts";
import { invoiceForbidsOtherAddress, PAYMENT_METHOD_IDS, type PaymentMethodId } from "./payment.ts";
import { sepaRequirements } from "./sepa-mandate.ts";
import { isLocalPickup, type ShippingRate } from "./shipping.ts";
import "../i18n/messages-checkout.ts";
import "../i18n/messages-orders.ts";

export { CARRIER_CONSENT_FIELD, CHECKOUT_TOKEN_FIELD, SEPA_FIELD_NAMES };

type AddressField = keyof Omit<OrderAddress, "phone" | "company"> | "phone" | "company";
/** Field name suffix → our address key, in form order. */
export const ADDRESS_FIELDS: { name: string; key: AddressField; required: boolean; max: number }[] = [
  { name: "first_name", key: "firstName", required: true, max: 100 },
  { name: "last_name", key: "lastName", required: true, max: 100 },
  { name: "company", key: "company", required: false, max: 100 },
  { name: "country", key: "country", required: true, max: 2 },
  { name: "address_1", key: "address1", required: true, max: 200 },
  { name: "postcode", key: "postcode", required: true, max: 10 },
  { name: "city", key: "city", required: true, max: 100 },
  { name: "phone", key: "phone", required: false, max: 30 },
];
const MAX_EMAIL = 254;
const MAX_NOTE = 2000;
const MAX_SEPA_FIELD = 70;

export type CheckoutInput = {
  billing: OrderAddress;
  email: string;
  shipToDifferentAddress: boolean;
  shipping: OrderAddress;
  note: string;
  shippingMethod: string | undefined;
  paymentMethod: string | undefined;
  terms: boolean;
  sepa: { holder: string; iban: string; bic: string; consent: boolean };
  carrierConsent: boolean;
  checkoutToken: string | undefined;
  /** A business customer's VAT ID and buyer reference as typed (modules/tax/business-customer.ts). */
  vatId: string;
  buyerReference: string;
};

export type FieldError = { field: string; code: string; message: string };

type Fields = Record<string, string | string[] | undefined>;
const one = (fields: Fields, name: string): string => {
  const v = fields[name];
  return (Array.isArray(v) ? v[v.length - 1] : v) ?? "";
};
/** A checkbox counts as checked when it is sent with any non-empty value but "0". */
const checked = (fields: Fields, name: string) => {
  const v = one(fields, name).trim();
  return v !== "" && v !== "0";
};
/** Control characters out, whitespace collapsed, trimmed; a single line. */
const line = (s: string) =>
  s
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

function readAddress(fields: Fields, prefix: "billing" | "shipping"): OrderAddress {
  const get = (name: string) => line(one(fields, `${prefix}_${name}`));
  return {
    firstName: get("first_name"),
    lastName: get("last_name"),
    company: get("company"),
    address1: get("address_1"),
    postcode: normalisePostcode(get("postcode")),
    city: get("city"),
    country: get("country").toUpperCase(),
    phone: get("phone"),
  };
}

export function readCheckoutInput(fields: Fields): CheckoutInput {
  const note = one(fields, "order_comments")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, " ")
    .trim();
  return {
    billing: readAddress(fields, "billing"),
    email: line(one(fields, "billing_email")),
    shipToDifferentAddress: checked(fields, "ship_to_different_address"),
    shipping: readAddress(fields, "shipping"),
    note,
    shippingMethod: line(one(fields, "shipping_method[0]")) || undefined,
    paymentMethod: line(one(fields, "payment_method")) || undefined,
    terms: checked(fields, "terms"),
    sepa: {
      holder: line(one(fields, SEPA_FIELD_NAMES.holder)),
      iban: line(one(fields, SEPA_FIELD_NAMES.iban)),
      bic: line(one(fields, SEPA_FIELD_NAMES.bic)),
      consent: checked(fields, SEPA_FIELD_NAMES.consent),
    },
    carrierConsent: checked(fields, CARRIER_CONSENT_FIELD),
    checkoutToken: line(one(fields, CHECKOUT_TOKEN_FIELD)) || undefined,
    vatId: line(one(fields, VAT_ID_FIELD)),
    buyerReference: line(one(fields, BUYER_REFERENCE_FIELD)),
  };
}

/** Whether the order goes to the shipping address (B8 can force the billing address). */
export function deliversToShippingAddress(input: CheckoutInput, settings: Settings): boolean {
  if (!input.shipToDifferentAddress) return false;
  return !(input.paymentMethod === PAYMENT_METHOD_IDS.invoice && invoiceForbidsOtherAddress(settings));
}

/** The address the parcel goes to: its country and postcode pick the shipping zone. */
export function deliveryAddress(input: CheckoutInput, settings: Settings): OrderAddress {
  return deliversToShippingAddress(input, settings) ? input.shipping : input.billing;
}

/** The business fields of the form, as modules/tax reads them. */
export function businessInput(input: CheckoutInput) {
  const { vatId, buyerReference } = input;
  return { company: input.billing.company, billingCountry: input.billing.country, vatId, buyerReference };
}

const LABELS: Record<AddressField | "email", MessageKey> = {
  firstName: "checkout.field.firstName",
  lastName: "checkout.field.lastName",
  company: "checkout.field.company",
  country: "checkout.field.country",
  address1: "checkout.field.address1",
  postcode: "checkout.field.postcode",
  city: "checkout.field.city",
  phone: "checkout.field.phone",
  email: "checkout.field.email",
};

export type ValidationContext = {
  settings: Settings;
  lang: Lang;
  rates: ShippingRate[];
  paymentMethods: PaymentMethodId[];
  /** The countries the shop sells and ships to (modules/shipping: every zone's). */
  countries: readonly string[];
};

/** Every error of the form, in form order; an empty list means the order may be placed. */
export function validateCheckout(input: CheckoutInput, ctx: ValidationContext): FieldError[] {
  const { lang, settings } = ctx;
  const errors: FieldError[] = [];
  const push = (field: string, code: string, key: MessageKey, params?: Record<string, string | number>) =>
    errors.push({ field, code, message: translate(lang, key, params) });
  const { countries } = ctx;

  const checkAddress = (address: OrderAddress, prefix: "billing" | "shipping") => {
    const context: MessageKey =
      prefix === "billing" ? "checkout.error.billingContext" : "checkout.error.shippingContext";
    for (const f of ADDRESS_FIELDS) {
      if (prefix === "shipping" && f.key === "phone") continue;
      const value = address[f.key];
      const label = translate(lang, LABELS[f.key]);
      const where = translate(lang, context, { field: label });
      const name = `${prefix}_${f.name}`;
      if (value === "") {
        if (f.required) push(name, "laden_required_field", "checkout.error.required", { field: where });
        continue;
      }
      if (value.length > f.max)
        push(name, "laden_field_too_long", "checkout.error.tooLong", { field: where });
      else if (f.key === "country" && !countries.includes(value))
        push(name, "laden_country_not_allowed", "checkout.error.country", { field: where });
      else if (f.key === "postcode" && !isValidPostcode(address.country, value))
        push(name, "laden_invalid_postcode", "checkout.error.postcode", { field: where });
      else if (f.key === "phone" && !isValidPhone(value))
        push(name, "laden_invalid_phone", "checkout.error.phone", { field: where });
    }
  };

  checkAddress(input.billing, "billing");
  const emailLabel = translate(lang, "checkout.error.billingContext", {
    field: translate(lang, LABELS.email),
  });
  if (input.email === "")
    push("billing_email", "laden_required_field", "checkout.error.required", { field: emailLabel });
  else if (input.email.length > MAX_EMAIL || !isEmail(input.email))
    push("billing_email", "laden_invalid_email", "checkout.error.email", { field: emailLabel });
  errors.push(...validateBusinessFields(businessInput(input), settings, lang));
  if (deliversToShippingAddress(input, settings)) checkAddress(input.shipping, "shipping");
  if (input.note.length > MAX_NOTE)
    push("order_comments", "laden_field_too_long", "checkout.error.noteTooLong", { max: MAX_NOTE });

  if (!ctx.rates.some((r) => r.id === input.shippingMethod))
    push("shipping_method[0]", "laden_invalid_shipping_method", "checkout.error.shippingMethod");
  errors.push(...validatePaymentChoice(input, ctx));

  if (
    settings["checkout.carrierConsentRequired"] &&
    !isLocalPickup(input.shippingMethod) &&
    !input.carrierConsent
  )
    push(CARRIER_CONSENT_FIELD, "laden_carrier_consent_required", "checkout.error.carrierConsent");
  if (!input.terms) push("terms", "laden_terms_required", "checkout.error.terms");
  return errors;
}

/** The payment part of the form: an offered method, and for direct debit the SEPA fields and the mandate consent. */
export function validatePaymentChoice(
  input: Pick<CheckoutInput, "paymentMethod" | "sepa">,
  ctx: Pick<ValidationContext, "settings" | "lang" | "paymentMethods">,
): FieldError[] {
  const { lang, settings } = ctx;
  const errors: FieldError[] = [];
  const push = (field: string, code: string, key: MessageKey, params?: Record<string, string | number>) =>
    errors.push({ field, code, message: translate(lang, key, params) });
  if (ctx.paymentMethods.length === 0)
    push("payment_method", "laden_no_payment_method", "checkout.noPayment");
  else if (!ctx.paymentMethods.includes(input.paymentMethod as PaymentMethodId))
    push("payment_method", "laden_invalid_payment_method", "checkout.error.paymentMethod");

  if (input.paymentMethod === PAYMENT_METHOD_IDS.sepa) {
    const required = sepaRequirements(settings);
    const { holder, iban, bic } = input.sepa;
    if (holder.length > MAX_SEPA_FIELD)
      push(SEPA_FIELD_NAMES.holder, "laden_field_too_long", "checkout.error.tooLong", {
        field: translate(lang, "checkout.sepa.holder"),
      });
    else if (required.holder && holder === "")
      push(SEPA_FIELD_NAMES.holder, "laden_sepa_holder_required", "checkout.sepa.error.holderRequired");
    if (iban !== "" || required.iban) {
      const r = validateIban(iban);
      if (!r.ok)
        errors.push({ field: SEPA_FIELD_NAMES.iban, code: r.code, message: sepaErrorMessage(lang, r) });
    }
    const b = validateBic(bic, { required: required.bic });
    if (!b.ok) errors.push({ field: SEPA_FIELD_NAMES.bic, code: b.code, message: sepaErrorMessage(lang, b) });
    if (!input.sepa.consent)
      push(SEPA_FIELD_NAMES.consent, "laden_sepa_consent_required", "checkout.error.sepaConsent");
  }

  return errors;
}

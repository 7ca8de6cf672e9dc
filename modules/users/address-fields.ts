/**
 * Address kinds and their form field names (WooCommerce's `billing_*` / `shipping_*`), shared
 * by the validation on the server and the form in the browser (no dependencies).
 */
export const ADDRESS_KINDS = ["billing", "shipping"] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export function isAddressKind(value: unknown): value is AddressKind {
  return value === "billing" || value === "shipping";
}

export const DEFAULT_COUNTRY = "DE";

export type Address = {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
};

/** The form's fields for one kind, in display order. */
export function addressFieldNames(kind: AddressKind) {
  return {
    firstName: `${kind}_first_name`,
    lastName: `${kind}_last_name`,
    company: `${kind}_company`,
    country: `${kind}_country`,
    address1: `${kind}_address_1`,
    postcode: `${kind}_postcode`,
    city: `${kind}_city`,
    phone: `${kind}_phone`,
  } as const satisfies Record<keyof Address, string>;
}

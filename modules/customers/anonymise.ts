/**
 * What the GDPR erasure writes into an order instead of the person (Art. 17 GDPR), and what it
 * keeps for the 10-year retention of §147 AO / §14b UStG: amounts, items, VAT, dates, the order
 * number, payment and shipping method, the country (it decides the VAT) and the SEPA mandate
 * reference. Pure: the erasure (erase.ts) applies it inside its transaction.
 */
import type { OrderAddress, OrderRow } from "#db/schema/orders.ts";

export const ERASED_NAME = "Gelöscht";
export const ERASED_TEXT = "[gelöscht]";
/** A placeholder address that can never receive mail (RFC 2606 `.invalid`). */
export const erasedEmail = (orderId: number) => `geloescht-${orderId}@anonymisiert.invalid`;

export type OrderPersonalFields = Pick<
  OrderRow,
  "email" | "billing" | "shipping" | "customerNote" | "sepaHolder" | "sepaIbanEncrypted" | "sepaBic"
>;

export function anonymisedAddress(address: OrderAddress): OrderAddress {
  return {
    firstName: ERASED_NAME,
    lastName: "",
    company: "",
    address1: "",
    postcode: "",
    city: "",
    country: address.country,
    phone: "",
  };
}

/**
 * The personal fields of an order after erasure. The encrypted IBAN and the BIC go too: the
 * mandate reference and the last four digits identify the mandate at the bank.
 */
export function anonymisedOrder(order: Pick<OrderRow, "id"> & OrderPersonalFields): OrderPersonalFields {
  return {
    email: erasedEmail(order.id),
    billing: anonymisedAddress(order.billing),
    shipping: order.shipping ? anonymisedAddress(order.shipping) : null,
    customerNote: order.customerNote ? ERASED_TEXT : "",
    sepaHolder: order.sepaHolder === null ? null : ERASED_NAME,
    sepaIbanEncrypted: null,
    sepaBic: null,
  };
}

/**
 * The words that identify the person in free text (order notes like the withdrawal note): the
 * e-mail address and names of three letters or more, longest first so "Erika Mustermann" goes
 * before "Erika".
 */
export function personalTerms(values: readonly (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const value of values) {
    const v = value?.trim();
    if (!v || v.length < 3) continue;
    terms.add(v);
  }
  return [...terms].sort((a, b) => b.length - a.length);
}

/** Free text with every personal term replaced (case-insensitive). */
export function scrubText(text: string, terms: readonly string[]): string {
  let out = text;
  for (const term of terms) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(escaped, "giu"), ERASED_TEXT);
  }
  return out;
}

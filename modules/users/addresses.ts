/**
 * A customer's billing and shipping address: German field rules (postcode with 5 digits for
 * Germany, street with house number), EU countries only, stored one row per kind and user.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { userAddresses } from "#db/schema/index.ts";
import {
  type FieldError,
  issuesToErrors,
  optionalText,
  pickFields,
  requiredText,
  type Validated,
} from "./account-forms.ts";
import { type Address, type AddressKind, addressFieldNames, DEFAULT_COUNTRY } from "./address-fields.ts";

export {
  type Address,
  type AddressKind,
  DEFAULT_COUNTRY,
  isAddressKind,
} from "./address-fields.ts";

import "../i18n/messages-account.ts";
import { EU_POSTCODES, isValidPhone, isValidPostcode, normalisePostcode } from "../shared/address-rules.ts";

export {
  EU_COUNTRIES,
  isValidPhone,
  isValidPostcode,
} from "../shared/address-rules.ts";

/** Countries whose street addresses always carry a house number. */
const HOUSE_NUMBER_COUNTRIES = new Set(["DE", "AT"]);

const addressSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    company: optionalText(),
    address1: requiredText(200),
    postcode: requiredText(20).transform(normalisePostcode),
    city: requiredText(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, { error: "account.error.required" })
      .refine((c) => Object.hasOwn(EU_POSTCODES, c), { error: "account.error.country" }),
    phone: optionalText(40).refine((p) => p === "" || isValidPhone(p), { error: "account.error.phone" }),
  })
  .superRefine((a, ctx) => {
    if (!Object.hasOwn(EU_POSTCODES, a.country)) return;
    if (a.postcode !== "" && !isValidPostcode(a.country, a.postcode)) {
      ctx.addIssue({
        code: "custom",
        path: ["postcode"],
        message: a.country === "DE" ? "account.error.postcodeDE" : "account.error.postcode",
      });
    }
    if (HOUSE_NUMBER_COUNTRIES.has(a.country) && a.address1 !== "" && !/\d/.test(a.address1)) {
      ctx.addIssue({ code: "custom", path: ["address1"], message: "account.error.houseNumber" });
    }
  });

/** Validates a submitted address form; errors name the form's fields (`billing_postcode`, …). */
export function validateAddress(
  kind: AddressKind,
  form: FormData | URLSearchParams | Record<string, unknown>,
): Validated<Address> {
  const names = addressFieldNames(kind);
  const raw = pickFields(Object.values(names), form);
  const input = Object.fromEntries(
    Object.entries(names).map(([prop, field]) => [prop, raw[field] ?? ""]),
  ) as Record<keyof Address, string>;
  if (input.country === "") input.country = DEFAULT_COUNTRY;
  const parsed = addressSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const props = Object.keys(names);
  const errors: FieldError[] = issuesToErrors(parsed.error.issues, props).map((e) => ({
    field: names[e.field as keyof Address] ?? e.field,
    key: e.key,
  }));
  return { ok: false, errors };
}

export async function getAddresses(db: Db, userId: number): Promise<Partial<Record<AddressKind, Address>>> {
  const found = await db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
  const out: Partial<Record<AddressKind, Address>> = {};
  for (const { userId: _u, kind, updatedAt: _t, ...address } of found) out[kind] = address;
  return out;
}

export async function getAddress(db: Db, userId: number, kind: AddressKind): Promise<Address | undefined> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)));
  if (!row) return undefined;
  const { userId: _u, kind: _k, updatedAt: _t, ...address } = row;
  return address;
}

/** Creates or replaces the address in one statement. */
export async function saveAddress(
  db: Db,
  userId: number,
  kind: AddressKind,
  address: Address,
): Promise<void> {
  await db
    .insert(userAddresses)
    .values({ userId, kind, ...address })
    .onConflictDoUpdate({
      target: [userAddresses.userId, userAddresses.kind],
      set: { ...address, updatedAt: sql`now()` },
    });
}

/**
 * The demo shop's sample legal data (Röstwerk, a shop that does not exist). The demo seed writes
 * these; a value still equal to its sample counts as missing outside the demo
 * (modules/legal/completeness.ts), so a shop that started from the demo is warned until the
 * owner has entered their own data.
 */
import type { Settings } from "../settings/definitions.ts";

type SampleKey =
  | "legal.companyName"
  | "legal.representative"
  | "legal.street"
  | "legal.postcode"
  | "legal.city"
  | "legal.email"
  | "legal.phone"
  | "legal.registerCourt"
  | "legal.registerNumber"
  | "legal.vatId"
  | "sepa.creditorId";

export const DEMO_LEGAL: Readonly<Pick<Settings, SampleKey>> = {
  "legal.companyName": "Röstwerk Laden GmbH",
  "legal.representative": "Johanna Petersen (Geschäftsführerin)",
  "legal.street": "Hafenstraße 12",
  "legal.postcode": "20457",
  "legal.city": "Hamburg",
  "legal.email": "hallo@roestwerk.example",
  "legal.phone": "+49 40 1234567",
  "legal.registerCourt": "Amtsgericht Hamburg",
  "legal.registerNumber": "HRB 123456",
  "legal.vatId": "DE123456789",
  // A syntactically valid test id, as the Bundesbank's examples use.
  "sepa.creditorId": "DE98ZZZ09999999999",
};

/** Is `key`'s value the demo's sample value? */
export function isSampleValue(key: string, value: unknown): boolean {
  return Object.hasOwn(DEMO_LEGAL, key) && value !== "" && DEMO_LEGAL[key as SampleKey] === value;
}

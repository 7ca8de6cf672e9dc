/**
 * The demo roastery's payment settings: sample bank details (a valid-checksum test IBAN, not a
 * real account) so prepayment can be on; a shop without demo data starts with them empty.
 */
import type { Settings } from "#modules/settings/definitions.ts";

export const DEMO_PAYMENT_SETTINGS: Partial<Settings> = {
  "payment.bacsEnabled": true,
  "payment.bacsAccountHolder": "Röstwerk Laden GmbH",
  "payment.bacsIban": "DE02120300000000202051",
  "payment.bacsBic": "BYLADEM1001",
  "payment.bacsBank": "Deutsche Kreditbank Berlin",
};

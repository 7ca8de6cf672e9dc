/**
 * The demo roastery's payment settings: direct debit on (with the demo's creditor id) and sample
 * bank details (a valid-checksum test IBAN, not a real account) so prepayment can be on; a shop
 * without demo data starts with both off and the bank details empty.
 */
import type { Settings } from "#modules/settings/definitions.ts";

export const DEMO_PAYMENT_SETTINGS: Partial<Settings> = {
  "payment.sepaEnabled": true,
  "payment.bacsEnabled": true,
  "payment.bacsAccountHolder": "Röstwerk Laden GmbH",
  "payment.bacsIban": "DE02120300000000202051",
  "payment.bacsBic": "BYLADEM1001",
  "payment.bacsBank": "Deutsche Kreditbank Berlin",
};

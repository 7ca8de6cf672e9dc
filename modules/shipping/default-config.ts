/**
 * What migration 0025 makes of the code's former defaults (shop.countries DE and AT, 4,90 €
 * within Germany, free from 39 €, 12,90 € abroad, pickup on, paid methods hidden when free):
 * the unit tests' configuration, checked against the migrated database by the HTTP tests.
 */
import type { ShippingConfig } from "./zones.ts";

export const MIGRATED_DEFAULT_CONFIG: ShippingConfig = {
  version: 1,
  zones: [
    {
      id: 1,
      name: "Deutschland",
      countries: ["DE"],
      postcodes: [],
      hidePaidWhenFree: true,
      methods: [
        { id: 2, kind: "free_shipping", costCents: 0, freeFromCents: 3900, carrier: "", enabled: true },
        { id: 1, kind: "flat_rate", costCents: 490, freeFromCents: 0, carrier: "", enabled: true },
        { id: 3, kind: "local_pickup", costCents: 0, freeFromCents: 0, carrier: "", enabled: true },
      ],
    },
    {
      id: 2,
      name: "EU-Ausland",
      countries: ["AT"],
      postcodes: [],
      hidePaidWhenFree: true,
      methods: [
        { id: 4, kind: "flat_rate", costCents: 1290, freeFromCents: 0, carrier: "", enabled: true },
        { id: 5, kind: "local_pickup", costCents: 0, freeFromCents: 0, carrier: "", enabled: true },
      ],
    },
  ],
};

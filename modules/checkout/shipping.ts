/**
 * Shipping methods with WooCommerce's rate ids (`method:instance`), as `shipping_method[0]`
 * carries them: flat rate by a carrier (Germany and abroad), free shipping within Germany from
 * an order value, local pickup at the shop. Which are offered depends on the delivery country and
 * the goods' value; the server re-decides on every call, whatever the form says.
 */
import type { Settings } from "../settings/definitions.ts";

export const SHIPPING_METHOD_IDS = {
  flatRate: "flat_rate:1",
  freeShipping: "free_shipping:2",
  localPickup: "local_pickup:3",
} as const;

export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[keyof typeof SHIPPING_METHOD_IDS];

export type ShippingRate = {
  id: ShippingMethodId;
  costCents: number;
  /** Delivered by the carrier: the shipping service provider paragraph applies (glossary B9). */
  usesCarrier: boolean;
};

const DOMESTIC = "DE";

type ShippingSettings = Pick<
  Settings,
  | "shop.shippingFlatCents"
  | "shop.shippingFlatCentsAbroad"
  | "shop.freeShippingFromCents"
  | "shop.hideFlatRateWhenFree"
  | "shop.localPickupEnabled"
  | "shop.countries"
>;

/** The rates for a delivery country and the goods' gross value, cheapest delivery first. */
export function availableShippingRates(
  settings: ShippingSettings,
  country: string,
  subtotalCents: number,
): ShippingRate[] {
  const rates: ShippingRate[] = [];
  const sellsThere = settings["shop.countries"].includes(country);
  if (sellsThere) {
    const freeFrom = settings["shop.freeShippingFromCents"];
    const free = country === DOMESTIC && freeFrom > 0 && subtotalCents >= freeFrom;
    if (free) rates.push({ id: SHIPPING_METHOD_IDS.freeShipping, costCents: 0, usesCarrier: true });
    // A paid delivery next to a free one by the same carrier only confuses (setting, default on).
    if (!free || !settings["shop.hideFlatRateWhenFree"]) {
      rates.push({
        id: SHIPPING_METHOD_IDS.flatRate,
        costCents:
          country === DOMESTIC
            ? settings["shop.shippingFlatCents"]
            : settings["shop.shippingFlatCentsAbroad"],
        usesCarrier: true,
      });
    }
  }
  // Pickup needs no delivery address, but we only sell to our countries.
  if (settings["shop.localPickupEnabled"] && sellsThere) {
    rates.push({ id: SHIPPING_METHOD_IDS.localPickup, costCents: 0, usesCarrier: false });
  }
  return rates;
}

/**
 * The rate to use: the chosen one when it is offered, else the first (the free one when it
 * applies). `chosenValid` says whether the choice itself was offered (a tampered or stale value
 * is refused when the order is placed, and replaced silently on a refresh).
 */
export function chooseShippingRate(
  rates: ShippingRate[],
  chosen: string | undefined,
): { rate: ShippingRate | undefined; chosenValid: boolean } {
  const match = rates.find((r) => r.id === chosen);
  return { rate: match ?? rates[0], chosenValid: match !== undefined };
}

export function isLocalPickup(id: string | undefined): boolean {
  return (id ?? "").includes("local_pickup");
}

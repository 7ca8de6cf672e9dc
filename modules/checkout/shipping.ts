/**
 * The checkout's choice among the shipping rates `shipping_method[0]` carries (WooCommerce's
 * `method:instance` ids, e.g. `flat_rate:1`). Which rates an address gets is decided by the
 * shipping zones (modules/shipping); the server re-decides on every call, whatever the form says.
 */
import type { ShippingRate } from "../shipping/zones.ts";

export type { ShippingRate };

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

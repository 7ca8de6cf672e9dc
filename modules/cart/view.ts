/** The cart as pages, fragments and the client see it: lines, totals and the hash. */
import type { Db } from "#db/client.ts";
import { getSettings, type Settings } from "../settings/index.ts";
import { getShippingConfig } from "../shipping/store.ts";
import { cartShippingEstimate, type ShippingConfig } from "../shipping/zones.ts";
import { cartHash } from "./cart-key.ts";
import { type CartLine, type CartOwner, loadCartLines, loadOwnerCartLines } from "./store.ts";
import { type CartTotals, cartTotals } from "./totals.ts";

export type CartView = {
  lines: CartLine[];
  totals: CartTotals;
  hash: string;
  /** From the home shipping zone, so the page can say how much is missing for free shipping. */
  freeShippingFromCents: number | null;
};

export const EMPTY_CART: CartView = {
  lines: [],
  totals: { itemCount: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0, vat: [] },
  hash: "",
  freeShippingFromCents: null,
};

/**
 * `settings`: read before a transaction and passed in, so the cart read inside it uses the
 * process's cached settings instead of reading them again on the transaction's connection.
 */
export async function loadCartView(
  db: Db,
  owner: CartOwner,
  cartId?: number,
  settings?: Settings,
): Promise<CartView> {
  if (cartId === undefined) {
    // One statement finds the cart and reads its lines; the settings come from the process cache.
    const [found, current, shipping] = await Promise.all([
      loadOwnerCartLines(db, owner),
      settings ?? getSettings(db),
      getShippingConfig(db),
    ]);
    return found ? cartViewOf(found.lines, current, shipping) : EMPTY_CART;
  }
  const [lines, current, shipping] = await Promise.all([
    loadCartLines(db, cartId),
    settings ?? getSettings(db),
    getShippingConfig(db),
  ]);
  return cartViewOf(lines, current, shipping);
}

/** The view of lines read elsewhere (add_to_cart reads them in its one statement). */
export function cartViewOf(stored: CartLine[], settings: Settings, shipping: ShippingConfig): CartView {
  // German law wants the delivery time in the cart and at checkout too, not only on the product page.
  const fallback = settings["shop.defaultDeliveryTime"] || null;
  const lines = stored.map((l) => ({ ...l, deliveryTime: l.deliveryTime || fallback }));
  const estimate = cartShippingEstimate(shipping);
  return {
    lines,
    totals: cartTotals(lines, estimate),
    hash: cartHash(lines),
    freeShippingFromCents: estimate.freeFromCents || null,
  };
}

/** The cart as pages, fragments and the client see it: lines, totals and the hash. */
import type { Db } from "../../db/client.ts";
import { getSettings } from "../settings/index.ts";
import { cartHash } from "./cart-key.ts";
import { type CartLine, type CartOwner, findCartId, loadCartLines } from "./store.ts";
import { type CartTotals, cartTotals } from "./totals.ts";

export type CartView = {
  lines: CartLine[];
  totals: CartTotals;
  hash: string;
  /** From the settings, so the page can say how much is missing for free shipping. */
  freeShippingFromCents: number | null;
};

export const EMPTY_CART: CartView = {
  lines: [],
  totals: { itemCount: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0, vat: [] },
  hash: "",
  freeShippingFromCents: null,
};

export async function loadCartView(db: Db, owner: CartOwner, cartId?: number): Promise<CartView> {
  const id = cartId ?? (await findCartId(db, owner));
  if (id === undefined) return EMPTY_CART;
  const [lines, settings] = await Promise.all([loadCartLines(db, id), getSettings(db)]);
  const freeFrom = settings["shop.freeShippingFromCents"] || null;
  return {
    lines,
    totals: cartTotals(lines, { flatCents: settings["shop.shippingFlatCents"], freeFromCents: freeFrom }),
    hash: cartHash(lines),
    freeShippingFromCents: freeFrom,
  };
}

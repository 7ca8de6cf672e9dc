/**
 * The cart as the browser gets it (page data and wire answers): the view plus the nonce its
 * remove links need. A type the browser code imports; the value is made on the server.
 */

import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { createNonce, type NonceSubject } from "../session/nonce.ts";
import type { CartView } from "./view.ts";

export type ClientCart = CartView & { removeNonce: string };

export function clientCart(secret: string, view: CartView, subject: NonceSubject): ClientCart {
  return { ...view, removeNonce: createNonce(secret, NONCE_ACTIONS.cart, subject) };
}

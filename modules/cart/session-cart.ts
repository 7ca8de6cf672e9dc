/** Cart operations for the visitor of one request: their session (or account) owns the cart. */
import type { Db } from "#db/client.ts";
import { loadCartCoupons } from "../coupons/store.ts";
import type { RequestSession } from "../session/request-session.ts";
import { getSettings } from "../settings/index.ts";
import { getShippingConfig } from "../shipping/store.ts";
import type { AddRequest } from "./add-request.ts";
import { addToCartInOneStatement } from "./add-statement.ts";
import { CartError } from "./errors.ts";
import {
  type CartLine,
  type CartOwner,
  findCartId,
  removeOwnerCartLine,
  setCartLineQuantity,
} from "./store.ts";
import { type CartView, cartViewOf, EMPTY_CART, loadCartView, withCategories } from "./view.ts";

async function existingOwner(session: RequestSession): Promise<CartOwner | undefined> {
  if (!session.hasCookie) return undefined;
  const record = await session.get();
  return record ? { sessionId: record.id, userId: record.userId } : undefined;
}

/** The visitor's cart; a visitor without a session has an empty one (and gets no session). */
export async function currentCart(db: Db, session: RequestSession): Promise<CartView> {
  const owner = await existingOwner(session);
  return owner ? loadCartView(db, owner) : EMPTY_CART;
}

/**
 * At most three round trips: the session read, then one statement that checks the product, adds
 * the line and reads the cart back (add-statement.ts). A visitor without a session gets the check
 * alone first, so a failed request leaves no session, then the session, then the statement.
 */
export async function addToSessionCart(
  db: Db,
  session: RequestSession,
  request: AddRequest,
): Promise<{ view: CartView; item: { name: string }; quantity: number }> {
  let record = session.hasCookie ? await session.get() : undefined;
  if (!record) {
    await addToCartInOneStatement(db, null, request);
    record = await session.ensure();
  }
  const owner = { sessionId: record.id, userId: record.userId };
  const [settings, shipping, { lines, quantity, name, coupons, vouchers }] = await Promise.all([
    getSettings(db),
    getShippingConfig(db),
    addToCartInOneStatement(db, owner, request),
  ]);
  const held = { rows: coupons, categories: new Map<number, number[]>(), vouchers };
  return {
    view: cartViewOf(lines, settings, shipping, await withCategories(db, held, lines)),
    item: { name },
    quantity,
  };
}

/*
 * A change and the cart read back after it are ONE statement (add and remove): a request that
 * cannot get a connection in time (pool busy, database down) fails before it changed anything, so
 * its 503 never hides an applied change that a retry would repeat.
 */

export async function removeFromSessionCart(
  db: Db,
  session: RequestSession,
  key: string,
): Promise<{ view: CartView; removed: CartLine | undefined }> {
  const owner = await existingOwner(session);
  const result = owner && (await removeOwnerCartLine(db, owner, key));
  if (!result) return { view: EMPTY_CART, removed: undefined };
  const [settings, shipping, held] = await Promise.all([
    getSettings(db),
    getShippingConfig(db),
    loadCartCoupons(db, owner),
  ]);
  const removed = result.lines.find((l) => l.key === result.removedKey);
  const lines = removed ? result.lines.filter((l) => l !== removed) : result.lines;
  return {
    view: cartViewOf(lines, settings, shipping, await withCategories(db, held, lines)),
    removed,
  };
}

/**
 * Sets several line quantities (the cart page's "update"): all valid changes are applied, each
 * invalid one is reported and leaves its line as it was.
 */
export async function updateSessionCart(
  db: Db,
  session: RequestSession,
  quantities: Record<string, number>,
): Promise<{ view: CartView; errors: CartError[] }> {
  const owner = await existingOwner(session);
  const cartId = owner && (await findCartId(db, owner));
  if (!owner || cartId === undefined) return { view: EMPTY_CART, errors: [] };
  const before = await loadCartView(db, owner, cartId);
  const errors: CartError[] = [];
  for (const line of before.lines) {
    const wanted = quantities[line.key];
    if (wanted === undefined || wanted === line.quantity) continue;
    try {
      await setCartLineQuantity(db, cartId, line, wanted);
    } catch (err) {
      if (err instanceof CartError) errors.push(err);
      else throw err;
    }
  }
  return { view: await loadCartView(db, owner, cartId), errors };
}

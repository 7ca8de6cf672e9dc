/** Cart operations for the visitor of one request: their session (or account) owns the cart. */
import type { Db } from "../../db/client.ts";
import type { RequestSession } from "../session/request-session.ts";
import { type AddRequest, requestedQuantity } from "./add-request.ts";
import { CartError } from "./errors.ts";
import {
  addToOwnerCart,
  type CartLine,
  type CartOwner,
  findCartId,
  type Purchasable,
  removeCartLine,
  resolvePurchasable,
  setCartLineQuantity,
} from "./store.ts";
import { type CartView, EMPTY_CART, loadCartView } from "./view.ts";

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

export async function addToSessionCart(
  db: Db,
  session: RequestSession,
  request: AddRequest,
): Promise<{ view: CartView; item: Purchasable; quantity: number }> {
  // Check the product before creating a session, so failed requests leave no trace.
  const item = await resolvePurchasable(db, request);
  let quantity: number;
  try {
    quantity = requestedQuantity(request, item.minQuantity);
  } catch (err) {
    // Point the visitor at the product whose quantity was wrong.
    if (err instanceof CartError) throw new CartError(err.code, err.params, item.slug);
    throw err;
  }
  const record = await session.ensure();
  const owner = { sessionId: record.id, userId: record.userId };
  const view = await writeThenRead(db, async (tx) => {
    const { cartId } = await addToOwnerCart(tx, owner, item, quantity);
    return loadCartView(tx, owner, cartId);
  });
  return { view, item, quantity };
}

/**
 * A change and the cart read back after it on ONE connection: a request that cannot get a
 * connection in time (pool busy, database down) fails before it changed anything, so its 503
 * never hides an applied change that a retry would repeat.
 */
function writeThenRead<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((trx) => work(trx as unknown as Db));
}

export async function removeFromSessionCart(
  db: Db,
  session: RequestSession,
  key: string,
): Promise<{ view: CartView; removed: CartLine | undefined }> {
  const owner = await existingOwner(session);
  const cartId = owner && (await findCartId(db, owner));
  if (!owner || cartId === undefined) return { view: EMPTY_CART, removed: undefined };
  const before = await loadCartView(db, owner, cartId);
  const line = before.lines.find((l) => l.key === key);
  if (!line) return { view: before, removed: undefined };
  return writeThenRead(db, async (tx) =>
    (await removeCartLine(tx, cartId, key))
      ? { view: await loadCartView(tx, owner, cartId), removed: line }
      : { view: before, removed: undefined },
  );
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

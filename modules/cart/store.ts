/** Cart persistence. Every write is a single atomic statement, safe across app processes. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { cartItems, carts, media, products, productVariations } from "#db/schema/index.ts";
import type { TaxClass } from "../catalog/constants.ts";
import { toImageRef } from "../catalog/store.ts";
import type { ImageRef } from "../catalog/types.ts";
import { cartItemKey } from "./cart-key.ts";
import { CartError } from "./errors.ts";
import { MAX_LINE_QUANTITY } from "./quantity.ts";

export type CartOwner = { sessionId: string; userId: number | null };

export type Purchasable = {
  productId: number;
  variationId: number | null;
  attributes: Record<string, string>;
  name: string;
  slug: string;
  unitCents: number;
  minQuantity: number;
  /** The most one cart may hold: stock (when managed) and the product's maximum. */
  maxQuantity: number;
};

export type CartLine = {
  key: string;
  productId: number;
  variationId: number | null;
  attributes: Record<string, string>;
  quantity: number;
  name: string;
  slug: string;
  unitCents: number;
  taxClass: TaxClass;
  /** A gift voucher (issue 24): sold without VAT, takes no share of shipping. */
  giftVoucher: boolean;
  minQuantity: number;
  maxQuantity: number;
  image: ImageRef | null;
  /** The product's own delivery time; loadCartView fills in the shop's default for the others. */
  deliveryTime: string | null;
};

/** What a stored line and its catalogue rows give a cart line (both loaders and the add statement). */
export type CartLineSource = Omit<CartLine, "name" | "unitCents"> & {
  productName: string;
  published: boolean;
  unitCents: number | null;
};

/**
 * The one rule for a line as the cart shows it: named after its product with the chosen
 * attribute values, and only while the product is published and has a price (else no line).
 */
export function cartLineOf({ productName, published, unitCents, ...line }: CartLineSource): CartLine[] {
  if (unitCents === null || !published) return [];
  const values = Object.values(line.attributes);
  const name = values.length ? `${productName} – ${values.join(", ")}` : productName;
  return [{ ...line, name, unitCents }];
}

const limit = (manageStock: boolean, stock: number | null, stockStatus: string, productMax: number | null) =>
  Math.min(
    productMax ?? MAX_LINE_QUANTITY,
    manageStock && stockStatus !== "onbackorder" ? Math.max(0, stock ?? 0) : MAX_LINE_QUANTITY,
  );

/**
 * What a request asks to buy, checked against the catalogue: a published product, a variation
 * that belongs to it (by id or by `attribute_*` values), in stock, with a price.
 * `productId` may be a variation id, as WooCommerce accepts.
 */
export async function resolvePurchasable(
  db: Db,
  input: { productId: number; variationId?: number; attributes: Record<string, string> },
): Promise<Purchasable> {
  let productId = input.productId;
  let variationId = input.variationId ?? null;
  let [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) {
    const [asVariation] = await db
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.id, productId), eq(productVariations.enabled, true)));
    if (!asVariation) throw new CartError("laden_product_not_found");
    variationId = asVariation.id;
    productId = asVariation.productId;
    [product] = await db.select().from(products).where(eq(products.id, productId));
  }
  if (product?.status !== "publish") throw new CartError("laden_product_not_found");
  const slug = product.slug;

  if (product.type === "simple") {
    if (variationId) throw new CartError("laden_invalid_variation", {}, slug);
    if (product.stockStatus === "outofstock") throw new CartError("laden_out_of_stock", {}, slug);
    const unit = product.salePriceCents ?? product.regularPriceCents;
    if (unit === null) throw new CartError("laden_not_purchasable", {}, slug);
    return {
      productId,
      variationId: null,
      attributes: {},
      name: product.name,
      slug,
      unitCents: unit,
      minQuantity: product.minQuantity,
      maxQuantity: limit(
        product.manageStock,
        product.stockQuantity,
        product.stockStatus,
        product.maxQuantity,
      ),
    };
  }

  const variations = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.productId, productId), eq(productVariations.enabled, true)));
  const chosen = variationId
    ? variations.find((v) => v.id === variationId)
    : variations.find((v) => matchesAttributes(v.attributes, input.attributes));
  if (!chosen) throw new CartError("laden_invalid_variation", {}, slug);
  // Attributes the variation leaves open ("any") must be chosen; the others must not contradict it.
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(chosen.attributes)) {
    const given = input.attributes[name];
    if (value === "") {
      if (!given) throw new CartError("laden_invalid_variation", {}, slug);
      attributes[name] = given;
    } else {
      if (given !== undefined && given !== "" && given !== value)
        throw new CartError("laden_invalid_variation", {}, slug);
      attributes[name] = value;
    }
  }
  if (chosen.stockStatus === "outofstock") throw new CartError("laden_out_of_stock", {}, slug);
  return {
    productId,
    variationId: chosen.id,
    attributes,
    name: `${product.name} – ${Object.values(attributes).join(", ")}`,
    slug,
    unitCents: chosen.salePriceCents ?? chosen.regularPriceCents,
    minQuantity: product.minQuantity,
    maxQuantity: limit(chosen.manageStock, chosen.stockQuantity, chosen.stockStatus, product.maxQuantity),
  };
}

function matchesAttributes(variation: Record<string, string>, given: Record<string, string>): boolean {
  const names = Object.keys(variation);
  return names.length > 0 && names.every((n) => variation[n] === "" || variation[n] === given[n]);
}

/** The cart of a session or user, created on first use (one statement, race-free). */
export async function ensureCartId(db: Db, owner: CartOwner): Promise<number> {
  if (owner.userId) {
    const [row] = await db
      .insert(carts)
      .values({ userId: owner.userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    return row!.id;
  }
  const [row] = await db
    .insert(carts)
    .values({ sessionId: owner.sessionId })
    .onConflictDoUpdate({ target: carts.sessionId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return row!.id;
}

export async function findCartId(db: Db, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(owner.userId ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId));
  return row?.id;
}

/**
 * Adds to a line, or creates it — and the cart with it — in ONE statement (one commit, one WAL
 * flush). The stock limit is checked inside the conflict clause, so 200 concurrent adds end at
 * exactly the limit. Returns the cart and the line's new quantity.
 */
export async function addToOwnerCart(
  db: Db,
  owner: CartOwner,
  item: Purchasable,
  quantity: number,
): Promise<{ cartId: number; quantity: number }> {
  if (quantity < item.minQuantity) {
    throw new CartError("laden_quantity_below_min", { min: item.minQuantity }, item.slug);
  }
  const tooMany = () =>
    new CartError("laden_stock_exceeded", { max: item.maxQuantity, name: item.name }, item.slug);
  if (quantity > item.maxQuantity) throw tooMany();
  const key = cartItemKey(item.productId, item.variationId, item.attributes);
  const cart = owner.userId
    ? sql`insert into ${carts} (user_id) values (${owner.userId})
          on conflict (user_id) do update set updated_at = now() returning id`
    : sql`insert into ${carts} (session_id) values (${owner.sessionId})
          on conflict (session_id) do update set updated_at = now() returning id`;
  const result = await db.execute<{ cart_id: number; quantity: number }>(sql`
    with cart as (${cart})
    insert into ${cartItems} (cart_id, key, product_id, variation_id, attributes, quantity)
    select cart.id, ${key}, ${item.productId}, ${item.variationId}, ${JSON.stringify(item.attributes)}::jsonb, ${quantity}
    from cart
    on conflict (cart_id, key) do update
      set quantity = ${cartItems.quantity} + excluded.quantity
      where ${cartItems.quantity} + excluded.quantity <= ${item.maxQuantity}
    returning cart_id, quantity`);
  const row = result.rows[0];
  if (!row) throw tooMany();
  return { cartId: row.cart_id, quantity: row.quantity };
}

export async function removeCartLine(db: Db, cartId: number, key: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)))
    .returning({ key: cartItems.key });
  return rows.length > 0;
}

/** Sets a line's quantity (0 removes it), checked against the line's limits. */
export async function setCartLineQuantity(
  db: Db,
  cartId: number,
  line: CartLine,
  quantity: number,
): Promise<void> {
  if (quantity === 0) {
    await removeCartLine(db, cartId, line.key);
    return;
  }
  if (quantity < line.minQuantity)
    throw new CartError("laden_quantity_below_min", { min: line.minQuantity }, line.slug);
  if (quantity > line.maxQuantity) {
    throw new CartError("laden_stock_exceeded", { max: line.maxQuantity, name: line.name }, line.slug);
  }
  await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, line.key)));
}

/** Only the columns a cart line shows (products carry long texts the cart never needs). */
const LINE_COLUMNS = {
  item: {
    key: cartItems.key,
    productId: cartItems.productId,
    variationId: cartItems.variationId,
    attributes: cartItems.attributes,
    quantity: cartItems.quantity,
  },
  product: {
    name: products.name,
    slug: products.slug,
    status: products.status,
    regularPriceCents: products.regularPriceCents,
    salePriceCents: products.salePriceCents,
    taxClass: products.taxClass,
    giftVoucher: products.giftVoucher,
    stockStatus: products.stockStatus,
    manageStock: products.manageStock,
    stockQuantity: products.stockQuantity,
    minQuantity: products.minQuantity,
    maxQuantity: products.maxQuantity,
    deliveryTime: products.deliveryTime,
  },
  variation: {
    regularPriceCents: productVariations.regularPriceCents,
    salePriceCents: productVariations.salePriceCents,
    stockStatus: productVariations.stockStatus,
    manageStock: productVariations.manageStock,
    stockQuantity: productVariations.stockQuantity,
  },
  image: {
    id: media.id,
    file: media.file,
    alt: media.alt,
    width: media.width,
    height: media.height,
    sizes: media.sizes,
  },
};

type LineRow = {
  item: {
    key: string;
    productId: number;
    variationId: number | null;
    attributes: Record<string, string>;
    quantity: number;
  } | null;
  product: {
    name: string;
    slug: string;
    status: string;
    regularPriceCents: number | null;
    salePriceCents: number | null;
    taxClass: TaxClass;
    giftVoucher: boolean;
    stockStatus: string;
    manageStock: boolean;
    stockQuantity: number | null;
    minQuantity: number;
    maxQuantity: number | null;
    deliveryTime: string | null;
  } | null;
  variation: {
    regularPriceCents: number;
    salePriceCents: number | null;
    stockStatus: string;
    manageStock: boolean;
    stockQuantity: number | null;
  } | null;
  image: Parameters<typeof toImageRef>[0] | null;
};

function lineOf({ item, product, variation, image }: LineRow): CartLine[] {
  if (!item || !product) return [];
  return cartLineOf({
    key: item.key,
    productId: item.productId,
    variationId: item.variationId,
    attributes: item.attributes,
    quantity: item.quantity,
    productName: product.name,
    published: product.status === "publish",
    unitCents: variation
      ? (variation.salePriceCents ?? variation.regularPriceCents)
      : (product.salePriceCents ?? product.regularPriceCents),
    slug: product.slug,
    taxClass: product.taxClass,
    giftVoucher: product.giftVoucher,
    minQuantity: product.minQuantity,
    maxQuantity: variation
      ? limit(variation.manageStock, variation.stockQuantity, variation.stockStatus, product.maxQuantity)
      : limit(product.manageStock, product.stockQuantity, product.stockStatus, product.maxQuantity),
    image: toImageRef(image),
    deliveryTime: product.deliveryTime,
  });
}

/** The cart's lines with current prices, names, images and limits from the catalogue. */
export async function loadCartLines(db: Db, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .select(LINE_COLUMNS)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .leftJoin(media, sql`${media.id} = coalesce(${productVariations.imageId}, ${products.imageId})`)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.key));
  return rows.flatMap((r) => lineOf(r as LineRow));
}

/**
 * The owner's cart and its lines in ONE statement (the cart found through its owner); undefined
 * when they have no cart, which is not the same as an empty one.
 */
export async function loadOwnerCartLines(
  db: Db,
  owner: CartOwner,
): Promise<{ cartId: number; lines: CartLine[] } | undefined> {
  const rows = await db
    .select({ cartId: carts.id, ...LINE_COLUMNS })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .leftJoin(media, sql`${media.id} = coalesce(${productVariations.imageId}, ${products.imageId})`)
    .where(owner.userId ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.key));
  if (rows.length === 0) return undefined;
  return { cartId: rows[0]!.cartId, lines: rows.flatMap((r) => lineOf(r as LineRow)) };
}

/**
 * Removes a line in ONE statement and returns the cart as it was before, with the removed key:
 * the owner's cart found by its owner, the line deleted only when the cart shows it (a published,
 * priced product, as loadCartLines filters), so an invisible line is never removed behind the
 * visitor's back. Undefined when the owner has no cart.
 */
export async function removeOwnerCartLine(
  db: Db,
  owner: CartOwner,
  key: string,
): Promise<{ lines: CartLine[]; removedKey: string | null } | undefined> {
  const ownedBy = owner.userId ? sql`c.user_id = ${owner.userId}` : sql`c.session_id = ${owner.sessionId}`;
  const result = await db.execute<Record<string, unknown>>(sql`
    with c as (select c.id from ${carts} c where ${ownedBy}),
    d as (
      delete from ${cartItems} ci using c, ${products} p
      where ci.cart_id = c.id and ci.key = ${key} and p.id = ci.product_id and p.status = 'publish'
        and (exists (select 1 from ${productVariations} v where v.id = ci.variation_id)
          or coalesce(p.sale_price_cents, p.regular_price_cents) is not null)
      returning ci.key)
    select (select key from d) as removed_key,
      ci.key, ci.product_id, ci.variation_id, ci.attributes, ci.quantity,
      p.name, p.slug, p.status, p.regular_price_cents, p.sale_price_cents, p.tax_class, p.gift_voucher,
      p.stock_status, p.manage_stock, p.stock_quantity, p.min_quantity, p.max_quantity, p.delivery_time,
      v.id as v_id, v.regular_price_cents as v_regular, v.sale_price_cents as v_sale,
      v.stock_status as v_stock_status, v.manage_stock as v_manage_stock, v.stock_quantity as v_stock_quantity,
      m.id as m_id, m.file as m_file, m.alt as m_alt, m.width as m_width, m.height as m_height, m.sizes as m_sizes
    from c
    left join ${cartItems} ci on ci.cart_id = c.id
    left join ${products} p on p.id = ci.product_id
    left join ${productVariations} v on v.id = ci.variation_id
    left join ${media} m on m.id = coalesce(v.image_id, p.image_id)
    order by ci.created_at, ci.key`);
  if (result.rows.length === 0) return undefined;
  // biome-ignore lint/suspicious/noExplicitAny: raw rows, named by the statement above
  const lines = result.rows.flatMap((r: any) =>
    lineOf({
      item:
        r.key === null
          ? null
          : {
              key: r.key,
              productId: r.product_id,
              variationId: r.variation_id,
              attributes: r.attributes,
              quantity: r.quantity,
            },
      product:
        r.name === null
          ? null
          : {
              name: r.name,
              slug: r.slug,
              status: r.status,
              regularPriceCents: r.regular_price_cents,
              salePriceCents: r.sale_price_cents,
              taxClass: r.tax_class,
              giftVoucher: r.gift_voucher,
              stockStatus: r.stock_status,
              manageStock: r.manage_stock,
              stockQuantity: r.stock_quantity,
              minQuantity: r.min_quantity,
              maxQuantity: r.max_quantity,
              deliveryTime: r.delivery_time,
            },
      variation:
        r.v_id === null
          ? null
          : {
              regularPriceCents: r.v_regular,
              salePriceCents: r.v_sale,
              stockStatus: r.v_stock_status,
              manageStock: r.v_manage_stock,
              stockQuantity: r.v_stock_quantity,
            },
      image:
        r.m_id === null
          ? null
          : ({
              id: r.m_id,
              file: r.m_file,
              alt: r.m_alt,
              width: r.m_width,
              height: r.m_height,
              sizes: r.m_sizes,
            } as LineRow["image"]),
    }),
  );
  return { lines, removedKey: (result.rows[0]!.removed_key as string | null) ?? null };
}

/**
 * On sign-in the guest cart joins the customer's: quantities of the same line add up (within
 * the line limit), then the guest cart is deleted. One transaction.
 */
export async function mergeGuestCart(db: Db, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.sessionId, sessionId))
      .for("update");
    if (!guest) return;
    const userCartId = await ensureCartId(tx as unknown as Db, { sessionId, userId });
    await tx.execute(sql`
      insert into ${cartItems} (cart_id, key, product_id, variation_id, attributes, quantity)
      select ${userCartId}, key, product_id, variation_id, attributes, least(quantity, ${MAX_LINE_QUANTITY})
      from ${cartItems} where cart_id = ${guest.id}
      on conflict (cart_id, key) do update
        set quantity = least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`);
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}

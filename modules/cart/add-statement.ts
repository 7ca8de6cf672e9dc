/**
 * add_to_cart as ONE statement (one round trip, one commit): the product check (published,
 * purchasable, the variation, stock), the cart and line upsert and the cart read back, in a CTE.
 * Autocommit makes it atomic by itself, so it needs no transaction and holds one connection for
 * exactly one statement: a request that cannot get a connection fails before it changed anything.
 * The rules are resolvePurchasable's and addToOwnerCart's (store.ts), in the same order.
 */
import type pg from "pg";
import type { Db } from "#db/client.ts";
import type { CouponRow } from "#db/schema/coupons.ts";
import type { GiftVoucherRow } from "#db/schema/vouchers.ts";
import { toImageRef } from "../catalog/store.ts";
import { couponRowsOfJson } from "../coupons/store.ts";
import { voucherRowsOfJson } from "../vouchers/store.ts";
import type { AddRequest } from "./add-request.ts";
import { CartError, type CartErrorCode } from "./errors.ts";
import { MAX_LINE_QUANTITY, parseQuantity } from "./quantity.ts";
import { type CartLine, type CartOwner, cartLineOf } from "./store.ts";

/** The most one cart may hold of an item: stock (when managed) and the product's maximum. */
const LIMIT = (t: string, p = "p") => `least(coalesce(${p}.max_quantity, ${MAX_LINE_QUANTITY}),
  case when ${t}.manage_stock and ${t}.stock_status <> 'onbackorder'
    then greatest(0, coalesce(${t}.stock_quantity, 0)) else ${MAX_LINE_QUANTITY} end)`;

/**
 * $1 product id (or a variation's), $2 variation id, $3 the given attributes, $4 quantity (null:
 * the product's minimum), $5 the quantity text was invalid, $6 owner (session id or user id),
 * $7 write (false: only check, for a visitor who has no session yet).
 * The line key is cartItemKey (cart-key.ts) in SQL: md5 of JSON.stringify([product, variation or
 * 0, [[name, value], …] sorted by name]); to_json escapes strings as JSON.stringify does.
 */
function addSql(ownerColumn: "session_id" | "user_id", ownerType: "text" | "int"): string {
  return `
with pv as (select id, product_id from product_variations where id = $1::int and enabled),
p as (
  select id, type, status, slug, name, min_quantity, max_quantity, stock_status, manage_stock,
    stock_quantity, coalesce(sale_price_cents, regular_price_cents) as unit,
    coalesce((select id from pv), $2::int) as want_vid
  from products where id = coalesce((select product_id from pv), $1::int)),
v as (
  select v.id, v.attributes, v.stock_status, v.manage_stock, v.stock_quantity
  from p join product_variations v on v.product_id = p.id and v.enabled
  where p.type <> 'simple' and case when p.want_vid is not null then v.id = p.want_vid
    else v.attributes <> '{}'::jsonb and not exists (select 1 from jsonb_each_text(v.attributes) e
      where e.value <> '' and e.value is distinct from $3::jsonb ->> e.key) end
  order by v.id limit 1),
-- Attributes the variation leaves open ("any") must be given; the others must not be contradicted.
va as (
  select coalesce(bool_and(case when e.value = '' then $3::jsonb ->> e.key is not null
      else coalesce($3::jsonb ->> e.key = e.value, true) end), true) as ok,
    coalesce(jsonb_object_agg(e.key, case when e.value = '' then $3::jsonb ->> e.key else e.value end)
      filter (where e.key is not null), '{}'::jsonb) as attrs
  from v left join lateral jsonb_each_text(v.attributes) e on true),
chk as (
  select p.id as product_id, v.id as variation_id, p.slug, p.name, p.min_quantity,
    coalesce(va.attrs, '{}'::jsonb) as attrs,
    coalesce($4::int, p.min_quantity) as q,
    case when v.id is null then ${LIMIT("p")} else ${LIMIT("v")} end as max_q,
    case
      when p.id is null or p.status <> 'publish' then 'laden_product_not_found'
      when p.type = 'simple' and p.want_vid is not null then 'laden_invalid_variation'
      when p.type = 'simple' and p.stock_status = 'outofstock' then 'laden_out_of_stock'
      when p.type = 'simple' and p.unit is null then 'laden_not_purchasable'
      when p.type <> 'simple' and (v.id is null or not va.ok) then 'laden_invalid_variation'
      when p.type <> 'simple' and v.stock_status = 'outofstock' then 'laden_out_of_stock'
      when $5::bool then 'laden_invalid_quantity'
      when coalesce($4::int, p.min_quantity) < p.min_quantity then 'laden_quantity_below_min'
      when coalesce($4::int, p.min_quantity) >
        (case when v.id is null then ${LIMIT("p")} else ${LIMIT("v")} end) then 'laden_stock_exceeded'
    end as problem
  from (select 1) one left join p on true left join v on true left join va on true),
k as (
  select chk.*, md5('[' || chk.product_id || ',' || coalesce(chk.variation_id, 0) || ',[' ||
    coalesce((select string_agg('[' || to_json(e.key)::text || ',' || to_json(e.value)::text || ']',
      ',' order by e.key collate "C") from jsonb_each_text(chk.attrs) e), '') || ']]') as key
  from chk),
cart as (
  insert into carts (${ownerColumn}) select $6::${ownerType} from k where $7::bool and k.problem is null
  on conflict (${ownerColumn}) do update set updated_at = now() returning id),
line as (
  insert into cart_items (cart_id, key, product_id, variation_id, attributes, quantity)
  select cart.id, k.key, k.product_id, k.variation_id, k.attrs, k.q from cart, k
  on conflict (cart_id, key) do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <= (select max_q from k)
  returning cart_id, key, product_id, variation_id, attributes, quantity, created_at),
-- The statement sees the lines as they were before it: the others from the table, the new one
-- from RETURNING.
lines as (
  select ci.key, ci.product_id, ci.variation_id, ci.attributes, ci.quantity, ci.created_at
  from cart_items ci join line on ci.cart_id = line.cart_id where ci.key <> line.key
  union all
  select key, product_id, variation_id, attributes, quantity, created_at from line)
select k.problem, k.slug, k.name, k.attrs, k.variation_id as chosen_vid, k.min_quantity, k.max_q, (select count(*) from line)::int as added,
  l.key, l.product_id, l.variation_id, l.attributes, l.quantity,
  lp.name as p_name, lp.slug as p_slug, lp.status as p_status, lp.tax_class, lp.gift_voucher, lp.min_quantity as p_min,
  lp.delivery_time, coalesce(lv.sale_price_cents, lv.regular_price_cents) as v_unit,
  coalesce(lp.sale_price_cents, lp.regular_price_cents) as p_unit,
  case when lv.id is null then ${LIMIT("lp", "lp")} else ${LIMIT("lv", "lp")} end as l_max,
  m.id as m_id, m.file as m_file, m.alt as m_alt, m.width as m_width, m.height as m_height,
  m.sizes as m_sizes,
  -- The cart's coupons (issue 24) in this statement, not in a read beside it: one round trip.
  (select coalesce(json_agg(c order by cc.applied_at, c.id), '[]'::json)
    from cart_coupons cc join coupons c on c.id = cc.coupon_id
    where cc.cart_id = (select id from cart)) as coupons,
  -- Its gift vouchers likewise (they pay part of the total the mini cart shows).
  (select coalesce(json_agg(g order by cv.applied_at, g.id), '[]'::json)
    from cart_vouchers cv join gift_vouchers g on g.id = cv.voucher_id
    where cv.cart_id = (select id from cart)) as vouchers
from k
left join lines l on true
left join products lp on lp.id = l.product_id
left join product_variations lv on lv.id = l.variation_id
left join media m on m.id = coalesce(lv.image_id, lp.image_id)
order by l.created_at, l.key`;
}

const SESSION_SQL = addSql("session_id", "text");
const USER_SQL = addSql("user_id", "int");

type Row = {
  problem: CartErrorCode | null;
  slug: string | null;
  name: string | null;
  attrs: Record<string, string>;
  chosen_vid: number | null;
  min_quantity: number | null;
  max_q: number | null;
  added: number;
  key: string | null;
  product_id: number;
  variation_id: number | null;
  attributes: Record<string, string>;
  quantity: number;
  p_name: string;
  p_slug: string;
  p_status: string;
  tax_class: CartLine["taxClass"];
  gift_voucher: boolean;
  p_min: number;
  delivery_time: string | null;
  v_unit: number | null;
  p_unit: number | null;
  l_max: number;
  m_id: number | null;
  m_file: string;
  m_alt: string;
  m_width: number;
  m_height: number;
  m_sizes: Record<string, { file: string; width: number; height: number }>;
  coupons: Record<string, unknown>[];
  vouchers: Record<string, unknown>[];
};

/**
 * Checks the request against the catalogue and, with an owner, adds to their cart. Returns the
 * cart's lines after the add (the fields loadCartLines gives), or throws the CartError the
 * step-by-step path would have thrown. Without an owner it only checks (nothing is written).
 */
export async function addToCartInOneStatement(
  db: Db,
  owner: CartOwner | null,
  request: AddRequest,
): Promise<{
  lines: CartLine[];
  quantity: number;
  name: string;
  coupons: CouponRow[];
  vouchers: GiftVoucherRow[];
}> {
  let quantity: number | null = null;
  let invalidQuantity = false;
  try {
    if (request.quantityText !== undefined && request.quantityText.trim() !== "")
      quantity = parseQuantity(request.quantityText);
  } catch (err) {
    if (!(err instanceof CartError)) throw err;
    invalidQuantity = true;
  }
  const byUser = owner?.userId != null;
  // The pool drizzle was opened on (createDb): a named statement needs pg's own query config.
  const client = (db as unknown as { $client: pg.Pool }).$client;
  const result = await client.query<Row>({
    // Named: each pool connection parses and plans it once.
    name: byUser ? "laden_cart_add_user" : "laden_cart_add_session",
    text: byUser ? USER_SQL : SESSION_SQL,
    values: [
      request.productId,
      request.variationId ?? null,
      JSON.stringify(request.attributes),
      quantity,
      invalidQuantity,
      owner ? (byUser ? owner.userId : owner.sessionId) : null,
      owner !== null,
    ],
  });
  const head = result.rows[0]!;
  const slug = head.slug ?? undefined;
  const name =
    head.chosen_vid === null ? (head.name ?? "") : `${head.name} – ${Object.values(head.attrs).join(", ")}`;
  switch (head.problem) {
    case null:
      break;
    case "laden_quantity_below_min":
      throw new CartError(head.problem, { min: head.min_quantity ?? 1 }, slug);
    case "laden_stock_exceeded":
      throw new CartError(head.problem, { max: head.max_q ?? 0, name }, slug);
    case "laden_product_not_found":
      throw new CartError(head.problem);
    default:
      throw new CartError(head.problem, {}, slug);
  }
  if (!owner)
    return { lines: [], quantity: quantity ?? head.min_quantity ?? 1, name, coupons: [], vouchers: [] };
  // The limit is checked in the upsert's conflict clause, so concurrent adds stop exactly at it.
  if (head.added === 0) throw new CartError("laden_stock_exceeded", { max: head.max_q ?? 0, name }, slug);
  const lines = result.rows.flatMap((r: Row): CartLine[] =>
    r.key === null
      ? []
      : cartLineOf({
          key: r.key,
          productId: r.product_id,
          variationId: r.variation_id,
          attributes: r.attributes,
          quantity: r.quantity,
          productName: r.p_name,
          published: r.p_status === "publish",
          // A line whose variation is gone is priced as its product, as loadCartLines does.
          unitCents: r.v_unit ?? r.p_unit,
          slug: r.p_slug,
          taxClass: r.tax_class,
          giftVoucher: r.gift_voucher,
          minQuantity: r.p_min,
          maxQuantity: r.l_max,
          image:
            r.m_id === null
              ? null
              : toImageRef({
                  id: r.m_id,
                  file: r.m_file,
                  alt: r.m_alt,
                  width: r.m_width,
                  height: r.m_height,
                  sizes: r.m_sizes,
                } as Parameters<typeof toImageRef>[0]),
          deliveryTime: r.delivery_time,
        }),
  );
  return {
    lines,
    quantity: quantity ?? head.min_quantity ?? 1,
    name,
    coupons: couponRowsOfJson(head.coupons),
    vouchers: voucherRowsOfJson(head.vouchers),
  };
}

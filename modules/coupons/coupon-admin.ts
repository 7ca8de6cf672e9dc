/**
 * What the back office's coupon screens need besides the writes (issue 24): the editor's form
 * read into `CouponInput` and a coupon shown as form values, the choices of the product and
 * category pickers, and the orders that used a coupon (browser-safe parts: coupon-screen.ts).
 * Framework-free: the routes in app/routes/admin/coupons are thin around these.
 */
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { products } from "#db/schema/catalog.ts";
import { type CouponRow, couponUsages, type DiscountType, orderCoupons } from "#db/schema/coupons.ts";
import { orders } from "#db/schema/orders.ts";
import { listCategoryChoices } from "../catalog/admin-list.ts";
import { euroInputValue } from "../shared/money.ts";
import type { CouponInput } from "./coupon-edit.ts";
import {
  type CouponFormValues,
  DISCOUNT_TYPES,
  EMPTY_COUPON_FORM,
  type PickerChoice,
} from "./coupon-screen.ts";

/** Hundredths as the owner types them: 1000 → "10", 1250 → "12,50". */
export function hundredthsText(n: number): string {
  return n % 100 === 0 ? String(n / 100) : euroInputValue(n);
}

/**
 * The expiry as the date field's "YYYY-MM-DD": the coupon-edit parser stores a day as its end at
 * +01:00, so the day is read back at the same offset (a round trip never moves it).
 */
export function expiryText(d: Date | null): string {
  return d ? new Date(d.getTime() + 3_600_000).toISOString().slice(0, 10) : "";
}

export function couponFormValues(row: CouponRow): CouponFormValues {
  return {
    code: row.code,
    description: row.description,
    discount_type: row.discountType,
    amount: hundredthsText(row.amount),
    date_expires: expiryText(row.expiresAt),
    minimum_amount: row.minimumCents === null ? "" : hundredthsText(row.minimumCents),
    maximum_amount: row.maximumCents === null ? "" : hundredthsText(row.maximumCents),
    usage_limit: row.usageLimit === null ? "" : String(row.usageLimit),
    usage_limit_per_user: row.usageLimitPerUser === null ? "" : String(row.usageLimitPerUser),
    status: row.status === "draft" || row.statusBeforeTrash === "draft" ? "draft" : "publish",
    free_shipping: row.freeShipping,
    individual_use: row.individualUse,
    product_ids: row.productIds,
    excluded_product_ids: row.excludedProductIds,
    product_categories: row.categoryIds,
    excluded_product_categories: row.excludedCategoryIds,
  };
}

const TEXT_FIELDS = [
  "code",
  "description",
  "discount_type",
  "amount",
  "date_expires",
  "minimum_amount",
  "maximum_amount",
  "usage_limit",
  "usage_limit_per_user",
  "status",
] as const;
const ID_FIELDS = [
  "product_ids",
  "excluded_product_ids",
  "product_categories",
  "excluded_product_categories",
] as const;

/**
 * The editor's form as the write's input (every field: the form always shows all of them) and as
 * the values to put back when the save is refused. A pasted non-number id becomes NaN, which the
 * write refuses as `ids_invalid`.
 */
export function readCouponForm(form: FormData): { input: CouponInput; values: CouponFormValues } {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const ids = (name: string) =>
    form
      .getAll(name)
      .map(String)
      .filter((v) => v !== "")
      .map((v) => (/^\d{1,10}$/.test(v) ? Number(v) : Number.NaN));
  const input: CouponInput = {};
  for (const f of TEXT_FIELDS) input[f] = text(f);
  for (const f of ID_FIELDS) input[f] = ids(f);
  input.free_shipping = form.get("free_shipping") === "1";
  input.individual_use = form.get("individual_use") === "1";
  const values: CouponFormValues = {
    ...EMPTY_COUPON_FORM,
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])),
    discount_type: (DISCOUNT_TYPES as readonly string[]).includes(text("discount_type"))
      ? (text("discount_type") as DiscountType)
      : "percent",
    status: text("status") === "draft" ? "draft" : "publish",
    free_shipping: input.free_shipping,
    individual_use: input.individual_use,
    ...Object.fromEntries(ID_FIELDS.map((f) => [f, (input[f] ?? []).filter(Number.isInteger)])),
  };
  return { input, values };
}

/** The pickers' choices: every product not in the trash (name, SKU), the category tree. */
export async function couponPickerChoices(
  db: Db,
): Promise<{ products: PickerChoice[]; categories: PickerChoice[] }> {
  const [rows, categories] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(ne(products.status, "trash"))
      .orderBy(asc(products.name), asc(products.id))
      .limit(2000),
    listCategoryChoices(db),
  ]);
  return {
    products: rows.map((r) => ({ id: r.id, label: r.sku ? `${r.name} (${r.sku})` : r.name })),
    categories: categories.map((c) => ({ id: c.id, label: c.name, depth: c.depth })),
  };
}

export type CouponUse = {
  orderId: number;
  at: Date;
  email: string;
  status: string;
  discountCents: number;
  totalCents: number;
};

/** The orders that used the coupon, newest first (what the editor lists under "Verwendungen"). */
export async function couponUses(db: Db, couponId: number, limit = 50): Promise<CouponUse[]> {
  return db
    .select({
      orderId: orders.id,
      at: couponUsages.createdAt,
      email: couponUsages.email,
      status: orders.status,
      discountCents: orderCoupons.discountCents,
      totalCents: orders.totalCents,
    })
    .from(couponUsages)
    .innerJoin(orders, eq(orders.id, couponUsages.orderId))
    .leftJoin(
      orderCoupons,
      and(eq(orderCoupons.orderId, couponUsages.orderId), eq(orderCoupons.couponId, couponUsages.couponId)),
    )
    .where(eq(couponUsages.couponId, couponId))
    .orderBy(desc(couponUsages.createdAt), desc(couponUsages.id))
    .limit(limit)
    .then((rows) => rows.map((r) => ({ ...r, discountCents: r.discountCents ?? 0 })));
}

/**
 * The coupon screens' browser-safe part (issue 24): the fixed choices, the list's query in the
 * URL and the editor's form values. No database here: the screens' components import it.
 */
import type { CouponStatus, DiscountType } from "#db/schema/coupons.ts";

export const DISCOUNT_TYPES: readonly DiscountType[] = ["percent", "fixed_cart", "fixed_product"];

/** Days a coupon lies in the trash before housekeeping deletes it (as products and media). */
export const COUPON_TRASH_DAYS = 30;

export const COUPON_LIST_STATUSES: readonly CouponStatus[] = ["publish", "draft", "trash"];
export const COUPONS_PER_PAGE = 20;
const MAX_SEARCH = 100;

export type CouponListParams = { q: string; type?: DiscountType; status?: CouponStatus; page: number };

/** The list's query from the URL; anything unknown falls back to "all". */
export function parseCouponListQuery(params: URLSearchParams): CouponListParams {
  const page = Number(params.get("page"));
  const type = params.get("type") ?? "";
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH),
    ...((DISCOUNT_TYPES as readonly string[]).includes(type) ? { type: type as DiscountType } : {}),
    ...((COUPON_LIST_STATUSES as readonly string[]).includes(status)
      ? { status: status as CouponStatus }
      : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query as a URL search ("" for the first page of everything). */
export function couponListSearch(q: CouponListParams): string {
  const p = new URLSearchParams();
  if (q.q) p.set("q", q.q);
  if (q.type) p.set("type", q.type);
  if (q.status) p.set("status", q.status);
  if (q.page > 1) p.set("page", String(q.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The editor's text fields, as the owner sees and types them. */
export type CouponFormValues = {
  code: string;
  description: string;
  discount_type: DiscountType;
  amount: string;
  date_expires: string;
  minimum_amount: string;
  maximum_amount: string;
  usage_limit: string;
  usage_limit_per_user: string;
  status: "publish" | "draft";
  free_shipping: boolean;
  individual_use: boolean;
  product_ids: number[];
  excluded_product_ids: number[];
  product_categories: number[];
  excluded_product_categories: number[];
};

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: "",
  description: "",
  discount_type: "percent",
  amount: "",
  date_expires: "",
  minimum_amount: "",
  maximum_amount: "",
  usage_limit: "",
  usage_limit_per_user: "",
  status: "publish",
  free_shipping: false,
  individual_use: false,
  product_ids: [],
  excluded_product_ids: [],
  product_categories: [],
  excluded_product_categories: [],
};

export type PickerChoice = { id: number; label: string; depth?: number };

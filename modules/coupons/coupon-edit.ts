/**
 * The owner's coupon writes (issue 24, part 2), shared by the back office and `wc/v3/coupons`:
 * create, update (version-checked), trash and delete, each in one transaction with its
 * audit entry. Input comes as WooCommerce's fields in text ("12,50" or "12.50"); bad input is
 * refused whole with a stable code per field (CouponValidationError), nothing saved half.
 */
import { and, desc, eq, ilike, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type CouponRow, type CouponStatus, coupons, type DiscountType } from "#db/schema/coupons.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { parseEuro } from "../shared/money.ts";
import { assertVersion } from "../shared/version-conflict.ts";
import { normaliseCouponCode } from "./code.ts";
import { COUPON_TRASH_DAYS, DISCOUNT_TYPES } from "./coupon-screen.ts";

export type { CouponRow };

export { COUPON_TRASH_DAYS, DISCOUNT_TYPES };

/** A coupon's fields as text, WooCommerce's names; absent = unchanged (update) or default (create). */
export type CouponInput = Partial<{
  code: string;
  description: string;
  discount_type: string;
  amount: string;
  date_expires: string;
  individual_use: boolean;
  product_ids: readonly number[];
  excluded_product_ids: readonly number[];
  usage_limit: string;
  usage_limit_per_user: string;
  free_shipping: boolean;
  minimum_amount: string;
  maximum_amount: string;
  product_categories: readonly number[];
  excluded_product_categories: readonly number[];
  status: string;
}>;

/** Stable error codes, per field (the screen and REST show the German text for each). */
export type CouponErrorCode =
  | "code_missing"
  | "code_too_long"
  | "code_taken"
  | "type_invalid"
  | "amount_invalid"
  | "amount_negative"
  | "percent_above_100"
  | "date_invalid"
  | "limit_invalid"
  | "minimum_above_maximum"
  | "ids_invalid"
  | "status_invalid";

export type CouponFieldErrors = Partial<Record<keyof CouponInput, CouponErrorCode>>;

export class CouponValidationError extends Error {
  readonly errors: CouponFieldErrors;
  constructor(errors: CouponFieldErrors) {
    super(`invalid coupon: ${Object.keys(errors).join(", ")}`);
    this.name = "CouponValidationError";
    this.errors = errors;
  }
}

type CouponValues = Pick<
  CouponRow,
  | "code"
  | "description"
  | "discountType"
  | "amount"
  | "freeShipping"
  | "minimumCents"
  | "maximumCents"
  | "productIds"
  | "excludedProductIds"
  | "categoryIds"
  | "excludedCategoryIds"
  | "usageLimit"
  | "usageLimitPerUser"
  | "expiresAt"
  | "individualUse"
  | "status"
>;

const DEFAULTS: CouponValues = {
  code: "",
  description: "",
  discountType: "fixed_cart",
  amount: 0,
  freeShipping: false,
  minimumCents: null,
  maximumCents: null,
  productIds: [],
  excludedProductIds: [],
  categoryIds: [],
  excludedCategoryIds: [],
  usageLimit: null,
  usageLimitPerUser: null,
  expiresAt: null,
  individualUse: false,
  status: "publish",
};

/** "12,50" → 1250 hundredths; "" → null; a code when it is no (non-negative) amount. */
function hundredths(text: string): number | null | CouponErrorCode {
  const v = text.trim();
  if (v === "") return null;
  if (/^-/.test(v)) return "amount_negative";
  return parseEuro(v) ?? "amount_invalid";
}

/** "YYYY-MM-DD" (the coupon ends with that day, Berlin) or an ISO date-time; "" → none. */
function expiryDate(text: string): Date | null | undefined {
  const v = text.trim();
  if (v === "") return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (day) {
    const d = new Date(`${v}T23:59:59+01:00`);
    return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 4) !== day[1] ? undefined : d;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?/.test(v)) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function limit(text: string): number | null | undefined {
  const v = text.trim();
  if (v === "" || v === "0") return null;
  return /^\d{1,7}$/.test(v) ? Number(v) : undefined;
}

const idsOk = (ids: readonly number[]) => ids.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);

/** Applies the input to `base`; CouponValidationError with every bad field. Pure. */
export function couponValues(base: CouponValues, input: CouponInput): CouponValues {
  const errors: CouponFieldErrors = {};
  const next: CouponValues = { ...base };
  if (input.code !== undefined) {
    const code = normaliseCouponCode(input.code);
    if (code === "") errors.code = "code_missing";
    else if (code.length > 100) errors.code = "code_too_long";
    else next.code = code;
  } else if (base.code === "") errors.code = "code_missing";
  if (input.description !== undefined) next.description = input.description.trim().slice(0, 2000);
  if (input.discount_type !== undefined) {
    if ((DISCOUNT_TYPES as readonly string[]).includes(input.discount_type))
      next.discountType = input.discount_type as DiscountType;
    else errors.discount_type = "type_invalid";
  }
  if (input.amount !== undefined) {
    const a = hundredths(input.amount);
    if (typeof a === "string") errors.amount = a;
    else next.amount = a ?? 0;
  }
  if (!errors.amount && !errors.discount_type && next.discountType === "percent" && next.amount > 10_000)
    errors.amount = "percent_above_100";
  if (input.date_expires !== undefined) {
    const d = expiryDate(input.date_expires);
    if (d === undefined) errors.date_expires = "date_invalid";
    else next.expiresAt = d;
  }
  for (const [field, key] of [
    ["usage_limit", "usageLimit"],
    ["usage_limit_per_user", "usageLimitPerUser"],
  ] as const) {
    const v = input[field];
    if (v === undefined) continue;
    const n = limit(v);
    if (n === undefined) errors[field] = "limit_invalid";
    else next[key] = n;
  }
  for (const [field, key] of [
    ["minimum_amount", "minimumCents"],
    ["maximum_amount", "maximumCents"],
  ] as const) {
    const v = input[field];
    if (v === undefined) continue;
    const a = hundredths(v);
    if (typeof a === "string") errors[field] = a;
    else next[key] = a === 0 ? null : a;
  }
  if (
    !errors.minimum_amount &&
    !errors.maximum_amount &&
    next.minimumCents !== null &&
    next.maximumCents !== null &&
    next.minimumCents > next.maximumCents
  )
    errors.minimum_amount = "minimum_above_maximum";
  for (const [field, key] of [
    ["product_ids", "productIds"],
    ["excluded_product_ids", "excludedProductIds"],
    ["product_categories", "categoryIds"],
    ["excluded_product_categories", "excludedCategoryIds"],
  ] as const) {
    const v = input[field];
    if (v === undefined) continue;
    if (!idsOk(v)) errors[field] = "ids_invalid";
    else next[key] = [...new Set(v)];
  }
  if (input.individual_use !== undefined) next.individualUse = input.individual_use;
  if (input.free_shipping !== undefined) next.freeShipping = input.free_shipping;
  if (input.status !== undefined) {
    if (input.status === "publish" || input.status === "draft") next.status = input.status;
    else errors.status = "status_invalid";
  }
  if (Object.keys(errors).length > 0) throw new CouponValidationError(errors);
  return next;
}

async function assertCodeFree(tx: Db, code: string, id?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(id === undefined ? eq(coupons.code, code) : and(eq(coupons.code, code), ne(coupons.id, id)));
  if (taken) throw new CouponValidationError({ code: "code_taken" });
}

const auditView = (r: CouponValues) => ({ ...r, expiresAt: r.expiresAt?.toISOString() ?? null });

export async function getCoupon(db: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export function createCoupon(db: Db, input: CouponInput, opts: { actor: Actor }): Promise<CouponRow> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const values = couponValues(DEFAULTS, input);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coupon-code'), hashtext(${values.code}))`);
    await assertCodeFree(tx, values.code);
    const [row] = await tx.insert(coupons).values(values).returning();
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "coupon",
      entityId: row!.id,
      action: "create",
      after: auditView(values),
    });
    return row!;
  });
}

/** Undefined when there is no such coupon; VersionConflictError when `expectedVersion` is stale. */
export function updateCoupon(
  db: Db,
  id: number,
  input: CouponInput,
  opts: { actor: Actor; expectedVersion?: number },
): Promise<CouponRow | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!row) return undefined;
    assertVersion(opts.expectedVersion, row.version);
    const base: CouponValues = { ...DEFAULTS };
    for (const k of Object.keys(DEFAULTS) as (keyof CouponValues)[])
      (base as Record<string, unknown>)[k] = row[k];
    // A trashed coupon keeps its state; the editor saves its other fields.
    const values = couponValues(row.status === "trash" ? { ...base, status: "draft" } : base, input);
    if (row.status === "trash") values.status = "trash";
    if (values.code !== row.code) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coupon-code'), hashtext(${values.code}))`);
      await assertCodeFree(tx, values.code, id);
    }
    const [saved] = await tx
      .update(coupons)
      .set({ ...values, version: row.version + 1, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning();
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "coupon",
      entityId: id,
      action: "update",
      before: auditView(base),
      after: auditView(values),
    });
    return saved!;
  });
}

/** To the trash (undefined: no such coupon); a trashed coupon no longer applies. */
export function trashCoupon(db: Db, id: number, opts: { actor: Actor }): Promise<CouponRow | undefined> {
  return setTrashed(db, id, true, opts);
}

/** Out of the trash, back to the status it had before (undefined: no such coupon). */
export function restoreCoupon(db: Db, id: number, opts: { actor: Actor }): Promise<CouponRow | undefined> {
  return setTrashed(db, id, false, opts);
}

/** Deletes what lies in the trash longer than COUPON_TRASH_DAYS (housekeeping); returns how many. */
export async function purgeTrashedCoupons(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - COUPON_TRASH_DAYS * 86_400_000);
  const gone = await db
    .delete(coupons)
    .where(and(eq(coupons.status, "trash"), lt(coupons.trashedAt, cutoff)))
    .returning({ id: coupons.id });
  return gone.length;
}

/** `trash` false restores the status it had. */
function setTrashed(db: Db, id: number, trash: boolean, opts: { actor: Actor }) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!row) return undefined;
    if ((row.status === "trash") === trash) return row;
    const status: CouponStatus = trash ? "trash" : (row.statusBeforeTrash ?? "draft");
    const [saved] = await tx
      .update(coupons)
      .set({
        status,
        statusBeforeTrash: trash ? (row.status as Exclude<CouponStatus, "trash">) : null,
        trashedAt: trash ? new Date() : null,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(coupons.id, id))
      .returning();
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "coupon",
      entityId: id,
      action: trash ? "trash" : "restore",
      changes: { status: { from: row.status, to: status } },
    });
    return saved!;
  });
}

/**
 * Deletes for good (the orders keep their coupon lines: code and amounts are copied there).
 * Returns the row as it was; undefined when there is none.
 */
export function deleteCoupon(db: Db, id: number, opts: { actor: Actor }): Promise<CouponRow | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
    if (!row) return undefined;
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "coupon",
      entityId: id,
      action: "delete",
      before: auditView(row),
    });
    return row;
  });
}

export type CouponListQuery = {
  search?: string;
  /** "trash": only the trash; otherwise everything else. */
  view?: "all" | "trash";
  /** One status only (the back office's filter; "trash" is the trash). */
  status?: CouponStatus;
  type?: DiscountType;
  page: number;
  perPage: number;
};

/** Newest changed first; `search` in code and description. */
export async function listCoupons(db: Db, q: CouponListQuery): Promise<{ rows: CouponRow[]; total: number }> {
  const search = q.search?.trim() ?? "";
  const where = and(
    q.status
      ? eq(coupons.status, q.status)
      : q.view === "trash"
        ? eq(coupons.status, "trash")
        : ne(coupons.status, "trash"),
    q.type ? eq(coupons.discountType, q.type) : undefined,
    search
      ? or(
          ilike(coupons.code, `%${search.replace(/[\\%_]/g, "\\$&")}%`),
          ilike(coupons.description, `%${search.replace(/[\\%_]/g, "\\$&")}%`),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.updatedAt), desc(coupons.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The coupon screens' writes (thin: modules/coupons/coupon-edit.ts does the work). */
import { data, redirect } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { readCouponForm } from "#modules/coupons/coupon-admin.ts";
import {
  type CouponFieldErrors,
  CouponValidationError,
  createCoupon,
  restoreCoupon,
  trashCoupon,
  updateCoupon,
} from "#modules/coupons/coupon-edit.ts";
import type { CouponFormValues } from "#modules/coupons/coupon-screen.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

const NOT_FOUND = () => data(null, { status: 404 });

/** The id in the URL: a whole number, or "new" (the editor of a new coupon). */
export function couponParam(param: string | undefined): number | "new" {
  if (param === "new") return "new";
  if (!param || !/^\d{1,9}$/.test(param)) throw NOT_FOUND();
  return Number(param);
}

export type CouponListActionData = { outcome: "trashed" | "restored"; code: string } | { outcome: "gone" };

/** A row's trash or restore button (`row` = "trash:ID" | "restore:ID"); repeated, it reports the same. */
export async function couponListAction(admin: AdminRequest, form: FormData) {
  const m = /^(trash|restore):(\d{1,9})$/.exec(String(form.get("row") ?? ""));
  if (!m) return data<CouponListActionData>({ outcome: "gone" }, 400);
  const opts = { actor: admin.actor };
  const row = await (m[1] === "trash" ? trashCoupon : restoreCoupon)(admin.services.db, Number(m[2]), opts);
  if (!row) return data<CouponListActionData>({ outcome: "gone" }, 404);
  return data<CouponListActionData>({ outcome: m[1] === "trash" ? "trashed" : "restored", code: row.code });
}

export type CouponEditorActionData =
  | { outcome: "saved" | "trashed" | "restored" }
  | { outcome: "invalid"; errors: CouponFieldErrors; values: CouponFormValues }
  | { outcome: "conflict"; values: CouponFormValues };

/**
 * The editor's save (create for "new": on to the new coupon's editor with a notice), its trash
 * and restore buttons. Refused input comes back whole, with the stable code per field.
 */
export async function couponEditorAction(admin: AdminRequest, id: number | "new", form: FormData) {
  const db = admin.services.db;
  const opts = { actor: admin.actor };
  const intent = String(form.get("intent") ?? "");
  if (id !== "new" && (intent === "trash" || intent === "restore")) {
    const row = await (intent === "trash" ? trashCoupon : restoreCoupon)(db, id, opts);
    if (!row) throw NOT_FOUND();
    return data<CouponEditorActionData>({ outcome: intent === "trash" ? "trashed" : "restored" });
  }
  const { input, values } = readCouponForm(form);
  try {
    if (id === "new") {
      const row = await createCoupon(db, input, opts);
      return redirect(`${adminPaths.coupon(row.id)}?created=1`);
    }
    const expectedVersion = parseVersion(String(form.get("version") ?? "")) ?? -1;
    const saved = await updateCoupon(db, id, input, { ...opts, expectedVersion });
    if (!saved) throw NOT_FOUND();
    return data<CouponEditorActionData>({ outcome: "saved" });
  } catch (err) {
    if (err instanceof CouponValidationError)
      return data<CouponEditorActionData>({ outcome: "invalid", errors: err.errors, values }, 400);
    if (err instanceof VersionConflictError)
      return data<CouponEditorActionData>({ outcome: "conflict", values }, 409);
    throw err;
  }
}

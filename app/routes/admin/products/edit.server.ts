/** The product editor's loading and saving (thin: modules/catalog does the work). */
import { data } from "react-router";
import { contentFormValues, readContentForm } from "#modules/catalog/product-content.ts";
import {
  EDITED_FIELDS,
  type EditedField,
  editableValues,
  getProductRow,
  ProductValidationError,
  updateProduct,
} from "#modules/catalog/product-edit.ts";
import { productFormValues, readProductForm } from "#modules/catalog/product-form.ts";
import { effectiveSalePrice } from "#modules/catalog/product-rules.ts";
import { restoreProduct } from "#modules/catalog/product-trash.ts";
import { unitPrice } from "#modules/catalog/unit-price.ts";
import { pickerItems } from "#modules/media/picker.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import { stockHistory } from "#modules/stock/history.ts";
import type { AdminRequest } from "../admin.server.ts";

type Db = AdminRequest["services"]["db"];

const NOT_FOUND = () => data(null, { status: 404 });

export function productId(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) throw NOT_FOUND();
  return Number(param);
}

/** Everything the editor shows of a product. */
export async function loadEditor(db: Db, id: number) {
  const row = await getProductRow(db, id);
  if (!row) throw NOT_FOUND();
  const values = editableValues(row);
  const price =
    effectiveSalePrice(
      { priceCents: values.salePriceCents, from: values.saleFrom, to: values.saleTo },
      new Date(),
    ) ?? row.regularPriceCents;
  const unit = price != null ? unitPrice(price, row.netQuantity, row.netUnit, row.unitReference) : undefined;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    slug: row.slug,
    status: row.status,
    trashed: row.status === "trash",
    version: row.version,
    saleActive: row.salePriceCents != null,
    unitPrice: unit ?? null,
    form: { ...productFormValues(values), ...contentFormValues(values) },
    /** The chosen pictures as the images card shows them (product image and gallery). */
    pictures: await pickerItems(db, [...(values.imageId ? [values.imageId] : []), ...values.galleryImageIds]),
    /** What the owner sees now, as ISO strings and numbers: sent back as "seen" with the save. */
    seen: JSON.stringify(Object.fromEntries(EDITED_FIELDS.map((f) => [f, serialise(values[f])]))),
    stockHistory: (await stockHistory(db, id)).map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

const serialise = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

function readSeen(raw: FormDataEntryValue | null): Partial<Record<EditedField, unknown>> {
  try {
    const parsed: unknown = JSON.parse(typeof raw === "string" ? raw : "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([k]) => (EDITED_FIELDS as readonly string[]).includes(k)),
    ) as Partial<Record<EditedField, unknown>>;
  } catch {
    return {};
  }
}

export type EditorActionData =
  | { outcome: "saved"; changed: boolean }
  | { outcome: "restored" }
  | { outcome: "invalid"; errors: Record<string, string>; values: Record<string, string | boolean> }
  | {
      outcome: "conflict";
      changes: Record<string, { from: unknown; to: unknown }>;
      values: Record<string, string | boolean>;
    };

/** The submitted values, to put back into the form when the save is refused. */
function submitted(form: FormData): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
  out.manage_stock = form.get("manage_stock") === "1";
  out.featured = form.get("featured") === "1";
  return out;
}

export async function saveEditor(admin: AdminRequest, id: number, form: FormData) {
  const db = admin.services.db;
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  if (form.get("intent") === "restore") {
    await restoreProduct(db, id, opts);
    return data<EditorActionData>({ outcome: "restored" });
  }
  const product = readProductForm(form);
  const content = readContentForm(form);
  const patch = { ...product.patch, ...content.patch };
  const errors = { ...product.errors, ...content.errors };
  if (Object.keys(errors).length > 0)
    return data<EditorActionData>({ outcome: "invalid", errors, values: submitted(form) }, 400);
  try {
    const result = await updateProduct(db, id, patch, {
      ...opts,
      expectedVersion: parseVersion(String(form.get("version") ?? "")) ?? -1,
      seen: readSeen(form.get("seen")),
    });
    if (!result) throw NOT_FOUND();
    return data<EditorActionData>({ outcome: "saved", changed: result.changed });
  } catch (err) {
    if (err instanceof ProductValidationError)
      return data<EditorActionData>(
        { outcome: "invalid", errors: err.errors as Record<string, string>, values: submitted(form) },
        400,
      );
    if (err instanceof VersionConflictError)
      return data<EditorActionData>(
        { outcome: "conflict", changes: err.changes, values: submitted(form) },
        409,
      );
    throw err;
  }
}

/** The products list's bulk and row actions (thin: modules/catalog does the work). */
import { data } from "react-router";
import { type BulkChange, type BulkProductOutcome, bulkEditProducts } from "#modules/catalog/product-bulk.ts";
import { fromShopLocal, parsePriceChange } from "#modules/catalog/product-form.ts";
import { EDITABLE_STATUSES } from "#modules/catalog/product-rules.ts";
import { duplicateProduct, restoreProduct, trashProduct } from "#modules/catalog/product-trash.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { parseEuro } from "#modules/shared/money.ts";
import type { AdminRequest } from "../admin.server.ts";

export type ListActionData =
  | { kind: "bulk"; outcomes: BulkProductOutcome[] }
  | { kind: "row"; message: MessageKey; name?: string; editId?: number }
  | { kind: "error"; message: MessageKey };

const fail = (message: MessageKey) => data<ListActionData>({ kind: "error", message }, 400);

/** The bulk form's change, or the message why it does not read. */
export function readBulkChange(form: FormData): BulkChange | MessageKey {
  const action = String(form.get("bulk") ?? "");
  const value = String(form.get("value") ?? "").trim();
  switch (action) {
    case "price": {
      const change = parsePriceChange(value);
      return change ? { kind: "price", change } : "adminProducts.bulk.badValue";
    }
    case "sale": {
      const cents = parseEuro(value);
      const from = String(form.get("sale_from") ?? "");
      const to = String(form.get("sale_to") ?? "");
      const [saleFrom, saleTo] = [from ? fromShopLocal(from) : null, to ? fromShopLocal(to) : null];
      if (!cents || saleFrom === undefined || saleTo === undefined) return "adminProducts.bulk.badValue";
      return { kind: "sale", salePriceCents: cents, saleFrom, saleTo };
    }
    case "sale-clear":
      return { kind: "sale", salePriceCents: null, saleFrom: null, saleTo: null };
    case "stock":
      return /^\d{1,8}$/.test(value)
        ? { kind: "stock", quantity: Number(value) }
        : "adminProducts.bulk.badValue";
    case "category": {
      const id = String(form.get("category") ?? "");
      return /^\d{1,9}$/.test(id)
        ? { kind: "category", categoryId: Number(id) }
        : "adminProducts.bulk.noCategory";
    }
    case "trash":
    case "restore":
      return { kind: action };
    default: {
      const status = action.replace(/^status-/, "");
      return (EDITABLE_STATUSES as readonly string[]).includes(status)
        ? { kind: "status", status: status as (typeof EDITABLE_STATUSES)[number] }
        : "adminProducts.bulk.noAction";
    }
  }
}

export async function listAction(admin: AdminRequest, form: FormData) {
  const db = admin.services.db;
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  const row = /^(trash|restore|duplicate):(\d{1,9})$/.exec(String(form.get("row") ?? ""));
  if (row) {
    const id = Number(row[2]);
    const name = String(form.get(`n_${id}`) ?? "");
    if (row[1] === "duplicate") {
      const copy = await duplicateProduct(db, id, opts);
      return data<ListActionData>({ kind: "row", message: "adminProducts.duplicated", editId: copy });
    }
    // A repeated click finds it done already: the same report, nothing changed twice.
    await (row[1] === "trash" ? trashProduct : restoreProduct)(db, id, opts);
    return data<ListActionData>({
      kind: "row",
      message: row[1] === "trash" ? "adminProducts.trashed" : "adminProducts.restored",
      name,
    });
  }
  const ids = form
    .getAll("ids")
    .map(String)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);
  if (ids.length === 0) return fail("adminProducts.bulk.noneSelected");
  const change = readBulkChange(form);
  if (typeof change === "string") return fail(change);
  const targets = ids.map((id) => ({ id, version: Number(form.get(`v_${id}`) ?? -1) }));
  const outcomes = await bulkEditProducts(db, targets, change, opts);
  return data<ListActionData>({ kind: "bulk", outcomes });
}

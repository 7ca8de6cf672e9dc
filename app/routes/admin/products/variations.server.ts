/**
 * The variations screen's loading and its intents (thin: modules/catalog/variations-edit.ts does
 * the work). Each intent reads its form and calls one module function with the product version
 * the page showed.
 */
import { data } from "react-router";
import { listAttributes } from "#modules/catalog/attributes.ts";
import { getProductRow } from "#modules/catalog/product-edit.ts";
import { fromShopLocal, parsePriceChange, toShopLocal } from "#modules/catalog/product-form.ts";
import {
  CatalogInputError,
  MAX_COMBINATIONS,
  plannedSalePrice,
  splitValues,
} from "#modules/catalog/variation-rules.ts";
import {
  type AttributeInput,
  bulkEditVariations,
  deleteVariations,
  generateVariations,
  listVariations,
  setProductAttributes,
  setProductType,
  updateVariations,
  type VariationBulkChange,
} from "#modules/catalog/variations-edit.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { listMedia } from "#modules/media/library.ts";
import { euroInputValue, parseEuro } from "#modules/shared/money.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

type Db = AdminRequest["services"]["db"];

/** Everything the screen shows. */
export async function loadVariations(db: Db, id: number) {
  const row = await getProductRow(db, id);
  if (!row || row.status === "trash") throw data(null, { status: 404 });
  const [variations, globals, images] = await Promise.all([
    listVariations(db, id),
    listAttributes(db),
    listMedia(db, { limit: 100, offset: 0 }),
  ]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    version: row.version,
    maxCombinations: MAX_COMBINATIONS,
    defaultPrice: row.regularPriceCents ? euroInputValue(row.regularPriceCents) : "",
    attributes: row.attributes.map((a) => ({ ...a, global: globals.some((g) => g.slug === a.slug) })),
    globals: globals.map((g) => ({ slug: g.slug, name: g.name, terms: g.terms.map((t) => t.name) })),
    images: images.rows
      .filter((m) => m.alt.trim() !== "")
      .map((m) => ({ id: m.id, label: `${m.title || m.file} (${m.alt})` })),
    variations: variations.map((v) => ({
      id: v.id,
      label: row.attributes
        .filter((a) => a.slug in v.attributes)
        .map((a) => v.attributes[a.slug] || "…")
        .join(" · "),
      price: euroInputValue(v.regularPriceCents),
      sale: plannedSalePrice(v) != null ? euroInputValue(plannedSalePrice(v)!) : "",
      saleFrom: v.saleFrom ? toShopLocal(v.saleFrom) : "",
      saleTo: v.saleTo ? toShopLocal(v.saleTo) : "",
      /** A sale price set but outside its dates now (not yet started, or over). */
      saleWaiting: plannedSalePrice(v) != null && v.salePriceCents == null,
      sku: v.sku ?? "",
      manage: v.manageStock,
      stock: v.stockQuantity != null ? String(v.stockQuantity) : "",
      image: v.imageId != null ? String(v.imageId) : "",
      enabled: v.enabled,
    })),
  };
}

export type VariationsActionData =
  | { outcome: "done"; message: MessageKey; params?: Record<string, number> }
  | { outcome: "invalid"; errors: Record<string, MessageKey>; values?: Record<string, string> }
  | { outcome: "conflict" };

const str = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The variations table's rows → one patch per variation (fields that do not read → their message). */
function readRows(form: FormData) {
  const errors: Record<string, MessageKey> = {};
  const updates = form.getAll("ids").map((raw) => {
    const id = Number(raw);
    const euro = (field: string, key: string, optional: boolean) => {
      const v = str(form, `v.${id}.${field}`);
      if (v === "" && optional) return null;
      const cents = parseEuro(v);
      if (cents === undefined) errors[`v${id}.${key}`] = "adminProducts.error.price";
      return cents ?? null;
    };
    const stockRaw = str(form, `v.${id}.stock`);
    const stock = stockRaw === "" ? null : /^\d{1,9}$/.test(stockRaw) ? Number(stockRaw) : undefined;
    if (stock === undefined) errors[`v${id}.stockQuantity`] = "adminProducts.error.stock";
    const image = str(form, `v.${id}.image`);
    const date = (field: string, key: string) => {
      const raw = str(form, `v.${id}.${field}`);
      if (raw === "") return null;
      const d = fromShopLocal(raw);
      if (!d) errors[`v${id}.${key}`] = "adminProducts.error.date";
      return d ?? null;
    };
    return {
      id,
      patch: {
        regularPriceCents: euro("price", "regularPriceCents", false),
        salePriceCents: euro("sale", "salePriceCents", true),
        // An older page without the date fields leaves the dates as they are.
        ...(form.has(`v.${id}.sale_from`) ? { saleFrom: date("sale_from", "saleFrom") } : {}),
        ...(form.has(`v.${id}.sale_to`) ? { saleTo: date("sale_to", "saleTo") } : {}),
        sku: str(form, `v.${id}.sku`) || null,
        manageStock: form.get(`v.${id}.manage`) === "1",
        stockQuantity: stock ?? null,
        imageId: image === "" ? null : Number(image),
        enabled: form.get(`v.${id}.enabled`) === "1",
      },
    };
  });
  return { updates, errors };
}

/** The attributes form: the listed rows (minus removed ones) plus an added global or custom one. */
function readAttributes(form: FormData, globals: { slug: string; terms: string[] }[]): AttributeInput[] {
  const out: AttributeInput[] = [];
  const count = Number(str(form, "attr_count")) || 0;
  for (let i = 0; i < Math.min(count, 50); i++) {
    if (form.get(`attr.${i}.remove`) === "1") continue;
    const global = str(form, `attr.${i}.global`);
    out.push({
      global: global || undefined,
      name: str(form, `attr.${i}.name`),
      options: global
        ? form.getAll(`attr.${i}.terms`).map(String)
        : splitValues(str(form, `attr.${i}.values`)),
      variation: form.get(`attr.${i}.variation`) === "1",
    });
  }
  const add = str(form, "add_global");
  if (add)
    out.push({ global: add, options: globals.find((g) => g.slug === add)?.terms ?? [], variation: true });
  const customName = str(form, "add_custom_name");
  if (customName || str(form, "add_custom_values"))
    out.push({
      name: customName,
      options: splitValues(str(form, "add_custom_values")),
      variation: true,
    });
  return out;
}

function readBulk(form: FormData): VariationBulkChange | undefined {
  const value = str(form, "bulk_value");
  const euro = parseEuro(value);
  switch (str(form, "bulk_action")) {
    case "price": {
      const change = parsePriceChange(value);
      return change && { kind: "price", change };
    }
    case "setPrice":
      return euro !== undefined && euro > 0 ? { kind: "setPrice", cents: euro } : undefined;
    case "sale":
      return euro !== undefined && euro > 0 ? { kind: "sale", cents: euro } : undefined;
    case "saleClear":
      return { kind: "saleClear" };
    case "stock":
      return /^\d{1,7}$/.test(value) ? { kind: "stock", quantity: Number(value) } : undefined;
    case "enable":
      return { kind: "enable" };
    case "disable":
      return { kind: "disable" };
    default:
      return undefined;
  }
}

const invalid = (errors: Record<string, MessageKey>, values?: Record<string, string>) =>
  data<VariationsActionData>({ outcome: "invalid", errors, values }, 400);
const done = (message: MessageKey, params?: Record<string, number>) =>
  data<VariationsActionData>({ outcome: "done", message, params });

function submitted(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && k.startsWith("v.")) out[k] = v;
  return out;
}

export async function variationsAction(admin: AdminRequest, id: number, form: FormData) {
  const db = admin.services.db;
  const opts = {
    actor: admin.actor,
    requestId: admin.state.requestId,
    expectedVersion: parseVersion(str(form, "version")) ?? -1,
  };
  const intent = str(form, "intent");
  try {
    let result: unknown;
    if (intent === "type") {
      result = await setProductType(db, id, str(form, "type"), opts);
      if (result) return done("adminVariations.type.saved");
    } else if (intent === "attributes") {
      const globals = (await listAttributes(db)).map((g) => ({
        slug: g.slug,
        terms: g.terms.map((t) => t.name),
      }));
      result = await setProductAttributes(db, id, readAttributes(form, globals), opts);
      if (result) return done("adminVariations.attributes.saved");
    } else if (intent === "generate") {
      const price = parseEuro(str(form, "generate_price"));
      if (price === undefined) return invalid({ generate_price: "adminProducts.error.price" });
      const r = await generateVariations(db, id, { regularPriceCents: price }, opts);
      if (r) return done("adminVariations.generated", { created: r.created, skipped: r.skipped });
    } else if (intent === "save") {
      const { updates, errors } = readRows(form);
      if (Object.keys(errors).length > 0) return invalid(errors, submitted(form));
      const r = await updateVariations(db, id, updates, opts);
      if (r) return done("adminVariations.saved", { count: r.changed });
    } else if (intent === "bulk") {
      const change = readBulk(form);
      if (!change) return invalid({ bulk_value: "adminVariations.error.bulkValue" });
      const scope = str(form, "bulk_scope") === "all" ? "all" : form.getAll("selected").map(Number);
      const r = await bulkEditVariations(db, id, { ids: scope, change }, opts);
      if (r) return done("adminVariations.bulk.result", { changed: r.changed, skipped: r.skipped });
    } else if (intent === "delete") {
      const r = await deleteVariations(db, id, [Number(str(form, "variation"))], opts);
      if (r) return done("adminVariations.deleted");
    } else return data(null, { status: 400 });
    throw data(null, { status: 404 });
  } catch (err) {
    if (err instanceof CatalogInputError)
      return invalid(err.errors, intent === "save" ? submitted(form) : undefined);
    if (err instanceof VersionConflictError) return data<VariationsActionData>({ outcome: "conflict" }, 409);
    throw err;
  }
}

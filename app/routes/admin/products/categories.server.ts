/** The categories screen's loading and saving (thin: modules/catalog/taxonomy.ts does the work). */
import { data } from "react-router";
import { flattenTree, KEYBOARD_MOVES, type KeyboardMove } from "#modules/catalog/category-tree.ts";
import {
  createCategory,
  deleteCategory,
  listCategories,
  listCategoryImageChoices,
  moveCategory,
  TermValidationError,
  updateCategory,
} from "#modules/catalog/taxonomy.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-taxonomy.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

type Db = AdminRequest["services"]["db"];

export async function loadCategories(db: Db, url: URL) {
  const [rows, images] = await Promise.all([listCategories(db), listCategoryImageChoices(db)]);
  const editParam = url.searchParams.get("edit");
  const editing =
    editParam && /^\d{1,9}$/.test(editParam) ? rows.find((r) => r.id === Number(editParam)) : undefined;
  return {
    tree: flattenTree(rows).map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      parentId: r.parentId,
      menuOrder: r.menuOrder,
      depth: r.depth,
      count: r.count,
      version: r.version,
    })),
    editing: editing
      ? {
          id: editing.id,
          name: editing.name,
          slug: editing.slug,
          description: editing.description,
          parentId: editing.parentId,
          imageId: editing.imageId,
          image: editing.image ? { url: editing.image.url, alt: editing.image.alt } : null,
          count: editing.count,
          version: editing.version,
        }
      : null,
    images,
  };
}

export type CategoryFormValues = Record<string, string>;

export type CategoriesActionData =
  | { outcome: "created" | "saved" | "unchanged" | "deleted"; name: string; orphans?: number }
  | { outcome: "moved"; id: number; move: string; announcement: string }
  | {
      outcome: "invalid" | "conflict" | "missing";
      intent: "create" | "update";
      errors: Record<string, string>;
      values: CategoryFormValues;
    };

const optionalId = (v: FormDataEntryValue | null) => {
  const s = typeof v === "string" ? v.trim() : "";
  if (s === "" || s === "0") return null;
  return /^\d{1,9}$/.test(s) ? Number(s) : -1;
};

function readFields(form: FormData) {
  const text = (k: string) => (typeof form.get(k) === "string" ? String(form.get(k)) : "");
  return {
    name: text("name"),
    slug: text("slug").trim(),
    description: text("description").replace(/\r\n/g, "\n"),
    parentId: optionalId(form.get("parent")),
    imageId: optionalId(form.get("image")),
  };
}

const values = (form: FormData): CategoryFormValues =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as CategoryFormValues;

export async function categoriesAction(admin: AdminRequest, form: FormData) {
  const db = admin.services.db;
  const intent = String(form.get("intent") ?? "");
  const idRaw = String(form.get("id") ?? "");
  const id = /^\d{1,9}$/.test(idRaw) ? Number(idRaw) : undefined;
  const opts = {
    actor: admin.actor,
    requestId: admin.state.requestId,
    expectedVersion: parseVersion(String(form.get("version") ?? "")),
  };
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(admin.lang, key, params);

  if (intent === "move" || intent === "place") {
    if (id === undefined) throw data(null, { status: 400 });
    const move = String(form.get("move") ?? "");
    let where: KeyboardMove | { parentId: number | null; index: number };
    if (intent === "move") {
      if (!(KEYBOARD_MOVES as readonly string[]).includes(move)) throw data(null, { status: 400 });
      where = move as KeyboardMove;
    } else {
      const parentId = optionalId(form.get("parent"));
      const index = Number(form.get("index"));
      if (parentId === -1 || !Number.isInteger(index) || index < 0) throw data(null, { status: 400 });
      where = { parentId, index };
    }
    try {
      const moved = await moveCategory(db, id, where, { ...opts, expectedVersion: undefined });
      if (!moved) throw data(null, { status: 404 });
      const announcement = !moved.moved
        ? t("adminTaxonomy.move.nowhere", { name: moved.name })
        : moved.parentName
          ? t("adminTaxonomy.move.nowUnder", {
              name: moved.name,
              parent: moved.parentName,
              position: moved.position,
              of: moved.of,
            })
          : t("adminTaxonomy.move.nowTop", { name: moved.name, position: moved.position, of: moved.of });
      return data<CategoriesActionData>({ outcome: "moved", id, move, announcement });
    } catch (err) {
      if (err instanceof TermValidationError)
        return data<CategoriesActionData>(
          {
            outcome: "moved",
            id,
            move,
            announcement: t(err.errors.parentId ?? "adminTaxonomy.error.parent"),
          },
          400,
        );
      throw err;
    }
  }

  if (intent === "create" || intent === "update") {
    try {
      if (intent === "create") {
        const row = await createCategory(db, readFields(form), opts);
        return data<CategoriesActionData>({ outcome: "created", name: row.name });
      }
      if (id === undefined) throw data(null, { status: 400 });
      const result = await updateCategory(db, id, readFields(form), opts);
      if (!result)
        return data<CategoriesActionData>(
          { outcome: "missing", intent, errors: {}, values: values(form) },
          404,
        );
      return data<CategoriesActionData>({
        outcome: result.changed ? "saved" : "unchanged",
        name: result.row.name,
      });
    } catch (err) {
      if (err instanceof TermValidationError)
        return data<CategoriesActionData>(
          { outcome: "invalid", intent, errors: err.errors as Record<string, string>, values: values(form) },
          400,
        );
      if (err instanceof VersionConflictError)
        return data<CategoriesActionData>(
          { outcome: "conflict", intent, errors: {}, values: values(form) },
          409,
        );
      throw err;
    }
  }

  if (intent === "delete") {
    if (id === undefined) throw data(null, { status: 400 });
    try {
      const gone = await deleteCategory(db, id, opts);
      if (!gone)
        return data<CategoriesActionData>(
          { outcome: "missing", intent: "update", errors: {}, values: {} },
          404,
        );
      return data<CategoriesActionData>({
        outcome: "deleted",
        name: gone.row.name,
        orphans: gone.leftWithout,
      });
    } catch (err) {
      if (err instanceof VersionConflictError)
        return data<CategoriesActionData>(
          { outcome: "conflict", intent: "update", errors: {}, values: values(form) },
          409,
        );
      throw err;
    }
  }
  throw data(null, { status: 400 });
}

/**
 * WooCommerce's shapes for `wc/v3/products/categories` and `wc/v3/products/tags` (the fields we
 * have), and a WooCommerce body → the input taxonomy.ts validates. `parent: 0` is the top level,
 * `image: {id}` chooses a library image, `image: null` (or `{}`) removes it. Framework-free.
 */
import { toShopLocal } from "./product-form.ts";
import type { CategoryRow, TagRow, TermField, TermFieldErrors } from "./taxonomy.ts";

const gmt = (d: Date) => d.toISOString().slice(0, 19);
const local = (d: Date) => `${toShopLocal(d)}:00`;

/** Our field → WooCommerce's, for the per-field messages of a 400. */
export const WC_TERM_FIELD_OF: Record<TermField, string> = {
  name: "name",
  slug: "slug",
  description: "description",
  parentId: "parent",
  imageId: "image",
  menuOrder: "menu_order",
  targetId: "id",
};

export function wcCategoryJson(row: CategoryRow, origin: string) {
  const base = `${origin}/wp-json/wc/v3/products/categories`;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent: row.parentId ?? 0,
    description: row.description,
    display: "default",
    image: row.image
      ? {
          id: row.image.id,
          date_created: local(row.image.createdAt),
          date_created_gmt: gmt(row.image.createdAt),
          date_modified: local(row.image.updatedAt),
          date_modified_gmt: gmt(row.image.updatedAt),
          src: `${origin}${row.image.url}`,
          name: row.image.name,
          alt: row.image.alt,
        }
      : null,
    menu_order: row.menuOrder,
    count: row.count,
    _links: {
      self: [{ href: `${base}/${row.id}` }],
      collection: [{ href: base }],
      ...(row.parentId ? { up: [{ href: `${base}/${row.parentId}` }] } : {}),
    },
  };
}

export function wcTagJson(row: TagRow, origin: string) {
  const base = `${origin}/wp-json/wc/v3/products/tags`;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: "",
    count: row.count,
    _links: { self: [{ href: `${base}/${row.id}` }], collection: [{ href: base }] },
  };
}

/** "12" (a form field) → 12; anything else stays as it came, so validation names the field. */
const int = (v: unknown) => (typeof v === "string" && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);

/** A WooCommerce category or tag body → taxonomy.ts's input (only the fields it names). */
export function termInputFromWc(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.slug !== undefined) out.slug = body.slug;
  if (body.description !== undefined) out.description = body.description;
  if (body.parent !== undefined) {
    const parent = int(body.parent);
    out.parentId = parent === 0 ? null : parent;
  }
  if (body.menu_order !== undefined) out.menuOrder = int(body.menu_order);
  if (body.image !== undefined) {
    const image = body.image;
    if (image === null || image === "" || (typeof image === "object" && !("id" in image))) out.imageId = null;
    else if (typeof image === "object") {
      const id = int((image as { id?: unknown }).id);
      out.imageId = id === 0 ? null : id;
    } else out.imageId = image;
  }
  return out;
}

/** WooCommerce's parameter name → the German message, for `data.params` of a 400. */
export function wcTermParams(
  errors: TermFieldErrors,
  text: (key: NonNullable<TermFieldErrors[TermField]>) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [WC_TERM_FIELD_OF[field as TermField] ?? field, text(key!)]),
  );
}

/**
 * Global product attributes and their terms (issue 23 item 3: WooCommerce's `pa_*`, e.g. Größe
 * with 250 g / 500 g / 1 kg). Products name an attribute by its slug in `products.attributes`
 * (which the storefront reads), variations by the term's name. So: renaming an attribute renames
 * it on every product in the same transaction; a term is added, moved or deleted (a rename would
 * have to rewrite carts and orders, so it is not offered); deleting an attribute or a term is
 * refused while a variation uses it, otherwise it leaves the products that listed it. Every write
 * is one audited transaction. The back office's attributes screen and REST
 * `wc/v3/products/attributes` call these functions.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { productAttributes, productAttributeTerms } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { MessageKey } from "../i18n/index.ts";
import { CatalogInputError, GLOBAL_PREFIX, slugOf } from "./variation-rules.ts";

export type AttributeTerm = { id: number; name: string; slug: string; menuOrder: number };
export type GlobalAttribute = {
  id: number;
  name: string;
  slug: string;
  menuOrder: number;
  terms: AttributeTerm[];
};

type WriteOptions = { actor: Actor; requestId?: string };

const nameSchema = (key: MessageKey) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(100, { error: key })
    .refine((v) => !v.includes("|"), { error: key });

/** Every global attribute with its terms, in their order. */
export async function listAttributes(db: Db): Promise<GlobalAttribute[]> {
  const [attrs, terms] = await Promise.all([
    db
      .select()
      .from(productAttributes)
      .orderBy(asc(productAttributes.menuOrder), asc(productAttributes.name)),
    db
      .select()
      .from(productAttributeTerms)
      .orderBy(asc(productAttributeTerms.menuOrder), asc(productAttributeTerms.id)),
  ]);
  return attrs.map((a) => ({
    id: a.id,
    name: a.name,
    slug: a.slug,
    menuOrder: a.menuOrder,
    terms: terms
      .filter((t) => t.attributeId === a.id)
      .map((t) => ({ id: t.id, name: t.name, slug: t.slug, menuOrder: t.menuOrder })),
  }));
}

export async function getAttribute(db: Db, id: number): Promise<GlobalAttribute | undefined> {
  return (await listAttributes(db)).find((a) => a.id === id);
}

/** How many variations use an attribute (any value) or one of its terms (by name). */
async function variationsUsing(db: Db, slug: string, termName?: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from product_variations v
    where v.attributes ? ${slug}
      and (${termName ?? null}::text is null or v.attributes ->> ${slug} = ${termName ?? null}::text)`);
  return rows.rows[0]?.n ?? 0;
}

/** Creates a global attribute (slug `pa_<name>` unless given); refused when the slug is taken. */
export async function createAttribute(
  db: Db,
  input: { name: unknown; slug?: unknown; menuOrder?: unknown },
  opts: WriteOptions,
): Promise<GlobalAttribute> {
  const name = nameSchema("adminVariations.error.attributeName").safeParse(input.name);
  if (!name.success) throw new CatalogInputError({ name: "adminVariations.error.attributeName" });
  const base =
    typeof input.slug === "string" && input.slug.trim() !== ""
      ? slugOf(input.slug.replace(/^pa_/, ""), "")
      : slugOf(name.data, "merkmal");
  if (!base) throw new CatalogInputError({ slug: "adminVariations.error.attributeSlug" });
  const slug = `${GLOBAL_PREFIX}${base}`;
  const menuOrder =
    typeof input.menuOrder === "number" && Number.isInteger(input.menuOrder) ? input.menuOrder : 0;
  return db.transaction(async (trx) => {
    const [taken] = await trx
      .select({ id: productAttributes.id })
      .from(productAttributes)
      .where(eq(productAttributes.slug, slug));
    if (taken) throw new CatalogInputError({ name: "adminVariations.error.attributeTaken" });
    const [row] = await trx
      .insert(productAttributes)
      .values({ name: name.data, slug, menuOrder })
      .returning();
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_attribute",
      entityId: row!.id,
      action: "create",
      after: { attributeName: row!.name, slug },
      requestId: opts.requestId,
    });
    return { id: row!.id, name: row!.name, slug, menuOrder, terms: [] };
  });
}

/** Renames an attribute (and its name on every product that lists it); undefined when there is none. */
export async function renameAttribute(
  db: Db,
  id: number,
  input: { name: unknown; menuOrder?: unknown },
  opts: WriteOptions,
): Promise<GlobalAttribute | undefined> {
  const name = nameSchema("adminVariations.error.attributeName").safeParse(input.name);
  if (!name.success) throw new CatalogInputError({ name: "adminVariations.error.attributeName" });
  const changed = await db.transaction(async (trx) => {
    const [row] = await trx
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.id, id))
      .for("update");
    if (!row) return false;
    const menuOrder =
      typeof input.menuOrder === "number" && Number.isInteger(input.menuOrder)
        ? input.menuOrder
        : row.menuOrder;
    if (row.name === name.data && row.menuOrder === menuOrder) return true;
    await trx
      .update(productAttributes)
      .set({ name: name.data, menuOrder })
      .where(eq(productAttributes.id, id));
    // Products keep the attribute's name beside its slug (the storefront's label): rename it there too.
    await trx.execute(sql`
      update products p set attributes = (
        select jsonb_agg(case when a ->> 'slug' = ${row.slug}
          then jsonb_set(a, '{name}', to_jsonb(${name.data}::text)) else a end order by n)
        from jsonb_array_elements(p.attributes) with ordinality x(a, n))
      where p.attributes @> ${JSON.stringify([{ slug: row.slug }])}::jsonb`);
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_attribute",
      entityId: id,
      action: "update",
      changes: {
        attributeName: { from: row.name, to: name.data },
        ...(menuOrder !== row.menuOrder ? { menuOrder: { from: row.menuOrder, to: menuOrder } } : {}),
      },
      requestId: opts.requestId,
    });
    return true;
  });
  return changed ? getAttribute(db, id) : undefined;
}

/** Deletes an attribute: refused while a variation uses it; products listing it lose it. */
export async function deleteAttribute(
  db: Db,
  id: number,
  opts: WriteOptions,
): Promise<GlobalAttribute | undefined> {
  const before = await getAttribute(db, id);
  if (!before) return undefined;
  return db.transaction(async (trx) => {
    const [row] = await trx
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.id, id))
      .for("update");
    if (!row) return undefined;
    if ((await variationsUsing(trx, row.slug)) > 0)
      throw new CatalogInputError({ attribute: "adminVariations.error.attributeInUse" });
    await trx.execute(sql`
      update products p set attributes = coalesce((
        select jsonb_agg(a order by n) from jsonb_array_elements(p.attributes) with ordinality x(a, n)
        where a ->> 'slug' <> ${row.slug}), '[]'::jsonb), version = version + 1, updated_at = now()
      where p.attributes @> ${JSON.stringify([{ slug: row.slug }])}::jsonb`);
    await trx.delete(productAttributes).where(eq(productAttributes.id, id));
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_attribute",
      entityId: id,
      action: "delete",
      before: { attributeName: row.name, slug: row.slug },
      requestId: opts.requestId,
    });
    return before;
  });
}

/** Adds a term at the end of an attribute's list; refused when its slug is taken there. */
export async function addTerm(
  db: Db,
  attributeId: number,
  input: { name: unknown; slug?: unknown },
  opts: WriteOptions,
): Promise<AttributeTerm | undefined> {
  const name = nameSchema("adminVariations.error.termName").safeParse(input.name);
  if (!name.success) throw new CatalogInputError({ term: "adminVariations.error.termName" });
  const slug = slugOf(typeof input.slug === "string" && input.slug.trim() ? input.slug : name.data, "wert");
  return db.transaction(async (trx) => {
    const [attr] = await trx
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.id, attributeId))
      .for("update");
    if (!attr) return undefined;
    const terms = await trx
      .select()
      .from(productAttributeTerms)
      .where(eq(productAttributeTerms.attributeId, attributeId));
    if (terms.some((t) => t.slug === slug || t.name.toLowerCase() === name.data.toLowerCase()))
      throw new CatalogInputError({ term: "adminVariations.error.termTaken" });
    const menuOrder = terms.reduce((m, t) => Math.max(m, t.menuOrder + 1), 0);
    const [row] = await trx
      .insert(productAttributeTerms)
      .values({ attributeId, name: name.data, slug, menuOrder })
      .returning();
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_attribute",
      entityId: attributeId,
      action: "term_add",
      after: { term: name.data },
      requestId: opts.requestId,
    });
    return { id: row!.id, name: row!.name, slug: row!.slug, menuOrder: row!.menuOrder };
  });
}

/** Moves a term one place up (-1) or down (+1) in its attribute's list. */
export async function moveTerm(
  db: Db,
  attributeId: number,
  termId: number,
  direction: -1 | 1,
  opts: WriteOptions,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx
      .select({ id: productAttributes.id })
      .from(productAttributes)
      .where(eq(productAttributes.id, attributeId))
      .for("update");
    const terms = await trx
      .select()
      .from(productAttributeTerms)
      .where(eq(productAttributeTerms.attributeId, attributeId))
      .orderBy(asc(productAttributeTerms.menuOrder), asc(productAttributeTerms.id));
    const at = terms.findIndex((t) => t.id === termId);
    if (at < 0) return false;
    const to = at + direction;
    if (to < 0 || to >= terms.length) return true;
    const order = terms.map((t) => t.id);
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [i, tid] of order.entries())
      await trx.update(productAttributeTerms).set({ menuOrder: i }).where(eq(productAttributeTerms.id, tid));
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_attribute",
      entityId: attributeId,
      action: "term_move",
      changes: { term: { from: at + 1, to: to + 1 } },
      requestId: opts.requestId,
    });
    return true;
  });
}

/** Deletes a term: refused while a variation uses it; products listing it as an option lose it. */
export async function deleteTerm(
  db: Db,
  attributeId: number,
  termId: number,
  opts: WriteOptions,
): Promise<AttributeTerm | undefined> {
  return db.transaction(async (trx) => {
    const [attr] = await trx
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.id, attributeId))
      .for("update");
    if (!attr) return undefined;
    const [term] = await trx
      .select()
      .from(productAttributeTerms)
      .where(and(eq(productAttributeTerms.id, termId), eq(productAttributeTerms.attributeId, attributeId)));
    if (!term) return undefined;
    if ((await variationsUsing(trx, attr.slug, term.name)) > 0)
      throw new CatalogInputError({ term: "adminVariations.error.termInUse" });
    await trx.execute(sql`
      update products p set attributes = (
        select jsonb_agg(case when a ->> 'slug' = ${attr.slug}
          then jsonb_set(a, '{options}', coalesce((select jsonb_agg(o) from jsonb_array_elements(a -> 'options') o
            where o #>> '{}' <> ${term.name}), '[]'::jsonb)) else a end order by n)
        from jsonb_array_elements(p.attributes) with ordinality x(a, n))
      where p.attributes @> ${JSON.stringify([{ slug: attr.slug, options: [term.name] }])}::jsonb`);
    await trx.delete(productAttributeTerms).where(eq(productAttributeTerms.id, termId));
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_attribute",
      entityId: attributeId,
      action: "term_delete",
      before: { term: term.name },
      requestId: opts.requestId,
    });
    return { id: term.id, name: term.name, slug: term.slug, menuOrder: term.menuOrder };
  });
}

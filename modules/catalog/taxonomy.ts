/**
 * The owner's categories and tags (issue 23 item 3; docs/back-office/categories.md): create,
 * rename, change the slug (the old `/product-category/…/` and `/product-tag/…/` keep working with
 * a 301 through redirects.ts), describe, give a category an image from the media library (with
 * alt text), move and nest categories (never under themselves), delete, and merge two tags. Each
 * write is one audited transaction with a version check; the back office's screens and REST
 * `wc/v3/products/categories|tags` call these functions. Framework-free.
 */
import { and, asc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import {
  media,
  productCategories,
  productCategoryLinks,
  products,
  productTagLinks,
  productTags,
  redirects,
} from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { MessageKey } from "../i18n/index.ts";
import { mediaUrl } from "../media/storage.ts";
import { assertUsableInContent, MediaNotUsableError } from "../media/usable.ts";
import { assertVersion } from "../shared/version-conflict.ts";
import { localePath, paths } from "../site/paths.ts";
import { addRedirect } from "../site/redirects.ts";
import {
  applyMove,
  describePlace,
  type KeyboardMove,
  keyboardTarget,
  moveNode,
  TreeMoveError,
  type TreeNode,
  type TreePlace,
} from "./category-tree.ts";

export const TERM_NAME_MAX = 200;
export const TERM_DESCRIPTION_MAX = 5000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type TermField = "name" | "slug" | "description" | "parentId" | "imageId" | "menuOrder" | "targetId";
export type TermFieldErrors = Partial<Record<TermField, MessageKey>>;

/** Bad input: a German message key per field; nothing was saved. */
export class TermValidationError extends Error {
  readonly errors: TermFieldErrors;
  constructor(errors: TermFieldErrors) {
    super(`invalid term: ${Object.keys(errors).join(", ")}`);
    this.name = "TermValidationError";
    this.errors = errors;
  }
}

export type WriteOptions = { actor: Actor; requestId?: string; expectedVersion?: number };

const termInput = z.object({
  name: z
    .string({ error: "adminTaxonomy.error.nameRequired" })
    .trim()
    .min(1, { error: "adminTaxonomy.error.nameRequired" })
    .max(TERM_NAME_MAX, { error: "adminTaxonomy.error.nameLength" }),
  slug: z
    .string({ error: "adminTaxonomy.error.slug" })
    .trim()
    .max(200, { error: "adminTaxonomy.error.slug" })
    .refine((s) => s === "" || SLUG.test(s), { error: "adminTaxonomy.error.slug" }),
  description: z
    .string({ error: "adminTaxonomy.error.description" })
    .max(TERM_DESCRIPTION_MAX, { error: "adminTaxonomy.error.description" }),
  parentId: z.number({ error: "adminTaxonomy.error.parent" }).int().positive().nullable(),
  imageId: z.number({ error: "adminTaxonomy.error.image" }).int().positive().nullable(),
  menuOrder: z
    .number({ error: "adminTaxonomy.error.menuOrder" })
    .int({ error: "adminTaxonomy.error.menuOrder" })
    .min(0, { error: "adminTaxonomy.error.menuOrder" })
    .max(1_000_000, { error: "adminTaxonomy.error.menuOrder" }),
});

export type CategoryInput = Partial<z.infer<typeof termInput>>;
export type TagInput = Partial<Pick<z.infer<typeof termInput>, "name" | "slug">>;

function parseInput(input: unknown, required: boolean): CategoryInput {
  const schema = required ? termInput.partial().required({ name: true }) : termInput.partial();
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: TermFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? "name") as TermField;
    errors[field] ??= (
      issue.message.startsWith("adminTaxonomy.") ? issue.message : "adminTaxonomy.error.nameRequired"
    ) as MessageKey;
  }
  throw new TermValidationError(errors);
}

/** A slug from a name: German letters spelt out (ä → ae, ß → ss), other accents dropped, else "kategorie". */
export function slugFromName(name: string, fallback = "kategorie"): string {
  const slug = name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 190)
    .replace(/-+$/g, "");
  return slug || fallback;
}

type Kind = "category" | "tag";
const tableOf = (kind: Kind) => (kind === "category" ? productCategories : productTags);
const termPath = (kind: Kind, slug: string) => (kind === "category" ? paths.category(slug) : paths.tag(slug));

async function slugTaken(db: Db, kind: Kind, slug: string, exceptId?: number): Promise<boolean> {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.slug, slug), exceptId ? ne(t.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The slug to store: the owner's (refused when taken) or one made from the name (numbered when taken). */
async function chooseSlug(db: Db, kind: Kind, given: string | undefined, name: string, exceptId?: number) {
  if (given) {
    if (await slugTaken(db, kind, given, exceptId))
      throw new TermValidationError({ slug: "adminTaxonomy.error.slugTaken" });
    return given;
  }
  const base = slugFromName(name, kind === "category" ? "kategorie" : "schlagwort");
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, kind, candidate, exceptId))) return candidate;
  }
}

/** The old URLs (German and English) of a renamed slug redirect to the new ones. */
async function redirectSlug(db: Db, kind: Kind, from: string, to: string): Promise<void> {
  for (const lang of ["de", "en"] as const)
    await addRedirect(db, localePath(lang, termPath(kind, from)), localePath(lang, termPath(kind, to)));
}

/** A deleted term's URLs answer 404 again: redirects to them would lead nowhere. */
async function dropRedirectsTo(db: Db, kind: Kind, slug: string): Promise<void> {
  const targets = (["de", "en"] as const).map((lang) => localePath(lang, termPath(kind, slug)));
  await db
    .delete(redirects)
    .where(or(inArray(redirects.toPath, targets), inArray(redirects.fromPath, targets)));
}

async function checkImage(db: Db, imageId: number | null | undefined): Promise<void> {
  if (imageId == null) return;
  try {
    await assertUsableInContent(db, [imageId]);
  } catch (err) {
    if (err instanceof MediaNotUsableError) throw new TermValidationError({ imageId: err.messageKey });
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Categories

/**
 * A product counts for a category it is linked to directly, unless it lies in the trash. (The
 * outer column is spelt out: drizzle leaves it unqualified in a one-table select, and inside the
 * subquery a bare "id" would be the product's.)
 */
const categoryCount = sql<number>`(select count(*) from ${productCategoryLinks} l
  join ${products} p on p.id = l.product_id
  where l.category_id = "product_categories"."id" and p.status <> 'trash')`.mapWith(Number);

export type CategoryRow = {
  id: number;
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
  menuOrder: number;
  imageId: number | null;
  version: number;
  count: number;
  image: { id: number; url: string; alt: string; name: string; createdAt: Date; updatedAt: Date } | null;
};

async function selectCategories(db: Db, id?: number): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      slug: productCategories.slug,
      description: productCategories.description,
      parentId: productCategories.parentId,
      menuOrder: productCategories.menuOrder,
      imageId: productCategories.imageId,
      version: productCategories.version,
      count: categoryCount,
      image: media,
    })
    .from(productCategories)
    .leftJoin(media, eq(media.id, productCategories.imageId))
    .where(id === undefined ? undefined : eq(productCategories.id, id))
    .orderBy(asc(productCategories.menuOrder), asc(productCategories.name), asc(productCategories.id));
  return rows.map(({ image, ...r }) => ({
    ...r,
    image: image
      ? {
          id: image.id,
          url: mediaUrl(image.sizes.thumbnail?.file ?? image.file),
          alt: image.alt,
          name: image.title || image.file.split("/").pop()!,
          createdAt: image.createdAt,
          updatedAt: image.updatedAt,
        }
      : null,
  }));
}

/** Every category with its product count, in the shop's order (flattenTree makes the tree of it). */
export function listCategories(db: Db): Promise<CategoryRow[]> {
  return selectCategories(db);
}

export async function getCategoryRow(db: Db, id: number): Promise<CategoryRow | undefined> {
  return (await selectCategories(db, id))[0];
}

/** The whole tree, locked for the transaction (moves and parent changes see no concurrent move). */
async function lockedTree(db: Db): Promise<(TreeNode & { slug: string; version: number })[]> {
  return db
    .select({
      id: productCategories.id,
      parentId: productCategories.parentId,
      menuOrder: productCategories.menuOrder,
      name: productCategories.name,
      slug: productCategories.slug,
      version: productCategories.version,
    })
    .from(productCategories)
    .orderBy(asc(productCategories.id))
    .for("update");
}

async function writeOrders(db: Db, changes: { id: number; parentId: number | null; menuOrder: number }[]) {
  for (const c of changes)
    await db
      .update(productCategories)
      .set({ parentId: c.parentId, menuOrder: c.menuOrder })
      .where(eq(productCategories.id, c.id));
}

const treeError = (err: unknown): never => {
  if (err instanceof TreeMoveError)
    throw new TermValidationError({
      parentId: err.reason === "cycle" ? "adminTaxonomy.error.cycle" : "adminTaxonomy.error.parent",
    });
  throw err;
};

export async function createCategory(db: Db, input: unknown, opts: WriteOptions): Promise<CategoryRow> {
  const data = parseInput(input, true);
  const id = await db.transaction(async (trx) => {
    const tree = await lockedTree(trx);
    const parentId = data.parentId ?? null;
    if (parentId !== null && !tree.some((n) => n.id === parentId))
      throw new TermValidationError({ parentId: "adminTaxonomy.error.parent" });
    await checkImage(trx, data.imageId);
    const slug = await chooseSlug(trx, "category", data.slug, data.name!);
    const siblings = tree.filter((n) => n.parentId === parentId);
    const menuOrder = data.menuOrder ?? Math.max(0, ...siblings.map((n) => n.menuOrder)) + 1;
    const [row] = await trx
      .insert(productCategories)
      .values({
        name: data.name!,
        slug,
        description: data.description ?? "",
        parentId,
        imageId: data.imageId ?? null,
        menuOrder,
      })
      .returning({ id: productCategories.id });
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_category",
      entityId: row!.id,
      action: "create",
      after: { categoryName: data.name, slug, parentId, menuOrder, imageId: data.imageId ?? null },
      requestId: opts.requestId,
    });
    return row!.id;
  });
  return (await getCategoryRow(db, id))!;
}

export type CategoryUpdate = { row: CategoryRow; changed: boolean };

/** Validates and writes a patch (name, slug, description, image, parent, menu order); undefined when there is no such category. */
export async function updateCategory(
  db: Db,
  id: number,
  input: unknown,
  opts: WriteOptions,
): Promise<CategoryUpdate | undefined> {
  const data = parseInput(input, false);
  const changed = await db.transaction(async (trx) => {
    const tree = await lockedTree(trx);
    const [row] = await trx.select().from(productCategories).where(eq(productCategories.id, id));
    if (!row) return undefined;
    assertVersion(opts.expectedVersion, row.version);
    const next = {
      name: data.name ?? row.name,
      slug: data.slug === undefined || data.slug === "" ? row.slug : data.slug,
      description: data.description ?? row.description,
      imageId: data.imageId === undefined ? row.imageId : data.imageId,
      parentId: data.parentId === undefined ? row.parentId : data.parentId,
      menuOrder: data.menuOrder ?? row.menuOrder,
    };
    if (next.slug !== row.slug && (await slugTaken(trx, "category", next.slug, id)))
      throw new TermValidationError({ slug: "adminTaxonomy.error.slugTaken" });
    if (next.imageId !== row.imageId) await checkImage(trx, next.imageId);
    let orderChanges: { id: number; parentId: number | null; menuOrder: number }[] = [];
    if (next.parentId !== row.parentId) {
      // A new parent: at the end of its children (or at the given menu order), never under itself.
      const place: TreePlace = { parentId: next.parentId, index: Number.MAX_SAFE_INTEGER };
      try {
        orderChanges = moveNode(tree, id, place);
      } catch (err) {
        treeError(err);
      }
      next.menuOrder = data.menuOrder ?? orderChanges.find((c) => c.id === id)?.menuOrder ?? row.menuOrder;
      orderChanges = orderChanges.filter((c) => c.id !== id);
    }
    const before = {
      categoryName: row.name,
      slug: row.slug,
      description: row.description,
      imageId: row.imageId,
      parentId: row.parentId,
      menuOrder: row.menuOrder,
    };
    const after = {
      categoryName: next.name,
      slug: next.slug,
      description: next.description,
      imageId: next.imageId,
      parentId: next.parentId,
      menuOrder: next.menuOrder,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    await writeOrders(trx, orderChanges);
    await trx
      .update(productCategories)
      .set({ ...next, version: sql`${productCategories.version} + 1` })
      .where(eq(productCategories.id, id));
    if (next.slug !== row.slug) await redirectSlug(trx, "category", row.slug, next.slug);
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_category",
      entityId: id,
      action: "update",
      before,
      after,
      requestId: opts.requestId,
    });
    return true;
  });
  if (changed === undefined) return undefined;
  return { row: (await getCategoryRow(db, id))!, changed };
}

export type MoveOutcome = {
  name: string;
  /** Where it stands now, for the announcement "X ist jetzt unter Y, Position 2 von 4". */
  parentName: string | null;
  position: number;
  of: number;
  moved: boolean;
};

/**
 * Moves a category to a place (drag and drop) or by one keyboard step. A step with nowhere to go
 * (the first one up …) changes nothing; a place under itself or a descendant is refused.
 */
export async function moveCategory(
  db: Db,
  id: number,
  where: TreePlace | KeyboardMove,
  opts: WriteOptions,
): Promise<MoveOutcome | undefined> {
  return db.transaction(async (trx) => {
    const tree = await lockedTree(trx);
    const node = tree.find((n) => n.id === id);
    if (!node) return undefined;
    assertVersion(opts.expectedVersion, node.version);
    const place = typeof where === "string" ? keyboardTarget(tree, id, where) : where;
    let changes: { id: number; parentId: number | null; menuOrder: number }[] = [];
    if (place) {
      try {
        changes = moveNode(tree, id, place);
      } catch (err) {
        treeError(err);
      }
    }
    const after = applyMove(tree, changes);
    const now = describePlace(after, id)!;
    if (changes.length === 0) return { name: node.name, ...now, moved: false };
    await writeOrders(trx, changes);
    const moved = after.find((n) => n.id === id)!;
    await trx
      .update(productCategories)
      .set({ version: sql`${productCategories.version} + 1` })
      .where(eq(productCategories.id, id));
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_category",
      entityId: id,
      action: "move",
      before: { parentId: node.parentId, menuOrder: node.menuOrder },
      after: { parentId: moved.parentId, menuOrder: moved.menuOrder },
      requestId: opts.requestId,
    });
    return { name: node.name, ...now, moved: true };
  });
}

export type CategoryDeletion = {
  row: CategoryRow;
  /** Products that had this category and now have none (the shop still lists them under /shop/). */
  leftWithout: number;
  /** Sub-categories moved up to the deleted category's parent. */
  childrenMoved: number;
};

/**
 * Deletes a category: its products keep their other categories, its sub-categories move up to its
 * parent (after its siblings, in their order), redirects to its URL go. Undefined when missing.
 */
export async function deleteCategory(
  db: Db,
  id: number,
  opts: WriteOptions,
): Promise<CategoryDeletion | undefined> {
  const row = await getCategoryRow(db, id);
  if (!row) return undefined;
  return db.transaction(async (trx) => {
    const tree = await lockedTree(trx);
    const node = tree.find((n) => n.id === id);
    if (!node) return undefined;
    assertVersion(opts.expectedVersion, node.version);
    const [{ n: leftWithout } = { n: 0 }] = await trx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(productCategoryLinks)
      .where(
        and(
          eq(productCategoryLinks.categoryId, id),
          sql`not exists (select 1 from ${productCategoryLinks} o
            where o.product_id = ${productCategoryLinks.productId} and o.category_id <> ${id})`,
        ),
      );
    const children = tree
      .filter((n) => n.parentId === id)
      .sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id);
    const start = Math.max(
      0,
      ...tree.filter((n) => n.parentId === node.parentId && n.id !== id).map((n) => n.menuOrder),
    );
    await writeOrders(
      trx,
      children.map((c, i) => ({ id: c.id, parentId: node.parentId, menuOrder: start + i + 1 })),
    );
    await trx.delete(productCategories).where(eq(productCategories.id, id));
    await dropRedirectsTo(trx, "category", node.slug);
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_category",
      entityId: id,
      action: "delete",
      before: { categoryName: node.name, slug: node.slug, parentId: node.parentId, products: row.count },
      requestId: opts.requestId,
    });
    return { row, leftWithout, childrenMoved: children.length };
  });
}

// ---------------------------------------------------------------------------------------------
// Tags

export type TagRow = { id: number; name: string; slug: string; version: number; count: number };

const tagCount = sql<number>`(select count(*) from ${productTagLinks} l
  join ${products} p on p.id = l.product_id
  where l.tag_id = "product_tags"."id" and p.status <> 'trash')`.mapWith(Number);

const tagColumns = {
  id: productTags.id,
  name: productTags.name,
  slug: productTags.slug,
  version: productTags.version,
  count: tagCount,
};

export const TAG_SORTS = ["name", "slug", "count", "id"] as const;
export type TagSort = (typeof TAG_SORTS)[number];

export type TagQuery = {
  search?: string;
  page: number;
  perPage: number;
  orderby?: TagSort;
  order?: "asc" | "desc";
};

/** A page of tags, searched in name and slug (case-insensitive, wildcards literal). */
export async function listTags(db: Db, q: TagQuery): Promise<{ rows: TagRow[]; total: number }> {
  const search = q.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = pattern ? or(ilike(productTags.name, pattern), ilike(productTags.slug, pattern)) : undefined;
  const dir = q.order === "desc" ? sql`desc` : sql`asc`;
  const col = {
    name: sql`lower(${productTags.name})`,
    slug: sql`${productTags.slug}`,
    count: sql`${tagCount}`,
    id: sql`${productTags.id}`,
  }[q.orderby ?? "name"];
  const rows = await db
    .select({ ...tagColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(productTags)
    .where(where)
    .orderBy(sql`${col} ${dir}`, asc(productTags.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1)
    [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(productTags)
      .where(where);
  return { rows: rows.map(({ total: _, ...r }) => r), total };
}

export async function getTagRow(db: Db, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select(tagColumns).from(productTags).where(eq(productTags.id, id));
  return row;
}

function parseTagInput(input: unknown, required: boolean): TagInput {
  const data = parseInput(input, required);
  return { name: data.name, slug: data.slug };
}

export async function createTag(db: Db, input: unknown, opts: WriteOptions): Promise<TagRow> {
  const data = parseTagInput(input, true);
  const id = await db.transaction(async (trx) => {
    const slug = await chooseSlug(trx, "tag", data.slug, data.name!);
    const [row] = await trx
      .insert(productTags)
      .values({ name: data.name!, slug })
      .returning({ id: productTags.id });
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_tag",
      entityId: row!.id,
      action: "create",
      after: { tagName: data.name, slug },
      requestId: opts.requestId,
    });
    return row!.id;
  });
  return (await getTagRow(db, id))!;
}

export async function updateTag(
  db: Db,
  id: number,
  input: unknown,
  opts: WriteOptions,
): Promise<{ row: TagRow; changed: boolean } | undefined> {
  const data = parseTagInput(input, false);
  const changed = await db.transaction(async (trx) => {
    const [row] = await trx.select().from(productTags).where(eq(productTags.id, id)).for("update");
    if (!row) return undefined;
    assertVersion(opts.expectedVersion, row.version);
    const next = { name: data.name ?? row.name, slug: data.slug || row.slug };
    if (next.name === row.name && next.slug === row.slug) return false;
    if (next.slug !== row.slug && (await slugTaken(trx, "tag", next.slug, id)))
      throw new TermValidationError({ slug: "adminTaxonomy.error.slugTaken" });
    await trx
      .update(productTags)
      .set({ ...next, version: sql`${productTags.version} + 1` })
      .where(eq(productTags.id, id));
    if (next.slug !== row.slug) await redirectSlug(trx, "tag", row.slug, next.slug);
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_tag",
      entityId: id,
      action: "update",
      before: { tagName: row.name, slug: row.slug },
      after: { tagName: next.name, slug: next.slug },
      requestId: opts.requestId,
    });
    return true;
  });
  if (changed === undefined) return undefined;
  return { row: (await getTagRow(db, id))!, changed };
}

export async function deleteTag(db: Db, id: number, opts: WriteOptions): Promise<TagRow | undefined> {
  const row = await getTagRow(db, id);
  if (!row) return undefined;
  return db.transaction(async (trx) => {
    const [locked] = await trx.select().from(productTags).where(eq(productTags.id, id)).for("update");
    if (!locked) return undefined;
    assertVersion(opts.expectedVersion, locked.version);
    await trx.delete(productTags).where(eq(productTags.id, id));
    await dropRedirectsTo(trx, "tag", locked.slug);
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_tag",
      entityId: id,
      action: "delete",
      before: { tagName: locked.name, slug: locked.slug, products: row.count },
      requestId: opts.requestId,
    });
    return row;
  });
}

/**
 * Merges tag `fromId` into `intoId`: every product of the first gets the second (once), the first
 * is deleted and its URL redirects to the second's. Returns the kept tag with its new count.
 */
export async function mergeTags(
  db: Db,
  fromId: number,
  intoId: number,
  opts: WriteOptions,
): Promise<{ into: TagRow; moved: number } | undefined> {
  if (fromId === intoId) throw new TermValidationError({ targetId: "adminTaxonomy.error.mergeSame" });
  const result = await db.transaction(async (trx) => {
    const rows = await trx
      .select()
      .from(productTags)
      .where(inArray(productTags.id, [fromId, intoId]))
      .orderBy(asc(productTags.id))
      .for("update");
    const from = rows.find((r) => r.id === fromId);
    const into = rows.find((r) => r.id === intoId);
    if (!from) return undefined;
    if (!into) throw new TermValidationError({ targetId: "adminTaxonomy.error.mergeTarget" });
    assertVersion(opts.expectedVersion, from.version);
    const moved = await trx.execute(sql`insert into ${productTagLinks} (product_id, tag_id)
      select product_id, ${intoId} from ${productTagLinks} where tag_id = ${fromId}
      on conflict do nothing`);
    await trx.delete(productTags).where(eq(productTags.id, fromId));
    await trx
      .update(productTags)
      .set({ version: sql`${productTags.version} + 1` })
      .where(eq(productTags.id, intoId));
    await redirectSlug(trx, "tag", from.slug, into.slug);
    await recordAudit(trx, {
      actor: opts.actor,
      entity: "product_tag",
      entityId: fromId,
      action: "merge",
      before: { tagName: from.name, slug: from.slug },
      after: { mergedInto: into.id, slug: into.slug },
      requestId: opts.requestId,
    });
    return { moved: moved.rowCount ?? 0 };
  });
  if (!result) return undefined;
  return { into: (await getTagRow(db, intoId))!, moved: result.moved };
}

/** Images a category may show: library images with alt text outside the trash, newest first (and the current one). */
export async function listCategoryImageChoices(
  db: Db,
  limit = 200,
): Promise<{ id: number; label: string; url: string }[]> {
  const rows = await db
    .select()
    .from(media)
    .where(
      and(sql`${media.trashedAt} is null`, sql`trim(${media.alt}) <> ''`, sql`${media.mime} like 'image/%'`),
    )
    .orderBy(sql`${media.id} desc`)
    .limit(limit);
  return rows.map((m) => ({
    id: m.id,
    label: `${m.title || m.file.split("/").pop()!} – ${m.alt}`,
    url: mediaUrl(m.sizes.thumbnail?.file ?? m.file),
  }));
}

/** A tag named by its slug or (case-insensitively) its exact name, for the merge form. */
export async function findTag(db: Db, slugOrName: string): Promise<TagRow | undefined> {
  const v = slugOrName.trim();
  if (!v) return undefined;
  const [row] = await db
    .select(tagColumns)
    .from(productTags)
    .where(or(eq(productTags.slug, v), sql`lower(${productTags.name}) = lower(${v})`))
    .orderBy(sql`${productTags.slug} = ${v} desc`, asc(productTags.id))
    .limit(1);
  return row;
}

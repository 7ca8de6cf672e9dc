/**
 * The database side of the WooCommerce CSV import.
 *
 * `resolvePlan` compares the parsed records with what the database holds: a product with a SKU
 * matches the product with that SKU; one without matches a product without SKU of the same name
 * whose slug is the name's slug (or that slug with "-N"); a variation matches by SKU or by parent
 * and attributes; a row without SKU whose ID is a product without SKU is that product (our own
 * export's IDs). Matched products are updated from their rows (update.ts, after `writePlan`) and
 * get the variations they lack. `writePlan` inserts, in the caller's transaction, what is new.
 */
import { eq, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  media,
  type ProductAttribute,
  productCategories,
  productCategoryLinks,
  products,
  productTagLinks,
  productTags,
  productVariations,
} from "#db/schema/index.ts";
import { insertMedia, type StoredImage } from "#modules/media/storage.ts";
import { recordImportedStock } from "#modules/stock/history.ts";
import { type Progress, silentProgress } from "../../shared/progress.ts";
import {
  attributesKey,
  type ImportPlan,
  type ProductRecord,
  priceRange,
  resolveVariationAttributes,
  type Skip,
  type VariationRecord,
  type Warning,
} from "./parse.ts";
import { slugify } from "./values.ts";

/** The db or a transaction. */
export type Executor = Pick<Db, "select" | "insert" | "update" | "execute">;

export type ExistingProduct = {
  id: number;
  sku: string | null;
  slug: string;
  name: string;
  type: "simple" | "variable";
  attributes: ProductAttribute[];
};

export type NewProduct = { record: ProductRecord; slug: string; variations: VariationRecord[] };
export type VariationsForExisting = { productId: number; name: string; variations: VariationRecord[] };

/** A product of the file that is one of the database's: the row updates it. */
export type MatchedProduct = { record: ProductRecord; productId: number; name: string };

export type Resolution = {
  newProducts: NewProduct[];
  updates: MatchedProduct[];
  /** Existing variable products that get variations they lack. */
  additions: VariationsForExisting[];
  unchanged: { products: number; variations: number };
  skipped: Skip[];
  warnings: Warning[];
};

const lower = (s: string) => s.toLowerCase();

function whereIn(column: SQLWrapper, values: string[]): SQL {
  return values.length ? inArray(column, values) : sql`false`;
}

export async function resolvePlan(ex: Executor, plan: ImportPlan): Promise<Resolution> {
  const out: ResolveOut = { skipped: [], warnings: [], unchanged: { products: 0, variations: 0 } };
  const existing = await loadExisting(ex, plan);
  const { newProducts, matched, updates } = matchProducts(plan, existing, out);
  // Variations of existing products: known ones are left alone, missing ones are added.
  const existingVariations = matched.size
    ? await ex
        .select({
          id: productVariations.id,
          productId: productVariations.productId,
          attributes: productVariations.attributes,
        })
        .from(productVariations)
        .where(inArray(productVariations.productId, [...matched.keys()]))
    : [];
  const additions: VariationsForExisting[] = [];
  for (const { product, variations } of matched.values()) {
    const known = new Set(
      existingVariations.filter((v) => v.productId === product.id).map((v) => attributesKey(v.attributes)),
    );
    const added = variationsToAdd(product, variations, known, existing, out);
    if (added.length) additions.push({ productId: product.id, name: product.name, variations: added });
  }
  return { newProducts, updates, additions, ...out };
}

/** What resolving reports besides the rows to write. */
type ResolveOut = Pick<Resolution, "skipped" | "warnings" | "unchanged">;

/** The database's products and variations the plan may meet: by SKU (lower case), and by slug family. */
export type Existing = {
  bySku: Map<string, ExistingProduct>;
  variationBySku: Map<string, { id: number; productId: number }>;
  /** Every product whose slug is one of ours, or one of ours plus "-N", by id. */
  sameSlug: ExistingProduct[];
  /** Products without SKU whose id a row without SKU names. */
  byId: Map<number, ExistingProduct>;
};

async function loadExisting(ex: Executor, plan: ImportPlan): Promise<Existing> {
  const skus = [
    ...plan.products.flatMap((p) => [p.sku, ...p.variations.map((v) => v.sku)]),
    ...plan.orphanVariations.flatMap((o) => [o.parentSku, o.variation.sku]),
  ]
    .filter((s): s is string => Boolean(s))
    .map(lower);
  const bases = [...new Set(plan.products.map((p) => p.slug))];
  const productColumns = {
    id: products.id,
    sku: products.sku,
    slug: products.slug,
    name: products.name,
    type: products.type,
    attributes: products.attributes,
  };
  const bySku = new Map<string, ExistingProduct>();
  for (const p of await ex
    .select(productColumns)
    .from(products)
    .where(whereIn(sql`lower(${products.sku})`, skus))) {
    if (p.sku) bySku.set(lower(p.sku), p);
  }
  const variationBySku = new Map<string, { id: number; productId: number }>();
  for (const v of await ex
    .select({ id: productVariations.id, sku: productVariations.sku, productId: productVariations.productId })
    .from(productVariations)
    .where(whereIn(sql`lower(${productVariations.sku})`, skus))) {
    if (v.sku) variationBySku.set(lower(v.sku), v);
  }
  const sameSlug = await ex
    .select(productColumns)
    .from(products)
    .where(
      or(
        whereIn(products.slug, bases),
        whereIn(sql`regexp_replace(${products.slug}, '-[0-9]+$', '')`, bases),
      ),
    )
    .orderBy(products.id);
  const ids = plan.products.filter((p) => !p.sku && /^\d{1,9}$/.test(p.ref.id)).map((p) => Number(p.ref.id));
  const byId = new Map<number, ExistingProduct>();
  if (ids.length)
    for (const p of await ex.select(productColumns).from(products).where(inArray(products.id, ids)))
      if (p.sku === null) byId.set(p.id, p);
  return { bySku, variationBySku, sameSlug, byId };
}

type Matched = Map<number, { product: ExistingProduct; variations: VariationRecord[] }>;

/**
 * Each planned product is an existing one (same SKU; without SKU, an unclaimed SKU-less product of
 * the same slug family and name) or new with a free slug; a SKU that is an existing variation's
 * skips it with its variations. Orphan variations go to their parent in the database by SKU.
 * Returns the new products and, per existing product, the variations the file has for it.
 */
export function matchProducts(
  plan: Pick<ImportPlan, "products" | "orphanVariations">,
  { bySku, variationBySku, sameSlug, byId }: Existing,
  out: ResolveOut,
): { newProducts: NewProduct[]; matched: Matched; updates: MatchedProduct[] } {
  const { skipped } = out;
  const updates: MatchedProduct[] = [];
  const takenSlugs = new Set(sameSlug.map((p) => p.slug));
  const newProducts: NewProduct[] = [];
  const matched: Matched = new Map();
  const claimedWithoutSku = new Set<number>();
  const skuTaken = (sku: string | null) =>
    sku !== null && (bySku.has(lower(sku)) || variationBySku.has(lower(sku)));

  for (const record of plan.products) {
    let match: ExistingProduct | undefined;
    if (record.sku) {
      match = bySku.get(lower(record.sku));
      if (!match && variationBySku.has(lower(record.sku))) {
        skipped.push({
          ...record.ref,
          reason: `Die Artikelnummer ${record.sku} gehört in der Datenbank schon zu einer Variante.`,
        });
        for (const v of record.variations) {
          skipped.push({ ...v.ref, reason: "Das Elternprodukt wurde übersprungen." });
        }
        continue;
      }
    } else {
      const pattern = new RegExp(`^${record.slug}(-\\d+)?$`);
      const named = /^\d{1,9}$/.test(record.ref.id) ? byId.get(Number(record.ref.id)) : undefined;
      match = named && !claimedWithoutSku.has(named.id) ? named : undefined;
      match ??= sameSlug.find(
        (p) =>
          p.sku === null &&
          !claimedWithoutSku.has(p.id) &&
          pattern.test(p.slug) &&
          lower(p.name) === lower(record.name),
      );
      if (match) claimedWithoutSku.add(match.id);
    }

    if (match) {
      updates.push({ record, productId: match.id, name: match.name });
      if (record.type === "variable" && record.variations.length) {
        const entry = matched.get(match.id) ?? { product: match, variations: [] };
        entry.variations.push(...record.variations);
        matched.set(match.id, entry);
      }
      continue;
    }

    let slug = record.slug;
    for (let n = 2; takenSlugs.has(slug); n++) slug = `${record.slug}-${n}`;
    takenSlugs.add(slug);
    const variations = record.variations.filter((v) => {
      if (!skuTaken(v.sku)) return true;
      skipped.push({ ...v.ref, reason: `Die Artikelnummer ${v.sku} ist in der Datenbank schon vergeben.` });
      return false;
    });
    newProducts.push({ record, slug, variations });
  }

  for (const orphan of plan.orphanVariations) {
    const parent = bySku.get(lower(orphan.parentSku));
    if (!parent) {
      skipped.push({
        ...orphan.variation.ref,
        reason: `Das Elternprodukt ${orphan.parentSku} steht weder in der Datei noch in der Datenbank.`,
      });
      continue;
    }
    const entry = matched.get(parent.id) ?? { product: parent, variations: [] };
    entry.variations.push(orphan.variation);
    matched.set(parent.id, entry);
  }
  return { newProducts, matched, updates };
}

/**
 * The file's variations of an existing product that it lacks: one whose SKU or attributes exist
 * already is unchanged; a SKU of another product's variation or of a product, a parent that is not
 * variable, attributes it does not offer and attributes added earlier in this run are skipped.
 * `known`: the attribute keys of the product's variations in the database.
 */
export function variationsToAdd(
  product: ExistingProduct,
  variations: VariationRecord[],
  known: ReadonlySet<string>,
  { bySku, variationBySku }: Pick<Existing, "bySku" | "variationBySku">,
  out: ResolveOut,
): VariationRecord[] {
  const { skipped, warnings, unchanged } = out;
  const added: VariationRecord[] = [];
  /** Attribute keys added in this run → the row that added them. */
  const addedRows = new Map<string, number>();
  for (const v of variations) {
    const bySkuMatch = v.sku ? variationBySku.get(lower(v.sku)) : undefined;
    if (bySkuMatch) {
      if (bySkuMatch.productId === product.id) unchanged.variations++;
      else
        skipped.push({
          ...v.ref,
          reason: `Die Artikelnummer ${v.sku} gehört in der Datenbank zu einer Variante eines anderen Produkts.`,
        });
      continue;
    }
    if (v.sku && bySku.has(lower(v.sku))) {
      skipped.push({
        ...v.ref,
        reason: `Die Artikelnummer ${v.sku} gehört in der Datenbank zu einem Produkt.`,
      });
      continue;
    }
    if (product.type !== "variable") {
      skipped.push({
        ...v.ref,
        reason: `Das Elternprodukt „${product.name}“ ist in der Datenbank kein variables Produkt.`,
      });
      continue;
    }
    const resolved = resolveVariationAttributes(product.attributes, v.rawAttributes, false);
    if ("error" in resolved) {
      skipped.push({ ...v.ref, reason: resolved.error });
      continue;
    }
    const key = attributesKey(resolved.attributes);
    const addedBy = addedRows.get(key);
    if (addedBy !== undefined) {
      skipped.push({
        ...v.ref,
        reason: `Eine Variante mit denselben Merkmalen steht schon in Zeile ${addedBy}.`,
      });
      continue;
    }
    if (known.has(key)) {
      unchanged.variations++;
      continue;
    }
    addedRows.set(key, v.ref.row);
    for (const note of resolved.notes) warnings.push({ ...v.ref, message: note });
    added.push({ ...v, attributes: resolved.attributes });
  }
  return added;
}

/** The images new rows refer to, by URL, with the product name for alt text and placeholders. */
export function wantedImageUrls(resolution: Resolution): { url: string; title: string }[] {
  const out = new Map<string, string>();
  for (const { record, variations } of resolution.newProducts) {
    for (const url of record.images) if (!out.has(url)) out.set(url, record.name);
    for (const v of variations) if (v.image && !out.has(v.image)) out.set(v.image, record.name);
  }
  for (const a of resolution.additions) {
    for (const v of a.variations) if (v.image && !out.has(v.image)) out.set(v.image, a.name);
  }
  return [...out].map(([url, title]) => ({ url, title }));
}

/** Media rows that already exist for the given file names (found by name, in any month's folder). */
export async function existingMedia(
  ex: Executor,
  suffixes: string[],
): Promise<Map<string, { id: number; file: string }>> {
  const rows = await ex
    .select({ id: media.id, file: media.file })
    .from(media)
    .where(whereIn(sql`substring(${media.file} from '[^/]*$')`, suffixes))
    .orderBy(media.id);
  const bySuffix = new Map<string, { id: number; file: string }>();
  for (const r of rows) {
    const suffix = r.file.slice(r.file.lastIndexOf("/") + 1);
    if (!bySuffix.has(suffix)) bySuffix.set(suffix, r);
  }
  return bySuffix;
}

export type Created = {
  products: number;
  variations: number;
  categories: number;
  tags: number;
  media: number;
};
export type CreatedIds = { [K in keyof Created]: number[] };

/**
 * Inserts the new rows of `resolution` (call inside one transaction). `imageFileOf` names the
 * stored file of a URL; `images` holds the files written before the transaction.
 */
export async function writePlan(
  ex: Executor,
  resolution: Resolution,
  opts: {
    imageFileOf: (url: string) => { file: string; suffix: string };
    images: Map<string, StoredImage>;
    progress?: Progress;
  },
): Promise<{ ids: CreatedIds; warnings: Warning[]; mediaUrls: string[] }> {
  const ids: CreatedIds = { products: [], variations: [], categories: [], tags: [], media: [] };
  const warnings: Warning[] = [];
  /** The URLs whose media rows this run created. */
  const mediaUrls: string[] = [];

  // Media: one row per URL, reused when it exists (same URL → same file name → same row).
  const wanted = wantedImageUrls(resolution);
  const files = new Map(wanted.map((w) => [w.url, opts.imageFileOf(w.url)]));
  const known = await existingMedia(
    ex,
    [...files.values()].map((f) => f.suffix),
  );
  const mediaIdOf = new Map<string, number>();
  for (const { url, title } of wanted) {
    const file = files.get(url)!;
    const row = known.get(file.suffix);
    if (row) {
      mediaIdOf.set(url, row.id);
      continue;
    }
    const image = opts.images.get(url);
    if (!image) {
      warnings.push({
        row: null,
        id: "",
        sku: "",
        message: `Bild ${url} wurde nicht vorbereitet und fehlt.`,
      });
      continue;
    }
    const inserted = await insertMedia(ex, { ...image, alt: title, title });
    if (inserted.created) {
      ids.media.push(inserted.id);
      mediaUrls.push(url);
    }
    mediaIdOf.set(url, inserted.id);
  }

  const categoryIdsOf = await ensureCategories(
    ex,
    resolution.newProducts.flatMap((p) => p.record.categories),
    ids.categories,
  );
  const tagIdOf = await ensureTags(
    ex,
    resolution.newProducts.flatMap((p) => p.record.tags),
    ids.tags,
  );

  const step = (opts.progress ?? silentProgress).step(
    "Produkte",
    resolution.newProducts.length + resolution.additions.length,
  );
  for (const { record, slug, variations } of resolution.newProducts) {
    const imageIds = record.images.flatMap((url) => {
      const id = mediaIdOf.get(url);
      return id === undefined ? [] : [id];
    });
    const [imageId, ...galleryImageIds] = [...new Set(imageIds)];
    const { min, max } = priceRange({ ...record, variations });
    const [row] = await ex
      .insert(products)
      .values({
        slug,
        type: record.type,
        status: record.status,
        name: record.name,
        shortDescription: record.shortDescription,
        description: record.description,
        sku: record.sku,
        regularPriceCents: record.type === "variable" ? null : record.regularPriceCents,
        salePriceCents: record.type === "variable" ? null : record.salePriceCents,
        // The editor's sale price is the planned one: the same as the one in effect (no schedule).
        plannedSalePriceCents: record.type === "variable" ? null : record.salePriceCents,
        taxClass: record.taxClass,
        catalogVisibility: record.catalogVisibility,
        backorders: record.update.stock?.backorders ?? "no",
        lowStockAmount: record.update.lowStockAmount ?? null,
        gtin: record.update.gtin ?? null,
        stockStatus: record.stockStatus,
        manageStock: record.manageStock,
        stockQuantity: record.stockQuantity,
        maxQuantity: record.maxQuantity,
        featured: record.featured,
        menuOrder: record.menuOrder,
        imageId: imageId ?? null,
        galleryImageIds,
        attributes: record.attributes,
        sortPriceCents: min,
        maxPriceCents: max,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    ids.products.push(productId);
    ids.variations.push(...(await insertVariations(ex, productId, variations, mediaIdOf)));

    const categoryIds = [...new Set(record.categories.map((path) => categoryIdsOf(path)))];
    if (categoryIds.length) {
      await ex
        .insert(productCategoryLinks)
        .values(categoryIds.map((categoryId) => ({ productId, categoryId })))
        .onConflictDoNothing();
    }
    const tagIds = [...new Set(record.tags.map((t) => tagIdOf(t)))];
    if (tagIds.length) {
      await ex
        .insert(productTagLinks)
        .values(tagIds.map((tagId) => ({ productId, tagId })))
        .onConflictDoNothing();
    }
    step.tick();
  }

  for (const { productId, variations } of resolution.additions) {
    ids.variations.push(...(await insertVariations(ex, productId, variations, mediaIdOf)));
    // The product's price range now includes the new variations.
    await ex
      .update(products)
      .set({
        sortPriceCents: sql`(select min(coalesce(${productVariations.salePriceCents}, ${productVariations.regularPriceCents})) from ${productVariations} where ${productVariations.productId} = ${productId})`,
        maxPriceCents: sql`(select max(coalesce(${productVariations.salePriceCents}, ${productVariations.regularPriceCents})) from ${productVariations} where ${productVariations.productId} = ${productId})`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId));
    step.tick();
  }
  step.done();
  await recordImportedStock(ex, ids.products, ids.variations);
  return { ids, warnings, mediaUrls };
}

async function insertVariations(
  ex: Executor,
  productId: number,
  variations: VariationRecord[],
  mediaIdOf: Map<string, number>,
): Promise<number[]> {
  if (!variations.length) return [];
  const rows = await ex
    .insert(productVariations)
    .values(
      variations.map((v) => ({
        productId,
        sku: v.sku,
        attributes: v.attributes,
        regularPriceCents: v.regularPriceCents,
        salePriceCents: v.salePriceCents,
        plannedSalePriceCents: v.salePriceCents,
        stockStatus: v.stockStatus,
        manageStock: v.manageStock,
        stockQuantity: v.stockQuantity,
        imageId: v.image ? (mediaIdOf.get(v.image) ?? null) : null,
        menuOrder: v.menuOrder,
        enabled: v.enabled,
      })),
    )
    .returning({ id: productVariations.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Finds or creates every category of the given paths, parents first. A category matches an
 * existing one with the same name (case-insensitive) under the same parent. A new one gets the
 * name's slug; when that is taken, the parent's slug is appended (as WordPress does), then "-N".
 * Returns a lookup from a path to the id of its last category.
 */
async function ensureCategories(
  ex: Executor,
  paths: string[][],
  createdIds: number[],
): Promise<(path: string[]) => number> {
  const all = await ex
    .select({
      id: productCategories.id,
      slug: productCategories.slug,
      name: productCategories.name,
      parentId: productCategories.parentId,
    })
    .from(productCategories)
    .orderBy(productCategories.id);
  const slugs = new Set(all.map((c) => c.slug));
  const byPath = new Map<string, number>();
  const pathKey = (path: string[]) => JSON.stringify(path.map(lower));

  for (const path of paths) {
    let parentId: number | null = null;
    let parentSlug = "";
    for (let depth = 0; depth < path.length; depth++) {
      const key = pathKey(path.slice(0, depth + 1));
      const name = path[depth]!;
      let id: number | undefined = byPath.get(key);
      if (id === undefined) {
        const found = all.find((c) => c.parentId === parentId && lower(c.name) === lower(name));
        if (found) {
          id = found.id;
        } else {
          const base = slugify(name, "kategorie");
          let slug = base;
          if (slugs.has(slug) && parentSlug) slug = `${base}-${parentSlug}`;
          for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
          const [row] = await ex
            .insert(productCategories)
            .values({ slug, name, parentId })
            .returning({ id: productCategories.id });
          const newId: number = row!.id;
          id = newId;
          slugs.add(slug);
          all.push({ id: newId, slug, name, parentId });
          createdIds.push(newId);
        }
        byPath.set(key, id);
      }
      const current: number = id;
      parentId = current;
      parentSlug = all.find((c) => c.id === current)!.slug;
    }
  }
  return (path) => byPath.get(pathKey(path))!;
}

/** Finds (by name, case-insensitive, or slug) or creates every tag. */
async function ensureTags(
  ex: Executor,
  names: string[],
  createdIds: number[],
): Promise<(name: string) => number> {
  const all = await ex
    .select({ id: productTags.id, slug: productTags.slug, name: productTags.name })
    .from(productTags)
    .orderBy(productTags.id);
  const slugs = new Set(all.map((t) => t.slug));
  const byName = new Map<string, number>();
  for (const name of names) {
    if (byName.has(lower(name))) continue;
    const base = slugify(name, "schlagwort");
    const found = all.find((t) => lower(t.name) === lower(name)) ?? all.find((t) => t.slug === base);
    if (found) {
      byName.set(lower(name), found.id);
      continue;
    }
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    const [row] = await ex.insert(productTags).values({ slug, name }).returning({ id: productTags.id });
    slugs.add(slug);
    all.push({ id: row!.id, slug, name });
    createdIds.push(row!.id);
    byName.set(lower(name), row!.id);
  }
  return (name) => byName.get(lower(name))!;
}

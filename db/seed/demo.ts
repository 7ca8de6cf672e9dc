/**
 * Seeds the German demo shop (Röstwerk): settings, categories, tags, ~40 products with
 * generated images, legal and info pages, menus. Idempotent: what exists (by slug, file,
 * location) is left alone, so a second run creates nothing. All rows go in one transaction;
 * images are written before it, to fixed paths, so a retry reuses them.
 */

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { seedDemoOwner } from "#modules/owner-auth/first-owner.ts";
import "#modules/all-settings.ts";
import { insertMedia } from "#modules/media/storage.ts";
import { defaultSettings, SETTINGS } from "#modules/settings/definitions.ts";
import { getSettings, insertMissingSettings } from "#modules/settings/store.ts";
import type { Db } from "../client.ts";
import {
  media,
  menus,
  pages,
  productCategories,
  productCategoryLinks,
  products,
  productTagLinks,
  productTags,
  productVariations,
  settings,
} from "../schema/index.ts";
import { seedDemoBlog } from "./demo-blog.ts";
import {
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_TAGS,
  demoMenus,
  demoPages,
  demoProductImages,
} from "./demo-data.ts";
import { seedDemoForms } from "./demo-forms-seed.ts";
import { prepareImages } from "./demo-media.ts";
import { companyFromSettings } from "./demo-pages-legal-de.ts";
import { DEMO_PAYMENT_SETTINGS } from "./demo-payment.ts";
import { productValues, variationValues } from "./demo-rows.ts";

const SEED_LOCK_KEY = 7_310_545_002;

export type SeedCounts = {
  owners: number;
  settings: number;
  media: number;
  categories: number;
  tags: number;
  products: number;
  variations: number;
  pages: number;
  menus: number;
  forms: number;
  posts: number;
};

export async function seedDemo(
  db: Db,
  opts: { mediaDir: string; log?: (line: string) => void },
): Promise<{ created: Record<string, number> }> {
  const log = opts.log ?? (() => {});
  const created: SeedCounts = {
    settings: 0,
    media: 0,
    categories: 0,
    tags: 0,
    products: 0,
    variations: 0,
    pages: 0,
    menus: 0,
    forms: 0,
    posts: 0,
    owners: 0,
  };

  const slugs = DEMO_PRODUCTS.map((p) => p.slug);
  const existing = await db
    .select({ slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const existingSlugs = new Set(existing.map((r) => r.slug));
  const planned = DEMO_PRODUCTS.filter((p) => !existingSlugs.has(p.slug)).flatMap(demoProductImages);
  const images = await prepareImages(db, opts.mediaDir, planned, log);

  await db.transaction(async (tx) => {
    // Two processes seeding at once (e.g. two app servers starting) take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const storedKeys = new Set((await tx.select({ key: settings.key }).from(settings)).map((r) => r.key));
    created.settings = Object.keys(SETTINGS).filter((k) => !storedKeys.has(k)).length;
    await insertMissingSettings(tx, DEMO_PAYMENT_SETTINGS);
    await insertMissingSettings(tx, defaultSettings());

    const { categoryIds, createdCategories } = await seedCategories(tx);
    created.categories = createdCategories.size;
    const tagRows = await tx.insert(productTags).values(DEMO_TAGS).onConflictDoNothing().returning();
    created.tags = tagRows.length;
    const tagIds = await demoTagIds(tx);
    const firstImageOfCategory = await seedProducts(tx, { categoryIds, tagIds, images, created, log });
    await setCategoryImages(tx, createdCategories, categoryIds, firstImageOfCategory);
    await seedPagesAndMenus(tx, created);
    created.forms = await seedDemoForms(tx);
    created.posts = await seedDemoBlog(tx);
  });
  // The demo administrator (issue 20): `npm start` prints its sign-in.
  created.owners = (await seedDemoOwner(db)) ? 1 : 0;

  return { created };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Categories (parents first), unique by slug; returns every demo category's id and the slugs created now. */
async function seedCategories(tx: Tx) {
  const categoryIds = new Map<string, number>();
  const createdCategories = new Set<string>();
  for (const parentsPass of [true, false]) {
    for (const c of DEMO_CATEGORIES.filter((c) => !c.parent === parentsPass)) {
      const [row] = await tx
        .insert(productCategories)
        .values({
          slug: c.slug,
          name: c.name,
          description: c.description,
          parentId: c.parent ? categoryIds.get(c.parent) : null,
          menuOrder: DEMO_CATEGORIES.indexOf(c) + 1,
        })
        .onConflictDoNothing({ target: productCategories.slug })
        .returning({ id: productCategories.id });
      if (row) createdCategories.add(c.slug);
      const id =
        row?.id ??
        (
          await tx
            .select({ id: productCategories.id })
            .from(productCategories)
            .where(eq(productCategories.slug, c.slug))
        )[0]?.id;
      if (id !== undefined) categoryIds.set(c.slug, id);
    }
  }
  return { categoryIds, createdCategories };
}

/** The demo tags' ids by slug. */
async function demoTagIds(tx: Tx): Promise<Map<string, number>> {
  return new Map(
    (
      await tx
        .select({ id: productTags.id, slug: productTags.slug })
        .from(productTags)
        .where(
          inArray(
            productTags.slug,
            DEMO_TAGS.map((t) => t.slug),
          ),
        )
    ).map((t) => [t.slug, t.id]),
  );
}

/**
 * Products with their images, variations, categories and tags: a product whose slug exists, or
 * whose SKUs another product already uses, is skipped. Returns each category's first product image.
 */
async function seedProducts(
  tx: Tx,
  ctx: {
    categoryIds: Map<string, number>;
    tagIds: Map<string, number>;
    images: Awaited<ReturnType<typeof prepareImages>>;
    created: SeedCounts;
    log: (line: string) => void;
  },
): Promise<Map<string, number>> {
  const { categoryIds, tagIds, images, created, log } = ctx;
  const slugs = DEMO_PRODUCTS.map((p) => p.slug);
  const present = new Set(
    (await tx.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs))).map(
      (r) => r.slug,
    ),
  );
  const skus = DEMO_PRODUCTS.flatMap((p) => [p.sku, ...(p.variations ?? []).map((v) => v.sku)]);
  const takenSkus = new Set([
    ...(await tx.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus))).map(
      (r) => r.sku,
    ),
    ...(
      await tx
        .select({ sku: productVariations.sku })
        .from(productVariations)
        .where(inArray(productVariations.sku, skus))
    ).map((r) => r.sku),
  ]);
  const mediaIds = new Map(
    (
      await tx
        .select({ id: media.id, file: media.file })
        .from(media)
        .where(
          inArray(
            media.file,
            DEMO_PRODUCTS.flatMap(demoProductImages).map((p) => p.file),
          ),
        )
    ).map((m) => [m.file, m.id]),
  );
  const firstImageOfCategory = new Map<string, number>();
  const now = Date.now();

  for (const [index, p] of DEMO_PRODUCTS.entries()) {
    if (present.has(p.slug)) continue;
    const ownSkus = [p.sku, ...(p.variations ?? []).map((v) => v.sku)];
    if (ownSkus.some((s) => takenSkus.has(s))) {
      log(`Demo: ${p.name} übersprungen, die Artikelnummer ist schon vergeben.`);
      continue;
    }
    const ids: number[] = [];
    for (const planned of demoProductImages(p)) {
      let id = mediaIds.get(planned.file);
      const image = images.get(planned.file);
      if (id === undefined && image) {
        const row = await insertMedia(tx, { ...image, alt: planned.image.alt, title: planned.title });
        id = row.id;
        if (row.created) created.media++;
      }
      if (id !== undefined) ids.push(id);
    }
    const [imageId, ...galleryImageIds] = ids;
    const [row] = await tx
      .insert(products)
      .values(productValues(p, index, now, imageId, galleryImageIds))
      .returning({ id: products.id });
    const productId = row!.id;
    created.products++;

    if (p.variations?.length) {
      await tx.insert(productVariations).values(variationValues(p, productId));
      created.variations += p.variations.length;
    }
    const catLinks = p.categories.flatMap((slug) => {
      const categoryId = categoryIds.get(slug);
      return categoryId === undefined ? [] : [{ productId, categoryId }];
    });
    if (catLinks.length) await tx.insert(productCategoryLinks).values(catLinks).onConflictDoNothing();
    const tagLinks = (p.tags ?? []).flatMap((slug) => {
      const tagId = tagIds.get(slug);
      return tagId === undefined ? [] : [{ productId, tagId }];
    });
    if (tagLinks.length) await tx.insert(productTagLinks).values(tagLinks).onConflictDoNothing();
    for (const slug of p.categories) {
      if (imageId !== undefined && !firstImageOfCategory.has(slug)) firstImageOfCategory.set(slug, imageId);
    }
  }
  return firstImageOfCategory;
}

/** A category created now shows the image of its first product. */
async function setCategoryImages(
  tx: Tx,
  createdCategories: Set<string>,
  categoryIds: Map<string, number>,
  firstImageOfCategory: Map<string, number>,
) {
  for (const slug of createdCategories) {
    const imageId = firstImageOfCategory.get(slug);
    const id = categoryIds.get(slug);
    if (imageId === undefined || id === undefined) continue;
    await tx
      .update(productCategories)
      .set({ imageId })
      .where(and(eq(productCategories.id, id), isNull(productCategories.imageId)));
  }
}

/** The demo pages and menus that are missing (by language and slug or location). */
async function seedPagesAndMenus(tx: Tx, created: SeedCounts) {
  const pageList = demoPages(companyFromSettings(await getSettings(tx)));
  const existingPages = new Set(
    (await tx.select({ slug: pages.slug, lang: pages.lang }).from(pages)).map((r) => `${r.lang}:${r.slug}`),
  );
  const newPages = pageList.filter((p) => !existingPages.has(`${p.lang}:${p.slug}`));
  if (newPages.length) await tx.insert(pages).values(newPages);
  created.pages = newPages.length;

  const existingMenus = new Set(
    (await tx.select({ location: menus.location, lang: menus.lang }).from(menus)).map(
      (r) => `${r.lang}:${r.location}`,
    ),
  );
  const newMenus = demoMenus(pageList).filter((m) => !existingMenus.has(`${m.lang}:${m.location}`));
  if (newMenus.length) await tx.insert(menus).values(newMenus);
  created.menus = newMenus.length;
}

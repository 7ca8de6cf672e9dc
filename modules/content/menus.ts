/**
 * The menus' one write (issue 25 item 3): `saveMenu` checks a menu's items (labels, safe links,
 * the location's depth, the social menu's networks), gives new items an id from `menu_item_ids`,
 * resolves a picked page, post, category or product to its address, refuses a stale version and
 * records one audit entry, in one transaction. The menus screen and wp/v2/menus|menu-items call
 * it. The social menu is one for both languages (stored under "de").
 */
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  type MenuItem,
  menus,
  pages,
  posts,
  postTerms,
  productCategories,
  products,
} from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { blogPaths } from "../blog/paths.ts";
import type { MessageKey } from "../i18n/index.ts";
import { VersionConflictError } from "../shared/version-conflict.ts";
import { localePath, paths } from "../site/paths.ts";
import { flattenMenu, isSocialNetwork, MENU_LOCATIONS, type MenuLocation, menuDepth } from "./menu-tree.ts";

export type Menu = {
  id: number;
  location: MenuLocation;
  lang: "de" | "en";
  items: MenuItem[];
  version: number;
};

const MAX_MENU_ITEMS = 200;
const MAX_MENU_LABEL = 100;
const MAX_MENU_URL = 500;

/** A menu item that cannot be saved: the item (its id, 0 for a new one), the field and the German message. */
export class MenuValidationError extends Error {
  readonly itemId: number;
  readonly field: "label" | "url" | "network" | "object" | "depth" | "items";
  readonly key: MessageKey;
  constructor(itemId: number, field: MenuValidationError["field"], key: MessageKey) {
    super(`menu item ${itemId}: ${field}`);
    this.name = "MenuValidationError";
    this.itemId = itemId;
    this.field = field;
    this.key = key;
  }
}

/** Where a location's menu is stored: the social menu is shared by both languages. */
const storedLang = (location: MenuLocation, lang: "de" | "en"): "de" | "en" =>
  location === "social" ? "de" : lang;

/** Links a menu may carry: the site's own paths, http(s), mail and phone (never javascript: or data:). */
export function isSafeMenuUrl(url: string): boolean {
  return /^(\/(?!\/)|https?:\/\/[^\s/]|mailto:[^\s]|tel:\+?[\d ()/-]+$|#)/i.test(url) && !/[\s<>"]/.test(url);
}

/** Checks the items; throws MenuValidationError at the first problem. */
export function checkMenuItems(location: MenuLocation, items: readonly MenuItem[]): void {
  const flat = flattenMenu(items);
  if (flat.length > MAX_MENU_ITEMS) throw new MenuValidationError(0, "items", "adminMenus.error.tooMany");
  if (menuDepth(items) > MENU_LOCATIONS[location].depth)
    throw new MenuValidationError(0, "depth", "adminMenus.error.depth");
  for (const { item, id } of flat) {
    const label = item.label.trim();
    if (!label) throw new MenuValidationError(id, "label", "adminMenus.error.labelRequired");
    if (label.length > MAX_MENU_LABEL)
      throw new MenuValidationError(id, "label", "adminMenus.error.labelLength");
    if (location === "social" && !isSocialNetwork(item.network))
      throw new MenuValidationError(id, "network", "adminMenus.error.network");
    const custom = !item.object || item.object === "custom";
    if (custom && (!isSafeMenuUrl(item.url) || item.url.length > MAX_MENU_URL))
      throw new MenuValidationError(id, "url", "adminMenus.error.url");
  }
}

const rowToMenu = (r: typeof menus.$inferSelect): Menu => ({
  id: r.id,
  location: r.location as MenuLocation,
  lang: r.lang,
  items: r.items,
  version: r.version,
});

async function nextItemIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const res = await db.execute<{ id: string }>(
    sql`select nextval('menu_item_ids') as id from generate_series(1, ${count})`,
  );
  return res.rows.map((r) => Number(r.id));
}

/** The items with an id on each (new ones drawn from the sequence). */
async function withIds(db: Db, items: readonly MenuItem[]): Promise<MenuItem[]> {
  const missing = flattenMenu(items).filter((f) => !f.item.id).length;
  const ids = await nextItemIds(db, missing);
  const give = (list: readonly MenuItem[]): MenuItem[] =>
    list.map((i) => ({
      ...i,
      id: i.id || ids.shift()!,
      ...(i.children?.length ? { children: give(i.children) } : {}),
    }));
  return give(items);
}

/**
 * Every stored menu, each item with its id (menus written before migration 0056 or by the demo
 * seed get theirs here, once; that is no owner change, so no version step and no audit).
 */
export async function listMenus(db: Db): Promise<Menu[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.id));
  const out: Menu[] = [];
  for (const row of rows) {
    const menu = rowToMenu(row);
    if (flattenMenu(menu.items).some((f) => !f.item.id)) {
      menu.items = await withIds(db, menu.items);
      await db.update(menus).set({ items: menu.items }).where(eq(menus.id, menu.id));
    }
    out.push(menu);
  }
  return out;
}

/** The menu of a location and language; an empty one (id 0, version 0) when none is stored. */
export async function getMenu(db: Db, location: MenuLocation, lang: "de" | "en"): Promise<Menu> {
  const where = storedLang(location, lang);
  const found = (await listMenus(db)).find((m) => m.location === location && m.lang === where);
  return found ?? { id: 0, location, lang: where, items: [], version: 0 };
}

type Resolved = { url: string; label: string } | undefined;

/** A picked page, post, category or product's current address (and name); undefined if gone. */
async function resolveMenuObject(
  db: Db,
  object: NonNullable<MenuItem["object"]>,
  id: number,
  lang: "de" | "en",
): Promise<Resolved> {
  if (object === "page" || object === "post") {
    const table = object === "page" ? pages : posts;
    const [row] = await db
      .select({ slug: table.slug, lang: table.lang, title: table.title })
      .from(table)
      .where(eq(table.id, id));
    if (!row) return undefined;
    const path = object === "page" ? paths.page(row.slug) : blogPaths.post(row.slug);
    return { url: localePath(row.lang, path), label: row.title };
  }
  if (object === "category") {
    const [row] = await db
      .select({ slug: postTerms.slug, name: postTerms.name })
      .from(postTerms)
      .where(and(eq(postTerms.id, id), eq(postTerms.taxonomy, "category")));
    return row ? { url: localePath(lang, blogPaths.category(row.slug)), label: row.name } : undefined;
  }
  if (object === "product_cat") {
    const [row] = await db
      .select({ slug: productCategories.slug, name: productCategories.name })
      .from(productCategories)
      .where(eq(productCategories.id, id));
    return row ? { url: localePath(lang, paths.category(row.slug)), label: row.name } : undefined;
  }
  if (object === "product") {
    const [row] = await db
      .select({ slug: products.slug, name: products.name })
      .from(products)
      .where(eq(products.id, id));
    return row ? { url: localePath(lang, paths.product(row.slug)), label: row.name } : undefined;
  }
  return undefined;
}

async function resolveObjects(db: Db, items: readonly MenuItem[], lang: "de" | "en"): Promise<MenuItem[]> {
  const out: MenuItem[] = [];
  for (const item of items) {
    let next = { ...item };
    if (item.object && item.object !== "custom") {
      const found = item.objectId ? await resolveMenuObject(db, item.object, item.objectId, lang) : undefined;
      if (!found) throw new MenuValidationError(item.id ?? 0, "object", "adminMenus.error.object");
      next = { ...next, url: found.url, label: item.label.trim() || found.label };
    } else {
      const { object: _o, objectId: _i, ...rest } = next;
      next = rest;
    }
    if (item.children?.length) next.children = await resolveObjects(db, item.children, lang);
    out.push(next);
  }
  return out;
}

const auditItems = (items: readonly MenuItem[]) =>
  flattenMenu(items)
    .map((f) => `${"– ".repeat(f.depth)}${f.item.label} (${f.item.url})`)
    .join("; ");

type SaveMenuInput = {
  location: MenuLocation;
  lang: "de" | "en";
  items: MenuItem[];
  /** The version the change was based on (0: none stored yet); undefined skips the check (REST without If-Match). */
  expectedVersion?: number;
  /** The menu's name for the audit (e.g. REST's). */
};

/** Checks and stores a location's menu; returns it as saved (ids given, addresses resolved). */
export async function saveMenu(
  db: Db,
  input: SaveMenuInput,
  opts: { actor: Actor; requestId?: string },
): Promise<Menu> {
  const lang = storedLang(input.location, input.lang);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu:${input.location}:${lang}`}))`);
    const [before] = await tx
      .select()
      .from(menus)
      .where(and(eq(menus.location, input.location), eq(menus.lang, lang)));
    const current = before?.version ?? 0;
    if (input.expectedVersion !== undefined && input.expectedVersion !== current)
      throw new VersionConflictError(input.expectedVersion, current, {
        items: { from: null, to: auditItems(before?.items ?? []) },
      });
    const resolved = await resolveObjects(tx, input.items, lang);
    checkMenuItems(input.location, resolved);
    const items = await withIds(tx, resolved);
    const [row] = before
      ? await tx
          .update(menus)
          .set({ items, version: current + 1 })
          .where(eq(menus.id, before.id))
          .returning()
      : await tx.insert(menus).values({ location: input.location, lang, items, version: 1 }).returning();
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "menu",
      entityId: row!.id,
      action: before ? "update" : "create",
      before: before ? { location: input.location, lang, items: auditItems(before.items) } : undefined,
      after: { location: input.location, lang, items: auditItems(items) },
      requestId: opts.requestId,
    });
    return rowToMenu(row!);
  });
}

/** Deletes a menu (wp/v2/menus DELETE); the location shows nothing until a new one is saved. */
export async function deleteMenu(db: Db, id: number, opts: { actor: Actor; requestId?: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(menus).where(eq(menus.id, id)).returning();
    if (!row) return undefined;
    await recordAudit(tx, {
      actor: opts.actor,
      entity: "menu",
      entityId: id,
      action: "delete",
      before: { location: row.location, lang: row.lang, items: auditItems(row.items) },
      requestId: opts.requestId,
    });
    return rowToMenu(row);
  });
}

type MenuTarget = {
  object: "page" | "post" | "category" | "product" | "product_cat";
  objectId: number;
  label: string;
  url: string;
};

/** What a menu item can point at, by name (up to five of each kind): pages, posts, categories, products. */
export async function searchMenuTargets(db: Db, q: string, lang: "de" | "en"): Promise<MenuTarget[]> {
  const term = q.trim().slice(0, 100);
  if (!term) return [];
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const live = ["publish", "private"] as const;
  const [pageRows, postRows, blogCats, shopCats, productRows] = await Promise.all([
    db
      .select({ id: pages.id, name: pages.title, slug: pages.slug, lang: pages.lang })
      .from(pages)
      .where(and(inArray(pages.status, [...live]), or(ilike(pages.title, like), ilike(pages.slug, like))))
      .orderBy(asc(pages.title))
      .limit(5),
    db
      .select({ id: posts.id, name: posts.title, slug: posts.slug, lang: posts.lang })
      .from(posts)
      .where(and(inArray(posts.status, [...live, "future" as const]), ilike(posts.title, like)))
      .orderBy(asc(posts.title))
      .limit(5),
    db
      .select({ id: postTerms.id, name: postTerms.name, slug: postTerms.slug })
      .from(postTerms)
      .where(and(eq(postTerms.taxonomy, "category"), ilike(postTerms.name, like)))
      .orderBy(asc(postTerms.name))
      .limit(5),
    db
      .select({ id: productCategories.id, name: productCategories.name, slug: productCategories.slug })
      .from(productCategories)
      .where(ilike(productCategories.name, like))
      .orderBy(asc(productCategories.name))
      .limit(5),
    db
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(products)
      .where(and(eq(products.status, "publish"), ilike(products.name, like)))
      .orderBy(asc(products.name))
      .limit(5),
  ]);
  return [
    ...pageRows.map((r) => ({
      object: "page" as const,
      objectId: r.id,
      label: r.name,
      url: localePath(r.lang, paths.page(r.slug)),
    })),
    ...postRows.map((r) => ({
      object: "post" as const,
      objectId: r.id,
      label: r.name,
      url: localePath(r.lang, blogPaths.post(r.slug)),
    })),
    ...blogCats.map((r) => ({
      object: "category" as const,
      objectId: r.id,
      label: r.name,
      url: localePath(lang, blogPaths.category(r.slug)),
    })),
    ...shopCats.map((r) => ({
      object: "product_cat" as const,
      objectId: r.id,
      label: r.name,
      url: localePath(lang, paths.category(r.slug)),
    })),
    ...productRows.map((r) => ({
      object: "product" as const,
      objectId: r.id,
      label: r.name,
      url: localePath(lang, paths.product(r.slug)),
    })),
  ];
}

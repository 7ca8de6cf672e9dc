/**
 * `wp/v2/menus` and `wp/v2/menu-items` (issue 25 item 7) in WordPress's shapes for what we store:
 * a menu per theme location and language (`locations: ["primary"]`, `lang`), its items with
 * `title`, `url`, `type`/`object`/`object_id` (a page, post, category, product or product
 * category, or a custom link), `parent`, `menu_order` (the position among its siblings, 1-based)
 * and, in the social menu, `network`. Like WordPress, every route needs an owner (401/403).
 * Every write is modules/content/menus.ts `saveMenu` (checked, versioned by If-Match, audited).
 */
import type { Context, Hono } from "hono";
import "#modules/i18n/messages-admin-menus.ts";
import {
  addMenuItem,
  changeMenuItem,
  findMenuItem,
  flattenMenu,
  isMenuLocation,
  type MenuItem,
  type MenuLocation,
  placeMenuItem,
  removeMenuItem,
} from "#modules/content/menu-tree.ts";
import { deleteMenu, listMenus, type Menu, MenuValidationError, saveMenu } from "#modules/content/menus.ts";
import { translate } from "#modules/i18n/index.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import type { AppServices } from "#server/services.ts";
import { idParam, invalidParam, readRestBody, requireOwner, restLang } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

const LOCATION_NAMES: Record<MenuLocation, string> = {
  primary: "Hauptmenü",
  legal: "Fußzeile",
  social: "Soziale Netzwerke",
};

function menuJson(m: Menu) {
  return {
    id: m.id,
    name: `${LOCATION_NAMES[m.location]}${m.location === "social" ? "" : ` (${m.lang})`}`,
    slug: m.location === "social" ? "social" : `${m.location}-${m.lang}`,
    description: "",
    locations: [m.location],
    lang: m.lang,
    auto_add: false,
    meta: {},
    version: m.version,
  };
}

const TYPE_OF: Record<string, "post_type" | "taxonomy" | "custom"> = {
  page: "post_type",
  post: "post_type",
  product: "post_type",
  category: "taxonomy",
  product_cat: "taxonomy",
  custom: "custom",
};

function itemsJson(m: Menu) {
  return flattenMenu(m.items).map((f) => {
    const object = f.item.object ?? "custom";
    return {
      id: f.id,
      title: { rendered: f.item.label, raw: f.item.label },
      status: "publish",
      url: f.item.url,
      attr_title: "",
      description: "",
      type: TYPE_OF[object] ?? "custom",
      object,
      object_id: f.item.objectId ?? 0,
      parent: f.parentId ?? 0,
      menu_order: f.index + 1,
      target: "",
      classes: [],
      xfn: [],
      invalid: false,
      menus: m.id,
      meta: {},
      ...(m.location === "social" ? { network: f.item.network ?? "" } : {}),
    };
  });
}

/** 400 in WordPress's shape with the German (or English) message and the stable code. */
function invalid(param: string, message: string, code = "rest_invalid_param"): Response {
  return Response.json(
    { code, message, data: { status: 400, params: { [param]: message } } },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

function notFound(c: Context, code: string): Response {
  return Response.json(
    { code, message: translate(restLang(c), "adminMenus.rest.invalidId"), data: { status: 404 } },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

const str = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined;
const title = (v: unknown): string | undefined =>
  v && typeof v === "object" ? str((v as { raw?: unknown }).raw) : str(v);
const intOf = (v: unknown): number | undefined => {
  const s = str(v);
  return s !== undefined && /^\d{1,12}$/.test(s) ? Number(s) : undefined;
};

const OBJECTS = ["page", "post", "category", "product", "product_cat", "custom"] as const;

/** The item fields a body sets (undefined: not given); a string names a bad parameter. */
function readItemBody(body: Record<string, unknown>): Partial<MenuItem> | string {
  const out: Partial<MenuItem> = {};
  const label = title(body.title);
  if (label !== undefined) out.label = label;
  const url = str(body.url);
  if (url !== undefined) out.url = url.trim();
  if (body.network !== undefined) out.network = str(body.network) ?? "";
  if (body.object !== undefined || body.type === "custom") {
    const object = body.type === "custom" ? "custom" : str(body.object);
    if (!object || !(OBJECTS as readonly string[]).includes(object)) return "object";
    out.object = object as MenuItem["object"];
    if (object !== "custom") {
      const objectId = intOf(body.object_id);
      if (!objectId) return "object_id";
      out.objectId = objectId;
    }
  }
  return out;
}

function menuRoutesKit(services: AppServices) {
  const { db } = services;
  const actorOf = (c: Context<RestEnv>) => {
    const user = c.get("restUser")!;
    return { actor: { id: user.id, label: user.email } };
  };

  /** saveMenu with REST's answers for its refusals. */
  const save = async (
    c: Context<RestEnv>,
    menu: Pick<Menu, "location" | "lang">,
    items: MenuItem[],
    expectedVersion: number | undefined,
  ): Promise<Menu | Response> => {
    try {
      return await saveMenu(
        db,
        { location: menu.location, lang: menu.lang, items, expectedVersion },
        actorOf(c),
      );
    } catch (error) {
      if (error instanceof VersionConflictError) return versionConflictResponse(c, error);
      if (error instanceof MenuValidationError)
        return invalid(error.field === "label" ? "title" : error.field, translate(restLang(c), error.key));
      throw error;
    }
  };

  const owner = (c: Context<RestEnv>) => requireOwner(c, c.get("restUser"), "rest_cannot_view");

  return { db, actorOf, save, owner };
}

export function registerMenus(rest: Hono<RestEnv>, services: AppServices): void {
  registerMenuRoutes(rest, services);
  registerMenuItemRoutes(rest, services);
}

function registerMenuRoutes(rest: Hono<RestEnv>, services: AppServices): void {
  const { db, actorOf, save, owner } = menuRoutesKit(services);
  rest.get("/wp/v2/menus", async (c) => {
    const no = owner(c);
    if (no) return no;
    const menus = await listMenus(db);
    return Response.json(menus.map(menuJson), {
      headers: { "X-WP-Total": String(menus.length), "X-WP-TotalPages": "1", "Cache-Control": "no-store" },
    });
  });

  const oneMenu = async (c: Context<RestEnv>) => {
    const id = idParam(c);
    return (await listMenus(db)).find((m) => m.id === id);
  };

  rest.get("/wp/v2/menus/:id{[0-9]+}", async (c) => {
    const no = owner(c);
    if (no) return no;
    const menu = await oneMenu(c);
    return menu
      ? c.json(menuJson(menu), 200, { ETag: versionEtag(menu.version) })
      : notFound(c, "rest_term_invalid");
  });

  rest.post("/wp/v2/menus", async (c) => {
    const no = owner(c);
    if (no) return no;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const locations = Array.isArray(body.locations) ? body.locations : [body.locations];
    const location = locations[0];
    if (locations.length !== 1 || !isMenuLocation(location)) return invalidParam(c, "locations");
    const lang = body.lang === "en" ? "en" : "de";
    const exists = (await listMenus(db)).some(
      (m) => m.location === location && m.lang === (location === "social" ? "de" : lang),
    );
    if (exists) return invalid("locations", translate(restLang(c), "adminMenus.rest.exists"), "term_exists");
    const saved = await save(c, { location, lang }, [], 0);
    return saved instanceof Response
      ? saved
      : c.json(menuJson(saved), 201, { ETag: versionEtag(saved.version) });
  });

  rest.delete("/wp/v2/menus/:id{[0-9]+}", async (c) => {
    const no = owner(c);
    if (no) return no;
    const menu = await oneMenu(c);
    if (!menu) return notFound(c, "rest_term_invalid");
    if (c.req.query("force") !== "true")
      return Response.json(
        {
          code: "rest_trash_not_supported",
          message: translate(restLang(c), "adminMenus.rest.noTrash"),
          data: { status: 501 },
        },
        { status: 501, headers: { "Cache-Control": "no-store" } },
      );
    await deleteMenu(db, menu.id, actorOf(c));
    return c.json({ deleted: true, previous: menuJson(menu) });
  });
}

function registerMenuItemRoutes(rest: Hono<RestEnv>, services: AppServices): void {
  const { db, save, owner } = menuRoutesKit(services);
  rest.get("/wp/v2/menu-items", async (c) => {
    const no = owner(c);
    if (no) return no;
    const only = c.req.query("menus");
    if (only !== undefined && !/^\d{1,9}$/.test(only)) return invalidParam(c, "menus");
    const menus = (await listMenus(db)).filter((m) => only === undefined || m.id === Number(only));
    const items = menus.flatMap(itemsJson);
    return Response.json(items, {
      headers: { "X-WP-Total": String(items.length), "X-WP-TotalPages": "1", "Cache-Control": "no-store" },
    });
  });

  /** The menu holding item `id`. */
  const holder = async (id: number | undefined) =>
    id === undefined ? undefined : (await listMenus(db)).find((m) => findMenuItem(m.items, id));

  rest.get("/wp/v2/menu-items/:id{[0-9]+}", async (c) => {
    const no = owner(c);
    if (no) return no;
    const id = idParam(c);
    const menu = await holder(id);
    if (!menu) return notFound(c, "rest_post_invalid_id");
    return c.json(
      itemsJson(menu).find((i) => i.id === id),
      200,
      { ETag: versionEtag(menu.version) },
    );
  });

  rest.post("/wp/v2/menu-items", async (c) => {
    const no = owner(c);
    if (no) return no;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const fields = readItemBody(body);
    if (typeof fields === "string") return invalidParam(c, fields);
    const menuId = intOf(body.menus);
    const menu = (await listMenus(db)).find((m) => m.id === menuId);
    if (!menu) return invalid("menus", translate(restLang(c), "adminMenus.rest.invalidId"));
    const parent = intOf(body.parent ?? 0) || null;
    const position = intOf(body.menu_order);
    const items = addMenuItem(
      menu.items,
      { label: fields.label ?? "", url: fields.url ?? "", ...fields },
      parent,
      position ? position - 1 : undefined,
    );
    if (!items) return invalid("parent", translate(restLang(c), "adminMenus.rest.invalidId"));
    const saved = await save(c, menu, items, ifMatchVersion(c));
    if (saved instanceof Response) return saved;
    const created = itemsJson(saved).find((i) => !flattenMenu(menu.items).some((f) => f.id === i.id));
    return c.json(created, 201, { ETag: versionEtag(saved.version) });
  });

  const update = async (c: Context<RestEnv>) => {
    const no = owner(c);
    if (no) return no;
    const id = idParam(c)!;
    const menu = await holder(id);
    if (!menu) return notFound(c, "rest_post_invalid_id");
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const fields = readItemBody(body);
    if (typeof fields === "string") return invalidParam(c, fields);
    let items = changeMenuItem(menu.items, id, fields);
    const flat = flattenMenu(menu.items).find((f) => f.id === id)!;
    if (items && (body.parent !== undefined || body.menu_order !== undefined)) {
      const parent = body.parent === undefined ? flat.parentId : intOf(body.parent) || null;
      const position = body.menu_order === undefined ? flat.index + 1 : (intOf(body.menu_order) ?? 1);
      items = placeMenuItem(items, id, parent, Math.max(0, position - 1), 99);
      if (!items) return invalid("parent", translate(restLang(c), "adminMenus.rest.invalidId"));
    }
    const saved = await save(c, menu, items ?? menu.items, ifMatchVersion(c));
    if (saved instanceof Response) return saved;
    return c.json(
      itemsJson(saved).find((i) => i.id === id),
      200,
      { ETag: versionEtag(saved.version) },
    );
  };
  rest.post("/wp/v2/menu-items/:id{[0-9]+}", update);
  rest.put("/wp/v2/menu-items/:id{[0-9]+}", update);
  rest.patch("/wp/v2/menu-items/:id{[0-9]+}", update);

  rest.delete("/wp/v2/menu-items/:id{[0-9]+}", async (c) => {
    const no = owner(c);
    if (no) return no;
    const id = idParam(c)!;
    const menu = await holder(id);
    if (!menu) return notFound(c, "rest_post_invalid_id");
    if (c.req.query("force") !== "true")
      return Response.json(
        {
          code: "rest_trash_not_supported",
          message: translate(restLang(c), "adminMenus.rest.noTrash"),
          data: { status: 501 },
        },
        { status: 501, headers: { "Cache-Control": "no-store" } },
      );
    const previous = itemsJson(menu).find((i) => i.id === id);
    const saved = await save(c, menu, removeMenuItem(menu.items, id) ?? menu.items, ifMatchVersion(c));
    if (saved instanceof Response) return saved;
    return c.json({ deleted: true, previous });
  });
}

/** The menus screen's loading and saving (thin: modules/content/menus.ts `saveMenu` does every write). */
import { data } from "react-router";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-menus.ts";
import type { MenusQuery } from "#app/components/admin/menus/menus-href.ts";
import {
  addMenuItem,
  changeMenuItem,
  findMenuItem,
  flattenMenu,
  isMenuLocation,
  isSocialNetwork,
  MENU_LOCATIONS,
  MENU_MOVES,
  type MenuItem,
  type MenuLocation,
  type MenuMove,
  moveMenuItem,
  placeMenuItem,
  removeMenuItem,
  SOCIAL_NETWORKS,
} from "#modules/content/menu-tree.ts";
import { getMenu, MenuValidationError, saveMenu, searchMenuTargets } from "#modules/content/menus.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

type Db = AdminRequest["services"]["db"];

export function readMenusQuery(url: URL): MenusQuery {
  const location = url.searchParams.get("menu");
  const edit = url.searchParams.get("edit") ?? "";
  return {
    location: isMenuLocation(location) ? location : "primary",
    lang: url.searchParams.get("lang") === "en" ? "en" : "de",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    edit: /^\d{1,12}$/.test(edit) ? Number(edit) : null,
  };
}

export async function loadMenus(db: Db, url: URL) {
  const query = readMenusQuery(url);
  const [menu, targets] = await Promise.all([
    getMenu(db, query.location, query.lang),
    query.q && query.location !== "social" ? searchMenuTargets(db, query.q, query.lang) : [],
  ]);
  return {
    query,
    depth: MENU_LOCATIONS[query.location].depth,
    version: menu.version,
    rows: flattenMenu(menu.items).map((f) => ({
      id: f.id,
      parentId: f.parentId,
      depth: f.depth,
      index: f.index,
      siblings: f.siblings,
      label: f.item.label,
      url: f.item.url,
      object: f.item.object ?? "custom",
      network: f.item.network ?? "",
    })),
    targets,
    networks: Object.entries(SOCIAL_NETWORKS).map(([value, label]) => ({ value, label })),
  };
}

export type MenusActionData =
  | { outcome: "moved"; id: number; move: string; announcement: string }
  | { outcome: "added" | "saved" | "removed"; announcement: string }
  | { outcome: "conflict" }
  | { outcome: "missing" }
  | {
      outcome: "invalid";
      intent: string;
      itemId: number;
      field: string;
      message: string;
      values: Record<string, string>;
    };

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : "";
};

const idOf = (raw: string) => (/^\d{1,12}$/.test(raw) ? Number(raw) : undefined);

/** Where the moved item is now, in words for the live region. */
function announceMove(lang: "de" | "en", items: MenuItem[], id: number): string {
  const flat = flattenMenu(items);
  const at = flat.find((f) => f.id === id)!;
  const parent = at.parentId === null ? undefined : flat.find((f) => f.id === at.parentId);
  const params = {
    name: at.item.label,
    position: at.index + 1,
    count: at.siblings,
    parent: parent?.item.label ?? "",
  };
  return translate(lang, parent ? "adminMenus.move.nowUnder" : "adminMenus.move.nowTop", params);
}

/** The new list an intent asks for; a string outcome when there is nothing to save. */
function editItems(
  intent: string,
  form: FormData,
  items: MenuItem[],
  location: MenuLocation,
): MenuItem[] | "nowhere" | "missing" | "bad" {
  const depth = MENU_LOCATIONS[location].depth;
  const id = idOf(text(form, "id"));
  if (intent === "move") {
    const move = text(form, "move") as MenuMove;
    if (id === undefined || !MENU_MOVES.includes(move)) return "bad";
    if (!findMenuItem(items, id)) return "missing";
    return moveMenuItem(items, id, move, depth) ?? "nowhere";
  }
  if (intent === "place") {
    const parentRaw = text(form, "parent");
    const parent = parentRaw === "" || parentRaw === "0" ? null : idOf(parentRaw);
    const index = Number(text(form, "index"));
    if (id === undefined || parent === undefined || !Number.isInteger(index) || index < 0) return "bad";
    if (!findMenuItem(items, id)) return "missing";
    return placeMenuItem(items, id, parent, index, depth) ?? "nowhere";
  }
  if (intent === "remove") {
    if (id === undefined) return "bad";
    return removeMenuItem(items, id) ?? "missing";
  }
  if (intent === "update") {
    if (id === undefined) return "bad";
    const before = findMenuItem(items, id);
    if (!before) return "missing";
    const custom = !before.object || before.object === "custom";
    return (
      changeMenuItem(items, id, {
        label: text(form, "label"),
        ...(custom ? { url: text(form, "url") } : {}),
        ...(location === "social" ? { network: text(form, "network") } : {}),
      }) ?? "missing"
    );
  }
  if (intent === "add-target") {
    const object = text(form, "object");
    const objectId = idOf(text(form, "object_id"));
    if (!["page", "post", "category", "product", "product_cat"].includes(object) || objectId === undefined)
      return "bad";
    const item: MenuItem = {
      label: text(form, "label"),
      url: "",
      object: object as MenuItem["object"],
      objectId,
    };
    return addMenuItem(items, item) ?? "bad";
  }
  if (intent === "add-custom") {
    const network = text(form, "network");
    const label =
      location === "social" && !text(form, "label") && isSocialNetwork(network)
        ? SOCIAL_NETWORKS[network]
        : text(form, "label");
    return (
      addMenuItem(items, { label, url: text(form, "url"), ...(location === "social" ? { network } : {}) }) ??
      "bad"
    );
  }
  return "bad";
}

export async function menusAction(admin: AdminRequest, request: Request, form: FormData) {
  const db = admin.services.db;
  const { location, lang } = readMenusQuery(new URL(request.url));
  const intent = text(form, "intent");
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(admin.lang, key, params);
  const menu = await getMenu(db, location, lang);
  const expectedVersion = parseVersion(text(form, "version"));
  if (expectedVersion !== undefined && expectedVersion !== menu.version)
    return { outcome: "conflict" } satisfies MenusActionData;
  const next = editItems(intent, form, menu.items, location);
  const id = idOf(text(form, "id")) ?? 0;
  if (next === "bad") throw data(null, { status: 400 });
  if (next === "missing") return { outcome: "missing" } satisfies MenusActionData;
  const name = findMenuItem(menu.items, id)?.label ?? "";
  if (next === "nowhere")
    return {
      outcome: "moved",
      id,
      move: text(form, "move"),
      announcement: t("adminMenus.move.nowhere", { name }),
    } satisfies MenusActionData;
  let saved: Awaited<ReturnType<typeof saveMenu>>;
  try {
    saved = await saveMenu(
      db,
      { location, lang, items: next, expectedVersion: menu.version },
      { actor: admin.actor, requestId: admin.state.requestId },
    );
  } catch (error) {
    if (error instanceof VersionConflictError) return { outcome: "conflict" } satisfies MenusActionData;
    if (!(error instanceof MenuValidationError)) throw error;
    const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<
      string,
      string
    >;
    return {
      outcome: "invalid",
      intent,
      itemId: error.itemId,
      field: error.field,
      message: t(error.key),
      values,
    } satisfies MenusActionData;
  }
  if (intent === "move" || intent === "place")
    return {
      outcome: "moved",
      id,
      move: text(form, "move"),
      announcement: announceMove(admin.lang, saved.items, id),
    } satisfies MenusActionData;
  if (intent === "remove")
    return { outcome: "removed", announcement: t("adminMenus.removed", { name }) } satisfies MenusActionData;
  const after = intent === "update" ? findMenuItem(saved.items, id) : flattenMenu(saved.items).at(-1)?.item;
  return {
    outcome: intent === "update" ? "saved" : "added",
    announcement: t(intent === "update" ? "adminMenus.saved" : "adminMenus.added", {
      name: after?.label ?? "",
    }),
  } satisfies MenusActionData;
}

/**
 * A menu's arithmetic (issue 25 item 3), without a database: the locations and how deep each
 * nests, the items flat with their parent and position (the screen and wp/v2/menu-items), and the
 * edits — the keyboard's four moves (up, down, indent, outdent), a drop at a parent and index,
 * add, change and remove (a removed item's sub-items take its place, as in WordPress). Every edit
 * returns a new list; menus.ts checks and saves it. Browser-safe.
 */
import type { MenuItem } from "#db/schema/content.ts";

export type { MenuItem } from "#db/schema/content.ts";

/** A rendered entry's React key: its id, else URL and label (two entries may link one URL). */
export function menuKey(item: MenuItem): string {
  return item.id !== undefined ? `#${item.id}` : `${item.url}|${item.label}`;
}

/** The theme's menu locations and how many levels each shows (the header: items and one submenu). */
export const MENU_LOCATIONS = {
  primary: { depth: 2 },
  legal: { depth: 1 },
  social: { depth: 1 },
} as const;
export type MenuLocation = keyof typeof MENU_LOCATIONS;
export const isMenuLocation = (v: unknown): v is MenuLocation =>
  typeof v === "string" && Object.hasOwn(MENU_LOCATIONS, v);

/** The networks the social menu offers (each a symbol of public/social-icons.svg). */
export const SOCIAL_NETWORKS = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  youtube: "YouTube",
  pinterest: "Pinterest",
  linkedin: "LinkedIn",
  mastodon: "Mastodon",
  tiktok: "TikTok",
  xing: "XING",
  email: "E-Mail",
  rss: "RSS-Feed",
} as const;
type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const isSocialNetwork = (v: unknown): v is SocialNetwork =>
  typeof v === "string" && Object.hasOwn(SOCIAL_NETWORKS, v);

export type MenuMove = "up" | "down" | "indent" | "outdent";
export const MENU_MOVES: readonly MenuMove[] = ["up", "down", "indent", "outdent"];

type FlatMenuItem = {
  item: MenuItem;
  id: number;
  parentId: number | null;
  depth: number;
  /** 0-based among its siblings. */
  index: number;
  siblings: number;
};

/** Depth first, parents before their children. */
export function flattenMenu(items: readonly MenuItem[]): FlatMenuItem[] {
  const out: FlatMenuItem[] = [];
  const walk = (list: readonly MenuItem[], parentId: number | null, depth: number) =>
    list.forEach((item, index) => {
      out.push({ item, id: item.id ?? 0, parentId, depth, index, siblings: list.length });
      if (item.children?.length) walk(item.children, item.id ?? 0, depth + 1);
    });
  walk(items, null, 0);
  return out;
}

/** How many levels the list has (1: no sub-items). */
export function menuDepth(items: readonly MenuItem[]): number {
  return items.reduce((max, i) => Math.max(max, 1 + (i.children?.length ? menuDepth(i.children) : 0)), 0);
}

const clone = (items: readonly MenuItem[]): MenuItem[] =>
  items.map((i) => ({ ...i, ...(i.children ? { children: clone(i.children) } : {}) }));

/** The list holding the item `id` in `items` (mutable: a clone's), and its index there. */
function locate(
  items: MenuItem[],
  id: number,
  parent: MenuItem | null = null,
): { list: MenuItem[]; index: number; parent: MenuItem | null } | undefined {
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    if (item.id === id) return { list: items, index, parent };
    const below = item.children ? locate(item.children, id, item) : undefined;
    if (below) return below;
  }
  return undefined;
}

export function findMenuItem(items: readonly MenuItem[], id: number): MenuItem | undefined {
  return flattenMenu(items).find((f) => f.id === id)?.item;
}

/** Removes empty `children` lists (a leaf has none). */
function tidy(items: MenuItem[]): MenuItem[] {
  return items.map(({ children, ...rest }) =>
    children?.length ? { ...rest, children: tidy(children) } : rest,
  );
}

/** What a keyboard move did: the new list, or nothing when it had nowhere to go (or went too deep). */
export function moveMenuItem(
  items: readonly MenuItem[],
  id: number,
  move: MenuMove,
  maxDepth: number,
): MenuItem[] | undefined {
  const next = clone(items);
  const at = locate(next, id);
  if (!at) return undefined;
  const { list, index } = at;
  const [item] = list.splice(index, 1);
  if (!item) return undefined;
  if (move === "up" || move === "down") {
    const to = move === "up" ? index - 1 : index + 1;
    if (to < 0 || to > list.length) return undefined;
    list.splice(to, 0, item);
  } else if (move === "indent") {
    const newParent = list[index - 1];
    if (!newParent) return undefined;
    newParent.children = [...(newParent.children ?? []), item];
  } else {
    if (!at.parent) return undefined;
    const outer = locate(next, at.parent.id ?? -1);
    if (!outer) return undefined;
    outer.list.splice(outer.index + 1, 0, item);
  }
  const result = tidy(next);
  return menuDepth(result) > maxDepth ? undefined : result;
}

/** Puts item `id` under `parentId` (null: top level) at `index`; undefined if impossible or too deep. */
export function placeMenuItem(
  items: readonly MenuItem[],
  id: number,
  parentId: number | null,
  index: number,
  maxDepth: number,
): MenuItem[] | undefined {
  const moving = findMenuItem(items, id);
  if (!moving || (parentId !== null && (parentId === id || findMenuItem([moving], parentId))))
    return undefined;
  const next = clone(items);
  const at = locate(next, id)!;
  const [item] = at.list.splice(at.index, 1);
  let target: MenuItem[];
  if (parentId === null) target = next;
  else {
    const parent = locate(next, parentId);
    if (!parent) return undefined;
    const p = parent.list[parent.index]!;
    p.children = p.children ?? [];
    target = p.children;
  }
  target.splice(Math.max(0, Math.min(index, target.length)), 0, item!);
  const result = tidy(next);
  return menuDepth(result) > maxDepth ? undefined : result;
}

/** Removes item `id`; its sub-items take its place. */
export function removeMenuItem(items: readonly MenuItem[], id: number): MenuItem[] | undefined {
  const next = clone(items);
  const at = locate(next, id);
  if (!at) return undefined;
  const [item] = at.list.splice(at.index, 1);
  at.list.splice(at.index, 0, ...(item?.children ?? []));
  return tidy(next);
}

/** Changes item `id`'s own fields (its sub-items stay). */
export function changeMenuItem(
  items: readonly MenuItem[],
  id: number,
  fields: Partial<Omit<MenuItem, "id" | "children">>,
): MenuItem[] | undefined {
  const next = clone(items);
  const at = locate(next, id);
  if (!at) return undefined;
  at.list[at.index] = { ...at.list[at.index]!, ...fields };
  return tidy(next);
}

/** Appends `item` at the end (of the top level, or under `parentId`). */
export function addMenuItem(
  items: readonly MenuItem[],
  item: MenuItem,
  parentId: number | null = null,
  index = Number.MAX_SAFE_INTEGER,
): MenuItem[] | undefined {
  const next = clone(items);
  if (parentId === null) {
    next.splice(Math.min(index, next.length), 0, item);
    return tidy(next);
  }
  const at = locate(next, parentId);
  if (!at) return undefined;
  const parent = at.list[at.index]!;
  parent.children = parent.children ?? [];
  parent.children.splice(Math.min(index, parent.children.length), 0, item);
  return tidy(next);
}

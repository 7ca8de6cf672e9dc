/**
 * The category tree's arithmetic (issue 23 item 3), without a database: siblings in the shop's
 * order (menu order, then name, then id), moves to a parent and a position, the keyboard's four
 * moves (up, down, indent, outdent) and the cycle rule (a category never goes under itself or one
 * of its descendants). taxonomy.ts applies the results in one transaction. Browser-safe.
 */

export type TreeNode = { id: number; parentId: number | null; menuOrder: number; name: string };

/** Where a category goes: under `parentId` (null: top level), at `index` among its new siblings (0-based). */
export type TreePlace = { parentId: number | null; index: number };

export type KeyboardMove = "up" | "down" | "indent" | "outdent";

export const KEYBOARD_MOVES: readonly KeyboardMove[] = ["up", "down", "indent", "outdent"];

/** Why a move cannot be done. */
export class TreeMoveError extends Error {
  readonly reason: "cycle" | "missing" | "impossible";
  constructor(reason: "cycle" | "missing" | "impossible") {
    super(`category move refused: ${reason}`);
    this.name = "TreeMoveError";
    this.reason = reason;
  }
}

const byShopOrder = (a: TreeNode, b: TreeNode) =>
  a.menuOrder - b.menuOrder || a.name.localeCompare(b.name, "de") || a.id - b.id;

/** The children of `parentId` in the shop's order. */
export function childrenOf<T extends TreeNode>(nodes: readonly T[], parentId: number | null): T[] {
  return nodes.filter((n) => n.parentId === parentId).sort(byShopOrder);
}

/** Whether `id` is `ancestorId` or lies anywhere below it. */
export function isSelfOrDescendant(nodes: readonly TreeNode[], ancestorId: number, id: number): boolean {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = id; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === ancestorId) return true;
    seen.add(at);
  }
  return false;
}

/** Depth-first, parents before their children, each with its depth (0: top level). */
export function flattenTree<T extends TreeNode>(nodes: readonly T[]): (T & { depth: number })[] {
  const out: (T & { depth: number })[] = [];
  const seen = new Set<number>();
  const walk = (parentId: number | null, depth: number) => {
    for (const n of childrenOf(nodes, parentId)) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push({ ...n, depth });
      walk(n.id, depth + 1);
    }
  };
  walk(null, 0);
  // A category whose parent is gone (a cycle or a dangling id the database refuses today) still shows.
  for (const n of nodes) if (!seen.has(n.id)) out.push({ ...n, depth: 0 });
  return out;
}

/** The new menu orders (1, 2, 3 …) of every category whose place changes when `id` moves to `place`. */
export function moveNode(
  nodes: readonly TreeNode[],
  id: number,
  place: TreePlace,
): { id: number; parentId: number | null; menuOrder: number }[] {
  const node = nodes.find((n) => n.id === id);
  if (!node) throw new TreeMoveError("missing");
  if (place.parentId !== null) {
    if (!nodes.some((n) => n.id === place.parentId)) throw new TreeMoveError("missing");
    if (isSelfOrDescendant(nodes, id, place.parentId)) throw new TreeMoveError("cycle");
  }
  const siblings = childrenOf(nodes, place.parentId).filter((n) => n.id !== id);
  const index = Math.max(0, Math.min(Math.trunc(place.index), siblings.length));
  siblings.splice(index, 0, node);
  const changes = new Map<number, { id: number; parentId: number | null; menuOrder: number }>();
  siblings.forEach((n, i) => {
    const parentId = place.parentId;
    if (n.menuOrder !== i + 1 || n.parentId !== parentId)
      changes.set(n.id, { id: n.id, parentId, menuOrder: i + 1 });
  });
  // The old siblings close the gap.
  if (node.parentId !== place.parentId)
    childrenOf(nodes, node.parentId)
      .filter((n) => n.id !== id)
      .forEach((n, i) => {
        if (n.menuOrder !== i + 1) changes.set(n.id, { id: n.id, parentId: n.parentId, menuOrder: i + 1 });
      });
  return [...changes.values()];
}

/**
 * Where the keyboard's move takes `id`: up/down swap with the neighbour, indent makes it the last
 * child of the sibling above, outdent puts it right after its parent. Undefined when there is
 * nowhere to go (the first can't go up, a top-level category can't be outdented …).
 */
export function keyboardTarget(
  nodes: readonly TreeNode[],
  id: number,
  move: KeyboardMove,
): TreePlace | undefined {
  const node = nodes.find((n) => n.id === id);
  if (!node) return undefined;
  const siblings = childrenOf(nodes, node.parentId);
  const at = siblings.findIndex((n) => n.id === id);
  switch (move) {
    case "up":
      return at > 0 ? { parentId: node.parentId, index: at - 1 } : undefined;
    case "down":
      return at < siblings.length - 1 ? { parentId: node.parentId, index: at + 1 } : undefined;
    case "indent": {
      const above = siblings[at - 1];
      return above ? { parentId: above.id, index: childrenOf(nodes, above.id).length } : undefined;
    }
    case "outdent": {
      if (node.parentId === null) return undefined;
      const parent = nodes.find((n) => n.id === node.parentId);
      if (!parent) return { parentId: null, index: 0 };
      const parentAt = childrenOf(nodes, parent.parentId).findIndex((n) => n.id === parent.id);
      return { parentId: parent.parentId, index: parentAt + 1 };
    }
  }
}

/** Applies `moveNode`'s changes to a copy of the tree (what the database holds afterwards). */
export function applyMove<T extends TreeNode>(
  nodes: readonly T[],
  changes: readonly { id: number; parentId: number | null; menuOrder: number }[],
): T[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  return nodes.map((n) => {
    const c = byId.get(n.id);
    return c ? { ...n, parentId: c.parentId, menuOrder: c.menuOrder } : n;
  });
}

/** Where a category stands: its parent's name (null at the top), its 1-based position and the number of siblings. */
export function describePlace(
  nodes: readonly TreeNode[],
  id: number,
): { parentName: string | null; position: number; of: number } | undefined {
  const node = nodes.find((n) => n.id === id);
  if (!node) return undefined;
  const siblings = childrenOf(nodes, node.parentId);
  return {
    parentName: nodes.find((n) => n.id === node.parentId)?.name ?? null,
    position: siblings.findIndex((n) => n.id === id) + 1,
    of: siblings.length,
  };
}

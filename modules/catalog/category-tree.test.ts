import { describe, expect, it } from "vitest";
import {
  applyMove,
  childrenOf,
  describePlace,
  flattenTree,
  isSelfOrDescendant,
  keyboardTarget,
  moveNode,
  TreeMoveError,
  type TreeNode,
} from "./category-tree.ts";

// Kaffee (Espresso, Filter), Tee (Grün), Zubehör
const tree: TreeNode[] = [
  { id: 1, parentId: null, menuOrder: 1, name: "Kaffee" },
  { id: 2, parentId: 1, menuOrder: 1, name: "Espresso" },
  { id: 3, parentId: 1, menuOrder: 2, name: "Filter" },
  { id: 4, parentId: null, menuOrder: 2, name: "Tee" },
  { id: 5, parentId: 4, menuOrder: 1, name: "Grün" },
  { id: 6, parentId: null, menuOrder: 3, name: "Zubehör" },
];

const names = (nodes: TreeNode[], parentId: number | null) => childrenOf(nodes, parentId).map((n) => n.name);
const move = (nodes: TreeNode[], id: number, parentId: number | null, index: number) =>
  applyMove(nodes, moveNode(nodes, id, { parentId, index }));

describe("the category tree", () => {
  it("orders siblings by menu order, then name", () => {
    const same = tree.map((n) => ({ ...n, menuOrder: 0 }));
    expect(names(same, null)).toEqual(["Kaffee", "Tee", "Zubehör"]);
    expect(names(tree, 1)).toEqual(["Espresso", "Filter"]);
  });

  it("flattens parents before children with their depth", () => {
    expect(flattenTree(tree).map((n) => `${n.depth}:${n.name}`)).toEqual([
      "0:Kaffee",
      "1:Espresso",
      "1:Filter",
      "0:Tee",
      "1:Grün",
      "0:Zubehör",
    ]);
  });

  it("reorders among siblings and renumbers them 1, 2, 3", () => {
    const after = move(tree, 6, null, 0);
    expect(names(after, null)).toEqual(["Zubehör", "Kaffee", "Tee"]);
    expect(childrenOf(after, null).map((n) => n.menuOrder)).toEqual([1, 2, 3]);
  });

  it("nests under another parent and closes the gap it leaves", () => {
    const after = move(tree, 2, 4, 1);
    expect(names(after, 4)).toEqual(["Grün", "Espresso"]);
    expect(names(after, 1)).toEqual(["Filter"]);
    expect(childrenOf(after, 1)[0]?.menuOrder).toBe(1);
  });

  it("clamps the position to the siblings there are", () => {
    expect(names(move(tree, 1, null, 99), null)).toEqual(["Tee", "Zubehör", "Kaffee"]);
    expect(names(move(tree, 1, null, -3), null)).toEqual(["Kaffee", "Tee", "Zubehör"]);
  });

  it("refuses a cycle: a category under itself or its descendant", () => {
    expect(() => moveNode(tree, 1, { parentId: 1, index: 0 })).toThrow(TreeMoveError);
    expect(() => moveNode(tree, 1, { parentId: 2, index: 0 })).toThrow(/cycle/);
    expect(isSelfOrDescendant(tree, 1, 3)).toBe(true);
    expect(isSelfOrDescendant(tree, 1, 5)).toBe(false);
  });

  it("refuses a parent that does not exist", () => {
    expect(() => moveNode(tree, 1, { parentId: 99, index: 0 })).toThrow(/missing/);
    expect(() => moveNode(tree, 99, { parentId: null, index: 0 })).toThrow(/missing/);
  });

  it("moves by keyboard: up, down, indent, outdent, and nowhere at the edges", () => {
    expect(keyboardTarget(tree, 4, "up")).toEqual({ parentId: null, index: 0 });
    expect(keyboardTarget(tree, 1, "up")).toBeUndefined();
    expect(keyboardTarget(tree, 6, "down")).toBeUndefined();
    expect(keyboardTarget(tree, 2, "down")).toEqual({ parentId: 1, index: 1 });
    // Tee becomes Kaffee's last child; Kaffee, the first, cannot be indented.
    expect(keyboardTarget(tree, 4, "indent")).toEqual({ parentId: 1, index: 2 });
    expect(keyboardTarget(tree, 1, "indent")).toBeUndefined();
    // Filter goes right after Kaffee; Kaffee is at the top already.
    expect(keyboardTarget(tree, 3, "outdent")).toEqual({ parentId: null, index: 1 });
    expect(keyboardTarget(tree, 1, "outdent")).toBeUndefined();
    const outdented = move(tree, 3, null, 1);
    expect(names(outdented, null)).toEqual(["Kaffee", "Filter", "Tee", "Zubehör"]);
  });

  it("describes where a category stands for the announcement", () => {
    const after = move(tree, 4, 1, 1);
    expect(describePlace(after, 4)).toEqual({ parentName: "Kaffee", position: 2, of: 3 });
    expect(describePlace(after, 6)).toEqual({ parentName: null, position: 2, of: 2 });
  });
});

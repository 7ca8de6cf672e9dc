import { describe, expect, it } from "vitest";
import {
  addMenuItem,
  changeMenuItem,
  flattenMenu,
  type MenuItem,
  menuDepth,
  moveMenuItem,
  placeMenuItem,
  removeMenuItem,
} from "./menu-tree.ts";
import { checkMenuItems, isSafeMenuUrl, MenuValidationError } from "./menus.ts";

const menu: MenuItem[] = [
  {
    id: 1,
    label: "Shop",
    url: "/shop/",
    children: [
      { id: 2, label: "Kaffee", url: "/k/" },
      { id: 3, label: "Tee", url: "/t/" },
    ],
  },
  { id: 4, label: "Blog", url: "/blog/" },
  { id: 5, label: "Kontakt", url: "/kontakt/" },
];
const labels = (items: MenuItem[] | undefined) =>
  flattenMenu(items ?? []).map((f) => `${"-".repeat(f.depth)}${f.item.label}`);

describe("menu tree", () => {
  it("flattens parents before children with position and depth", () => {
    expect(flattenMenu(menu).map((f) => [f.id, f.parentId, f.depth, f.index, f.siblings])).toEqual([
      [1, null, 0, 0, 3],
      [2, 1, 1, 0, 2],
      [3, 1, 1, 1, 2],
      [4, null, 0, 1, 3],
      [5, null, 0, 2, 3],
    ]);
    expect(menuDepth(menu)).toBe(2);
  });

  it("moves up, down, in and out, and refuses what has nowhere to go or goes too deep", () => {
    expect(labels(moveMenuItem(menu, 5, "up", 2))).toEqual(["Shop", "-Kaffee", "-Tee", "Kontakt", "Blog"]);
    expect(labels(moveMenuItem(menu, 3, "up", 2))).toEqual(["Shop", "-Tee", "-Kaffee", "Blog", "Kontakt"]);
    expect(labels(moveMenuItem(menu, 4, "indent", 2))).toEqual([
      "Shop",
      "-Kaffee",
      "-Tee",
      "-Blog",
      "Kontakt",
    ]);
    expect(labels(moveMenuItem(menu, 2, "outdent", 2))).toEqual([
      "Shop",
      "-Tee",
      "Kaffee",
      "Blog",
      "Kontakt",
    ]);
    expect(moveMenuItem(menu, 1, "up", 2)).toBeUndefined();
    expect(moveMenuItem(menu, 5, "down", 2)).toBeUndefined();
    expect(moveMenuItem(menu, 1, "indent", 2)).toBeUndefined();
    expect(moveMenuItem(menu, 1, "outdent", 2)).toBeUndefined();
    // Shop (with children) under nothing deeper than two levels; Tee under Kaffee would be a third.
    expect(moveMenuItem(menu, 3, "indent", 2)).toBeUndefined();
    expect(moveMenuItem(menu, 4, "indent", 1)).toBeUndefined();
    // The input is never changed.
    expect(labels(menu)).toEqual(["Shop", "-Kaffee", "-Tee", "Blog", "Kontakt"]);
  });

  it("places by drop, never under itself, and removes an item with its sub-items taking its place", () => {
    expect(labels(placeMenuItem(menu, 5, 1, 0, 2))).toEqual(["Shop", "-Kontakt", "-Kaffee", "-Tee", "Blog"]);
    expect(labels(placeMenuItem(menu, 2, null, 99, 2))).toEqual([
      "Shop",
      "-Tee",
      "Blog",
      "Kontakt",
      "Kaffee",
    ]);
    expect(placeMenuItem(menu, 1, 2, 0, 5)).toBeUndefined();
    expect(placeMenuItem(menu, 1, 4, 0, 2)).toBeUndefined();
    expect(labels(removeMenuItem(menu, 1))).toEqual(["Kaffee", "Tee", "Blog", "Kontakt"]);
    expect(removeMenuItem(menu, 99)).toBeUndefined();
  });

  it("adds and changes items", () => {
    expect(labels(addMenuItem(menu, { label: "Neu", url: "/n/" }, 1))).toEqual([
      "Shop",
      "-Kaffee",
      "-Tee",
      "-Neu",
      "Blog",
      "Kontakt",
    ]);
    expect(labels(addMenuItem(menu, { label: "Vorn", url: "/v/" }, null, 0))[0]).toBe("Vorn");
    expect(changeMenuItem(menu, 2, { label: "Espresso" })?.[0]?.children?.[0]).toEqual({
      id: 2,
      label: "Espresso",
      url: "/k/",
    });
  });
});

describe("menu checks", () => {
  it("allows the site's paths, http(s), mailto and tel; never javascript:, data: or protocol-relative links", () => {
    for (const ok of ["/blog/", "https://example.org/x", "mailto:info@example.org", "tel:+4940123", "#top"])
      expect(isSafeMenuUrl(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:x",
      "data:text/html,x",
      "//evil.example",
      "",
      "/a b",
    ])
      expect(isSafeMenuUrl(bad), bad).toBe(false);
  });

  it("names the item and field at fault, in German", () => {
    const fail = (location: "primary" | "legal" | "social", items: MenuItem[]) => {
      try {
        checkMenuItems(location, items);
      } catch (e) {
        if (e instanceof MenuValidationError) return [e.itemId, e.field, e.key];
        throw e;
      }
      return undefined;
    };
    expect(fail("primary", menu)).toBeUndefined();
    expect(fail("legal", menu)).toEqual([0, "depth", "adminMenus.error.depth"]);
    expect(fail("primary", [{ id: 7, label: " ", url: "/x/" }])).toEqual([
      7,
      "label",
      "adminMenus.error.labelRequired",
    ]);
    expect(fail("primary", [{ id: 8, label: "X", url: "javascript:x" }])).toEqual([
      8,
      "url",
      "adminMenus.error.url",
    ]);
    expect(fail("social", [{ id: 9, label: "X", url: "https://x.example/" }])).toEqual([
      9,
      "network",
      "adminMenus.error.network",
    ]);
    expect(
      fail("social", [{ id: 9, label: "X", url: "https://x.example/", network: "mastodon" }]),
    ).toBeUndefined();
  });
});

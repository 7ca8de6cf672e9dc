import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePatternMatcher, UNMATCHED } from "./route-pattern.ts";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: {},
});
const build = {
  routes: {
    root: route("root", undefined, ""),
    home: route("home", "root", undefined, true),
    product: route("product", "root", "product/:slug"),
    account: route("account", "root", "my-account"),
    view: route("view", "account", "view-order/:id"),
    page: route("page", "root", "*"),
  },
} as unknown as ServerBuild;

describe("page route patterns", () => {
  const pattern = pagePatternMatcher(build);

  it("names the matched pattern, never the ids or slugs of the URL", () => {
    expect(pattern("/product/kaffee-mild/")).toBe("/product/:slug");
    expect(pattern("/my-account/view-order/4711/")).toBe("/my-account/view-order/:id");
    expect(pattern("/")).toBe("/");
    expect(pattern("/impressum/")).toBe("/*");
  });

  it("counts a single-fetch data request under its page", () => {
    expect(pattern("/product/kaffee-mild.data")).toBe("/product/:slug");
    expect(pattern("/_root.data")).toBe("/");
  });

  it("has one label for what no route matches", () => {
    const noSplat = pagePatternMatcher({
      routes: { root: build.routes.root, product: build.routes.product },
    } as unknown as ServerBuild);
    expect(noSplat("/nope/1/2")).toBe(UNMATCHED);
  });
});

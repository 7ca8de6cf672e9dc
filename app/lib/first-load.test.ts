import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { leanPreloads, matchedStylesheets } from "./first-load.ts";

const route = (id: string, imports: string[], css: string[]) => ({
  id,
  module: `/assets/${id}.js`,
  imports,
  css,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

function context(): EntryContext {
  return {
    manifest: {
      entry: { module: "/assets/entry.js", imports: ["/assets/react-dom.js", "/assets/jsx.js"] },
      routes: {
        root: route(
          "root",
          ["/assets/react-dom.js", "/assets/header.js"],
          ["/assets/root.css", "/assets/search.css"],
        ),
        post: route("post", ["/assets/blog.js"], ["/assets/search.css", "/assets/blog.css"]),
        shop: route("shop", ["/assets/card.js"], ["/assets/shop.css"]),
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "post" } }] },
  } as unknown as EntryContext;
}

describe("leanPreloads", () => {
  it("drops the import lists of the entry and the matched routes, keeps their modules", () => {
    const lean = leanPreloads(context());
    expect(lean.manifest.entry).toEqual({ module: "/assets/entry.js", imports: [] });
    expect(lean.manifest.routes.root?.imports).toEqual([]);
    expect(lean.manifest.routes.post?.imports).toEqual([]);
    expect(lean.manifest.routes.post?.module).toBe("/assets/post.js");
    expect(lean.manifest.routes.post?.css).toEqual(["/assets/search.css", "/assets/blog.css"]);
  });

  it("leaves other routes (loaded on navigation) and the original manifest untouched", () => {
    const original = context();
    const lean = leanPreloads(original);
    expect(lean.manifest.routes.shop?.imports).toEqual(["/assets/card.js"]);
    expect(original.manifest.entry.imports).toHaveLength(2);
    expect(original.manifest.routes.post?.imports).toEqual(["/assets/blog.js"]);
  });
});

describe("matchedStylesheets", () => {
  it("lists the matched routes' stylesheets root first, each once", () => {
    expect(matchedStylesheets(context())).toEqual([
      "/assets/root.css",
      "/assets/search.css",
      "/assets/blog.css",
    ]);
  });
});

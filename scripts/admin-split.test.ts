import { describe, expect, it } from "vitest";
import {
  adminCodeInStorefront,
  type ChunkModules,
  type RouteManifest,
  serverCodeInClient,
} from "./admin-split.ts";

const manifest: RouteManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/paths.js"] },
    shop: { module: "/assets/shop.js", parentId: "root", imports: ["/assets/ui.js"] },
    admin: { module: "/assets/admin-layout.js", parentId: "root", imports: ["/assets/shell.js"] },
    "admin-orders": { module: "/assets/admin-orders.js", parentId: "admin" },
  },
};

function chunks(extra: Partial<ChunkModules> = {}): ChunkModules {
  const c = (modules: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
    modules,
    imports,
    dynamicImports,
  });
  return {
    "assets/entry.js": c(["/app/entry.client.tsx"]),
    "assets/react.js": c(["/node_modules/react/index.js"]),
    "assets/root.js": c(["/app/root.tsx"], ["assets/admin-path.js"]),
    "assets/admin-path.js": c(["/app/lib/admin-path.ts"]),
    "assets/shop.js": c(["/app/routes/shop/listing.tsx"], ["assets/ui.js"]),
    "assets/ui.js": c(["/app/components/ui/button.tsx"]),
    "assets/admin-layout.js": c(["/app/routes/admin/layout.tsx"], ["assets/shell.js"]),
    "assets/shell.js": c(["/app/components/admin/admin-shell.tsx", "/modules/i18n/messages-admin.ts"]),
    "assets/admin-orders.js": c(["/app/routes/admin/orders/list.tsx"]),
    ...extra,
  } as ChunkModules;
}

describe("the back office stays out of storefront chunks", () => {
  it("passes a build where only admin routes reach admin code", () => {
    expect(adminCodeInStorefront(manifest, chunks())).toEqual([]);
  });

  it("fails when a storefront route imports an admin component, even through a shared chunk", () => {
    const leaky = chunks({
      "assets/ui.js": {
        modules: ["/app/components/ui/button.tsx"],
        imports: ["assets/shell.js"],
        dynamicImports: [],
      },
    });
    expect(adminCodeInStorefront(manifest, leaky)).toEqual([
      {
        route: "shop",
        chunk: "assets/shell.js",
        modules: ["/app/components/admin/admin-shell.tsx", "/modules/i18n/messages-admin.ts"],
      },
    ]);
  });

  it("follows dynamic imports too", () => {
    const lazy = chunks({
      "assets/shop.js": {
        modules: ["/app/routes/shop/listing.tsx"],
        imports: [],
        dynamicImports: ["assets/admin-orders.js"],
      },
    });
    expect(adminCodeInStorefront(manifest, lazy).map((l) => l.route)).toEqual(["shop"]);
  });
});

describe("serverCodeInClient", () => {
  it("finds the query builder, the schema's tables or the host in a browser chunk, not types or pure rules", () => {
    const map: ChunkModules = {
      "assets/list.js": {
        modules: ["/app/routes/admin/orders/list.tsx", "/modules/orders/admin-list-query.ts"],
        imports: [],
        dynamicImports: [],
      },
      "assets/leak.js": {
        modules: [
          "/modules/orders/admin-list.ts",
          "/node_modules/drizzle-orm/sql/sql.js",
          "/db/schema/orders.ts",
        ],
        imports: [],
        dynamicImports: [],
      },
    };
    expect(serverCodeInClient(map)).toEqual([
      { chunk: "assets/leak.js", modules: ["/node_modules/drizzle-orm/sql/sql.js", "/db/schema/orders.ts"] },
    ]);
  });
});

import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { type RequestState, requestStateContext } from "../../app/context.ts";
import { routeLabel, routePatternInstrumentation, UNMATCHED } from "./route-pattern.ts";

const Page = () => null;
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: { default: Page },
});

/** A server build as small as React Router accepts: the entry answers every document with "ok". */
function buildWith(routes: Record<string, ReturnType<typeof route>>): ServerBuild {
  return {
    routes,
    entry: {
      module: { default: () => new Response("ok"), instrumentations: [routePatternInstrumentation] },
    },
    assets: { routes: {}, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    basename: "/",
  } as unknown as ServerBuild;
}

const routes = {
  root: route("root", undefined, ""),
  home: route("home", "root", undefined, true),
  product: route("product", "root", "product/:slug"),
  account: route("account", "root", "my-account"),
  view: route("view", "account", "view-order/:id"),
  page: route("page", "root", "*"),
};

/** The label React Router's own match gives a request, as the host reads it after the answer. */
async function labelOf(build: ServerBuild, path: string): Promise<string | undefined> {
  const outcome: RequestState["outcome"] = { databaseUnavailable: false };
  const context = new RouterContextProvider();
  context.set(requestStateContext, { outcome } as RequestState);
  await createRequestHandler(build, "production")(new Request(`http://shop.test${path}`), context);
  return outcome.routePattern;
}

describe("page route patterns from React Router's match", () => {
  const build = buildWith(routes);

  it("names the matched pattern, never the ids or slugs of the URL", async () => {
    expect(await labelOf(build, "/product/kaffee-mild/")).toBe("/product/:slug");
    expect(await labelOf(build, "/my-account/view-order/4711/")).toBe("/my-account/view-order/:id");
    expect(await labelOf(build, "/")).toBe("/");
    expect(await labelOf(build, "/impressum/?utm=x")).toBe("/*");
  });

  it("counts a single-fetch data request under its page", async () => {
    expect(await labelOf(build, "/product/kaffee-mild.data")).toBe("/product/:slug");
    // The home page's data request in React Router 8 (`_root.data` was 7's).
    expect(await labelOf(build, "/_.data")).toBe("/");
  });

  it("has one label for what no route matches", async () => {
    const noSplat = buildWith({ root: routes.root, product: routes.product });
    expect(await labelOf(noSplat, "/nope/1/2")).toBe(UNMATCHED);
    expect(routeLabel("")).toBe(UNMATCHED);
    expect(routeLabel(undefined)).toBe(UNMATCHED);
  });
});

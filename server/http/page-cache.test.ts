import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ChangeSignal } from "#modules/settings/change-signal.ts";
import { createPageCache, PAGE_CACHE_HEADER } from "./page-cache.ts";

/** A change feed the test drives: notify() announces a change, listening can be switched off. */
function fakeFeed() {
  const subscribers = new Map<string, Set<() => void>>();
  const feed = {
    listening: true,
    subscribe(channel: string, fn: () => void) {
      const set = subscribers.get(channel) ?? new Set();
      set.add(fn);
      subscribers.set(channel, set);
      return () => set.delete(fn);
    },
    notify(channel: string) {
      for (const fn of subscribers.get(channel) ?? []) fn();
    },
  };
  return feed satisfies ChangeSignal;
}

type Answer = { status?: number; headers?: Record<string, string>; price?: string };

/** A page app like the host's: a nonce per request, a page whose render the test counts. */
function pageApp(answer: () => Answer = () => ({})) {
  const feed = fakeFeed();
  let clock = 0;
  let nonceCounter = 0;
  let renders = 0;
  const cache = createPageCache({
    changes: feed,
    channels: ["laden_content", "laden_settings"],
    nonceOf: (c) => c.get("nonce" as never) as string,
    now: () => clock,
  });
  const app = new Hono();
  app.use("*", async (c, next) => {
    c.set("nonce" as never, `n${++nonceCounter}nonce` as never);
    await next();
  });
  app.use("*", cache.middleware);
  app.get("*", (c) => {
    renders++;
    const a = answer();
    const nonce = c.get("nonce" as never) as string;
    return c.html(
      `<script nonce="${nonce}"></script><p>${a.price ?? "9,90 €"}</p>`,
      (a.status ?? 200) as 200,
      {
        "Cache-Control": "public, max-age=0, s-maxage=60",
        Vary: "Cookie",
        ...a.headers,
      },
    );
  });
  return {
    feed,
    cache,
    get renders() {
      return renders;
    },
    tick: (ms: number) => {
      clock += ms;
    },
    get: (path = "/shop/", headers: Record<string, string> = {}) =>
      app.request(`http://laden.test${path}`, { headers }),
  };
}

describe("the anonymous page cache", () => {
  it("answers the next anonymous visitor from the cache, with the request's own CSP nonce", async () => {
    const p = pageApp();
    const first = await p.get();
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await first.text()).toContain('nonce="n1nonce"');
    const second = await p.get();
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    const html = await second.text();
    expect(html).toContain('nonce="n2nonce"');
    expect(html).not.toContain("n1nonce");
    expect(second.headers.get("cache-control")).toContain("public");
    expect(second.headers.get("vary")).toBe("Cookie");
    expect(p.renders).toBe(1);
  });

  it("keys by URL: another path or query renders anew", async () => {
    const p = pageApp();
    await p.get("/shop/");
    await p.get("/shop/?orderby=price");
    await p.get("/en/shop/");
    expect(p.renders).toBe(3);
  });

  it("drops every page on a content or settings change, and after the TTL in any case", async () => {
    let price = "9,90 €";
    const p = pageApp(() => ({ price }));
    await p.get();
    price = "12,90 €";
    p.feed.notify("laden_content");
    expect(await (await p.get()).text()).toContain("12,90 €");
    price = "14,90 €";
    p.feed.notify("laden_settings");
    expect(await (await p.get()).text()).toContain("14,90 €");
    price = "15,90 €";
    p.tick(1_001); // no notification: the one-second backstop
    expect(await (await p.get()).text()).toContain("15,90 €");
    expect(p.renders).toBe(4);
  });

  it("keeps no page past its TTL: the next request drops every expired one", async () => {
    const p = pageApp();
    await p.get("/shop/");
    await p.get("/shop/page/2/");
    p.tick(600);
    await p.get("/product/a/");
    expect(p.cache.size).toBe(3);
    p.tick(500); // the first two are 1.1 s old, the product page 0.5 s
    await p.get("/shop/", { cookie: "laden_session=x" }); // any request sweeps, even one never cached
    expect(p.cache.size).toBe(1);
    expect((await p.get("/product/a/")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    // Later requests keep sweeping: the product page expires, /shop/ is rendered and stored anew.
    p.tick(600);
    await p.get("/shop/"); // the product page (1.1 s) is dropped, /shop/ rendered and stored
    p.tick(500);
    await p.get("/cart-free/");
    expect(p.cache.size).toBe(2);
    expect((await p.get("/shop/")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });

  it("never serves or stores a request with a cookie, or while the feed is not listening", async () => {
    const p = pageApp();
    await p.get("/shop/", { cookie: "laden_consent=v1.s1.m0" });
    await p.get("/shop/", { cookie: "laden_session=abc" });
    expect(p.cache.size).toBe(0);
    await p.get();
    expect(p.cache.size).toBe(1);
    const withCookie = await p.get("/shop/", { cookie: "laden_session=abc" });
    expect(withCookie.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    p.feed.listening = false;
    const unheard = await p.get();
    expect(unheard.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(p.renders).toBe(5); // every one of them rendered
  });

  it("never stores or serves the owner's appearance preview (?laden_preview=)", async () => {
    const p = pageApp();
    await p.get("/");
    expect(p.cache.size).toBe(1);
    const preview = await p.get("/?laden_preview=abc.def");
    expect(preview.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    await p.get("/?laden_preview=abc.def");
    expect(p.cache.size).toBe(1);
    expect(p.renders).toBe(3);
  });

  it("stores only 200 public HTML without Set-Cookie", async () => {
    const answers: Answer[] = [
      { status: 404 },
      { headers: { "Cache-Control": "private, no-store" } },
      { headers: { "Set-Cookie": "a=b" } },
    ];
    for (const a of answers) {
      const p = pageApp(() => a);
      await p.get();
      expect(p.cache.size).toBe(0);
    }
  });

  it("does not store a page whose render overlapped a change", async () => {
    const holder: { p?: ReturnType<typeof pageApp> } = {};
    const p = pageApp(() => {
      holder.p?.feed.notify("laden_content"); // the change lands while the page renders
      return {};
    });
    holder.p = p;
    await p.get();
    expect(p.cache.size).toBe(0);
  });

  it("counts a hit under the route pattern of the render it stored", async () => {
    const labels: (string | undefined)[] = [];
    const cache = createPageCache({
      changes: fakeFeed(),
      channels: ["laden_content"],
      nonceOf: () => "",
      routeLabel: {
        read: (c) => c.get("route" as never),
        write: (c, route) => c.set("route" as never, route as never),
      },
    });
    const app = new Hono();
    app.use("*", async (c, next) => {
      await next();
      labels.push(c.get("route" as never) as string | undefined);
    });
    app.use("*", cache.middleware);
    app.get("*", (c) => {
      c.set("route" as never, "/product/:slug" as never);
      return c.html("<p>Kaffee</p>", 200, { "Cache-Control": "public, max-age=0" });
    });
    const first = await app.request("http://laden.test/product/kaffee/");
    const second = await app.request("http://laden.test/product/kaffee/");
    expect([first.headers.get(PAGE_CACHE_HEADER), second.headers.get(PAGE_CACHE_HEADER)]).toEqual([
      "miss",
      "hit",
    ]);
    expect(labels).toEqual(["/product/:slug", "/product/:slug"]);
  });
});

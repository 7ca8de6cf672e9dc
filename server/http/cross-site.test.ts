import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppServices } from "../services.ts";
import { crossSiteGuard } from "./cross-site.ts";

function appWith(publicUrl?: string, allowEmbed = false) {
  const services = { config: { PUBLIC_URL: publicUrl } } as unknown as AppServices;
  const app = new Hono();
  app.use(crossSiteGuard(services, () => allowEmbed));
  app.all("*", (c) => c.text("ok"));
  return app;
}

const send = (app: Hono, method: string, headers: Record<string, string>) =>
  app.request("http://shop.test/?wc-ajax=add_to_cart", { method, headers });

describe("crossSiteGuard", () => {
  it("refuses a state change another site sent, with 403 laden_cross_site, no-store and a German message", async () => {
    const app = appWith();
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site", origin: "http://shop.test" },
    ];
    for (const headers of crossSite) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await send(app, method, headers);
        expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.headers.get("cache-control")).toBe("no-store");
        const body = await res.json();
        expect(body).toMatchObject({ code: "laden_cross_site", data: { status: 403 } });
        expect(body.message).toContain("anderen Website");
      }
    }
  });

  it("lets reads, our own pages, clients without browser headers and allowed embeds through", async () => {
    const app = appWith();
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect((await send(app, method, { "sec-fetch-site": "cross-site" })).status).toBe(200);
    const ours: Record<string, string>[] = [
      {},
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      { origin: "http://shop.test" },
    ];
    for (const headers of ours)
      expect((await send(app, "POST", headers)).status, JSON.stringify(headers)).toBe(200);
    expect((await send(appWith(undefined, true), "POST", { origin: "https://partner.example" })).status).toBe(
      200,
    );
  });

  it("behind a proxy, PUBLIC_URL's origin is ours too", async () => {
    const app = appWith("https://shop.example");
    expect((await send(app, "POST", { origin: "https://shop.example" })).status).toBe(200);
    expect((await send(app, "POST", { origin: "https://evil.example" })).status).toBe(403);
  });
});

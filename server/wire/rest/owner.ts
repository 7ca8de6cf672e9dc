/**
 * The owner's `laden/v1` endpoints available so far: `settings` (read all; POST/PATCH a JSON
 * object of keys to values, each validated like `laden settings set`) and `products` (the
 * catalogue incl. drafts, paged). Orders, submissions and forms come with their issues.
 */
import type { Context, Hono } from "hono";
import { listOwnerProducts } from "#modules/catalog/owner-products.ts";
import {
  getSettings,
  isSettingKey,
  parseSettingValue,
  type Settings,
  SettingValueError,
  setSettings,
} from "#modules/settings/index.ts";
import type { AppServices } from "#server/services.ts";
import { invalidParam, pagedJson, readPaging, readRestBody, requireOwner } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

export function registerOwner(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;
  rest.use("/laden/v1/settings", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());
  rest.use("/laden/v1/products", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());

  rest.get("/laden/v1/settings", async (c) => c.json(await getSettings(db)));

  const write = async (c: Context<RestEnv>) => {
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const values: Partial<Record<keyof Settings, unknown>> = {};
    for (const [key, value] of Object.entries(body)) {
      if (!isSettingKey(key)) return invalidParam(c, key);
      try {
        values[key] = parseSettingValue(key, value);
      } catch (err) {
        if (err instanceof SettingValueError) return invalidParam(c, key);
        throw err;
      }
    }
    await setSettings(db, values as Partial<Settings>);
    return c.json(await getSettings(db));
  };
  rest.post("/laden/v1/settings", write);
  rest.patch("/laden/v1/settings", write);
  rest.put("/laden/v1/settings", write);

  rest.get("/laden/v1/products", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const { rows, total } = await listOwnerProducts(db, { limit: paging.perPage, offset: paging.offset });
    const items = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      type: r.type,
      status: r.status,
      sku: r.sku,
      regular_price_cents: r.regularPriceCents,
      sale_price_cents: r.salePriceCents,
      stock_status: r.stockStatus,
    }));
    return pagedJson(c, items, total, paging);
  });
}

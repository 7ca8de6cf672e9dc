/**
 * `laden/v1/forms` (owner): the form definitions — the list, and one form with its settings,
 * fields, calculations and actions and the import's list of unsupported parts. Reading only;
 * forms are written by the seed and `laden import nff`.
 */
import type { Hono } from "hono";
import { getForm, listForms } from "#modules/forms/store.ts";
import type { AppServices } from "#server/services.ts";
import { pagedJson, readPaging, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

export function registerForms(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;
  rest.use("/laden/v1/forms", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());
  rest.use("/laden/v1/forms/*", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());

  rest.get("/laden/v1/forms", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const all = await listForms(db);
    return pagedJson(c, all.slice(paging.offset, paging.offset + paging.perPage), all.length, paging);
  });

  rest.get("/laden/v1/forms/:id", async (c) => {
    const id = c.req.param("id");
    const form = /^[a-z0-9_-]{1,64}$/i.test(id) ? await getForm(db, id) : undefined;
    if (!form) return restError(c, "laden_form_not_found", "rest.notFound", 404);
    return c.json({ ...form, updatedAt: form.updatedAt.toISOString() });
  });
}

/**
 * `laden/v1/submissions` (owner: shop_manager, administrator; 401 without sign-in, 403 for
 * others): `GET …/submissions?form=ID` (required; paging like every list: `page`, `per_page` ≤
 * 100, `X-WP-Total`, `X-WP-TotalPages`, `Link`), newest first, and `GET …/submissions/ID`. Only
 * saved submissions (forms with a `save` action) are listed. Reading only.
 */
import type { Hono } from "hono";
import { getForm } from "../../../modules/forms/store.ts";
import { getSubmission, listSubmissions } from "../../../modules/forms/submission/store.ts";
import type { AppServices } from "../../services.ts";
import { idParam, invalidParam, pagedJson, readPaging, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

export function registerSubmissions(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;
  rest.use("/laden/v1/submissions", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());
  rest.use("/laden/v1/submissions/*", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());

  rest.get("/laden/v1/submissions", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const formParam = c.req.query("form") ?? "";
    if (!/^[0-9]{1,9}$|^[a-z0-9][a-z0-9_-]{0,80}$/.test(formParam)) return invalidParam(c, "form");
    const form = await getForm(db, formParam);
    if (!form) return restError(c, "laden_form_not_found", "rest.notFound", 404);
    const { items, total } = await listSubmissions(db, form.id, {
      offset: paging.offset,
      limit: paging.perPage,
    });
    return pagedJson(c, items, total, paging);
  });

  rest.get("/laden/v1/submissions/:id", async (c) => {
    const id = idParam(c);
    const row = id !== undefined ? await getSubmission(db, id) : undefined;
    if (!row) return restError(c, "laden_submission_not_found", "rest.notFound", 404);
    return c.json(row, 200, { "Cache-Control": "no-store" });
  });
}

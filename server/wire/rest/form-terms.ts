/**
 * `GET /wp-json/laden/v1/form-terms/{product_cat|product_tag}?q=&page=`: the terms a searchable
 * form dropdown (`dropdown_source`) loads. Public, nonce-free (read-only, published taxonomy
 * names only), 20 per page, `q` matched case-insensitively anywhere in the name (LIKE
 * wildcards escaped). Answer `{results: [{value: slug, label: name}], more}`; labels are plain
 * text (JSON-encoded here, rendered as text by React).
 */
import { asc, ilike } from "drizzle-orm";
import type { Hono } from "hono";
import { productCategories, productTags } from "../../../db/schema/index.ts";
import type { AppServices } from "../../services.ts";
import { invalidParam } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

export const FORM_TERMS_PAGE_SIZE = 20;
const MAX_QUERY = 100;

export function registerFormTerms(rest: Hono<RestEnv>, services: AppServices): void {
  rest.get("/laden/v1/form-terms/:taxonomy", async (c) => {
    const taxonomy = c.req.param("taxonomy");
    const table =
      taxonomy === "product_cat" ? productCategories : taxonomy === "product_tag" ? productTags : null;
    if (!table) return invalidParam(c, "taxonomy");
    const q = (c.req.query("q") ?? "").trim();
    if (q.length > MAX_QUERY) return invalidParam(c, "q");
    const page = Number(c.req.query("page") ?? "1");
    if (!Number.isInteger(page) || page < 1 || page > 10000) return invalidParam(c, "page");
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const rows = await services.db
      .select({ value: table.slug, label: table.name })
      .from(table)
      .where(q ? ilike(table.name, pattern) : undefined)
      .orderBy(asc(table.name), asc(table.id))
      .limit(FORM_TERMS_PAGE_SIZE + 1)
      .offset((page - 1) * FORM_TERMS_PAGE_SIZE);
    return c.json({
      results: rows.slice(0, FORM_TERMS_PAGE_SIZE),
      more: rows.length > FORM_TERMS_PAGE_SIZE,
    });
  });
}

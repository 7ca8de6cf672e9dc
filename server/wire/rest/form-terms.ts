/**
 * `GET /wp-json/laden/v1/form-terms/{product_cat|product_tag}?q=&page=`: the terms a searchable
 * form dropdown (`dropdown_source`) loads. Public, nonce-free (read-only, published taxonomy
 * names only); the search is modules/catalog/term-search.ts. Answer `{results: [{value: slug,
 * label: name}], more}`; labels are plain text (JSON-encoded here, rendered as text by React).
 */
import type { Hono } from "hono";
import { isProductTaxonomy, searchProductTerms } from "#modules/catalog/term-search.ts";
import type { AppServices } from "#server/services.ts";
import { invalidParam } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

const MAX_QUERY = 100;

export function registerFormTerms(rest: Hono<RestEnv>, services: AppServices): void {
  rest.get("/laden/v1/form-terms/:taxonomy", async (c) => {
    const taxonomy = c.req.param("taxonomy");
    if (!isProductTaxonomy(taxonomy)) return invalidParam(c, "taxonomy");
    const q = (c.req.query("q") ?? "").trim();
    if (q.length > MAX_QUERY) return invalidParam(c, "q");
    const page = Number(c.req.query("page") ?? "1");
    if (!Number.isInteger(page) || page < 1 || page > 10000) return invalidParam(c, "page");
    return c.json(await searchProductTerms(services.db, taxonomy, q, page));
  });
}

/**
 * `/admin/products/export.csv?…`: the products list as a WooCommerce product CSV, with the list's
 * own query string (search, filters, sort; all pages). Streamed batch by batch; the file reads
 * back through the import unchanged (docs/back-office/import-export.md).
 */

import { parseProductListQuery } from "#modules/catalog/admin-list.ts";
import { productsCsv, productsCsvFileName } from "#modules/catalog/csv-export.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/export-csv";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const origin = await mailLinkOrigin(services.db, services.config);
  const chunks = productsCsv(services.db, query, origin);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${productsCsvFileName()}"`,
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * `/admin/orders/export.csv?…`: the orders list's CSV with the list's own query string (its
 * filters, search and order; all pages). Streamed: each batch of orders is written as it is read.
 */

import { ordersCsv, ordersCsvFileName } from "#modules/orders/admin-csv.ts";
import { parseOrderListQuery } from "#modules/orders/admin-list.ts";
import { getSettings } from "#modules/settings/store.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/export-csv";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const query = parseOrderListQuery(new URL(request.url).searchParams);
  const settings = await getSettings(services.db);
  const chunks = ordersCsv(services.db, query, { settings, lang });
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
      "Content-Disposition": `attachment; filename="${ordersCsvFileName()}"`,
      "X-Robots-Tag": "noindex",
    },
  });
}

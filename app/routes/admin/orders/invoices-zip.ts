/**
 * `/admin/orders/invoices.zip?ids=1&ids=2`: the current invoices of the given orders, their
 * stored PDFs in one ZIP (modules/documents/export/invoices-zip.ts). The orders list's bulk
 * action links here after naming the orders without an invoice. Owners only; a download.
 */
import { invoicesZip } from "#modules/documents/export/invoices-zip.ts";
import { translate } from "#modules/i18n/index.ts";
import { berlinDay } from "#modules/reports/berlin-days.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/invoices-zip";
import "#modules/i18n/messages-admin-orders-list.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const ids = new URL(request.url).searchParams
    .getAll("ids")
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);
  const result = await invoicesZip(services.db, ids);
  if (!result) {
    const text = translate(lang, ids.length ? "adminOrders.zip.none" : "adminOrders.bulk.noneSelected");
    return new Response(text, {
      status: 404,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(new Uint8Array(result.zip), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="rechnungen-${berlinDay(new Date())}.zip"`,
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * `/admin/customers/:id/export/json/` and `…/export/html/`: the GDPR export as a download (JSON)
 * or a readable page (HTML). Resource routes: no back-office frame, never cached.
 */
import { data } from "react-router";
import { customerExport, exportFileName } from "#modules/customers/export.ts";
import { customerExportHtml } from "#modules/customers/export-html.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/export";
import { customerIdParam } from "./params.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const id = customerIdParam(params.id);
  const format = params.format;
  if (format !== "json" && format !== "html") throw data(null, { status: 404, headers: NO_STORE });
  const exported = await customerExport(services.db, id);
  if (!exported) throw data(null, { status: 404, headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (format === "json") {
    headers.set("Content-Type", "application/json; charset=utf-8");
    headers.set("Content-Disposition", `attachment; filename="${exportFileName(id, "json")}"`);
    return new Response(`${JSON.stringify(exported, null, 2)}\n`, { headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(customerExportHtml(exported, lang), { headers });
}

/**
 * `/admin/forms/:id/submissions.csv?…`: the submissions list's CSV with the list's own filter
 * (search, dates, view; all pages), through the project's one CSV writer
 * (modules/forms/submission/export.ts → modules/shared/csv.ts: formula starts defused).
 */
import { readInboxFilter } from "#modules/forms/inbox/filter.ts";
import { inboxExportRows } from "#modules/forms/inbox/store.ts";
import { submissionsCsv } from "#modules/forms/submission/export.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { CSV_BOM } from "#modules/shared/csv.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/submissions-csv";
import { formOf } from "./submissions.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const form = await formOf(services, params.id);
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const rows = await inboxExportRows(services.db, form.id, filter);
  const csv = submissionsCsv(
    { fields: form.fields, calculations: form.settings.calculations },
    rows.map((r) => ({ ...r, formId: form.id, status: "complete" as const })),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(CSV_BOM + csv, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="einsendungen-${form.id}-${day}.csv"`,
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * `/admin/documents/export/datev.csv?from=…&to=…` (DATEV's Buchungsstapel) and
 * `/admin/documents/export/belege.csv?from=…&to=…` (the plain CSV): the Belege screen's downloads.
 * A bad range or a refusal answers 409 with the German reason as text (the screen shows the same
 * reason before offering the link). Owners only.
 */
import { data } from "react-router";
import { datevExport, documentsCsvExport, isRefusal } from "#modules/documents/export/export.ts";
import { parseExportRange } from "#modules/documents/export/load.ts";
import { translate } from "#modules/i18n/index.ts";
import { getSettings } from "#modules/settings/store.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/export";

const refuse = (text: string) =>
  new Response(text, { status: 409, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  if (params.file !== "datev.csv" && params.file !== "belege.csv") {
    throw data(null, { status: 404, headers: NO_STORE });
  }
  const url = new URL(request.url);
  const parsed = parseExportRange(url.searchParams.get("from"), url.searchParams.get("to"));
  if ("error" in parsed) throw refuse(translate(lang, parsed.error));
  const result =
    params.file === "datev.csv"
      ? await datevExport(services.db, await getSettings(services.db), parsed.range)
      : await documentsCsvExport(services.db, parsed.range, lang);
  if (isRefusal(result)) throw refuse(translate(lang, result.error, result.params));
  return new Response(new Uint8Array(result.bytes), {
    headers: {
      ...NO_STORE,
      "Content-Type": result.contentType,
      "Content-Disposition": `attachment; filename="${result.fileName}"`,
      "X-Robots-Tag": "noindex",
    },
  });
}

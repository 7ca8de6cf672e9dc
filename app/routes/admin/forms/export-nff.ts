/**
 * `/admin/forms/:id/export.nff`: the form as a Ninja Forms export file, for owners only. It
 * exports what the builder shows (the draft when there is one, else the live definition) through
 * importers/ninja-forms/export.ts, whose round trip import → export → import is tested on every
 * corpus file (parse.test.ts).
 */

import { PRIVATE_NO_STORE } from "#modules/shared/cache-control.ts";
import { exportNff } from "../../../../importers/ninja-forms/export.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/export-nff";
import { formId, loadBuilder } from "./builder.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const form = await loadBuilder(services.db, formId(params.id));
  return new Response(exportNff(form.draft), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${form.key.replace(/[^a-z0-9-]/g, "_")}.nff"`,
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}

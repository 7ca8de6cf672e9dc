/**
 * `/admin/forms/:id/submissions/:sid/files/:fid`: an uploaded file of a submission, for owners
 * only, as an attachment a browser never renders (nosniff, CSP sandbox, not cached), as REST's.
 */
import { readFile } from "node:fs/promises";
import { data } from "react-router";
import { submissionState } from "#modules/forms/inbox/store.ts";
import { storedPath, submissionFile, uploadsDir } from "#modules/forms/uploads/store.ts";
import { PRIVATE_NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/submissions-file";
import { formOf } from "./submissions.server.ts";

const num = (raw: string | undefined) => (/^\d{1,9}$/.test(raw ?? "") ? Number(raw) : undefined);

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\/;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const form = await formOf(services, params.id);
  const sid = num(params.sid);
  const fid = num(params.fid);
  if (
    sid === undefined ||
    fid === undefined ||
    (await submissionState(services.db, form.id, sid)) === "missing"
  )
    throw data(null, { status: 404 });
  const row = await submissionFile(services.db, sid, fid);
  if (!row) throw data(null, { status: 404 });
  let bytes: Buffer;
  try {
    bytes = await readFile(storedPath(uploadsDir(services.config.dataDir), row.storedName));
  } catch {
    throw data(null, { status: 404 });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": row.mime,
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(row.originalName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}

/**
 * `POST /admin/media/upload/`: one file per request from the library's uploader (XHR, so the
 * browser reports progress). 201 `{ ok, id }` or 400/413 `{ ok: false, message }` with the German
 * reason; the owner check is the back office's (a visitor is sent to sign in, a customer gets 404).
 */
import { data } from "react-router";
import { uploadMediaFiles, uploadRefusal } from "#modules/media/upload.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/upload";

export async function loader() {
  throw data(null, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await request.formData();
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return Response.json(
      { ok: false, message: uploadRefusal(admin.lang, "type") },
      { status: 400, headers: NO_STORE },
    );
  }
  const { db, mediaDir } = admin.services;
  const [outcome] = await uploadMediaFiles(
    db,
    mediaDir,
    [{ bytes: Buffer.from(await file.arrayBuffer()), filename: file.name }],
    admin.actor,
  );
  if (outcome?.ok) return Response.json({ ok: true, id: outcome.id }, { status: 201, headers: NO_STORE });
  const reason = outcome && !outcome.ok ? outcome.reason : "type";
  return Response.json(
    { ok: false, message: uploadRefusal(admin.lang, reason) },
    { status: reason === "size" ? 413 : 400, headers: NO_STORE },
  );
}

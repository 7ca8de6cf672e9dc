/**
 * The media item page's writes: parse the form, call the modules/media function, answer with a
 * German message. A stale version answers 409 "inzwischen geändert" with what changed, keeping
 * what the owner typed; an item in use answers 409 with the places that use it.
 */
import { data } from "react-router";
import type { MessageKey } from "#modules/i18n/index.ts";
import {
  deleteMediaForGood,
  MediaInUseError,
  restoreMedia,
  trashMedia,
  updateMediaDetails,
} from "#modules/media/edit.ts";
import { replaceMediaFile } from "#modules/media/replace.ts";
import { UploadRejected, uploadRefusal } from "#modules/media/upload.ts";
import { describeUses } from "#modules/media/usage.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";

const INTENTS = ["save", "replace", "trash", "restore", "delete"] as const;
type Intent = (typeof INTENTS)[number];
type Field = "title" | "alt" | "caption";

export type MediaActionResult = {
  intent: Intent;
  ok: boolean;
  status: number;
  message?: MessageKey;
  params?: Record<string, string>;
  errors?: Partial<Record<Field, MessageKey>>;
  values?: Partial<Record<Field, string>>;
  conflict?: { field: string; from: string; to: string }[];
  currentVersion?: number;
};

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

const shown = (v: unknown) => (v == null || v === "" ? "–" : String(v));

const notFound = () => data(null, { status: 404, headers: NO_STORE });

async function run(
  admin: AdminRequest,
  id: number,
  intent: Intent,
  form: FormData,
): Promise<MediaActionResult> {
  const { db, mediaDir } = admin.services;
  const opts = { actor: admin.actor, expectedVersion: parseVersion(str(form, "version")) };
  switch (intent) {
    case "save": {
      const values = { title: str(form, "title"), alt: str(form, "alt"), caption: str(form, "caption") };
      const result = await updateMediaDetails(db, id, values, opts);
      if (!result) throw notFound();
      if (!result.ok) return { intent, ok: false, status: 400, errors: result.errors, values };
      return { intent, ok: true, status: 200, message: "adminMedia.saved" };
    }
    case "replace": {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return { intent, ok: false, status: 400, message: "adminMedia.upload.none" };
      }
      try {
        const row = await replaceMediaFile(db, mediaDir, id, Buffer.from(await file.arrayBuffer()), opts);
        if (!row) throw notFound();
      } catch (err) {
        if (!(err instanceof UploadRejected)) throw err;
        const reason = uploadRefusal(admin.lang, err.reason);
        return {
          intent,
          ok: false,
          status: 400,
          message: "adminMedia.upload.refused",
          params: { name: file.name, reason },
        };
      }
      return { intent, ok: true, status: 200, message: "adminMedia.replaced" };
    }
    case "trash":
      if (!(await trashMedia(db, id, opts))) throw notFound();
      return { intent, ok: true, status: 200, message: "adminMedia.trashed" };
    case "restore":
      if (!(await restoreMedia(db, id, opts))) throw notFound();
      return { intent, ok: true, status: 200, message: "adminMedia.restored" };
    case "delete":
      if (!(await deleteMediaForGood(db, mediaDir, id, opts))) throw notFound();
      return { intent, ok: true, status: 200, message: "adminMedia.deleted" };
  }
}

export async function mediaAction(
  admin: AdminRequest,
  id: number,
  form: FormData,
): Promise<MediaActionResult> {
  const intent = str(form, "intent") as Intent;
  if (!(INTENTS as readonly string[]).includes(intent)) throw data(null, { status: 400, headers: NO_STORE });
  try {
    return await run(admin, id, intent, form);
  } catch (err) {
    if (err instanceof VersionConflictError) {
      const values =
        intent === "save"
          ? { title: str(form, "title"), alt: str(form, "alt"), caption: str(form, "caption") }
          : {};
      return {
        intent,
        ok: false,
        status: 409,
        message: "admin.conflict",
        values,
        currentVersion: err.current,
        conflict: Object.entries(err.changes).map(([field, c]) => ({
          field,
          from: shown(c.from),
          to: shown(c.to),
        })),
      };
    }
    if (err instanceof MediaInUseError) {
      return {
        intent,
        ok: false,
        status: 409,
        message: "adminMedia.inUse",
        params: { list: describeUses(admin.lang, err.uses) },
      };
    }
    throw err;
  }
}

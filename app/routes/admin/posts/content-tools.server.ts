/**
 * The editor's helpers, shared by `/admin/posts/…` and `/admin/pages/…` (issue 25 item 1): the
 * autosave endpoint (JSON, called by the editor every few seconds after a change), the
 * revisions screen (list, view one, restore) and the link dialog's internal search. Thin:
 * modules/content/editing/ does the work.
 */
import { data, redirect } from "react-router";
import { discardAutosave, readAutosave, writeAutosave } from "#modules/content/editing/autosave.ts";
import { EntryConflictError, getEntry } from "#modules/content/editing/entries.ts";
import { searchLinkTargets } from "#modules/content/editing/link-search.ts";
import { getRevision, listRevisions, restoreRevision } from "#modules/content/editing/revisions.ts";
import type { EntryKind } from "#modules/content/editing/rules.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { parseVersion } from "#modules/shared/version-conflict.ts";
import type { AdminRequest } from "../admin.server.ts";
import { editPath, entryParam } from "./content.server.ts";

/** `POST …/ID/autosave/` (or `new/autosave/`): keeps or (`intent=discard`) drops the owner's state. */
export async function autosaveAction(
  admin: AdminRequest,
  kind: EntryKind,
  param: string | undefined,
  form: FormData,
) {
  const id = entryParam(param);
  const db = admin.services.db;
  const entryId = id === "new" ? 0 : id;
  if (id !== "new" && !(await getEntry(db, kind, id))) throw data(null, { status: 404 });
  const back = `${editPath(kind, id)}`;
  if (form.get("intent") === "discard") {
    await discardAutosave(db, kind, entryId, admin.owner.id);
    // Without JavaScript the discard is a plain form: back to the editor.
    if (form.get("js") !== "1") throw redirect(back);
    return Response.json({ ok: true }, { headers: NO_STORE });
  }
  const fields = readAutosave(form);
  if (!fields)
    return Response.json(
      { code: "invalid_autosave", message: "Die Sicherung ist zu groß oder leer.", data: { status: 400 } },
      { status: 400, headers: NO_STORE },
    );
  const savedAt = new Date();
  await writeAutosave(db, kind, entryId, admin.owner.id, fields, savedAt);
  return Response.json({ ok: true, savedAt: savedAt.toISOString() }, { headers: NO_STORE });
}

function numericId(param: string | undefined): number {
  const id = entryParam(param);
  if (id === "new") throw data(null, { status: 404 });
  return id;
}

/** The revisions screen: the item, its last 20 revisions and the one asked for (`?rev=ID`, else the newest). */
export async function loadRevisions(
  admin: AdminRequest,
  kind: EntryKind,
  param: string | undefined,
  url: URL,
) {
  const db = admin.services.db;
  const id = numericId(param);
  const entry = await getEntry(db, kind, id);
  if (!entry) throw data(null, { status: 404 });
  const list = await listRevisions(db, kind, id);
  const wanted = Number(url.searchParams.get("rev"));
  const chosenId = Number.isInteger(wanted) && wanted > 0 ? wanted : list[0]?.id;
  const chosen = chosenId ? await getRevision(db, kind, id, chosenId) : undefined;
  return {
    kind,
    id,
    version: entry.version,
    title: entry.title,
    revisions: list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    chosen: chosen
      ? {
          id: chosen.id,
          version: chosen.version,
          title: chosen.title,
          content: chosen.content,
          excerpt: chosen.excerpt,
          createdAt: chosen.createdAt.toISOString(),
          actorLabel: chosen.actorLabel,
        }
      : null,
  };
}

export type RevisionsActionData = { outcome: "conflict" } | { outcome: "unknown" };

/** Restores the posted revision over the posted version; back to the editor with a notice. */
export async function revisionsAction(
  admin: AdminRequest,
  kind: EntryKind,
  param: string | undefined,
  form: FormData,
) {
  const id = numericId(param);
  const revision = Number(form.get("revision"));
  const version = parseVersion(String(form.get("version") ?? "")) ?? -1;
  if (!Number.isInteger(revision) || revision <= 0)
    return data<RevisionsActionData>({ outcome: "unknown" }, 400);
  try {
    const done = await restoreRevision(admin.services.db, kind, id, revision, version, {
      actor: admin.actor,
      requestId: admin.state.requestId,
    });
    if (!done) return data<RevisionsActionData>({ outcome: "unknown" }, 404);
  } catch (err) {
    if (err instanceof EntryConflictError) return data<RevisionsActionData>({ outcome: "conflict" }, 409);
    throw err;
  }
  throw redirect(`${editPath(kind, id)}?revision=restored`);
}

/** `GET /admin/content/link-search/?q=`: pages, posts and products for the link dialog (JSON). */
export async function linkSearch(admin: AdminRequest, url: URL) {
  const items = await searchLinkTargets(admin.services.db, url.searchParams.get("q") ?? "");
  return Response.json({ items }, { headers: NO_STORE });
}

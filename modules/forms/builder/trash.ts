/**
 * A form to the trash and back (issue 26 items 5, 8; REST `DELETE laden/v1/forms/ID`): trashing
 * closes it to visitors at once (status "closed", the status before kept) and hides it from the
 * back office's list; a visitor who still has it open gets "this form was removed" on submit.
 * Restoring puts the status back. Version-checked like every owner write, audited. Framework-free.
 */
import { desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { formSubmissions, forms, formUploads } from "#db/schema/index.ts";
import { recordAudit } from "../../audit/log.ts";
import { assertVersion } from "../../shared/version-conflict.ts";
import type { WriteOptions } from "./admin.ts";

export type TrashResult = { version: number } | "missing" | "already";

export async function trashForm(db: Db, id: number, opts: WriteOptions): Promise<TrashResult> {
  return db.transaction(async (trx) => {
    const [row] = await trx.select().from(forms).where(eq(forms.id, id)).for("update");
    if (!row) return "missing";
    if (row.trashedAt) return "already";
    assertVersion(opts.expectedVersion, row.version);
    const version = row.version + 1;
    await trx
      .update(forms)
      .set({
        status: "closed",
        statusBeforeTrash: row.status,
        trashedAt: new Date(),
        version,
        updatedAt: new Date(),
      })
      .where(eq(forms.id, id));
    await recordAudit(trx as unknown as Db, {
      actor: opts.actor,
      entity: "form",
      entityId: id,
      action: "trash",
      changes: { status: { from: row.status, to: "trash" } },
      requestId: opts.requestId,
    });
    return { version };
  });
}

export async function restoreForm(db: Db, id: number, opts: WriteOptions): Promise<TrashResult> {
  return db.transaction(async (trx) => {
    const [row] = await trx.select().from(forms).where(eq(forms.id, id)).for("update");
    if (!row) return "missing";
    if (!row.trashedAt) return "already";
    assertVersion(opts.expectedVersion, row.version);
    const version = row.version + 1;
    const status = row.statusBeforeTrash ?? "closed";
    await trx
      .update(forms)
      .set({ status, statusBeforeTrash: null, trashedAt: null, version, updatedAt: new Date() })
      .where(eq(forms.id, id));
    await recordAudit(trx as unknown as Db, {
      actor: opts.actor,
      entity: "form",
      entityId: id,
      action: "restore",
      changes: { status: { from: "trash", to: status } },
      requestId: opts.requestId,
    });
    return { version };
  });
}

/** Whether a form is in the trash (a visitor's submit then says it was removed, not "unknown"). */
export async function isFormTrashed(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ trashedAt: forms.trashedAt }).from(forms).where(eq(forms.id, id));
  return !!row?.trashedAt;
}

export type TrashedFormRow = {
  id: number;
  key: string;
  title: string;
  trashedAt: Date;
  submissions: number;
  version: number;
};

/** The forms in the trash, most recently trashed first, with their submission counts. */
export async function listTrashedForms(db: Db): Promise<TrashedFormRow[]> {
  const rows = await db
    .select({
      id: forms.id,
      key: forms.key,
      title: sql<string>`coalesce(${forms.draft}->>'title', ${forms.title})`,
      trashedAt: forms.trashedAt,
      version: forms.version,
      // Spelled out: in a one-table select Drizzle renders `${forms.id}` as a bare "id", which
      // inside the subquery would name the submission's own id (and count none).
      submissions: sql<number>`(select count(*) from form_submissions fs where fs.form_id = "forms"."id")::int`,
    })
    .from(forms)
    .where(isNotNull(forms.trashedAt))
    .orderBy(desc(forms.trashedAt), desc(forms.id));
  return rows.map((r) => ({ ...r, trashedAt: r.trashedAt as Date }));
}

/**
 * Deletes a form in the trash for good, with its versions, submissions and their upload rows
 * (cascade); answers the upload files to remove after the commit (`removeErasedUploads`). A form
 * not in the trash is not deleted ("not_trashed"): deleting for good always goes through the trash.
 */
export async function deleteFormForGood(
  db: Db,
  id: number,
  opts: WriteOptions,
): Promise<{ uploadFiles: string[] } | "missing" | "not_trashed"> {
  return db.transaction(async (trx) => {
    const [row] = await trx.select().from(forms).where(eq(forms.id, id)).for("update");
    if (!row) return "missing";
    if (!row.trashedAt) return "not_trashed";
    assertVersion(opts.expectedVersion, row.version);
    const files = await trx
      .select({ storedName: formUploads.storedName })
      .from(formUploads)
      .where(eq(formUploads.formId, id));
    const [count] = await trx
      .select({ n: sql<number>`count(*)::int` })
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, id));
    await trx.delete(forms).where(eq(forms.id, id));
    await recordAudit(trx as unknown as Db, {
      actor: opts.actor,
      entity: "form",
      entityId: id,
      action: "delete",
      before: { title: row.title, key: row.key, submissions: count?.n ?? 0 },
      requestId: opts.requestId,
    });
    return { uploadFiles: files.map((f) => f.storedName) };
  });
}

/**
 * A form to the trash and back (issue 26 items 5, 8; REST `DELETE laden/v1/forms/ID`): trashing
 * closes it to visitors at once (status "closed", the status before kept) and hides it from the
 * back office's list; a visitor who still has it open gets "this form was removed" on submit.
 * Restoring puts the status back. Version-checked like every owner write, audited. Framework-free.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { forms } from "#db/schema/index.ts";
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

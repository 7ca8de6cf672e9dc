/**
 * GDPR erasure by e-mail address (issue 26 item 7, Art. 17 DSGVO): find every submission, of any
 * form, that holds the address in one of its values (an e-mail field, or typed into a text), show
 * them, and after the owner's confirmation delete them for good with their uploads. Only the
 * submissions that were shown and still hold the address are erased (one that arrives meanwhile
 * is shown on the next search, not erased unseen). Audited per submission without the address
 * itself. The caller removes the returned upload files from disk. Framework-free.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { formSubmissions, forms, formUploads } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../../audit/log.ts";
import { likePattern } from "./filter.ts";

/** Most submissions one search shows (and one confirmation erases). */
export const MAX_ERASE_MATCHES = 500;

const emailSchema = z.string().trim().toLowerCase().email().max(254);

/** The address normalised, or undefined when it is no e-mail address. */
export function eraseAddress(input: unknown): string | undefined {
  const parsed = emailSchema.safeParse(input);
  return parsed.success ? parsed.data : undefined;
}

function holdsAddress(email: string): SQL {
  return sql`exists (select 1 from jsonb_each(${formSubmissions.values}) v
    where lower(btrim(v.value->>'value')) = ${email} or v.value->>'text' ilike ${likePattern(email)}
       or v.value->>'value' ilike ${likePattern(email)})`;
}

export type EraseMatch = {
  id: number;
  formId: number;
  formTitle: string;
  createdAt: string;
  trashed: boolean;
};

export async function findSubmissionsByEmail(db: Db, email: string): Promise<EraseMatch[]> {
  const rows = await db
    .select({
      id: formSubmissions.id,
      formId: formSubmissions.formId,
      formTitle: forms.title,
      createdAt: formSubmissions.createdAt,
      trashedAt: formSubmissions.trashedAt,
    })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(holdsAddress(email))
    .orderBy(formSubmissions.id)
    .limit(MAX_ERASE_MATCHES);
  return rows.map((r) => ({
    id: r.id,
    formId: r.formId,
    formTitle: r.formTitle,
    createdAt: r.createdAt.toISOString(),
    trashed: r.trashedAt !== null,
  }));
}

/**
 * Deletes the confirmed submissions that still hold the address, with their upload rows, in one
 * transaction; returns the erased ids and the stored file names to remove.
 */
export async function eraseSubmissionsByEmail(
  db: Db,
  email: string,
  ids: readonly number[],
  opts: { actor: Actor; requestId?: string },
): Promise<{ erased: number[]; uploadFiles: string[] }> {
  if (ids.length === 0) return { erased: [], uploadFiles: [] };
  return db.transaction(async (trx) => {
    const target = and(inArray(formSubmissions.id, [...ids]), holdsAddress(email));
    const files = await trx
      .select({ storedName: formUploads.storedName })
      .from(formUploads)
      .innerJoin(formSubmissions, eq(formSubmissions.id, formUploads.submissionId))
      .where(target);
    const gone = await trx
      .delete(formSubmissions)
      .where(target)
      .returning({ id: formSubmissions.id, formId: formSubmissions.formId });
    for (const g of gone)
      await recordAudit(trx as unknown as Db, {
        actor: opts.actor,
        entity: "form_submission",
        entityId: g.id,
        action: "erase",
        changes: { form: { from: g.formId, to: null }, reason: { from: null, to: "dsgvo" } },
        requestId: opts.requestId,
      });
    return {
      erased: gone.map((g) => g.id).sort((a, b) => a - b),
      uploadFiles: files.map((f) => f.storedName),
    };
  });
}

/**
 * Submissions in PostgreSQL: recording one (duplicates, the unique field and the submission
 * limit decided by the database, not by a read before the write), the actions' progress, resume
 * tokens, and the owner's reading (REST, CSV export).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { formResumeTokens, formSubmissions, forms, type SubmissionValue } from "#db/schema/index.ts";
import { RESUME_TOKEN_TTL_SECONDS } from "./constants.ts";

export type RecordInput = {
  formId: number;
  values: Record<string, SubmissionValue>;
  calculations: Record<string, string>;
  dedupeKey?: string;
  uniqueValue?: string;
  userId?: number;
  /** The form's submission limit (0 or undefined: none). */
  limit?: number;
  /**
   * Runs in the insert's transaction for a new submission (attaching uploads); false rolls the
   * submission back and answers "uploads".
   */
  attach?: (trx: Db, submissionId: number) => Promise<boolean>;
};

export type RecordResult =
  | { kind: "new"; id: number }
  | { kind: "duplicate"; id: number; status: "complete" | "halted"; actionsDone: number }
  | { kind: "unique" }
  | { kind: "limit" }
  | { kind: "uploads" };

class AttachFailed extends Error {}

async function byDedupeKey(db: Db, key: string) {
  const [row] = await db
    .select({
      id: formSubmissions.id,
      status: formSubmissions.status,
      actionsDone: formSubmissions.actionsDone,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.dedupeKey, key));
  return row;
}

/**
 * Records an accepted submission. Same dedupe key → the existing row (also when ten identical
 * posts arrive at once: the unique index makes the others wait for the first and then find it).
 * A taken unique value → "unique". With a limit, submissions of the form are counted under a
 * transaction-scoped advisory lock per form, so concurrent posts cannot pass the limit together.
 */
export async function recordSubmission(db: Db, input: RecordInput): Promise<RecordResult> {
  try {
    return await insertSubmission(db, input);
  } catch (err) {
    if (err instanceof AttachFailed) return { kind: "uploads" };
    throw err;
  }
}

async function insertSubmission(db: Db, input: RecordInput): Promise<RecordResult> {
  return db.transaction(async (trx) => {
    if (input.dedupeKey) {
      const existing = await byDedupeKey(trx as unknown as Db, input.dedupeKey);
      if (existing) return { kind: "duplicate", ...existing };
    }
    if (input.limit && input.limit > 0) {
      await trx.execute(sql`select pg_advisory_xact_lock(hashtext('laden:form-sub-limit'), ${input.formId})`);
      if (input.dedupeKey) {
        const existing = await byDedupeKey(trx as unknown as Db, input.dedupeKey);
        if (existing) return { kind: "duplicate", ...existing };
      }
      const [n] = await trx
        .select({ n: count() })
        .from(formSubmissions)
        .where(eq(formSubmissions.formId, input.formId));
      if ((n?.n ?? 0) >= input.limit) return { kind: "limit" };
    }
    const [row] = await trx
      .insert(formSubmissions)
      .values({
        formId: input.formId,
        values: input.values,
        calculations: input.calculations,
        dedupeKey: input.dedupeKey ?? null,
        uniqueValue: input.uniqueValue ?? null,
        userId: input.userId ?? null,
        formVersion: sql`(select ${forms.publishedVersion} from ${forms} where ${forms.id} = ${input.formId})`,
      })
      .onConflictDoNothing()
      .returning({ id: formSubmissions.id });
    if (row) {
      if (input.attach && !(await input.attach(trx as unknown as Db, row.id))) throw new AttachFailed();
      return { kind: "new", id: row.id };
    }
    if (input.dedupeKey) {
      const existing = await byDedupeKey(trx as unknown as Db, input.dedupeKey);
      if (existing) return { kind: "duplicate", ...existing };
    }
    return { kind: "unique" };
  });
}

export async function markSaved(db: Db, id: number): Promise<void> {
  await db.update(formSubmissions).set({ saved: true }).where(eq(formSubmissions.id, id));
}

/** After the actions: how many ran, and whether the submission waits for `nf_resume`. */
export async function markProgress(
  db: Db,
  id: number,
  actionsDone: number,
  status: "complete" | "halted",
): Promise<void> {
  await db
    .update(formSubmissions)
    .set({
      actionsDone,
      status,
      // Without a save action the values are only kept while a resume still needs them.
      ...(status === "complete"
        ? {
            values: sql`case when ${formSubmissions.saved} then ${formSubmissions.values} else '{}'::jsonb end`,
          }
        : {}),
    })
    .where(eq(formSubmissions.id, id));
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fresh resume token for a halted submission (only its hash is stored; expired ones go now). */
export async function createResumeToken(db: Db, submissionId: number): Promise<string> {
  await purgeExpiredResumeTokens(db);
  const token = randomBytes(32).toString("base64url");
  await db.insert(formResumeTokens).values({
    tokenHash: hashToken(token),
    submissionId,
    expiresAt: sql`now() + make_interval(secs => ${RESUME_TOKEN_TTL_SECONDS})`,
  });
  return token;
}

export type ResumedSubmission = {
  id: number;
  values: Record<string, SubmissionValue>;
  calculations: Record<string, string>;
  actionsDone: number;
  saved: boolean;
};

/**
 * Takes a resume token: one DELETE … RETURNING, so of two calls with the same token exactly one
 * gets the submission. Only a halted submission of the named form, only before it expires.
 */
export async function takeResumeToken(
  db: Db,
  token: string,
  formId: number,
): Promise<ResumedSubmission | undefined> {
  const { rows } = await db.execute<{
    id: number;
    values: Record<string, SubmissionValue>;
    calculations: Record<string, string>;
    actions_done: number;
    saved: boolean;
  }>(sql`
    delete from form_resume_tokens t using form_submissions s
    where t.token_hash = ${hashToken(token)} and t.submission_id = s.id and s.form_id = ${formId}
      and s.status = 'halted' and t.expires_at > now()
    returning s.id, s."values", s.calculations, s.actions_done, s.saved`);
  const r = rows[0];
  return r
    ? {
        id: r.id,
        values: r.values,
        calculations: r.calculations,
        actionsDone: r.actions_done,
        saved: r.saved,
      }
    : undefined;
}

export async function purgeExpiredResumeTokens(db: Db): Promise<void> {
  await db.delete(formResumeTokens).where(sql`${formResumeTokens.expiresAt} < now()`);
}

export type SubmissionRow = {
  id: number;
  formId: number;
  status: "complete" | "halted";
  values: Record<string, SubmissionValue>;
  calculations: Record<string, string>;
  createdAt: string;
};

function toRow(r: typeof formSubmissions.$inferSelect): SubmissionRow {
  return {
    id: r.id,
    formId: r.formId,
    status: r.status,
    values: r.values,
    calculations: r.calculations,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The owner's list: saved submissions of a form (not in the trash), newest first. */
export async function listSubmissions(
  db: Db,
  formId: number,
  paging: { offset: number; limit: number },
): Promise<{ items: SubmissionRow[]; total: number }> {
  const where = and(
    eq(formSubmissions.formId, formId),
    eq(formSubmissions.saved, true),
    isNull(formSubmissions.trashedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(formSubmissions).where(where),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0 };
}

export async function getSubmission(db: Db, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.id, id), eq(formSubmissions.saved, true), isNull(formSubmissions.trashedAt)),
    );
  return row ? toRow(row) : undefined;
}

/** Every saved submission of a form, oldest first (the CSV export). */
export async function allSubmissions(db: Db, formId: number): Promise<SubmissionRow[]> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.saved, true),
        isNull(formSubmissions.trashedAt),
      ),
    )
    .orderBy(asc(formSubmissions.id));
  return rows.map(toRow);
}

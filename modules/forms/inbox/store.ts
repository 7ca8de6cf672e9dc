/**
 * The owner's submissions of a form (issue 26 item 7): the filtered, paged list, one submission
 * with the labels of its form version and its files, read/unread, star, trash and restore (one or
 * many, audited), the navigation's count of new ones, the rows of a filtered CSV export and the
 * columns an owner chose. Only saved submissions (a form with a `save` action) are the owner's to
 * read. Framework-free.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  formSubmissionColumns,
  formSubmissions,
  forms,
  formVersions,
  type SubmissionValue,
} from "#db/schema/index.ts";
import { SHOP_TIME_ZONE } from "#modules/shared/shop-time.ts";
import { type Actor, recordAudit } from "../../audit/log.ts";
import type { FieldDef } from "../engine/types.ts";
import { filesOfSubmissions, type SubmissionFile } from "../uploads/store.ts";
import { cleanColumns, INBOX_PAGE_SIZE, type InboxFilter, likePattern } from "./filter.ts";
import { type LabelledValue, labelledValues } from "./labelled.ts";

export type InboxRow = {
  id: number;
  createdAt: string;
  read: boolean;
  starred: boolean;
  trashed: boolean;
  formVersion: number | null;
  values: Record<string, SubmissionValue>;
  calculations: Record<string, string>;
};

type Opts = { actor: Actor; requestId?: string };

function toRow(r: typeof formSubmissions.$inferSelect): InboxRow {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
    starred: r.starred,
    trashed: r.trashedAt !== null,
    formVersion: r.formVersion,
    values: r.values,
    calculations: r.calculations,
  };
}

/** The WHERE of a filter: the form's saved submissions in the view, matching the search and days. */
export function inboxWhere(formId: number, f: Pick<InboxFilter, "q" | "from" | "to" | "view">): SQL {
  const parts: SQL[] = [eq(formSubmissions.formId, formId), eq(formSubmissions.saved, true)];
  parts.push(f.view === "trash" ? isNotNull(formSubmissions.trashedAt) : isNull(formSubmissions.trashedAt));
  if (f.view === "unread") parts.push(isNull(formSubmissions.readAt));
  if (f.view === "starred") parts.push(eq(formSubmissions.starred, true));
  if (f.q) {
    const pattern = likePattern(f.q);
    parts.push(sql`exists (select 1 from jsonb_each(${formSubmissions.values}) v
      where v.value->>'text' ilike ${pattern} or v.value->>'value' ilike ${pattern})`);
  }
  if (f.from)
    parts.push(
      sql`${formSubmissions.createdAt} >= (${f.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`,
    );
  if (f.to)
    parts.push(
      sql`${formSubmissions.createdAt} < (${f.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`,
    );
  return and(...parts)!;
}

export async function listInbox(
  db: Db,
  formId: number,
  filter: InboxFilter,
  pageSize = INBOX_PAGE_SIZE,
): Promise<{ rows: InboxRow[]; total: number; pages: number }> {
  const where = inboxWhere(formId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ n: count() }).from(formSubmissions).where(where),
  ]);
  const n = total?.n ?? 0;
  return { rows: rows.map(toRow), total: n, pages: Math.max(1, Math.ceil(n / pageSize)) };
}

/** Every row of a filter, oldest first (the CSV export of the filtered list). */
export async function inboxExportRows(
  db: Db,
  formId: number,
  filter: Pick<InboxFilter, "q" | "from" | "to" | "view">,
): Promise<InboxRow[]> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(inboxWhere(formId, filter))
    .orderBy(formSubmissions.id);
  return rows.map(toRow);
}

export type InboxDetail = InboxRow & {
  labelled: LabelledValue[];
  files: SubmissionFile[];
  /** The previous (newer) and next (older) submission of the form, for paging through. */
  newer: number | null;
  older: number | null;
};

/** One saved submission of the form with its version's labels and its files; undefined if none. */
export async function getInboxSubmission(
  db: Db,
  formId: number,
  id: number,
): Promise<InboxDetail | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.id, id), eq(formSubmissions.formId, formId), eq(formSubmissions.saved, true)),
    );
  if (!row) return undefined;
  let fields: FieldDef[] | undefined;
  if (row.formVersion) {
    const [v] = await db
      .select({ fields: formVersions.fields })
      .from(formVersions)
      .where(and(eq(formVersions.formId, formId), eq(formVersions.number, row.formVersion)));
    fields = v?.fields;
  }
  const scope = and(
    eq(formSubmissions.formId, formId),
    eq(formSubmissions.saved, true),
    row.trashedAt ? isNotNull(formSubmissions.trashedAt) : isNull(formSubmissions.trashedAt),
  );
  const [[newer], [older], files] = await Promise.all([
    db
      .select({ id: sql<number>`min(${formSubmissions.id})` })
      .from(formSubmissions)
      .where(and(scope, sql`${formSubmissions.id} > ${id}`)),
    db
      .select({ id: sql<number>`max(${formSubmissions.id})` })
      .from(formSubmissions)
      .where(and(scope, sql`${formSubmissions.id} < ${id}`)),
    filesOfSubmissions(db, [id]),
  ]);
  return {
    ...toRow(row),
    labelled: labelledValues(row.values, fields),
    files: files.get(id) ?? [],
    newer: newer?.id ?? null,
    older: older?.id ?? null,
  };
}

/** Opening a submission marks it read (once; not audited: reading changes nothing of the data). */
export async function markRead(db: Db, formId: number, id: number): Promise<void> {
  await db
    .update(formSubmissions)
    .set({ readAt: new Date() })
    .where(
      and(eq(formSubmissions.id, id), eq(formSubmissions.formId, formId), isNull(formSubmissions.readAt)),
    );
}

export async function markUnread(db: Db, formId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await db
    .update(formSubmissions)
    .set({ readAt: null })
    .where(and(eq(formSubmissions.formId, formId), inArray(formSubmissions.id, [...ids])))
    .returning({ id: formSubmissions.id });
  return done.length;
}

export async function setStarred(db: Db, formId: number, id: number, starred: boolean): Promise<boolean> {
  const done = await db
    .update(formSubmissions)
    .set({ starred })
    .where(
      and(eq(formSubmissions.id, id), eq(formSubmissions.formId, formId), eq(formSubmissions.saved, true)),
    )
    .returning({ id: formSubmissions.id });
  return done.length > 0;
}

/**
 * Moves submissions of a form to the trash (to = "trash") or back (to = "restore"); one audit
 * entry per submission, in one transaction. Returns the ids that changed (others were already there,
 * or are no saved submission of this form).
 */
export async function moveSubmissions(
  db: Db,
  formId: number,
  ids: readonly number[],
  to: "trash" | "restore",
  opts: Opts,
): Promise<number[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (trx) => {
    const changed = await trx
      .update(formSubmissions)
      .set({ trashedAt: to === "trash" ? new Date() : null })
      .where(
        and(
          eq(formSubmissions.formId, formId),
          eq(formSubmissions.saved, true),
          inArray(formSubmissions.id, [...ids]),
          to === "trash" ? isNull(formSubmissions.trashedAt) : isNotNull(formSubmissions.trashedAt),
        ),
      )
      .returning({ id: formSubmissions.id });
    for (const { id } of changed)
      await recordAudit(trx as unknown as Db, {
        actor: opts.actor,
        entity: "form_submission",
        entityId: id,
        action: to,
        changes: {
          status: to === "trash" ? { from: "saved", to: "trash" } : { from: "trash", to: "saved" },
        },
        requestId: opts.requestId,
      });
    return changed.map((c) => c.id).sort((a, b) => a - b);
  });
}

/** New (unread, not trashed) saved submissions of forms not in the trash: the navigation's counter. */
export async function unreadSubmissionCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(
      and(
        isNull(formSubmissions.readAt),
        isNull(formSubmissions.trashedAt),
        eq(formSubmissions.saved, true),
        isNull(forms.trashedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function chosenColumns(db: Db, formId: number, userId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ columns: formSubmissionColumns.columns })
    .from(formSubmissionColumns)
    .where(and(eq(formSubmissionColumns.formId, formId), eq(formSubmissionColumns.userId, userId)));
  return row?.columns;
}

/** Stores an owner's columns for a form (a personal view, not audited). */
export async function saveColumns(
  db: Db,
  formId: number,
  userId: number,
  columns: readonly unknown[],
): Promise<string[]> {
  const clean = cleanColumns(columns);
  await db
    .insert(formSubmissionColumns)
    .values({ formId, userId, columns: clean })
    .onConflictDoUpdate({
      target: [formSubmissionColumns.formId, formSubmissionColumns.userId],
      set: { columns: clean },
    });
  return clean;
}

/** Whether a saved submission of the form exists, and whether it lies in the trash. */
export async function submissionState(
  db: Db,
  formId: number,
  id: number,
): Promise<"missing" | "trash" | "saved"> {
  const [row] = await db
    .select({ trashedAt: formSubmissions.trashedAt })
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.id, id), eq(formSubmissions.formId, formId), eq(formSubmissions.saved, true)),
    );
  return !row ? "missing" : row.trashedAt ? "trash" : "saved";
}

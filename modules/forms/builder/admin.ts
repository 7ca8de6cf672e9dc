/**
 * The owner's writes of a form through the builder (issue 26): create, save the draft, publish.
 * Each is one audited transaction with the form row locked and its version checked
 * (two owners in one form: the second save is refused, nothing lost). The draft lives beside
 * the live definition (`forms.draft`) until it is published; publishing refuses a draft with
 * problems (publish-check.ts), stores a snapshot in `form_versions` and makes it live. The back
 * office calls these (REST `laden/v1/forms` is to follow). Framework-free.
 */
import { randomBytes } from "node:crypto";
import { desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { type FormDraft, forms, formVersions } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../../audit/log.ts";
import { assertVersion } from "../../shared/version-conflict.ts";
import type { FieldDef, FormSettings } from "../engine/types.ts";
import { withCleanHtml } from "../store.ts";
import { type PublishProblem, publishProblems } from "./publish-check.ts";
import { emptyDraft } from "./state.ts";

export type WriteOptions = { actor: Actor; requestId?: string; expectedVersion?: number };

/** Most fields a form may hold (a 200-field form is the bench's case). */
export const MAX_FIELDS = 500;

/** The posted definition had the wrong shape (not a problem an owner makes through the screen). */
export class FormDraftInvalidError extends Error {
  constructor(detail: string) {
    super(`invalid form definition: ${detail}`);
    this.name = "FormDraftInvalidError";
  }
}

/** Publishing was refused: what is wrong and where. */
export class FormPublishError extends Error {
  readonly problems: PublishProblem[];
  constructor(problems: PublishProblem[]) {
    super(`form cannot be published: ${problems.map((p) => p.code).join(", ")}`);
    this.name = "FormPublishError";
    this.problems = problems;
  }
}

const fieldSchema: z.ZodType<FieldDef> = z.lazy(() =>
  z
    .object({
      id: z.number().int().positive(),
      key: z.string().max(80),
      type: z.string().regex(/^[a-z0-9_]{1,40}$/),
      order: z.number().int(),
      label: z.string().max(1000),
      fields: z.array(fieldSchema).max(50).optional(),
    })
    .passthrough(),
) as z.ZodType<FieldDef>;

const draftSchema = z.object({
  title: z.string().trim().max(200),
  settings: z.object({}).passthrough(),
  fields: z.array(fieldSchema).max(MAX_FIELDS),
  actions: z
    .array(
      z.object({
        type: z.string().regex(/^[a-z_]{1,40}$/),
        label: z.string().max(200).optional(),
        active: z.boolean(),
        settings: z.record(z.string(), z.unknown()),
      }),
    )
    .max(50),
});

/** Reads a posted definition (the builder's JSON, REST's body); throws FormDraftInvalidError. */
export function parseDraft(input: unknown): FormDraft {
  const parsed = draftSchema.safeParse(input);
  if (!parsed.success) throw new FormDraftInvalidError(parsed.error.issues[0]?.path.join(".") ?? "?");
  const d = parsed.data;
  const settings = { ...(d.settings as FormSettings), title: d.title };
  return { title: d.title, settings, fields: withCleanHtml(d.fields), actions: d.actions };
}

export type BuilderForm = {
  id: number;
  key: string;
  status: "publish" | "closed" | "draft";
  version: number;
  publishedVersion: number;
  /** The draft when there is one, else the live definition. */
  draft: FormDraft;
  hasDraft: boolean;
  updatedAt: Date;
};

export async function loadBuilderForm(db: Db, id: number): Promise<BuilderForm | undefined> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    key: row.key,
    status: row.status,
    version: row.version,
    publishedVersion: row.publishedVersion,
    draft: row.draft ?? {
      title: row.title,
      settings: row.settings,
      fields: row.fields,
      actions: row.actions,
    },
    hasDraft: row.draft !== null,
    updatedAt: row.updatedAt,
  };
}

function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return slug || "formular";
}

/**
 * Inserts a form that is not yet live (status draft, the definition as its draft) with one audit
 * entry: a new form, one from a template, a copy, an import. `audit` adds what it came from.
 */
export async function insertDraftForm(
  db: Db,
  draft: FormDraft,
  opts: WriteOptions & { source?: string; unsupported?: string[]; from?: Record<string, unknown> },
): Promise<{ id: number; key: string }> {
  if (draft.title === "") throw new FormPublishError([{ code: "title_missing", target: "form", params: {} }]);
  return db.transaction(async (trx) => {
    const key = `${slugOf(draft.title)}-${randomBytes(3).toString("hex")}`;
    const [row] = await trx
      .insert(forms)
      .values({
        key,
        title: draft.title,
        status: "draft",
        settings: draft.settings,
        fields: [],
        actions: draft.actions,
        source: opts.source ?? "builder",
        unsupported: opts.unsupported ?? [],
        draft,
      })
      .returning({ id: forms.id });
    if (!row) throw new Error("form insert returned nothing");
    await recordAudit(trx as unknown as Db, {
      actor: opts.actor,
      entity: "form",
      entityId: row.id,
      action: "create",
      after: { title: draft.title, key, ...opts.from },
      requestId: opts.requestId,
    });
    return { id: row.id, key };
  });
}

/** A new form, not yet live: its draft holds the title and the default save and success actions. */
export async function createForm(
  db: Db,
  title: string,
  opts: WriteOptions,
): Promise<{ id: number; key: string }> {
  return insertDraftForm(db, parseDraft(emptyDraft(title.trim())), opts);
}

async function lockForm(trx: Db, id: number) {
  const [row] = await trx.select().from(forms).where(eq(forms.id, id)).for("update");
  return row;
}

const summary = (d: FormDraft) => ({ title: d.title, fields: d.fields.map((f) => f.key).join(", ") });

/** Saves the builder's draft (the live form is unchanged). Undefined: no such form. */
export async function saveFormDraft(
  db: Db,
  id: number,
  input: unknown,
  opts: WriteOptions,
): Promise<{ version: number } | undefined> {
  const draft = parseDraft(input);
  return db.transaction(async (trx) => {
    const row = await lockForm(trx as unknown as Db, id);
    if (!row) return undefined;
    assertVersion(opts.expectedVersion, row.version);
    const before = row.draft ?? {
      title: row.title,
      settings: row.settings,
      fields: row.fields,
      actions: row.actions,
    };
    const version = row.version + 1;
    await trx.update(forms).set({ draft, version, updatedAt: new Date() }).where(eq(forms.id, id));
    await recordAudit(trx as unknown as Db, {
      actor: opts.actor,
      entity: "form",
      entityId: id,
      action: "draft",
      before: summary(before),
      after: summary(draft),
      requestId: opts.requestId,
    });
    return { version };
  });
}

/**
 * Publishes a definition (the posted one, or the stored draft when `input` is undefined): refused
 * with FormPublishError when it has problems; else it becomes the live form, a snapshot is kept
 * as the next version number and the draft is cleared.
 */
export async function publishForm(
  db: Db,
  id: number,
  input: unknown,
  opts: WriteOptions,
): Promise<{ version: number; number: number } | undefined> {
  const posted = input === undefined ? undefined : parseDraft(input);
  return db.transaction(async (trx) => {
    const row = await lockForm(trx as unknown as Db, id);
    if (!row) return undefined;
    assertVersion(opts.expectedVersion, row.version);
    const draft = posted ??
      row.draft ?? { title: row.title, settings: row.settings, fields: row.fields, actions: row.actions };
    const problems = publishProblems(draft);
    if (problems.length) throw new FormPublishError(problems);
    const number = row.publishedVersion + 1;
    const version = row.version + 1;
    await trx.insert(formVersions).values({
      formId: id,
      number,
      title: draft.title,
      settings: draft.settings,
      fields: draft.fields,
      actions: draft.actions,
      publishedBy: opts.actor.id,
    });
    await trx
      .update(forms)
      .set({
        title: draft.title,
        settings: draft.settings,
        fields: draft.fields,
        actions: draft.actions,
        status: "publish",
        draft: null,
        version,
        publishedVersion: number,
        updatedAt: new Date(),
      })
      .where(eq(forms.id, id));
    await recordAudit(trx as unknown as Db, {
      actor: opts.actor,
      entity: "form",
      entityId: id,
      action: "publish",
      before: {
        ...summary({ title: row.title, settings: row.settings, fields: row.fields, actions: row.actions }),
        status: row.status,
      },
      after: { ...summary(draft), status: "publish", publishedVersion: number },
      requestId: opts.requestId,
    });
    return { version, number };
  });
}

export type FormListRow = {
  id: number;
  key: string;
  title: string;
  status: "publish" | "closed" | "draft";
  hasDraft: boolean;
  fields: number;
  submissions: number;
  updatedAt: Date;
};

/** Every form not in the trash for the back office's list, newest change first, with its submission count. */
export async function listBuilderForms(db: Db): Promise<FormListRow[]> {
  const rows = await db
    .select({
      id: forms.id,
      key: forms.key,
      // A form never published is known by its draft's title (the row's is the one it was created with).
      title: sql<string>`case when ${forms.status} = 'draft' then coalesce(${forms.draft}->>'title', ${forms.title}) else ${forms.title} end`,
      status: forms.status,
      hasDraft: sql<boolean>`${forms.draft} is not null`,
      fields: sql<number>`jsonb_array_length(coalesce(${forms.draft}->'fields', ${forms.fields}))::int`,
      // Spelled out: in a one-table select Drizzle renders `${forms.id}` as a bare "id", which
      // inside the subquery would name the submission's own id (and count none).
      submissions: sql<number>`(select count(*) from form_submissions fs where fs.form_id = "forms"."id")::int`,
      updatedAt: forms.updatedAt,
    })
    .from(forms)
    .where(isNull(forms.trashedAt))
    .orderBy(desc(forms.updatedAt), desc(forms.id));
  return rows;
}

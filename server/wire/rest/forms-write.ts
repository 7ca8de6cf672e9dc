/**
 * `laden/v1/forms` writes for scripts (issue 26 item 8), through the builder's own module
 * functions (modules/forms/builder/admin.ts, trash.ts) and the submissions inbox
 * (modules/forms/inbox/store.ts), so REST and the back office validate, version-check and audit
 * alike. Owners only (401/403 like every owner route; the middleware in forms.ts).
 *
 * - `POST …/forms` `{title, settings?, fields?, actions?}` → 201: a new form, not yet live (a
 *   definition given is checked first and stored as its draft; nothing is created when it is bad).
 * - `PUT|PATCH|POST …/forms/ID` → the draft: the given parts over the current draft; the live form
 *   is unchanged until published. `If-Match` (or `version` in the body): a stale one → 412.
 * - `POST …/forms/ID/publish` (optionally with a definition) → the draft goes live; problems → 422
 *   `laden_form_not_publishable` with every problem's code, target and German message.
 * - `DELETE …/forms/ID` → the trash (410 when it lies there); `POST …/forms/ID/restore` back.
 * - `GET …/forms/ID/submissions` (paged; `search`, `after`, `before` as YYYY-MM-DD, `status`
 *   all|unread|starred|trash), `DELETE …/forms/ID/submissions/SID` and
 *   `DELETE …/forms/ID/submissions?ids=1,2` → the trash.
 * Bad input: 400 with a stable code and a German message naming what is wrong.
 */
import type { Context, Hono } from "hono";
import {
  createForm,
  FormDraftInvalidError,
  FormPublishError,
  loadBuilderForm,
  parseDraft,
  publishForm,
  saveFormDraft,
} from "#modules/forms/builder/admin.ts";
import { restoreForm, trashForm } from "#modules/forms/builder/trash.ts";
import { INBOX_VIEWS, type InboxFilter, type InboxView, validDay } from "#modules/forms/inbox/filter.ts";
import { listInbox, moveSubmissions, submissionState } from "#modules/forms/inbox/store.ts";
import { type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-forms.ts";
import "#modules/i18n/messages-forms-rest.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import { idParam, invalidParam, pagedJson, readPaging, readRestBody, restLang } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

const BASE = "/laden/v1/forms";
const DRAFT_KEYS = ["title", "settings", "fields", "actions"] as const;

type Ctx = Context<RestEnv>;
const msg = (c: Ctx, key: MessageKey, params?: Record<string, string | number>) =>
  translate(restLang(c), key, params);
const formNotFound = (c: Ctx) => errorResponse("laden_form_not_found", msg(c, "formsRest.formNotFound"), 404);
const badBody = (c: Ctx) => errorResponse("rest_invalid_json", msg(c, "wire.badBody"), 400);
const actorOf = (c: Ctx) => {
  const user = c.get("restUser")!;
  return { id: user.id, label: user.email };
};

/** The version to check: If-Match, else a numeric `version` in the body, else none. */
function expectedVersion(c: Ctx, body: Record<string, unknown>): number | undefined {
  const header = ifMatchVersion(c);
  if (header !== undefined) return header;
  return typeof body.version === "number" && Number.isInteger(body.version) ? body.version : undefined;
}

function invalidDefinition(c: Ctx, err: FormDraftInvalidError): Response {
  const path = err.message.replace(/^invalid form definition: /, "") || "?";
  return Response.json(
    {
      code: "laden_form_invalid",
      message: msg(c, "formsRest.invalidDefinition", { path }),
      data: { status: 400, params: { [path]: path } },
    },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

function notPublishable(c: Ctx, err: FormPublishError): Response {
  const problems = err.problems.map((p) => ({
    code: p.code,
    target: p.target,
    message: msg(c, `adminForms.problem.${p.code}` as MessageKey, p.params as Record<string, string>),
  }));
  return Response.json(
    {
      code: "laden_form_not_publishable",
      message: msg(c, "formsRest.notPublishable", {
        problems: problems.map((p) => p.message).join(" "),
      }),
      data: { status: 422, problems },
    },
    { status: 422, headers: { "Cache-Control": "no-store" } },
  );
}

/** Known failures of a write as answers; anything else is thrown on. */
function writeError(c: Ctx, err: unknown): Response {
  if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
  if (err instanceof FormDraftInvalidError) return invalidDefinition(c, err);
  if (err instanceof FormPublishError) return notPublishable(c, err);
  throw err;
}

async function formJson(c: Ctx, services: AppServices, id: number, status: 200 | 201 = 200) {
  const form = await loadBuilderForm(services.db, id);
  if (!form) return formNotFound(c);
  return c.json(
    {
      id: form.id,
      key: form.key,
      status: form.status,
      version: form.version,
      published_version: form.publishedVersion,
      has_draft: form.hasDraft,
      draft: form.draft,
      updated_at: form.updatedAt.toISOString(),
    },
    status,
    { ETag: versionEtag(form.version), "Cache-Control": "no-store" },
  );
}

/** The body's definition parts over `base` (PATCH semantics for every update). */
function merged(base: Record<string, unknown>, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const k of DRAFT_KEYS) if (body[k] !== undefined) out[k] = body[k];
  return out;
}

function readSubmissionFilter(c: Ctx, page: number): InboxFilter | Response {
  const status = c.req.query("status") ?? "all";
  if (!(INBOX_VIEWS as readonly string[]).includes(status)) return invalidParam(c, "status");
  const search = c.req.query("search") ?? "";
  if (search.length > 100) return invalidParam(c, "search");
  const after = c.req.query("after") ?? "";
  const before = c.req.query("before") ?? "";
  if (after && !validDay(after)) return invalidParam(c, "after");
  if (before && !validDay(before)) return invalidParam(c, "before");
  return { q: search.trim(), from: after, to: before, view: status as InboxView, page };
}

function readIds(raw: string | undefined): number[] | undefined {
  if (!raw || !/^\d{1,9}(,\d{1,9}){0,99}$/.test(raw)) return undefined;
  return [...new Set(raw.split(",").map(Number))];
}

export function registerFormWrites(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;

  rest.post(BASE, async (c) => {
    const body = await readRestBody(c);
    if (!body) return badBody(c);
    const title = typeof body.title === "string" ? body.title.trim() : "";
    if (title === "" || title.length > 200)
      return errorResponse("laden_form_title_missing", msg(c, "formsRest.titleMissing"), 400);
    const withDefinition = DRAFT_KEYS.some((k) => k !== "title" && body[k] !== undefined);
    try {
      // A given definition is checked before anything is created (nothing saved half).
      if (withDefinition) parseDraft(merged({ title, settings: {}, fields: [], actions: [] }, body));
      const { id } = await createForm(db, title, { actor: actorOf(c) });
      if (withDefinition) {
        const created = await loadBuilderForm(db, id);
        await saveFormDraft(db, id, merged(created!.draft as unknown as Record<string, unknown>, body), {
          actor: actorOf(c),
          expectedVersion: created!.version,
        });
      }
      return formJson(c, services, id, 201);
    } catch (err) {
      return writeError(c, err);
    }
  });

  const update = async (c: Ctx) => {
    const id = idParam(c);
    if (id === undefined) return formNotFound(c);
    const body = await readRestBody(c);
    if (!body) return badBody(c);
    const current = await loadBuilderForm(db, id);
    if (!current) return formNotFound(c);
    try {
      const saved = await saveFormDraft(
        db,
        id,
        merged(current.draft as unknown as Record<string, unknown>, body),
        {
          actor: actorOf(c),
          expectedVersion: expectedVersion(c, body),
        },
      );
      return saved ? formJson(c, services, id) : formNotFound(c);
    } catch (err) {
      return writeError(c, err);
    }
  };
  rest.put(`${BASE}/:id{[0-9]+}`, update);
  rest.patch(`${BASE}/:id{[0-9]+}`, update);
  rest.post(`${BASE}/:id{[0-9]+}`, update);

  rest.post(`${BASE}/:id{[0-9]+}/publish`, async (c) => {
    const id = idParam(c);
    if (id === undefined) return formNotFound(c);
    const hasBody = (c.req.header("content-length") ?? "0") !== "0" || !!c.req.header("content-type");
    const body = hasBody ? await readRestBody(c) : {};
    if (!body) return badBody(c);
    const current = await loadBuilderForm(db, id);
    if (!current) return formNotFound(c);
    const given = DRAFT_KEYS.some((k) => body[k] !== undefined);
    try {
      const published = await publishForm(
        db,
        id,
        given ? merged(current.draft as unknown as Record<string, unknown>, body) : undefined,
        { actor: actorOf(c), expectedVersion: expectedVersion(c, body) },
      );
      return published ? formJson(c, services, id) : formNotFound(c);
    } catch (err) {
      return writeError(c, err);
    }
  });

  rest.delete(`${BASE}/:id{[0-9]+}`, async (c) => {
    const id = idParam(c);
    if (id === undefined) return formNotFound(c);
    try {
      const result = await trashForm(db, id, { actor: actorOf(c), expectedVersion: ifMatchVersion(c) });
      if (result === "missing") return formNotFound(c);
      if (result === "already")
        return errorResponse("laden_already_trashed", msg(c, "formsRest.alreadyTrashed"), 410);
      return c.json({ id, deleted: true, status: "trash", version: result.version }, 200, {
        ETag: versionEtag(result.version),
      });
    } catch (err) {
      return writeError(c, err);
    }
  });

  rest.post(`${BASE}/:id{[0-9]+}/restore`, async (c) => {
    const id = idParam(c);
    if (id === undefined) return formNotFound(c);
    try {
      const result = await restoreForm(db, id, { actor: actorOf(c), expectedVersion: ifMatchVersion(c) });
      if (result === "missing") return formNotFound(c);
      if (result === "already")
        return errorResponse("laden_not_trashed", msg(c, "formsRest.notTrashed"), 409);
      return formJson(c, services, id);
    } catch (err) {
      return writeError(c, err);
    }
  });

  registerSubmissionRoutes(rest, services);
}

/** A form's submissions: the list (paged, filtered) and deleting to the trash (one or many). */
function registerSubmissionRoutes(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;

  rest.get(`${BASE}/:id{[0-9]+}/submissions`, async (c) => {
    const id = idParam(c);
    const form = id === undefined ? undefined : await loadBuilderForm(db, id);
    if (!form || id === undefined) return formNotFound(c);
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const filter = readSubmissionFilter(c, paging.page);
    if (filter instanceof Response) return filter;
    const { rows, total } = await listInbox(db, id, filter, paging.perPage);
    return pagedJson(
      c,
      rows.map((r) => ({
        id: r.id,
        form_id: id,
        created_at: r.createdAt,
        read: r.read,
        starred: r.starred,
        status: r.trashed ? "trash" : "saved",
        form_version: r.formVersion,
        values: r.values,
        calculations: r.calculations,
      })),
      total,
      paging,
    );
  });

  const trashSubmissions = async (c: Ctx, ids: number[]) => {
    const id = idParam(c);
    if (id === undefined || !(await loadBuilderForm(db, id))) return formNotFound(c);
    const moved = await moveSubmissions(db, id, ids, "trash", { actor: actorOf(c) });
    return { id, moved };
  };

  rest.delete(`${BASE}/:id{[0-9]+}/submissions/:sid{[0-9]+}`, async (c) => {
    const sid = Number(c.req.param("sid"));
    if (sid > 2_147_483_647)
      return errorResponse("laden_submission_not_found", msg(c, "formsRest.submissionNotFound"), 404);
    const result = await trashSubmissions(c, [sid]);
    if (result instanceof Response) return result;
    if (result.moved.length === 1) return c.json({ id: sid, deleted: true, status: "trash" });
    return (await submissionState(db, result.id, sid)) === "trash"
      ? errorResponse("laden_already_trashed", msg(c, "formsRest.submissionTrashed"), 410)
      : errorResponse("laden_submission_not_found", msg(c, "formsRest.submissionNotFound"), 404);
  });

  rest.delete(`${BASE}/:id{[0-9]+}/submissions`, async (c) => {
    const ids = readIds(c.req.query("ids"));
    if (!ids || ids.some((n) => n > 2_147_483_647))
      return errorResponse("rest_invalid_param", msg(c, "formsRest.ids"), 400);
    const result = await trashSubmissions(c, ids);
    if (result instanceof Response) return result;
    return c.json({ deleted: result.moved, skipped: ids.filter((n) => !result.moved.includes(n)) });
  });
}

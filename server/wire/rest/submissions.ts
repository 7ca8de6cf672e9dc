/**
 * `laden/v1/submissions` (owner: shop_manager, administrator; 401 without sign-in, 403 for
 * others): `GET …/submissions?form=ID` (required; paging like every list: `page`, `per_page` ≤
 * 100, `X-WP-Total`, `X-WP-TotalPages`, `Link`), newest first, and `GET …/submissions/ID`. Only
 * saved submissions (forms with a `save` action) are listed. Reading only. Each submission carries
 * its uploaded `files` (`{id, field_id, name, size, mime, url}`); `GET …/submissions/ID/files/FID`
 * sends one as an attachment that a browser never renders (nosniff, CSP sandbox, not cached).
 */
import { readFile } from "node:fs/promises";
import type { Context, Hono } from "hono";
import { getForm } from "#modules/forms/store.ts";
import { getSubmission, listSubmissions, type SubmissionRow } from "#modules/forms/submission/store.ts";
import {
  filesOfSubmissions,
  storedPath,
  submissionFile,
  submissionFilePath,
  uploadsDir,
} from "#modules/forms/uploads/store.ts";
import { NO_STORE_VALUE, PRIVATE_NO_STORE } from "#modules/shared/cache-control.ts";
import type { AppServices } from "#server/services.ts";
import { idParam, invalidParam, pagedJson, readPaging, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

/** `filename*` (RFC 6266/8187) and a plain ASCII fallback without quotes or separators. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\/;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerSubmissions(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;
  const origin = (c: Context) => services.config.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(c.req.url).origin;
  const withFiles = async (c: Context, rows: SubmissionRow[]) => {
    const files = await filesOfSubmissions(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      files: (files.get(r.id) ?? []).map((f) => ({
        id: f.id,
        field_id: f.fieldId,
        name: f.name,
        size: f.size,
        mime: f.mime,
        url: `${origin(c)}${submissionFilePath(r.id, f.id)}`,
      })),
    }));
  };
  rest.use("/laden/v1/submissions", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());
  rest.use("/laden/v1/submissions/*", async (c, next) => requireOwner(c, c.get("restUser")) ?? next());

  rest.get("/laden/v1/submissions", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const formParam = c.req.query("form") ?? "";
    if (!/^[0-9]{1,9}$|^[a-z0-9][a-z0-9_-]{0,80}$/.test(formParam)) return invalidParam(c, "form");
    const form = await getForm(db, formParam);
    if (!form) return restError(c, "laden_form_not_found", "rest.notFound", 404);
    const { items, total } = await listSubmissions(db, form.id, {
      offset: paging.offset,
      limit: paging.perPage,
    });
    return pagedJson(c, await withFiles(c, items), total, paging);
  });

  rest.get("/laden/v1/submissions/:id", async (c) => {
    const id = idParam(c);
    const row = id !== undefined ? await getSubmission(db, id) : undefined;
    if (!row) return restError(c, "laden_submission_not_found", "rest.notFound", 404);
    const [withList] = await withFiles(c, [row]);
    return c.json(withList, 200, { "Cache-Control": NO_STORE_VALUE });
  });

  rest.get("/laden/v1/submissions/:id{[0-9]+}/files/:fileId{[0-9]+}", async (c) => {
    const id = idParam(c);
    const fileId = Number(c.req.param("fileId"));
    const row =
      id !== undefined && fileId <= 2_147_483_647 ? await submissionFile(db, id, fileId) : undefined;
    if (!row) return restError(c, "laden_file_not_found", "rest.notFound", 404);
    let bytes: Buffer;
    try {
      bytes = await readFile(storedPath(uploadsDir(services.config.dataDir), row.storedName));
    } catch {
      return restError(c, "laden_file_not_found", "rest.notFound", 404);
    }
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        "Content-Type": row.mime,
        "Content-Length": String(bytes.length),
        "Content-Disposition": contentDisposition(row.originalName),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox",
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  });
}

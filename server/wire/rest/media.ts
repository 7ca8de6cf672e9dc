/**
 * `wp/v2/media`: everyone reads the library (paged); owners upload (multipart `file`, or the raw
 * bytes with a Content-Disposition file name), regenerate the sub-sizes (`POST
 * media/ID/post-process`, `action=create-image-subsizes`) and delete (`DELETE media/ID?force=true`;
 * refused with 409 `laden_media_in_use` while the item is used). Items in the trash are not listed.
 * An upload is stored whole or not at all (a damaged image: 400 `rest_upload_image_corrupt`, no
 * row, no file). When a post-process fails, the answer is a 500 carrying
 * `X-WP-Upload-Attachment-Id`, as WordPress's, so the client may retry or delete the item.
 */
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { translate } from "#modules/i18n/index.ts";
import { deleteMediaForGood, MediaInUseError, updateMediaDetails } from "#modules/media/edit.ts";
import { getMedia, listMedia } from "#modules/media/library.ts";
import { MEDIA_MAX_BYTES } from "#modules/media/rules.ts";
import { mediaUrl } from "#modules/media/storage.ts";
import {
  createSubsizes,
  hasSubsizes,
  type MediaRow,
  ORIGINAL_SIZE,
  storeUpload,
  UploadRejected,
} from "#modules/media/upload.ts";
import { describeUses } from "#modules/media/usage.ts";
import { VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import {
  idParam,
  invalidParam,
  pagedJson,
  readPaging,
  readRestBody,
  requireOwner,
  restError,
  restLang,
} from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

export const MEDIA_UPLOAD_PATH = "/wp-json/wp/v2/media";

export function mediaJson(row: MediaRow) {
  const sizes = Object.fromEntries(
    Object.entries(row.sizes).map(([name, s]) => [
      name,
      {
        file: s.file.split("/").pop(),
        width: s.width,
        height: s.height,
        mime_type: s.mime,
        source_url: mediaUrl(s.file),
      },
    ]),
  );
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    slug: row.file
      .split("/")
      .pop()
      ?.replace(/\.[^.]+$/, ""),
    type: "attachment",
    title: { rendered: row.title },
    alt_text: row.alt,
    caption: { rendered: row.caption },
    media_type: "image",
    mime_type: row.mime,
    source_url: hasSubsizes(row) ? mediaUrl(row.file) : mediaUrl(row.sizes[ORIGINAL_SIZE]?.file ?? row.file),
    media_details: { width: row.width, height: row.height, file: row.file, sizes },
  };
}

/** The uploaded file: multipart `file`, or the raw body named by Content-Disposition. */
async function readUpload(
  c: Context,
): Promise<{ bytes: Buffer; filename: string; title?: string; alt?: string } | undefined> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      return undefined;
    }
    const file = form.file;
    if (!(file instanceof File)) return undefined;
    const text = (v: unknown) => (typeof v === "string" ? v : undefined);
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      filename: file.name || "bild",
      title: text(form.title),
      alt: text(form.alt_text),
    };
  }
  const disposition = c.req.header("content-disposition") ?? "";
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (!name) return undefined;
  const bytes = Buffer.from(await c.req.arrayBuffer());
  if (bytes.length === 0) return undefined;
  let filename = name;
  try {
    filename = decodeURIComponent(name);
  } catch {}
  return { bytes, filename };
}

export function registerMedia(rest: Hono<RestEnv>, services: AppServices): void {
  const { db, mediaDir } = services;

  rest.get("/wp/v2/media", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const { rows, total } = await listMedia(db, { limit: paging.perPage, offset: paging.offset });
    return pagedJson(c, rows.map(mediaJson), total, paging);
  });

  const find = async (c: Context<RestEnv>) => {
    const id = idParam(c);
    const row = id === undefined ? undefined : await getMedia(db, id);
    return row ?? restError(c, "rest_post_invalid_id", "rest.notFound", 404);
  };

  rest.get("/wp/v2/media/:id{[0-9]+}", async (c) => {
    const row = await find(c);
    if (row instanceof Response) return row;
    c.header("ETag", versionEtag(row.version));
    return c.json(mediaJson(row));
  });

  const subsizes = async (c: Context<RestEnv>, row: MediaRow) => {
    try {
      return c.json(mediaJson(await createSubsizes(db, mediaDir, row)), 200);
    } catch (err) {
      services.log.warn("media sub-sizes failed", {
        id: row.id,
        error: err instanceof Error ? err.message : String(err),
      });
      const res = restError(c, "rest_upload_image_subsizes_failed", "rest.subsizesFailed", 500);
      res.headers.set("X-WP-Upload-Attachment-Id", String(row.id));
      return res;
    }
  };

  rest.post(
    "/wp/v2/media",
    async (c, next) => {
      const no = requireOwner(c, c.get("restUser"));
      return no ?? next();
    },
    bodyLimit({
      maxSize: MEDIA_MAX_BYTES + 64 * 1024,
      onError: (c) =>
        restError(c, "rest_upload_file_too_big", "rest.uploadTooLarge", 413, {
          mb: MEDIA_MAX_BYTES / 1048576,
        }),
    }),
    async (c) => {
      const upload = await readUpload(c);
      if (!upload) return restError(c, "rest_upload_no_data", "rest.uploadNoFile", 400);
      let row: MediaRow;
      try {
        const user = c.get("restUser")!;
        row = await storeUpload(db, mediaDir, upload, { id: user.id, label: user.email });
      } catch (err) {
        if (!(err instanceof UploadRejected)) throw err;
        if (err.reason === "size")
          return restError(c, "rest_upload_file_too_big", "rest.uploadTooLarge", 413, {
            mb: MEDIA_MAX_BYTES / 1048576,
          });
        return err.reason === "corrupt"
          ? restError(c, "rest_upload_image_corrupt", "rest.uploadCorrupt", 400)
          : restError(c, "rest_upload_invalid_type", "rest.uploadType", 400);
      }
      return c.json(mediaJson(row), 201);
    },
  );

  rest.post("/wp/v2/media/:id{[0-9]+}/post-process", async (c) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const action = body.action ?? c.req.query("action");
    if (action !== "create-image-subsizes")
      return restError(c, "rest_invalid_param", "rest.invalidAction", 400);
    const row = await find(c);
    if (row instanceof Response) return row;
    return subsizes(c, row);
  });

  // Title, alt text and caption (WordPress's `title`, `alt_text`, `caption`, plain strings or
  // `{ raw }`); fields not sent keep their value; If-Match checks the version (ETag).
  rest.post("/wp/v2/media/:id{[0-9]+}", async (c) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const row = await find(c);
    if (row instanceof Response) return row;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const text = (v: unknown, current: string) =>
      typeof v === "string"
        ? v
        : v && typeof v === "object" && "raw" in v
          ? (v as { raw: unknown }).raw
          : current;
    const user = c.get("restUser")!;
    try {
      const result = await updateMediaDetails(
        db,
        row.id,
        {
          title: text(body.title, row.title),
          alt: text(body.alt_text, row.alt),
          caption: text(body.caption, row.caption),
        },
        { actor: { id: user.id, label: user.email }, expectedVersion: ifMatchVersion(c) },
      );
      if (!result) return restError(c, "rest_post_invalid_id", "rest.notFound", 404);
      if (!result.ok) {
        const key = Object.values(result.errors)[0]!;
        return errorResponse("rest_invalid_param", translate(restLang(c), key), 400);
      }
      c.header("ETag", versionEtag(result.row.version));
      return c.json(mediaJson(result.row));
    } catch (err) {
      if (err instanceof VersionConflictError) return versionConflictResponse(c, err);
      throw err;
    }
  });

  rest.delete("/wp/v2/media/:id{[0-9]+}", async (c) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const row = await find(c);
    if (row instanceof Response) return row;
    if (c.req.query("force") !== "true")
      return restError(c, "rest_trash_not_supported", "rest.trashNotSupported", 501);
    const user = c.get("restUser")!;
    try {
      await deleteMediaForGood(db, mediaDir, row.id, { actor: { id: user.id, label: user.email } });
    } catch (err) {
      if (!(err instanceof MediaInUseError)) throw err;
      const lang = restLang(c);
      return errorResponse(
        "laden_media_in_use",
        translate(lang, "rest.mediaInUse", { list: describeUses(lang, err.uses) }),
        409,
      );
    }
    return c.json({ deleted: true, previous: mediaJson(row) });
  });
}

/**
 * The write routes of `wp/v2/posts` and `wp/v2/pages` (issue 25 item 7): create (POST), update
 * (POST, PUT, PATCH; `If-Match` honoured) and delete (to the trash, or for good with
 * `force=true`), each through the editor's rules and writes (modules/content/entry-rest.ts):
 * content sanitised, German messages per field, a free slug, a 301 on a slug change, audited.
 * Owners only (401 anonymous, 403 customer).
 */
import type { Context, Hono } from "hono";
import "#modules/i18n/messages-admin-content.ts";
import { EntryReferenceError, setTrashed } from "#modules/content/editing/entries.ts";
import type { EntryKind } from "#modules/content/editing/rules.ts";
import { deleteEntry, EntryConflictError, writeEntryFromRest } from "#modules/content/entry-rest.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { VersionConflictError } from "#modules/shared/version-conflict.ts";
import { idParam, invalidFields, invalidParam, readRestBody, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

/** The editor's field names → WordPress's. */
const WP_FIELD: Record<string, string> = {
  featured_media_id: "featured_media",
  author_id: "author",
  translation_id: "translation",
  parent_id: "parent",
  publish_at: "date",
};

export function registerEntryWrites(
  rest: Hono<RestEnv>,
  db: Parameters<typeof writeEntryFromRest>[0],
  kind: EntryKind,
  /** The item as the route's GET answers it (undefined if gone). */
  render: (id: number) => Promise<unknown>,
): void {
  const base = kind === "post" ? "/wp/v2/posts" : "/wp/v2/pages";
  const opts = (c: Context<RestEnv>) => {
    const user = c.get("restUser")!;
    return { actor: { id: user.id, label: user.email } };
  };

  const write = async (c: Context<RestEnv>, id: number | null) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    if (id === null && body.title === undefined) return invalidParam(c, "title");
    try {
      const result = await writeEntryFromRest(db, kind, id, body, ifMatchVersion(c), opts(c));
      if (!result.ok && "missing" in result)
        return restError(c, "rest_post_invalid_id", "rest.notFound", 404);
      if (!result.ok) return invalidFields(c, result.errors as Record<string, MessageKey>, WP_FIELD);
      return c.json(await render(result.id), id === null ? 201 : 200);
    } catch (error) {
      if (error instanceof EntryConflictError)
        return versionConflictResponse(
          c,
          new VersionConflictError(ifMatchVersion(c) ?? 0, error.current.version, {
            title: { from: null, to: error.current.title },
          }),
        );
      if (error instanceof EntryReferenceError)
        return invalidFields(c, { [error.field]: "adminContent.error.reference" }, WP_FIELD);
      throw error;
    }
  };

  rest.post(base, (c) => write(c, null));
  const update = (c: Context<RestEnv>) => {
    const id = idParam(c);
    return id === undefined ? restError(c, "rest_post_invalid_id", "rest.notFound", 404) : write(c, id);
  };
  rest.post(`${base}/:id{[0-9]+}`, update);
  rest.put(`${base}/:id{[0-9]+}`, update);
  rest.patch(`${base}/:id{[0-9]+}`, update);

  rest.delete(`${base}/:id{[0-9]+}`, async (c) => {
    const no = requireOwner(c, c.get("restUser"));
    if (no) return no;
    const id = idParam(c)!;
    const previous = await render(id);
    if (!previous) return restError(c, "rest_post_invalid_id", "rest.notFound", 404);
    if (c.req.query("force") === "true") {
      await deleteEntry(db, kind, id, opts(c));
      return c.json({ deleted: true, previous });
    }
    // WordPress's default: to the trash (restored in the back office or by setting a status).
    await setTrashed(db, kind, [id], true, opts(c));
    return c.json(await render(id));
  });
}

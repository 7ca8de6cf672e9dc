/**
 * Optimistic concurrency for REST writes (docs/back-office/concurrency.md): an optional If-Match
 * names the version the client saw; a stale one is answered 412 in WordPress's error shape with
 * the current version, and nothing changes. Without If-Match the write applies (and is audited).
 */
import type { Context } from "hono";
import "#modules/i18n/messages-version.ts";
import { translate } from "#modules/i18n/index.ts";
import { parseVersion, type VersionConflictError, versionEtag } from "#modules/shared/version-conflict.ts";
import { restLang } from "./helpers.ts";

/** Versions start at 1: a malformed If-Match names this one, which never matches (→ 412, RFC 9110). */
const NO_VERSION = 0;

/**
 * The version an If-Match header names: undefined when there is none or it is `*` (any version
 * will do); a tag that is no version of ours never matches.
 */
export function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header("If-Match");
  if (header === undefined || header.trim() === "" || header.trim() === "*") return undefined;
  return parseVersion(header) ?? NO_VERSION;
}

/** 412 `laden_version_conflict` with the record's current version (and its ETag) and what changed meanwhile. */
export function versionConflictResponse(c: Context, error: VersionConflictError): Response {
  return Response.json(
    {
      code: "laden_version_conflict",
      message: translate(restLang(c), "rest.versionConflict", { current: error.current }),
      data: { status: 412, current_version: error.current, changes: error.changes },
    },
    { status: 412, headers: { "Cache-Control": "no-store", ETag: versionEtag(error.current) } },
  );
}

/**
 * Keeping a revision of a post or page (issue 25 item 1), called inside the saving transaction
 * by entries.ts and revisions.ts: the newest state goes in, all but the last 20 go out.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contentRevisions } from "#db/schema/index.ts";
import type { Actor } from "../../audit/log.ts";
import type { EntryKind } from "./rules.ts";

/** How many revisions an item keeps. */
export const KEPT_REVISIONS = 20;

export type RevisionState = {
  version: number;
  title: string;
  content: string;
  excerpt: string;
  metaDescription: string;
};

/** Keeps `state` as the newest revision of the item and prunes all but the last 20. */
export async function recordRevision(
  db: Db,
  kind: EntryKind,
  entryId: number,
  state: RevisionState,
  actor: Actor,
): Promise<void> {
  await db.insert(contentRevisions).values({
    kind,
    entryId,
    version: state.version,
    title: state.title,
    content: state.content,
    excerpt: state.excerpt,
    metaDescription: state.metaDescription,
    actorLabel: actor.label,
  });
  await db.execute(sql`
    delete from content_revisions
    where kind = ${kind} and entry_id = ${entryId} and id not in (
      select id from content_revisions where kind = ${kind} and entry_id = ${entryId}
      order by id desc limit ${KEPT_REVISIONS})`);
}

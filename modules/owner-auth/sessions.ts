/**
 * An owner's active sessions on the profile (Settings II, issue 27): where they are signed in,
 * since when, the last back-office activity, and signing out one of them or all others. The
 * browser is named from the user agent stored at the owner sign-in (`AGENT_KEY`), nothing more.
 */
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { sessions } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { OWNER_SEEN_KEY } from "./idle.ts";

/** The session data key holding the browser's user agent of an owner sign-in (at most 300 characters). */
export const AGENT_KEY = "ownerAgent";

export function agentPatch(userAgent: string | null | undefined): Record<string, string> {
  return userAgent ? { [AGENT_KEY]: userAgent.slice(0, 300) } : {};
}

export type OwnerSession = {
  id: string;
  current: boolean;
  createdAt: Date;
  /** Last back-office activity (null: never entered the back office, e.g. a storefront sign-in). */
  seenAt: Date | null;
  browser: string;
  system: string;
};

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrom(e|ium)\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** A coarse name for a user agent's browser and system ("" when unknown); only for the list. */
export function describeAgent(agent: unknown): { browser: string; system: string } {
  const ua = typeof agent === "string" ? agent : "";
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? "",
    system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? "",
  };
}

/** The owner's unexpired sessions, the current one first, then by last activity. */
export async function listOwnerSessions(db: Db, userId: number, currentId: string): Promise<OwnerSession[]> {
  const rows = await db
    .select({ id: sessions.id, data: sessions.data, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt));
  return rows
    .map((row) => {
      const seen = row.data[OWNER_SEEN_KEY];
      return {
        id: row.id,
        current: row.id === currentId,
        createdAt: row.createdAt,
        seenAt: typeof seen === "number" ? new Date(seen * 1000) : null,
        ...describeAgent(row.data[AGENT_KEY]),
      };
    })
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || (b.seenAt?.getTime() ?? 0) - (a.seenAt?.getTime() ?? 0),
    );
}

/**
 * Signs out one of the owner's other sessions (`id`), or every other one (`id` undefined); the
 * current session is ended by signing out. Answers how many ended; audited when any did.
 */
export async function endOwnerSessions(
  db: Db,
  userId: number,
  currentId: string,
  actor: Actor,
  id?: string,
): Promise<number> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const gone = await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, currentId),
          id === undefined ? undefined : eq(sessions.id, id),
        ),
      )
      .returning({ id: sessions.id });
    if (gone.length > 0) {
      await recordAudit(tx, {
        actor,
        entity: "user",
        entityId: userId,
        action: id === undefined ? "sessions-ended" : "session-ended",
        after: { sessions: gone.length },
      });
    }
    return gone.length;
  });
}

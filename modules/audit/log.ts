/**
 * The audit log: every owner change (who, when, which record, what changed), written in the same
 * transaction as the change itself so a rolled-back change leaves no entry, and read per record
 * or as a filtered list. Nothing here updates or deletes an entry; only the GDPR erasure
 * anonymises the actor (eraseActor).
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type AuditFieldChange, type AuditRow, auditLog } from "#db/schema/audit.ts";
import { diffForAudit } from "./redact.ts";

/** Who made a change: a signed-in owner, a script (application password), the CLI or the system. */
export type Actor = { id: number | null; label: string };

export const CLI_ACTOR: Actor = { id: null, label: "cli" };

export type AuditEntry = {
  actor: Actor;
  /** The kind of record: "order", "customer", "product", "settings", "user" … */
  entity: string;
  entityId: string | number;
  /** What happened: "create", "update", "delete", "status", "refund", "erase" … */
  action: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Already-computed changes (instead of before/after), e.g. for a status change. */
  changes?: Record<string, AuditFieldChange>;
  requestId?: string;
};

/** Writes one entry. Call it with the transaction of the change (db may be a transaction). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const changes = entry.changes ?? diffForAudit(entry.before, entry.after);
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    changes,
    requestId: entry.requestId ?? null,
  });
}

export type AuditFilter = {
  entity?: string;
  entityId?: string | number;
  actorId?: number;
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  page?: number;
  perPage?: number;
};

export const AUDIT_PER_PAGE = 50;

/** Newest first; `total` for the pagination. */
export async function listAudit(
  db: Db,
  filter: AuditFilter = {},
): Promise<{ rows: AuditRow[]; total: number }> {
  const perPage = Math.min(Math.max(filter.perPage ?? AUDIT_PER_PAGE, 1), 200);
  const page = Math.max(filter.page ?? 1, 1);
  const where = and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, String(filter.entityId)) : undefined,
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** GDPR erasure of an owner account: their entries stay, their name goes. */
export async function eraseActor(db: Db, userId: number, label: string): Promise<void> {
  await db.update(auditLog).set({ actorLabel: label }).where(eq(auditLog.actorId, userId));
}

/** An entry as a screen shows it (dates as ISO strings, ready for loader data). */
export function auditForScreen(row: AuditRow): {
  id: number;
  at: string;
  actorLabel: string;
  action: string;
  changes: Record<string, AuditFieldChange>;
} {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorLabel: row.actorLabel,
    action: row.action,
    changes: row.changes,
  };
}

/**
 * The GDPR erasure's part of the audit log (besides eraseActor in log.ts, which renames the
 * person as an actor): entries ABOUT the erased person keep who, when and what kind of change,
 * but lose their field changes. The only other place that writes to existing entries.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { auditLog } from "#db/schema/audit.ts";

export async function eraseEntityEntries(
  db: Db,
  entities: readonly string[],
  entityId: string | number,
): Promise<number> {
  const rows = await db
    .update(auditLog)
    .set({ changes: {} })
    .where(and(inArray(auditLog.entity, [...entities]), eq(auditLog.entityId, String(entityId))))
    .returning({ id: auditLog.id });
  return rows.length;
}

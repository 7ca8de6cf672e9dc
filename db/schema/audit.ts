import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { jsonb } from "./jsonb.ts";
import { users } from "./system.ts";

/** One field's change in an audit entry: the value before and after (redacted where personal). */
export type AuditFieldChange = { from: unknown; to: unknown };

/** Every owner change (migration 0017, modules/audit). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    actorLabel: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, AuditFieldChange>>().notNull().default({}),
    requestId: text(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at.desc()),
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;

/**
 * The audit log screen's filters: reading them from a URL (bad values become field errors, never
 * a 500) and the choices for its selects, found with index skip-scans so they stay fast with
 * hundreds of thousands of entries.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import type { AuditFilter } from "./log.ts";

export type AuditQuery = {
  entity: string;
  entityId: string;
  actor: string;
  action: string;
  /** YYYY-MM-DD, a day in the shop's time zone (Europe/Berlin), inclusive. */
  from: string;
  to: string;
  page: number;
};

export type AuditQueryError = "invalidDate" | "invalidRange";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 100;

/** The start of a calendar day in the shop's time zone, or undefined if `day` is no date. */
export function shopDayStart(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight.getTime()) || utcMidnight.toISOString().slice(0, 10) !== day) return undefined;
  // The zone's offset around that midnight ("GMT+1" / "GMT+2"), applied backwards.
  const offsetName =
    new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, timeZoneName: "shortOffset" })
      .formatToParts(utcMidnight)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-]\d{1,2})(?::(\d{2}))?/.exec(offsetName);
  const offsetMinutes = match
    ? Number(match[1]) * 60 + Math.sign(Number(match[1])) * Number(match[2] ?? 0)
    : 0;
  return new Date(utcMidnight.getTime() - offsetMinutes * 60_000);
}

/** The URL's filters as the form shows them, the filter for listAudit, and per-field errors. */
export function parseAuditQuery(params: URLSearchParams): {
  query: AuditQuery;
  filter: AuditFilter;
  errors: Partial<Record<"from" | "to", AuditQueryError>>;
} {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, MAX_TEXT);
  const pageNumber = Number(params.get("page"));
  const query: AuditQuery = {
    entity: text("entity"),
    entityId: text("entityId"),
    actor: text("actor"),
    action: text("action"),
    from: text("from"),
    to: text("to"),
    page: Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1,
  };
  const errors: Partial<Record<"from" | "to", AuditQueryError>> = {};
  const from = query.from ? shopDayStart(query.from) : undefined;
  if (query.from && !from) errors.from = "invalidDate";
  const toStart = query.to ? shopDayStart(query.to) : undefined;
  if (query.to && !toStart) errors.to = "invalidDate";
  // "Bis" is inclusive: everything before the start of the next day.
  const to = toStart ? shopDayStart(nextDay(query.to)) : undefined;
  if (from && to && to <= from) errors.to = "invalidRange";
  const actorId = /^\d{1,9}$/.test(query.actor) ? Number(query.actor) : undefined;
  const filter: AuditFilter = {
    entity: query.entity || undefined,
    entityId: query.entityId || undefined,
    actorId,
    action: query.action || undefined,
    from: errors.from ? undefined : from,
    to: errors.to ? undefined : to,
    page: query.page,
  };
  return { query, filter, errors };
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The kinds of record the log holds (skip-scan over audit_log_entity_idx). */
export async function listAuditEntities(db: Db): Promise<string[]> {
  const result = await db.execute<{ entity: string }>(sql`
    with recursive kinds(entity) as (
      (select entity from audit_log order by entity limit 1)
      union all
      select (select a.entity from audit_log a where a.entity > kinds.entity order by a.entity limit 1)
        from kinds where kinds.entity is not null
    )
    select entity from kinds where entity is not null`);
  return result.rows.map((r) => r.entity);
}

/** The owners who appear in the log (skip-scan over audit_log_actor_idx), with their current name. */
export async function listAuditActors(db: Db): Promise<{ id: number; label: string }[]> {
  const result = await db.execute<{ id: number; label: string }>(sql`
    with recursive actors(id) as (
      (select actor_id from audit_log where actor_id is not null order by actor_id limit 1)
      union all
      select (select a.actor_id from audit_log a where a.actor_id > actors.id order by a.actor_id limit 1)
        from actors where actors.id is not null
    )
    select actors.id, coalesce(nullif(u.display_name, ''), u.email) as label
      from actors join users u on u.id = actors.id
     where actors.id is not null
     order by label`);
  return result.rows.map((r) => ({ id: Number(r.id), label: r.label }));
}

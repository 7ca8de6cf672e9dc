export {
  type AuditQuery,
  type AuditQueryError,
  listAuditActors,
  listAuditEntities,
  parseAuditQuery,
  shopDayStart,
} from "./filters.ts";
export {
  type Actor,
  AUDIT_PER_PAGE,
  type AuditEntry,
  type AuditFilter,
  auditForScreen,
  CLI_ACTOR,
  eraseActor,
  listAudit,
  recordAudit,
  SYSTEM_ACTOR,
} from "./log.ts";
export { diffForAudit, isPersonalField, REDACTED } from "./redact.ts";

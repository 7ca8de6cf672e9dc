export {
  type Actor,
  AUDIT_PER_PAGE,
  type AuditEntry,
  type AuditFilter,
  CLI_ACTOR,
  eraseActor,
  listAudit,
  recordAudit,
  SYSTEM_ACTOR,
} from "./log.ts";
export { diffForAudit, isPersonalField, REDACTED } from "./redact.ts";

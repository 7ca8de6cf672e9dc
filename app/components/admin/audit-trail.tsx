/**
 * A record's history from the audit log (who, when, what changed: before → after, personal values
 * already redacted by modules/audit), for every back-office record page. Read-only by design.
 */
import { useAdminDateFormat, useAdminT } from "./use-admin-t.ts";

export type AuditTrailEntry = {
  id: number;
  /** ISO timestamp. */
  at: string;
  actorLabel: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One entry's changes, field by field: before → after (personal values arrive redacted). */
export function AuditChanges({ changes }: { changes: AuditTrailEntry["changes"] }) {
  return (
    <ul className="admin-audit-changes">
      {Object.entries(changes).map(([field, change]) => (
        <li key={field}>
          <code>{field}</code>: {shown(change.from)} → {shown(change.to)}
        </li>
      ))}
    </ul>
  );
}

export function AuditTrail({ entries, headingId }: { entries: AuditTrailEntry[]; headingId: string }) {
  const t = useAdminT();
  const when = useAdminDateFormat("minute");
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("admin.audit.history")}</h2>
      {entries.length === 0 ? (
        <p>{t("admin.empty")}</p>
      ) : (
        // Scrolls sideways on a narrow screen: a tab stop so a keyboard can scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        <div className="admin-table-wrap" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.audit.when")}</th>
                <th scope="col">{t("admin.audit.who")}</th>
                <th scope="col">{t("admin.audit.action")}</th>
                <th scope="col">{t("admin.audit.changes")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </td>
                  <td>{entry.actorLabel}</td>
                  <td>{entry.action}</td>
                  <td>
                    <AuditChanges changes={entry.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

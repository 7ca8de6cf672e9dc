/**
 * `/admin/audit/`: the audit log as a filterable, paginated list (issue 20, item 6). Read-only by
 * design: this route has no action, so a POST gets 405 and nothing can be changed from here.
 * Filters are a GET form, so every view is a URL the owner can bookmark or share.
 */
import { Form, Link } from "react-router";
import { listAuditActors, listAuditEntities, parseAuditQuery } from "#modules/audit/filters.ts";
import { AUDIT_PER_PAGE, auditForScreen, listAudit } from "#modules/audit/log.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-system.ts";
import { AuditChanges } from "#app/components/admin/audit-trail.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#app/styles/admin-system.css";
import { LOCALE } from "#modules/i18n/index.ts";
import type { Route } from "./+types/audit";
import { adminHeaders, requireOwner } from "./admin.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const { query, filter, errors } = parseAuditQuery(new URL(request.url).searchParams);
  const [{ rows, total }, entities, actors] = await Promise.all([
    listAudit(services.db, { ...filter, perPage: AUDIT_PER_PAGE }),
    listAuditEntities(services.db),
    listAuditActors(services.db),
  ]);
  return {
    query,
    errors,
    entries: rows.map((row) => ({ ...auditForScreen(row), entity: row.entity, entityId: row.entityId })),
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)),
    entities,
    actors,
  };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Protokoll · Verwaltung" }];

/** The record's own back-office page, where one exists. */
function recordHref(entity: string, id: string): string | undefined {
  if (entity === "order") return adminPaths.order(id);
  if (entity === "customer") return adminPaths.customer(id);
  return undefined;
}

const ENTITY_LABELS: Record<string, MessageKey> = {
  order: "admin.auditLog.entity.order",
  customer: "admin.auditLog.entity.customer",
  product: "admin.auditLog.entity.product",
  settings: "admin.auditLog.entity.settings",
  user: "admin.auditLog.entity.user",
  job: "admin.auditLog.entity.job",
};

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { query, errors, entries, total, pages, entities, actors } = loaderData;
  const t = useAdminT();
  const lang = useAdminLang();
  const entityLabel = (entity: string) => {
    const key = ENTITY_LABELS[entity];
    return key ? t(key) : entity;
  };
  const when = useAdminDateFormat("minute");
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (name !== "page" && value) params.set(name, String(value));
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `?${search}` : adminPaths.audit;
  };
  const errorText = (field: "from" | "to") => {
    const error = errors[field];
    return error
      ? t(error === "invalidDate" ? "admin.auditLog.invalidDate" : "admin.auditLog.invalidRange")
      : undefined;
  };
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{t("admin.auditLog.title")}</h1>
      </div>
      <p className="admin-system-intro">{t("admin.auditLog.intro")}</p>
      <AuditFilters
        query={query}
        entities={entities}
        actors={actors}
        errorText={errorText}
        entityLabel={entityLabel}
      />
      <section className="admin-card" aria-labelledby="audit-list">
        <h2 id="audit-list" className="admin-system-count">
          {t("admin.auditLog.count", { count: total.toLocaleString(LOCALE[lang]) })}
        </h2>
        {entries.length === 0 ? (
          <p>{t("admin.empty")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-system-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.audit.when")}</th>
                  <th scope="col">{t("admin.audit.who")}</th>
                  <th scope="col">{t("admin.auditLog.record")}</th>
                  <th scope="col">{t("admin.audit.action")}</th>
                  <th scope="col">{t("admin.audit.changes")}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const href = recordHref(entry.entity, entry.entityId);
                  const label = `${entityLabel(entry.entity)} ${entry.entityId}`;
                  return (
                    <tr key={entry.id}>
                      <td className="admin-system-nowrap">
                        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                      </td>
                      <td>{entry.actorLabel}</td>
                      <td className="admin-system-nowrap">{href ? <Link to={href}>{label}</Link> : label}</td>
                      <td>{entry.action}</td>
                      <td>
                        <AuditChanges changes={entry.changes} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
            {query.page > 1 ? (
              <Link to={pageHref(query.page - 1)} rel="prev">
                {t("admin.pagination.previous")}
              </Link>
            ) : null}
            <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
            {query.page < pages ? (
              <Link to={pageHref(query.page + 1)} rel="next">
                {t("admin.pagination.next")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

type AuditData = Route.ComponentProps["loaderData"];

/** The filter form (GET, works without JavaScript): record type and id, who, action, day range. */
function AuditFilters({
  query,
  entities,
  actors,
  errorText,
  entityLabel,
}: {
  query: AuditData["query"];
  entities: AuditData["entities"];
  actors: AuditData["actors"];
  errorText: (field: "from" | "to") => string | undefined;
  entityLabel: (entity: string) => string;
}) {
  const t = useAdminT();
  return (
    <Form method="get" className="admin-card admin-system-filters" aria-labelledby="audit-filters">
      <h2 id="audit-filters" className="admin-visually-hidden">
        {t("admin.auditLog.filters")}
      </h2>
      <div className="admin-field">
        <label htmlFor="audit-entity">{t("admin.auditLog.entity")}</label>
        <select id="audit-entity" name="entity" defaultValue={query.entity}>
          <option value="">{t("admin.auditLog.entityAll")}</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {entityLabel(entity)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="audit-entity-id">{t("admin.auditLog.entityId")}</label>
        <input
          id="audit-entity-id"
          name="entityId"
          className="admin-input"
          defaultValue={query.entityId}
          inputMode="numeric"
          size={8}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="audit-actor">{t("admin.auditLog.actor")}</label>
        <select id="audit-actor" name="actor" defaultValue={query.actor}>
          <option value="">{t("admin.auditLog.actorAll")}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.label}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="audit-action">{t("admin.auditLog.action")}</label>
        <input
          id="audit-action"
          name="action"
          className="admin-input"
          defaultValue={query.action}
          size={10}
        />
      </div>
      {(["from", "to"] as const).map((field) => (
        <div className="admin-field" key={field}>
          <label htmlFor={`audit-${field}`}>
            {t(field === "from" ? "admin.auditLog.from" : "admin.auditLog.to")}
          </label>
          <input
            id={`audit-${field}`}
            name={field}
            type="date"
            className="admin-input"
            defaultValue={query[field]}
            aria-invalid={errorText(field) ? true : undefined}
            aria-describedby={errorText(field) ? `audit-${field}-error` : undefined}
          />
          {errorText(field) ? (
            <p id={`audit-${field}-error`} className="admin-field__error">
              {errorText(field)}
            </p>
          ) : null}
        </div>
      ))}
      <div className="admin-system-filters__actions">
        <button type="submit" className="admin-button">
          {t("admin.auditLog.apply")}
        </button>
        <Link to={adminPaths.audit} className="admin-button admin-button--quiet">
          {t("admin.auditLog.reset")}
        </Link>
      </div>
    </Form>
  );
}

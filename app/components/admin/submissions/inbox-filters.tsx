/**
 * The submissions table's views (all, unread, starred, trash), its filter (search in the values,
 * date range; a GET form, so a filtered list is a link and works without JavaScript) and the CSV
 * export of exactly what is filtered.
 */
import { Form, Link } from "react-router";
import {
  INBOX_VIEWS,
  type InboxFilter,
  inboxQueryString,
  MAX_INBOX_SEARCH,
} from "#modules/forms/inbox/filter.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

export function InboxViews({ formId, filter }: { formId: number; filter: InboxFilter }) {
  const t = useAdminT();
  return (
    <nav className="admin-subs-views" aria-label={t("adminSubs.view.label")}>
      <ul>
        {INBOX_VIEWS.map((view) => (
          <li key={view}>
            <Link
              to={`${adminPaths.formSubmissions(formId)}${inboxQueryString(filter, { view, page: 1 })}`}
              aria-current={filter.view === view ? "page" : undefined}
            >
              {t(`adminSubs.view.${view}` as MessageKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function InboxFilterForm({
  formId,
  filter,
  total,
}: {
  formId: number;
  filter: InboxFilter;
  total: number;
}) {
  const t = useAdminT();
  const filtered = filter.q !== "" || filter.from !== "" || filter.to !== "";
  return (
    <Form
      method="get"
      className="admin-card admin-subs-filter"
      role="search"
      aria-label={t("adminSubs.filter.label")}
    >
      {filter.view !== "all" ? <input type="hidden" name="view" value={filter.view} /> : null}
      <div className="admin-field admin-subs-filter__q">
        <label htmlFor="subs-q">{t("adminSubs.filter.q")}</label>
        <input
          id="subs-q"
          name="q"
          type="search"
          className="admin-input"
          defaultValue={filter.q}
          maxLength={MAX_INBOX_SEARCH}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="subs-from">{t("adminSubs.filter.from")}</label>
        <input id="subs-from" name="from" type="date" className="admin-input" defaultValue={filter.from} />
      </div>
      <div className="admin-field">
        <label htmlFor="subs-to">{t("adminSubs.filter.to")}</label>
        <input id="subs-to" name="to" type="date" className="admin-input" defaultValue={filter.to} />
      </div>
      <div className="admin-subs-filter__actions">
        <button type="submit" className="admin-button">
          {t("adminSubs.filter.submit")}
        </button>
        {filtered ? (
          <Link
            className="admin-button admin-button--quiet"
            to={`${adminPaths.formSubmissions(formId)}${inboxQueryString({ ...filter, q: "", from: "", to: "", page: 1 })}`}
          >
            {t("adminSubs.filter.reset")}
          </Link>
        ) : null}
        {total > 0 ? (
          <a
            className="admin-button admin-button--quiet"
            href={`${adminPaths.formSubmissionsCsv(formId)}${inboxQueryString({ ...filter, page: 1 })}`}
            download
          >
            {t("adminSubs.export", { count: total })}
          </a>
        ) : null}
      </div>
    </Form>
  );
}

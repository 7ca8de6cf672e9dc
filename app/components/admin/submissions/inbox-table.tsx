/**
 * The submissions table: a checkbox per row for the bulk actions (trash, restore, mark unread),
 * the date as the link to the submission (bold with "neu" while unread), the chosen columns and a
 * star button per row. One POST form around it (works without JavaScript); the star buttons say
 * which row by their value.
 */
import { Form, Link } from "react-router";
import type { ColumnChoice } from "#modules/forms/inbox/labelled.ts";
import { adminPaths } from "../paths.ts";
import { SelectAll } from "../select-all.tsx";
import { useAdminDateFormat, useAdminT } from "../use-admin-t.ts";

export type InboxTableRow = {
  id: number;
  createdAt: string;
  read: boolean;
  starred: boolean;
  cells: string[];
};

const CELL_MAX = 80;
const short = (text: string) => (text.length > CELL_MAX ? `${text.slice(0, CELL_MAX - 1)}…` : text);

export function InboxTable({
  formId,
  rows,
  columns,
  trash,
}: {
  formId: number;
  rows: InboxTableRow[];
  columns: ColumnChoice[];
  trash: boolean;
}) {
  const t = useAdminT();
  const date = useAdminDateFormat("minute");
  return (
    <Form method="post" id="subs-bulk" className="admin-subs-bulk">
      <fieldset className="admin-subs-bulk__bar">
        <legend className="admin-visually-hidden">{t("adminSubs.bulk.label")}</legend>
        {trash ? (
          <button type="submit" name="intent" value="restore" className="admin-button admin-button--quiet">
            {t("adminSubs.bulk.restore")}
          </button>
        ) : (
          <>
            <button type="submit" name="intent" value="trash" className="admin-button admin-button--quiet">
              {t("adminSubs.bulk.trash")}
            </button>
            <button type="submit" name="intent" value="unread" className="admin-button admin-button--quiet">
              {t("adminSubs.bulk.unread")}
            </button>
          </>
        )}
      </fieldset>
      <div className="admin-table-wrap">
        <table className="admin-table admin-subs-table">
          <caption className="admin-visually-hidden">{t("adminSubs.count", { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col" className="admin-subs-table__check">
                <SelectAll label={t("adminSubs.selectAll")} />
              </th>
              <th scope="col">{t("adminSubs.col.date")}</th>
              {columns.map((c) => (
                <th key={c.id} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">{t("adminSubs.col.star")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className={r.read ? undefined : "admin-subs-table__unread"}>
                <td className="admin-subs-table__check">
                  <input
                    type="checkbox"
                    name="ids"
                    value={r.id}
                    aria-label={t("adminSubs.selectRow", { id: r.id })}
                  />
                </td>
                <th scope="row">
                  <Link to={adminPaths.formSubmission(formId, r.id)}>
                    <time dateTime={r.createdAt}>{date.format(new Date(r.createdAt))}</time>
                  </Link>
                  {r.read ? null : (
                    <span className="admin-badge admin-subs-new">{t("adminSubs.unreadBadge")}</span>
                  )}
                </th>
                {r.cells.map((cell, i) => (
                  <td key={columns[i]?.id ?? i}>{short(cell)}</td>
                ))}
                <td>
                  <button
                    type="submit"
                    name="intent"
                    value={`${r.starred ? "unstar" : "star"}:${r.id}`}
                    className="admin-subs-star"
                    aria-pressed={r.starred}
                    aria-label={t("adminSubs.starOf", { id: r.id })}
                    title={t(r.starred ? "adminSubs.unstar" : "adminSubs.star")}
                  >
                    <span aria-hidden="true">{r.starred ? "★" : "☆"}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Form>
  );
}

/**
 * The queue's table inside one form: a box per row for the bulk bar, each row's steps for its tab
 * (buttons `intent=ACTION:ID`) and a reply disclosure (a <details>, so it works without JavaScript).
 */

import { Form, useNavigation } from "react-router";
import type { CommentStatus } from "#db/schema/blog.ts";
import type { ModerationAction } from "#modules/comments/rules.ts";
import { commentHtmlToText } from "#modules/comments/rules.ts";
import type { QueueRow } from "#modules/comments/store.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { SelectAll } from "../select-all.tsx";
import { useAdminDateFormat, useAdminT } from "../use-admin-t.ts";

/** A queue row as the loader sends it. */
export type CommentsRow = Omit<QueueRow, "createdAt"> & { createdAt: string; postPath: string };

/** The steps that apply in each tab (WordPress's row actions). */
export const TAB_ACTIONS: Record<CommentStatus, readonly ModerationAction[]> = {
  hold: ["approve", "spam", "trash"],
  approved: ["unapprove", "spam", "trash"],
  spam: ["unspam", "delete"],
  trash: ["restore", "delete"],
};

export function CommentsTable({ rows, status }: { rows: CommentsRow[]; status: CommentStatus }) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const when = useAdminDateFormat("minute");
  const actions = TAB_ACTIONS[status];
  const label = (a: ModerationAction) => t(`adminComments.action.${a}` as MessageKey);
  return (
    <Form method="post" className="admin-comments__form">
      <div className="admin-comments__bulk">
        <label htmlFor="comments-bulk">{t("adminComments.bulk")}</label>
        <select id="comments-bulk" name="bulk" className="admin-input" defaultValue="">
          <option value="">{t("adminComments.bulk.choose")}</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {label(a)}
            </option>
          ))}
        </select>
        <button type="submit" name="intent" value="bulk" className="admin-button" disabled={busy}>
          {t("adminComments.bulk.apply")}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <div className="admin-table-wrap" tabIndex={0}>
        <table className="admin-table admin-comments__table">
          <thead>
            <tr>
              <th scope="col" className="admin-comments__check">
                <SelectAll label={t("adminComments.select")} />
              </th>
              <th scope="col">{t("adminComments.author")}</th>
              <th scope="col">{t("adminComments.comment")}</th>
              <th scope="col">{t("adminComments.post")}</th>
              <th scope="col">{t("adminComments.date")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} id={`comment-row-${r.id}`}>
                <td className="admin-comments__check">
                  <input
                    type="checkbox"
                    name="ids"
                    value={r.id}
                    aria-label={t("adminComments.selectRow", { name: r.authorName })}
                  />
                </td>
                <td>
                  <strong>{r.authorName}</strong>
                  {r.byOwner ? (
                    <span className="admin-comments__owner"> · {t("adminComments.byOwner")}</span>
                  ) : null}
                  {r.authorEmail ? (
                    <>
                      <br />
                      <a href={`mailto:${r.authorEmail}`} className="admin-comments__email">
                        {r.authorEmail}
                      </a>
                    </>
                  ) : null}
                </td>
                <td>
                  {r.parentAuthor ? (
                    <p className="admin-comments__reply-to">
                      {t("adminComments.replyTo", { name: r.parentAuthor })}
                    </p>
                  ) : null}
                  <div className="admin-comments__text" dangerouslySetInnerHTML={{ __html: r.content }} />
                  <div className="admin-comments__actions">
                    {actions.map((a) => (
                      <button
                        key={a}
                        type="submit"
                        name="intent"
                        value={`${a}:${r.id}`}
                        className={`admin-button ${a === "approve" ? "" : "admin-button--quiet"}`}
                        aria-label={t("adminComments.actionLabel", { action: label(a), name: r.authorName })}
                        disabled={busy}
                      >
                        {label(a)}
                      </button>
                    ))}
                  </div>
                  {status !== "trash" ? (
                    <details className="admin-comments__reply admin-comments__edit">
                      <summary>{t("adminComments.edit")}</summary>
                      <label htmlFor={`edit-${r.id}`}>{t("adminComments.editText")}</label>
                      <textarea
                        id={`edit-${r.id}`}
                        name={`edit-${r.id}`}
                        rows={4}
                        className="admin-input"
                        defaultValue={commentHtmlToText(r.content)}
                      />
                      <button
                        type="submit"
                        name="intent"
                        value={`edit:${r.id}`}
                        className="admin-button"
                        disabled={busy}
                      >
                        {t("adminComments.editSubmit")}
                      </button>
                    </details>
                  ) : null}
                  {status === "hold" || status === "approved" ? (
                    <details className="admin-comments__reply">
                      <summary>{t("adminComments.reply")}</summary>
                      <label htmlFor={`reply-${r.id}`}>{t("adminComments.replyText")}</label>
                      <textarea
                        id={`reply-${r.id}`}
                        name={`reply-${r.id}`}
                        rows={3}
                        className="admin-input"
                      />
                      <button
                        type="submit"
                        name="intent"
                        value={`reply:${r.id}`}
                        className="admin-button"
                        disabled={busy}
                      >
                        {t("adminComments.replySubmit")}
                      </button>
                    </details>
                  ) : null}
                </td>
                <td>
                  <a href={`${r.postPath}#comment-${r.id}`}>{r.postTitle}</a>
                </td>
                <td>
                  <time dateTime={r.createdAt}>{when.format(new Date(r.createdAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Form>
  );
}

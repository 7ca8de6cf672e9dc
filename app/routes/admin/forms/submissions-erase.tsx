/**
 * `/admin/forms/erase/`: GDPR erasure of a person's submissions (issue 26 item 7). The owner
 * enters an e-mail address (posted, never in a URL or a log), sees every submission of every form
 * that holds it, ticks the confirmation and erases them for good with their uploads; only those
 * shown are erased, audited per submission. Works without JavaScript.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { removeErasedUploads } from "#modules/customers/erase-files.ts";
import {
  type EraseMatch,
  eraseAddress,
  eraseSubmissionsByEmail,
  findSubmissionsByEmail,
} from "#modules/forms/inbox/erase.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-submissions.ts";
import "#app/styles/admin-submissions.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/submissions-erase";
import { postedIds } from "./submissions.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireOwner(context, request);
  return null;
}

type Result =
  | { step: "found"; email: string; matches: EraseMatch[]; error?: MessageKey }
  | { step: "done"; email: string; count: number }
  | { step: "invalid"; email: string };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const posted = await request.formData();
  const raw = String(posted.get("email") ?? "").slice(0, 300);
  const email = eraseAddress(raw);
  if (!email) return data<Result>({ step: "invalid", email: raw }, 400);
  const db = admin.services.db;
  if (posted.get("intent") !== "erase")
    return { step: "found", email, matches: await findSubmissionsByEmail(db, email) } satisfies Result;
  if (posted.get("confirm") !== "1")
    return data<Result>(
      {
        step: "found",
        email,
        matches: await findSubmissionsByEmail(db, email),
        error: "adminSubs.erase.confirmMissing",
      },
      400,
    );
  const result = await eraseSubmissionsByEmail(db, email, postedIds(posted), {
    actor: admin.actor,
    requestId: admin.state.requestId,
  });
  await removeErasedUploads(admin.services.config.dataDir, result.uploadFiles);
  return { step: "done", email, count: result.erased.length } satisfies Result;
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Einsendungen löschen (DSGVO) · Verwaltung" },
  { name: "robots", content: "noindex" },
];

function Matches({ result }: { result: Extract<Result, { step: "found" }> }) {
  const t = useAdminT();
  const date = useAdminDateFormat("minute");
  const busy = useNavigation().state === "submitting";
  if (result.matches.length === 0)
    return (
      <p className="admin-card" role="status">
        {t("adminSubs.erase.noneFound", { email: result.email })}
      </p>
    );
  return (
    <Form method="post" className="admin-card">
      <input type="hidden" name="email" value={result.email} />
      {result.matches.map((m) => (
        <input key={m.id} type="hidden" name="ids" value={m.id} />
      ))}
      <h2 id="erase-found">
        {t("adminSubs.erase.found", { count: result.matches.length, email: result.email })}
      </h2>
      <div className="admin-table-wrap">
        <table className="admin-table" aria-labelledby="erase-found">
          <thead>
            <tr>
              <th scope="col">{t("adminSubs.erase.col.form")}</th>
              <th scope="col">{t("adminSubs.erase.col.id")}</th>
              <th scope="col">{t("adminSubs.erase.col.date")}</th>
            </tr>
          </thead>
          <tbody>
            {result.matches.map((m) => (
              <tr key={m.id}>
                <td>{m.formTitle}</td>
                <td>
                  <Link to={adminPaths.formSubmission(m.formId, m.id)}>{m.id}</Link>
                  {m.trashed ? ` (${t("adminSubs.erase.inTrash")})` : null}
                </td>
                <td>{date.format(new Date(m.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-field">
        <label className="admin-subs-confirm">
          <input
            type="checkbox"
            name="confirm"
            value="1"
            aria-invalid={result.error ? true : undefined}
            aria-describedby={result.error ? "erase-confirm-error" : undefined}
          />{" "}
          {t("adminSubs.erase.confirm")}
        </label>
        {result.error ? (
          <p id="erase-confirm-error" className="admin-field__error">
            {t(result.error)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        name="intent"
        value="erase"
        className="admin-button admin-button--danger"
        disabled={busy}
      >
        {t("adminSubs.erase.submit")}
      </button>
    </Form>
  );
}

export default function SubmissionsErase({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const result = actionData as Result | undefined;
  return (
    <div className="admin-page admin-subs">
      <p className="admin-subs-crumbs">
        <Link to={adminPaths.forms}>{t("adminSubs.back")}</Link>
      </p>
      <h1>{t("adminSubs.erase.title")}</h1>
      <p>{t("adminSubs.erase.intro")}</p>
      {result?.step === "done" ? (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminSubs.erase.done", { count: result.count, email: result.email })}
        </p>
      ) : null}
      <Form method="post" className="admin-card admin-subs-erase" noValidate>
        <div className="admin-field">
          <label htmlFor="erase-email">{t("adminSubs.erase.email")}</label>
          <input
            id="erase-email"
            name="email"
            type="email"
            className="admin-input"
            autoComplete="off"
            defaultValue={result && result.step !== "done" ? result.email : ""}
            aria-invalid={result?.step === "invalid" ? true : undefined}
            aria-describedby={result?.step === "invalid" ? "erase-email-error" : undefined}
          />
          {result?.step === "invalid" ? (
            <p id="erase-email-error" className="admin-field__error">
              {t("adminSubs.erase.invalid")}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value="find" className="admin-button">
          {t("adminSubs.erase.search")}
        </button>
      </Form>
      {result?.step === "found" ? <Matches result={result} /> : null}
    </div>
  );
}

/**
 * `/admin/jobs/`: the background jobs (issue 20, item 7): what runs, waits and failed (with the
 * reason and attempts), the latest finished runs, and a retry for a failed job (audited). Both
 * owner roles see it.
 */
import { data, Form, useNavigation } from "react-router";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-system.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { listJobs, retryJob } from "#modules/jobs/screen.ts";
import "#app/styles/admin-system.css";
import type { Route } from "./+types/jobs";
import { adminHeaders, requireOwner } from "./admin.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return listJobs(services.db);
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor } = await requireOwner(context, request);
  const form = await request.formData();
  const jobId = String(form.get("jobId") ?? "");
  const result = await retryJob(services.db, jobId, actor);
  if (result.ok) return { retried: jobId };
  return data({ refused: result.reason }, { status: result.reason === "not-found" ? 404 : 409 });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Hintergrundaufgaben · Verwaltung" }];

const TASK_LABELS: Record<string, MessageKey> = {
  "housekeeping.purge": "admin.jobs.task.housekeeping.purge",
  "jobs.probe": "admin.jobs.task.jobs.probe",
  "documents.issue-invoice": "admin.jobs.task.documents.issue-invoice",
  "documents.issue-credit-note": "admin.jobs.task.documents.issue-credit-note",
  "documents.legal-texts": "admin.jobs.task.documents.legal-texts",
  "catalog.product-import": "admin.jobs.task.catalog.product-import",
};

/** The owner-facing name of a job; the technical one when none is written yet. */
function useTaskLabel(): (task: string) => string {
  const t = useAdminT();
  return (task) => {
    const key = TASK_LABELS[task];
    return key ? t(key) : task;
  };
}

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, recent } = loaderData;
  const t = useAdminT();
  const taskLabel = useTaskLabel();
  const busy = useNavigation().state === "submitting";
  const when = useAdminDateFormat("second");
  const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{t("admin.jobs.title")}</h1>
      </div>
      <p className="admin-system-intro">{t("admin.jobs.intro")}</p>
      <div aria-live="polite">
        {actionData && "retried" in actionData ? (
          <p className="admin-notice admin-notice--success">{t("admin.jobs.retried")}</p>
        ) : null}
        {actionData && "refused" in actionData ? (
          <p className="admin-notice admin-notice--error">{t(`admin.jobs.retry.${actionData.refused}`)}</p>
        ) : null}
      </div>
      <section className="admin-card" aria-labelledby="jobs-queue">
        <h2 id="jobs-queue">{t("admin.jobs.queue")}</h2>
        {jobs.length === 0 ? (
          <p>{t("admin.jobs.queueEmpty")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-system-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.jobs.task")}</th>
                  <th scope="col">{t("admin.jobs.state")}</th>
                  <th scope="col">{t("admin.jobs.runAt")}</th>
                  <th scope="col" className="admin-num">
                    {t("admin.jobs.attempts")}
                  </th>
                  <th scope="col">{t("admin.jobs.reason")}</th>
                  <th scope="col">
                    <span className="admin-visually-hidden">{t("admin.jobs.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id} data-job-id={job.id}>
                    <td>
                      {taskLabel(job.task)}
                      <span className="admin-system-muted"> #{job.id}</span>
                    </td>
                    <td>
                      <span className={`admin-badge admin-system-state admin-system-state--${job.state}`}>
                        {t(`admin.jobs.state.${job.state}`)}
                      </span>
                    </td>
                    <td className="admin-system-nowrap">{at(job.runAt)}</td>
                    <td className="admin-num">{`${job.attempts} / ${job.maxAttempts}`}</td>
                    <td className="admin-system-reason">{job.lastError ?? "–"}</td>
                    <td>
                      {job.state === "failed" || job.state === "retrying" ? (
                        <Form method="post">
                          <input type="hidden" name="jobId" value={job.id} />
                          <button
                            type="submit"
                            className="admin-button"
                            disabled={busy}
                            aria-label={t("admin.jobs.retryLabel", { task: taskLabel(job.task), id: job.id })}
                          >
                            {t("admin.jobs.retry")}
                          </button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="admin-card" aria-labelledby="jobs-recent">
        <h2 id="jobs-recent">{t("admin.jobs.recent")}</h2>
        {recent.length === 0 ? (
          <p>{t("admin.jobs.recentEmpty")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-system-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.jobs.task")}</th>
                  <th scope="col">{t("admin.jobs.outcome")}</th>
                  <th scope="col">{t("admin.jobs.finished")}</th>
                  <th scope="col" className="admin-num">
                    {t("admin.jobs.attempts")}
                  </th>
                  <th scope="col">{t("admin.jobs.reason")}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((run) => (
                  <tr key={run.id}>
                    <td>
                      {taskLabel(run.task)}
                      <span className="admin-system-muted"> #{run.jobId}</span>
                    </td>
                    <td>
                      <span className={`admin-badge admin-system-state admin-system-state--${run.outcome}`}>
                        {t(`admin.jobs.outcome.${run.outcome}`)}
                      </span>
                    </td>
                    <td className="admin-system-nowrap">{at(run.finishedAt)}</td>
                    <td className="admin-num">{run.attempt}</td>
                    <td className="admin-system-reason">{run.error ?? "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

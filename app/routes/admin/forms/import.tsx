/**
 * `/admin/forms/import/`: a Ninja Forms export (`.nff`) uploaded by the owner. Every form of the
 * file becomes a new draft (modules/forms/builder/transfer.ts `importForms`, audited), and the
 * page shows the report: per form its field count and what is not supported (never silently
 * dropped), with a link into the builder. The file is parsed by importers/ninja-forms (the
 * CLI's `laden import nff` parser). Works without JavaScript.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { type ImportedFormResult, importForms } from "#modules/forms/builder/transfer.ts";
import "#modules/i18n/messages-admin-forms-screens.ts";
import "#app/styles/admin-forms.css";
import { NffInputError, parseNff } from "../../../../importers/ninja-forms/parse.ts";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/import";

/** The largest `.nff` file taken (the corpus's largest export is far below). */
const NFF_MAX_MB = 5;

type ImportAnswer =
  | { problem: { key: "adminFormsX.importNoFile" | "adminFormsX.importTooLarge" } | { message: string } }
  | { file: string; forms: ImportedFormResult[] };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireOwner(context, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const file = (await request.formData()).get("file");
  if (!(file instanceof File) || file.size === 0)
    return data<ImportAnswer>({ problem: { key: "adminFormsX.importNoFile" } }, 400);
  if (file.size > NFF_MAX_MB * 1024 * 1024)
    return data<ImportAnswer>({ problem: { key: "adminFormsX.importTooLarge" } }, 413);
  const name = file.name.replace(/[^\p{L}\p{N} ._-]/gu, "_").slice(0, 120);
  try {
    const parsed = parseNff(new Uint8Array(await file.arrayBuffer()));
    const forms = await importForms(admin.services.db, parsed, {
      actor: admin.actor,
      requestId: admin.state.requestId,
      fileName: name,
    });
    return data<ImportAnswer>({ file: name, forms });
  } catch (err) {
    if (err instanceof NffInputError) return data<ImportAnswer>({ problem: { message: err.message } }, 422);
    throw err;
  }
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Formular importieren · Formulare · Verwaltung" },
  { name: "robots", content: "noindex" },
];

function Report({ file, forms }: { file: string; forms: ImportedFormResult[] }) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="import-report-h">
      <h2 id="import-report-h">{t("adminFormsX.importReport")}</h2>
      <p className="admin-notice admin-notice--success" role="status">
        {t("adminFormsX.importDone", { count: forms.length, file })}
      </p>
      <ul className="admin-forms-report">
        {forms.map((f) => (
          <li key={f.id}>
            <Link to={adminPaths.form(f.id)}>{t("adminFormsX.importOpen", { title: f.title })}</Link> ·{" "}
            {t("adminFormsX.importFields", { count: f.fields })}
            {f.unsupported.length === 0 ? (
              <p>{t("adminFormsX.importAllSupported")}</p>
            ) : (
              <>
                <p>{t("adminFormsX.importUnsupported")}</p>
                <ul>
                  {f.unsupported.map((u) => (
                    <li key={u}>{u}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function FormsImport({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state !== "idle";
  const answer = actionData as ImportAnswer | undefined;
  const problem = answer && "problem" in answer ? answer.problem : undefined;
  return (
    <div className="admin-page admin-forms">
      <p className="admin-forms__back">
        <Link to={adminPaths.forms}>← {t("adminFormsX.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminFormsX.importTitle")}</h1>
      </div>
      <Form method="post" encType="multipart/form-data" className="admin-card admin-forms-create">
        <div className="admin-field">
          <label htmlFor="nff-file">{t("adminFormsX.importFile")}</label>
          <input
            id="nff-file"
            className="admin-input"
            type="file"
            name="file"
            accept=".nff,.json,application/json"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "nff-file-help nff-file-error" : "nff-file-help"}
          />
          <p id="nff-file-help" className="admin-field__help">
            {t("adminFormsX.importIntro")}
          </p>
          {problem ? (
            <p id="nff-file-error" className="admin-field__error" role="alert">
              {"key" in problem ? t(problem.key, { mb: NFF_MAX_MB }) : problem.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {t("adminFormsX.importSubmit")}
        </button>
      </Form>
      {answer && "forms" in answer ? <Report file={answer.file} forms={answer.forms} /> : null}
    </div>
  );
}

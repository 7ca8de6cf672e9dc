/**
 * `/admin/forms/:id/`: the form builder (issue 26). The loader gives the draft (or the live
 * definition) and its version; the action saves the draft or publishes through
 * modules/forms/builder/admin.ts. A second owner's stale save is refused and the owner keeps
 * what they built (the screen offers to save over it on purpose).
 */
import { Link } from "react-router";
import { FormBuilder } from "#app/components/admin/forms/builder.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-forms.ts";
import "#modules/i18n/messages-admin-forms-transfer.ts";
import "#app/styles/admin-forms.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/builder";
import { type BuilderActionData, formId, loadBuilder, saveBuilder } from "./builder.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return loadBuilder(services.db, formId(params.id));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return saveBuilder(admin, formId(params.id), await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.draft.title ?? "Formular"} · Formulare · Verwaltung` },
  { name: "robots", content: "noindex" },
];

export default function FormBuilderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const result = actionData as BuilderActionData | undefined;
  const f = loaderData;
  return (
    <div className="admin-page admin-forms-page">
      <p className="admin-forms__back">
        <Link to={adminPaths.forms}>← {t("adminForms.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminForms.builder.title", { title: f.draft.title || f.key })}</h1>
        <p className="admin-forms__state">
          <span className="admin-badge">{t(`adminForms.status.${f.status}` as MessageKey)}</span>{" "}
          {f.hasDraft && f.status !== "draft" ? (
            <span className="admin-badge admin-forms__pending">{t("adminForms.status.pending")}</span>
          ) : null}{" "}
          {f.status === "publish" ? <a href={adminPaths.formPage(f.id)}>{t("adminForms.viewLive")}</a> : null}{" "}
          <a href={adminPaths.formExport(f.id)} download>
            {t("adminFormsX.export")}
          </a>{" "}
          <Link to={adminPaths.formEmbed(f.id)}>{t("adminFormsX.embed")}</Link>
        </p>
      </div>
      {result?.outcome === "saved" ? (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminForms.saved")}
        </p>
      ) : null}
      {result?.outcome === "published" ? (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminForms.published", { number: result.number })}
        </p>
      ) : null}
      {result?.outcome === "invalid" ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminForms.invalid")}
        </p>
      ) : null}
      {result?.outcome === "conflict" ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminForms.conflict")}
        </p>
      ) : null}
      <FormBuilder
        key={f.id}
        formId={f.id}
        initial={f.draft}
        version={f.version}
        serverProblems={result?.outcome === "refused" ? result.problems : null}
        conflictVersion={result?.outcome === "conflict" ? result.current : null}
      />
    </div>
  );
}

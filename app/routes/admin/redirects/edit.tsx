/**
 * `/admin/redirects/:id/`: one redirect's old address and target, saved with its version (a
 * concurrent change is refused, the owner's input kept), or deleted. Saved or deleted, the owner
 * goes back to the list.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#modules/i18n/messages-admin-redirects.ts";
import "#app/styles/admin-redirects.css";
import { getRedirect } from "#modules/site/redirects.ts";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/edit";
import { RedirectFields } from "./redirect-form.tsx";
import { type RedirectActionData, redirectAction, redirectId } from "./redirects.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const id = redirectId(params.id);
  const row = id === undefined ? undefined : await getRedirect(services.db, id);
  if (!row) throw data(null, { status: 404 });
  return { id: row.id, from: row.fromPath, to: row.toPath, version: row.version };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const id = redirectId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const result = await redirectAction(admin, request, await request.formData(), id);
  const outcome = result.data.outcome;
  if (outcome === "saved" || outcome === "deleted") return redirect(adminPaths.redirects);
  return result;
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Weiterleitung bearbeiten · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function RedirectEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = actionData as RedirectActionData | undefined;
  const kept =
    result && (result.outcome === "invalid" || result.outcome === "conflict") ? result.values : undefined;
  const values = kept ?? { from: loaderData.from, to: loaderData.to };
  return (
    <div className="admin-page admin-redirects">
      <p className="admin-products__back">
        <Link to={adminPaths.redirects}>← {t("redirects.title")}</Link>
      </p>
      <h1>{t("redirects.editTitle")}</h1>
      {result?.outcome === "invalid" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("redirects.errors")}
        </p>
      )}
      {result?.outcome === "conflict" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("redirects.conflict")}
        </p>
      )}
      {result?.outcome === "gone" && (
        <p className="admin-notice admin-notice--warning" role="status">
          {t("redirects.gone")}
        </p>
      )}
      <Form
        method="post"
        className="admin-card admin-redirects__form"
        noValidate
        key={JSON.stringify(values)}
      >
        <input type="hidden" name="version" value={loaderData.version} />
        <RedirectFields
          values={values}
          errors={result?.outcome === "invalid" ? result.errors : {}}
          idPrefix="redirect-edit"
        />
        <div className="admin-redirects__row-actions">
          <button type="submit" className="admin-button" disabled={busy}>
            {t("redirects.save")}
          </button>
          <button
            type="submit"
            name="intent"
            value="delete"
            className="admin-button admin-button--quiet"
            disabled={busy}
          >
            {t("redirects.delete")}
          </button>
          <Link to={adminPaths.redirects}>{t("redirects.cancel")}</Link>
        </div>
      </Form>
    </div>
  );
}

/**
 * `/admin/customers/:id/erase/`: the GDPR erasure's confirmation step (the owner types the
 * customer's e-mail address) and the erasure itself (modules/customers/erase.ts, one
 * transaction). A second submit (double click, retry) finds the account gone and changes nothing.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ERASED_PARAM } from "#app/components/admin/customer-paths.ts";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { eraseConfirmSchema, eraseCustomer, erasePreview } from "#modules/customers/erase.ts";
import { removeErasedUploads } from "#modules/customers/erase-files.ts";
import { translate } from "#modules/i18n/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import "#modules/i18n/messages-admin-customers.ts";
import "#app/styles/admin-customers.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/erase";
import { customerIdParam } from "./params.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const preview = await erasePreview(services.db, customerIdParam(params.id));
  if (!preview) throw data(null, { status: 404, headers: NO_STORE });
  return { preview };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, actor, lang, state } = await requireOwner(context, request);
  const id = customerIdParam(params.id);
  const form = await request.formData();
  const parsed = eraseConfirmSchema.safeParse({ confirmEmail: form.get("confirmEmail") ?? "" });
  const typed = typeof form.get("confirmEmail") === "string" ? String(form.get("confirmEmail")) : "";
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "", typed }, { status: 400, headers: NO_STORE });
  }
  const result = await eraseCustomer(services.db, {
    customerId: id,
    confirmEmail: parsed.data.confirmEmail,
    actor,
    requestId: state.requestId,
  });
  switch (result.status) {
    case "erased":
      await removeErasedUploads(services.config.dataDir, result.uploadFiles);
      throw redirect(`${adminPaths.customers}?${ERASED_PARAM}=1`, { headers: NO_STORE });
    case "gone":
      throw redirect(adminPaths.customers, { headers: NO_STORE });
    case "owner":
      return data(
        { error: translate(lang, "adminCust.erase.owner"), typed },
        { status: 403, headers: NO_STORE },
      );
    case "mismatch":
      return data(
        { error: translate(lang, "adminCust.erase.mismatch"), typed },
        { status: 400, headers: NO_STORE },
      );
  }
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Kunden löschen · Verwaltung" }];

export default function EraseCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const navigation = useNavigation();
  const { preview } = loaderData;
  const error = actionData?.error;
  return (
    <div className="admin-page admin-cust-erase">
      <p className="admin-cust-back">
        <Link to={adminPaths.customer(preview.id)}>← {preview.email}</Link>
      </p>
      <h1>{t("adminCust.erase.title", { email: preview.email })}</h1>
      {!preview.erasable ? (
        <p className="admin-notice admin-notice--error">{t("adminCust.erase.owner")}</p>
      ) : (
        <section className="admin-card">
          <p>{t("adminCust.erase.intro")}</p>
          <p>
            <strong>{t("adminCust.erase.summary", { orders: preview.orders })}</strong>
          </p>
          {preview.openOrders > 0 && (
            <p className="admin-notice admin-notice--warning">
              {t("adminCust.erase.openOrders", { count: preview.openOrders })}
            </p>
          )}
          <Form method="post" noValidate>
            <div className="admin-field">
              <label htmlFor="admin-erase-email">{t("adminCust.erase.confirm")}</label>
              <input
                id="admin-erase-email"
                name="confirmEmail"
                type="email"
                className="admin-input"
                autoComplete="off"
                required
                defaultValue={actionData?.typed ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "admin-erase-email-error" : undefined}
              />
              {error && (
                <p id="admin-erase-email-error" className="admin-field__error" role="alert">
                  {error}
                </p>
              )}
            </div>
            <div className="admin-cust-actions">
              <button
                type="submit"
                className="admin-button admin-button--danger"
                disabled={navigation.state === "submitting"}
              >
                {t("adminCust.erase.submit")}
              </button>
              <Link className="admin-button admin-button--quiet" to={adminPaths.customer(preview.id)}>
                {t("admin.cancel")}
              </Link>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}

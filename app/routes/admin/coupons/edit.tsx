/**
 * `/admin/coupons/:id/` and `/admin/coupons/new/` (issue 24): every field of WooCommerce's coupon
 * the shop applies, saved by modules/coupons/coupon-edit.ts in one audited transaction with a
 * version check. Refused input (German message at each field) and a concurrent save (notice)
 * keep what the owner typed; the orders that used the coupon are listed below.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { CouponFields } from "#app/components/admin/coupons/coupon-fields.tsx";
import { UsesCard } from "#app/components/admin/coupons/uses-card.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { couponFormValues, couponPickerChoices, couponUses } from "#modules/coupons/coupon-admin.ts";
import { getCoupon } from "#modules/coupons/coupon-edit.ts";
import { EMPTY_COUPON_FORM } from "#modules/coupons/coupon-screen.ts";
import "#modules/i18n/messages-admin-coupons.ts";
import "#app/styles/admin-coupons.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/edit";
import { type CouponEditorActionData, couponEditorAction, couponParam } from "./coupons.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const id = couponParam(params.id);
  const choices = await couponPickerChoices(services.db);
  const created = new URL(request.url).searchParams.get("created") === "1";
  if (id === "new")
    return {
      id,
      code: "",
      version: 0,
      trashed: false,
      created,
      form: EMPTY_COUPON_FORM,
      choices,
      usage: null,
    };
  const row = await getCoupon(services.db, id);
  if (!row) throw data(null, { status: 404 });
  const uses = await couponUses(services.db, id);
  return {
    id,
    code: row.code,
    version: row.version,
    trashed: row.status === "trash",
    created,
    form: couponFormValues(row),
    choices,
    usage: {
      used: row.usageCount,
      limit: row.usageLimit,
      uses: uses.map((u) => ({ ...u, at: u.at.toISOString() })),
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return couponEditorAction(admin, couponParam(params.id), await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.code ? `${loaderData.code} · ` : ""}Gutscheine · Verwaltung` },
  { name: "robots", content: "noindex" },
];

function Notices({ result, created }: { result: CouponEditorActionData | undefined; created: boolean }) {
  const t = useAdminT();
  if (result?.outcome === "invalid")
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {t("adminCoupons.errors")}
      </p>
    );
  if (result?.outcome === "conflict")
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {t("adminCoupons.conflict")}
      </p>
    );
  if (result?.outcome === "saved" || (!result && created))
    return (
      <p className="admin-notice admin-notice--success" role="status">
        {t(result ? "adminCoupons.saved" : "adminCoupons.created")}
      </p>
    );
  return null;
}

export default function CouponEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = actionData as CouponEditorActionData | undefined;
  const kept =
    result && (result.outcome === "invalid" || result.outcome === "conflict") ? result.values : undefined;
  const values = kept ?? loaderData.form;
  const isNew = loaderData.id === "new";
  return (
    <div className="admin-page admin-coupons">
      <p className="admin-coupons__back">
        <Link to={adminPaths.coupons}>← {t("adminCoupons.back")}</Link>
      </p>
      <h1>{isNew ? t("adminCoupons.newTitle") : t("adminCoupons.editTitle", { code: loaderData.code })}</h1>
      <Notices result={result} created={loaderData.created} />
      {loaderData.trashed ? (
        <Form method="post" className="admin-card">
          <p>{t("adminCoupons.inTrash")}</p>
          <button type="submit" name="intent" value="restore" className="admin-button">
            {t("adminCoupons.restore")}
          </button>
        </Form>
      ) : (
        <Form method="post" noValidate key={JSON.stringify(values)}>
          <input type="hidden" name="version" value={loaderData.version} />
          <CouponFields
            values={values}
            errors={result?.outcome === "invalid" ? result.errors : {}}
            choices={loaderData.choices}
          />
          <div className="admin-coupons__actions">
            <button type="submit" className="admin-button" disabled={busy}>
              {t(isNew ? "adminCoupons.create" : "adminCoupons.save")}
            </button>
            {!isNew && (
              <button
                type="submit"
                name="intent"
                value="trash"
                className="admin-button admin-button--quiet"
                disabled={busy}
              >
                {t("adminCoupons.trash")}
              </button>
            )}
          </div>
        </Form>
      )}
      {loaderData.usage && <UsesCard {...loaderData.usage} />}
    </div>
  );
}

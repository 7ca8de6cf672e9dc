/**
 * `/admin/vouchers/:id/`: one gift voucher — value, balance, status, expiry, the order that bought
 * it — its history (issued, redemptions with their orders, credits back, the void) and the manual
 * void with a reason (audited, version-checked; the unused balance is forfeited).
 */
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { VoucherHistory } from "#app/components/admin/vouchers/voucher-history.tsx";
import { VOUCHER_STATUS_LABEL } from "#app/components/admin/vouchers/voucher-table.tsx";
import "#modules/i18n/messages-admin-vouchers.ts";
import "#app/styles/admin-redirects.css";
import type { MessageKey } from "#modules/i18n/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import { getVoucher, VoucherVoidError, voidVoucher } from "#modules/vouchers/admin.ts";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/detail";

function voucherId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw data(null, { status: 404, headers: NO_STORE });
  return Number(raw);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const found = await getVoucher(services.db, voucherId(params.id));
  if (!found) throw data(null, { status: 404, headers: NO_STORE });
  const { voucher, history } = found;
  const expired = voucher.expiresAt !== null && voucher.expiresAt.getTime() <= Date.now();
  return {
    voucher: {
      id: voucher.id,
      code: voucher.code,
      initialCents: voucher.initialCents,
      balanceCents: voucher.balanceCents,
      status: voucher.status === "active" && expired ? ("expired" as const) : voucher.status,
      active: voucher.status === "active",
      expiresAt: voucher.expiresAt?.toISOString() ?? null,
      orderId: voucher.orderId,
      version: voucher.version,
    },
    history: history.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

export type VoidActionData =
  | { outcome: "voided" }
  | { outcome: "error"; message: MessageKey; reason: string };

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await request.formData();
  const reason = String(form.get("reason") ?? "");
  try {
    await voidVoucher(
      admin.services.db,
      voucherId(params.id),
      { reason, expectedVersion: parseVersion(String(form.get("version") ?? "")) },
      admin.actor,
    );
    return data<VoidActionData>({ outcome: "voided" });
  } catch (err) {
    if (err instanceof VersionConflictError)
      return data<VoidActionData>({ outcome: "error", message: "adminVouchers.error.version", reason }, 409);
    if (err instanceof VoucherVoidError) {
      if (err.code === "not_found") throw data(null, { status: 404, headers: NO_STORE });
      return data<VoidActionData>(
        { outcome: "error", message: `adminVouchers.error.${err.code}` as MessageKey, reason },
        400,
      );
    }
    throw err;
  }
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  { title: `${d?.voucher.code ?? "Gutschein"} · Geschenkgutscheine · Verwaltung` },
  { name: "robots", content: "noindex" },
];

export default function Voucher({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const day = useAdminDateFormat("day");
  const busy = useNavigation().state === "submitting";
  const { voucher, history } = loaderData;
  const result = actionData as VoidActionData | undefined;
  const error = result?.outcome === "error" ? result : undefined;
  return (
    <div className="admin-page admin-voucher">
      <p>
        <Link to={adminPaths.vouchers}>← {t("adminVouchers.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminVouchers.detail.title", { code: voucher.code })}</h1>
      </div>
      {result?.outcome === "voided" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminVouchers.void.done")}
        </p>
      )}
      <section className="admin-card">
        <dl className="admin-facts">
          <dt>{t("adminVouchers.col.value")}</dt>
          <dd>{formatPrice(voucher.initialCents, lang)}</dd>
          <dt>{t("adminVouchers.col.balance")}</dt>
          <dd>
            <strong>{formatPrice(voucher.balanceCents, lang)}</strong>
          </dd>
          <dt>{t("adminVouchers.col.status")}</dt>
          <dd>{t(VOUCHER_STATUS_LABEL[voucher.status])}</dd>
          <dt>{t("adminVouchers.col.expires")}</dt>
          <dd>{voucher.expiresAt ? day.format(new Date(voucher.expiresAt)) : t("adminVouchers.noExpiry")}</dd>
          <dt>{t("adminVouchers.col.order")}</dt>
          <dd>
            {voucher.orderId !== null ? (
              <Link to={adminPaths.order(voucher.orderId)}>
                {t("adminVouchers.order", { number: voucher.orderId })}
              </Link>
            ) : (
              "–"
            )}
          </dd>
        </dl>
      </section>
      <VoucherHistory history={history} />
      {voucher.active && (
        <section className="admin-card" aria-labelledby="voucher-void-title">
          <h2 id="voucher-void-title">{t("adminVouchers.void.title")}</h2>
          <p id="voucher-void-help">{t("adminVouchers.void.help")}</p>
          {error && (
            <p className="admin-notice admin-notice--error" role="alert">
              {t(error.message)}
            </p>
          )}
          <Form method="post" noValidate>
            <input type="hidden" name="version" value={voucher.version} />
            <div className="admin-field">
              <label htmlFor="voucher-void-reason">{t("adminVouchers.void.reason")}</label>
              <input
                id="voucher-void-reason"
                name="reason"
                className="admin-input"
                required
                maxLength={500}
                defaultValue={error?.reason ?? ""}
                aria-invalid={error?.message === "adminVouchers.error.reason_missing" || undefined}
                aria-describedby="voucher-void-help"
              />
            </div>
            <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
              {t("adminVouchers.void.submit")}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}

/** The gift vouchers list's table: code (link to the voucher), value, balance, status, expiry, order. */
import { Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { formatPrice } from "#modules/shared/money.ts";

export type VoucherListRow = {
  id: number;
  code: string;
  initialCents: number;
  balanceCents: number;
  status: "active" | "void" | "expired";
  expiresAt: string | null;
  orderId: number | null;
};

export const VOUCHER_STATUS_LABEL: Record<VoucherListRow["status"], MessageKey> = {
  active: "adminVouchers.status.active",
  void: "adminVouchers.status.void",
  expired: "adminVouchers.status.expired",
};

export function VoucherTable({ rows }: { rows: VoucherListRow[] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const day = useAdminDateFormat("day");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <div className="admin-table-wrap" tabIndex={0}>
      <table className="admin-table admin-vouchers__table">
        <thead>
          <tr>
            <th scope="col">{t("adminVouchers.col.code")}</th>
            <th scope="col" className="admin-num">
              {t("adminVouchers.col.value")}
            </th>
            <th scope="col" className="admin-num">
              {t("adminVouchers.col.balance")}
            </th>
            <th scope="col">{t("adminVouchers.col.status")}</th>
            <th scope="col">{t("adminVouchers.col.expires")}</th>
            <th scope="col">{t("adminVouchers.col.order")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <Link to={adminPaths.voucher(r.id)}>
                  <code>{r.code}</code>
                </Link>
              </td>
              <td className="admin-num">{formatPrice(r.initialCents, lang)}</td>
              <td className="admin-num">{formatPrice(r.balanceCents, lang)}</td>
              <td>{t(VOUCHER_STATUS_LABEL[r.status])}</td>
              <td>
                {r.expiresAt ? (
                  <time dateTime={r.expiresAt}>{day.format(new Date(r.expiresAt))}</time>
                ) : (
                  t("adminVouchers.noExpiry")
                )}
              </td>
              <td>
                {r.orderId !== null ? (
                  <Link to={adminPaths.order(r.orderId)}>
                    {t("adminVouchers.order", { number: r.orderId })}
                  </Link>
                ) : (
                  "–"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

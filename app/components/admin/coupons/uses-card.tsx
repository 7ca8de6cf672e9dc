/** The editor's "Verwendungen": how often the coupon was used of its limit, and by which orders. */
import { Link } from "react-router";
import { formatPrice } from "#modules/shared/money.ts";
import { adminPaths } from "../paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "../use-admin-t.ts";

export type UseRow = { orderId: number; at: string; email: string; discountCents: number };

export function UsesCard({ used, limit, uses }: { used: number; limit: number | null; uses: UseRow[] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const when = useAdminDateFormat("minute");
  return (
    <section className="admin-card" aria-labelledby="coupon-card-uses">
      <h2 id="coupon-card-uses">{t("adminCoupons.card.uses")}</h2>
      <p>
        {limit === null
          ? t("adminCoupons.uses.summaryUnlimited", { used })
          : t("adminCoupons.uses.summary", { used, limit })}
      </p>
      {uses.length === 0 ? (
        <p className="admin-field__help">{t("adminCoupons.uses.none")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        <div className="admin-table-wrap" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("adminCoupons.uses.col.order")}</th>
                <th scope="col">{t("adminCoupons.uses.col.date")}</th>
                <th scope="col">{t("adminCoupons.uses.col.email")}</th>
                <th scope="col" className="admin-num">
                  {t("adminCoupons.uses.col.discount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {uses.map((u) => (
                <tr key={u.orderId}>
                  <td>
                    <Link to={adminPaths.order(u.orderId)}>
                      {t("adminCoupons.uses.order", { id: u.orderId })}
                    </Link>
                  </td>
                  <td>
                    <time dateTime={u.at}>{when.format(new Date(u.at))}</time>
                  </td>
                  <td>{u.email}</td>
                  <td className="admin-num">{`−${formatPrice(u.discountCents, lang)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {uses.length >= 50 ? (
        <p className="admin-field__help">{t("adminCoupons.uses.more", { count: uses.length })}</p>
      ) : null}
    </section>
  );
}

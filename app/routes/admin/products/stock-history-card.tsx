/**
 * The product editor's "Bestandsverlauf" card (issue 23 item 7): the latest stock changes of the
 * product and its variations, newest first, each with its cause and, for orders, cancellations and
 * refunds, a link to the order. Read-only: modules/stock/history.ts records them.
 */
import { Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { StockReason } from "#db/schema/stock.ts";
import "#modules/i18n/messages-admin-stock.ts";

export type StockHistoryRow = {
  id: number;
  /** ISO timestamp. */
  at: string;
  variant: string;
  delta: number;
  quantityAfter: number;
  reason: StockReason;
  orderId: number | null;
  actor: string | null;
};

export function StockHistoryCard({ entries }: { entries: StockHistoryRow[] }) {
  const t = useAdminT();
  const when = useAdminDateFormat("minute");
  const variants = entries.some((e) => e.variant !== "");
  return (
    <section className="admin-card" aria-labelledby="stock-history-title">
      <h2 id="stock-history-title">{t("stock.history.title")}</h2>
      {entries.length === 0 ? (
        <p>{t("stock.history.empty")}</p>
      ) : (
        // Scrolls sideways on a narrow screen: a tab stop so a keyboard can scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        <div className="admin-table-wrap" tabIndex={0}>
          <table className="admin-table">
            <caption className="admin-visually-hidden">
              {t("stock.history.caption", { count: entries.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("stock.history.at")}</th>
                {variants && <th scope="col">{t("stock.history.variant")}</th>}
                <th scope="col">{t("stock.history.delta")}</th>
                <th scope="col">{t("stock.history.after")}</th>
                <th scope="col">{t("stock.history.reason")}</th>
                <th scope="col">{t("stock.history.by")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                  </td>
                  {variants && <td>{e.variant || "–"}</td>}
                  <td>{e.delta > 0 ? `+${e.delta}` : String(e.delta).replace("-", "−")}</td>
                  <td>{e.quantityAfter}</td>
                  <td>{t(`stock.reason.${e.reason}`)}</td>
                  <td>
                    {e.orderId !== null ? (
                      <Link to={adminPaths.order(e.orderId)}>
                        {t("stock.history.order", { number: e.orderId })}
                      </Link>
                    ) : (
                      (e.actor ?? "–")
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

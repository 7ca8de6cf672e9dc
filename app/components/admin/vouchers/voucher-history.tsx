/** A gift voucher's history, oldest first: issued, redemptions and credits with their orders, the void. */
import { Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { formatPrice } from "#modules/shared/money.ts";

export type VoucherHistoryEvent =
  | { kind: "issued"; at: string; cents: number; orderId: number | null }
  | { kind: "redeemed" | "restored"; at: string; cents: number; orderId: number }
  | { kind: "voided"; at: string; cents: number; reason: string };

export function VoucherHistory({ history }: { history: VoucherHistoryEvent[] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const when = useAdminDateFormat("minute");
  return (
    <section className="admin-card" aria-labelledby="voucher-history-title">
      <h2 id="voucher-history-title">{t("adminVouchers.history")}</h2>
      <ol className="admin-voucher__history">
        {history.map((e, i) => {
          const amount = formatPrice(e.cents, lang);
          const order = "orderId" in e && e.orderId !== null ? e.orderId : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history is fixed for the page
            <li key={i}>
              <time dateTime={e.at}>{when.format(new Date(e.at))}</time>{" "}
              {e.kind === "voided"
                ? t("adminVouchers.event.voided", { amount, reason: e.reason })
                : t(`adminVouchers.event.${e.kind}`, { amount })}
              {order !== null && (
                <>
                  {" – "}
                  <Link to={adminPaths.order(order)}>{t("adminVouchers.order", { number: order })}</Link>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The dashboard's revenue chart: one bar per day (gross, Berlin days) as an inline SVG that
 * screen readers get as one image with a summary, and the same figures as a table (each day's
 * order count linking to that day's orders). No chart library: bars are rectangles.
 */
import { Link } from "react-router";
import { LOCALE } from "#modules/i18n/index.ts";
import type { DayTakings } from "#modules/reports/dashboard-figures.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { ordersListUrl } from "./customer-paths.ts";
import { useAdminLang, useAdminT } from "./use-admin-t.ts";

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

export function RevenueChart({ days }: { days: DayTakings[] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const locale = LOCALE[lang];
  const dayLabel = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  const max = Math.max(0, ...days.map((d) => d.grossCents));
  const bar = WIDTH / Math.max(days.length, 1);
  const first = days[0]?.day ?? "";
  const last = days[days.length - 1]?.day ?? "";
  return (
    <section className="admin-card admin-dash-chart" aria-labelledby="admin-dash-chart">
      <h2 id="admin-dash-chart">{t("adminDash.chart")}</h2>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="admin-dash-chart-title admin-dash-chart-desc"
        preserveAspectRatio="none"
        className="admin-dash-chart__svg"
      >
        <title id="admin-dash-chart-title">{t("adminDash.chart")}</title>
        <desc id="admin-dash-chart-desc">
          {t("adminDash.chart.summary", { from: label(first), to: label(last), max: formatPrice(max, lang) })}
        </desc>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="admin-dash-chart__axis" />
        {days.map((d, i) => {
          const h = max > 0 ? Math.max((d.grossCents / max) * (HEIGHT - 8), d.grossCents > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={d.day}
              x={i * bar + GAP / 2}
              y={HEIGHT - h}
              width={bar - GAP}
              height={h}
              className="admin-dash-chart__bar"
            />
          );
        })}
      </svg>
      <div className="admin-dash-chart__range" aria-hidden="true">
        <span>{label(first)}</span>
        <span>{label(last)}</span>
      </div>
      <details className="admin-dash-chart__table">
        <summary>{t("adminDash.chart.table")}</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("adminDash.chart.day")}</th>
                <th scope="col" className="admin-num">
                  {t("adminDash.orders")}
                </th>
                <th scope="col" className="admin-num">
                  {t("adminDash.gross")}
                </th>
                <th scope="col" className="admin-num">
                  {t("adminDash.net")}
                </th>
                <th scope="col" className="admin-num">
                  {t("adminDash.vat")}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">
                    <time dateTime={d.day}>{label(d.day)}</time>
                  </th>
                  <td className="admin-num">
                    <Link to={ordersListUrl({ from: d.day, to: d.day })}>{d.orders}</Link>
                  </td>
                  <td className="admin-num">{formatPrice(d.grossCents, lang)}</td>
                  <td className="admin-num">{formatPrice(d.netCents, lang)}</td>
                  <td className="admin-num">{formatPrice(d.vatCents, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

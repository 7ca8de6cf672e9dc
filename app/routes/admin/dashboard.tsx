/**
 * `/admin/`: the owner's overview (issue 20, item 2): takings today / 7 / 30 days, what needs
 * action, low stock, new withdrawals and form submissions, the last 30 days as a bar chart with a
 * table alternative. Every number links to the orders list filtered to what it counts; low stock
 * and submissions have no back-office list yet, so they are listed here.
 */
import { Link } from "react-router";
import { ordersListUrl } from "#app/components/admin/customer-paths.ts";
import { adminPaths } from "#app/components/admin/paths.ts";
import { RevenueChart } from "#app/components/admin/revenue-chart.tsx";
import { SetupWizardCard } from "#app/components/admin/setup-wizard/wizard-card.tsx";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { dashboardFigures, type PeriodFigures } from "#modules/reports/dashboard-figures.ts";
import { getSettings } from "#modules/settings/index.ts";
import { resumeStep, setupWizardOpen } from "#modules/setup-wizard/progress.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { paths } from "#modules/site/paths.ts";
import "#modules/i18n/messages-admin-dashboard.ts";
import "#modules/i18n/messages-admin-setup-wizard-card.ts";
import "#app/styles/admin-dashboard.css";
import "#app/styles/admin-setup-wizard.css";
import type { Route } from "./+types/dashboard";
import { adminHeaders, requireOwner } from "./admin.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, owner } = await requireOwner(context, request);
  const [figures, settings] = await Promise.all([dashboardFigures(services.db), getSettings(services.db)]);
  // The setup wizard is the administrator's (legal data, bank details): a shop manager sees no card.
  const wizardOpen = owner.role === "administrator" && setupWizardOpen(settings, services.config.LADEN_DEMO);
  return { figures, wizardStep: wizardOpen ? resumeStep(settings) : null };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Übersicht · Verwaltung" }];

type Period = "today" | "last7" | "last30";

function PeriodCard({ period, figures }: { period: Period; figures: PeriodFigures }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const href = ordersListUrl({ from: figures.from, to: figures.to });
  const headingId = `admin-dash-${period}`;
  return (
    <section className="admin-card admin-dash-period" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`adminDash.period.${period}`)}</h3>
      <p className="admin-dash-period__gross">
        <Link
          to={href}
          aria-label={`${t("adminDash.gross")} ${t(`adminDash.period.${period}`)}: ${formatPrice(figures.grossCents, lang)}`}
        >
          {formatPrice(figures.grossCents, lang)}
        </Link>
      </p>
      <dl className="admin-dash-period__parts">
        <div>
          <dt>{t("adminDash.orders")}</dt>
          <dd>
            <Link to={href}>{figures.orders}</Link>
          </dd>
        </div>
        <div>
          <dt>{t("adminDash.net")}</dt>
          <dd>{formatPrice(figures.netCents, lang)}</dd>
        </div>
        <div>
          <dt>{t("adminDash.vat")}</dt>
          <dd>{formatPrice(figures.vatCents, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { figures } = loaderData;
  const when = useAdminDateFormat("minute");
  const action = figures.needsAction;
  return (
    <div className="admin-page admin-dash">
      <h1>{t("adminDash.title")}</h1>
      {loaderData.wizardStep ? <SetupWizardCard step={loaderData.wizardStep} /> : null}

      <section aria-labelledby="admin-dash-sales">
        <h2 id="admin-dash-sales">{t("adminDash.sales")}</h2>
        <div className="admin-dash-periods">
          <PeriodCard period="today" figures={figures.today} />
          <PeriodCard period="last7" figures={figures.last7} />
          <PeriodCard period="last30" figures={figures.last30} />
        </div>
        <p className="admin-dash-note">{t("adminDash.salesNote")}</p>
      </section>

      <div className="admin-dash-grid">
        <section className="admin-card" aria-labelledby="admin-dash-action">
          <h2 id="admin-dash-action">{t("adminDash.action")}</h2>
          <ul className="admin-dash-list">
            <li>
              <span>{t("adminDash.action.total")}</span>
              <Link className="admin-dash-count" to={ordersListUrl({ status: "needs-action" })}>
                {action.total}
              </Link>
            </li>
            <li>
              <span>{t("adminDash.action.onHold")}</span>
              <Link className="admin-dash-count" to={ordersListUrl({ status: "on-hold" })}>
                {action.onHold}
              </Link>
            </li>
            <li>
              <span>{t("adminDash.action.processing")}</span>
              <Link className="admin-dash-count" to={ordersListUrl({ status: "processing" })}>
                {action.processing}
              </Link>
            </li>
            <li>
              <span>{t("adminDash.action.withdrawals")}</span>
              <Link className="admin-dash-count" to={ordersListUrl({ withdrawal: true })}>
                {action.withdrawals}
              </Link>
            </li>
          </ul>
        </section>

        <section className="admin-card" aria-labelledby="admin-dash-withdrawals">
          <h2 id="admin-dash-withdrawals">{t("adminDash.withdrawals")}</h2>
          <p>
            <Link to={ordersListUrl({ withdrawal: true })}>
              {t("adminDash.withdrawals.count", { count: figures.withdrawals.total })}
            </Link>
          </p>
          {figures.withdrawals.items.length > 0 && (
            <ul className="admin-dash-list">
              {figures.withdrawals.items.map((w) => (
                <li key={w.orderId}>
                  <Link to={adminPaths.order(w.orderId)}>
                    {t("adminDash.withdrawals.item", { id: w.orderId })}
                  </Link>
                  <time dateTime={w.at}>{when.format(new Date(w.at))}</time>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="admin-card" aria-labelledby="admin-dash-stock">
          <h2 id="admin-dash-stock">{t("adminDash.lowStock")}</h2>
          <p className="admin-dash-note">
            {t("adminDash.lowStock.count", { count: figures.lowStock.total })} ·{" "}
            {t("adminDash.lowStock.note", { threshold: figures.lowStock.threshold })}
          </p>
          {figures.lowStock.items.length === 0 ? (
            <p>{t("adminDash.none")}</p>
          ) : (
            <ul className="admin-dash-list">
              {figures.lowStock.items.map((p) => (
                <li key={p.id}>
                  <a href={paths.product(p.slug)}>{p.name}</a>
                  <span className="admin-dash-count">
                    {t("adminDash.lowStock.stock", { stock: p.stock })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="admin-card" aria-labelledby="admin-dash-submissions">
          <h2 id="admin-dash-submissions">{t("adminDash.submissions")}</h2>
          <p className="admin-dash-note">
            {t("adminDash.submissions.count", { count: figures.submissions.total })}
          </p>
          {figures.submissions.items.length > 0 && (
            <ul className="admin-dash-list">
              {figures.submissions.items.map((s) => (
                <li key={s.id}>
                  <span>{s.formTitle}</span>
                  <time dateTime={s.at}>{when.format(new Date(s.at))}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <RevenueChart days={figures.chart} />
    </div>
  );
}

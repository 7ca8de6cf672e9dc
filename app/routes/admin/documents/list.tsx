/**
 * `/admin/documents/`: Belege — the invoices and credit notes issued in a range of days (this
 * month unless chosen), each with its PDF, and the range's two exports as downloads: DATEV's
 * Buchungsstapel for the tax advisor and a plain CSV. When the DATEV file cannot be made (advisor
 * numbers missing, a range over two fiscal years) the screen says why instead of offering it.
 */
import { data, Form, Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { datevProblem } from "#modules/documents/export/datev.ts";
import { listDocuments, parseExportRange } from "#modules/documents/export/load.ts";
import { LOCALE, type MessageKey } from "#modules/i18n/index.ts";
import { addDays, berlinDay, berlinDayStart, type DayRange } from "#modules/reports/berlin-days.ts";
import { getSettings } from "#modules/settings/store.ts";
import { formatPrice } from "#modules/shared/money.ts";
import "#modules/i18n/messages-accounting.ts";
import "#modules/i18n/messages-documents.ts";
import "#app/styles/admin-documents.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";

const PER_PAGE = 50;

/** This month so far (Berlin): what an owner exports most. */
function thisMonth(now: Date): { from: string; to: string } {
  const to = berlinDay(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

function thisMonthRange(month: { from: string; to: string }): DayRange {
  return { ...month, start: berlinDayStart(month.from), end: berlinDayStart(addDays(month.to, 1)) };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, owner } = await requireOwner(context, request);
  const url = new URL(request.url);
  const asked = url.searchParams.has("from") || url.searchParams.has("to");
  const fallback = thisMonth(new Date());
  const parsed = parseExportRange(
    asked ? url.searchParams.get("from") : fallback.from,
    asked ? url.searchParams.get("to") : fallback.to,
  );
  const error: MessageKey | null = "error" in parsed ? parsed.error : null;
  // A range that cannot be read shows this month beside the message.
  const dayRange = "range" in parsed ? parsed.range : thisMonthRange(fallback);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const settings = await getSettings(services.db);
  const list = await listDocuments(services.db, dayRange, { page, perPage: PER_PAGE });
  return data(
    {
      range: { from: dayRange.from, to: dayRange.to },
      asked: asked
        ? { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" }
        : null,
      error,
      page,
      pages: Math.max(1, Math.ceil(list.total / PER_PAGE)),
      total: list.total,
      rows: list.rows.map((r) => ({ ...r, issuedAt: r.issuedAt.toISOString() })),
      datev: {
        problem: datevProblem(settings, dayRange),
        chart: settings["accounting.chart"],
        consultant: settings["accounting.consultantNumber"],
        client: settings["accounting.clientNumber"],
      },
      administrator: owner.role === "administrator",
    },
    { headers: adminHeaders() },
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Belege · Verwaltung" },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];

export default function DocumentsScreen({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { range, total } = loaderData;
  const query = `?from=${range.from}&to=${range.to}`;
  return (
    <div className="admin-page admin-documents">
      <div className="admin-page__head">
        <h1>{t("accounting.screen.title")}</h1>
      </div>
      <p className="admin-documents__intro">{t("accounting.screen.intro")}</p>

      <RangeForm loaderData={loaderData} />
      <Exports loaderData={loaderData} query={query} />

      <p className="admin-documents__found" aria-live="polite">
        {total === 1
          ? t("accounting.screen.found.one")
          : t("accounting.screen.found", { count: total.toLocaleString(LOCALE[lang]) })}
      </p>
      {loaderData.rows.length === 0 ? (
        <p className="admin-card">{t("accounting.screen.empty")}</p>
      ) : (
        <DocumentTable rows={loaderData.rows} />
      )}
      <Pages page={loaderData.page} pages={loaderData.pages} query={query} />
    </div>
  );
}

function RangeForm({ loaderData }: { loaderData: LoaderData }) {
  const t = useAdminT();
  const shown = loaderData.asked ?? loaderData.range;
  return (
    <Form method="get" className="admin-card admin-documents__range" aria-label={t("accounting.screen.show")}>
      {loaderData.error ? (
        <p
          className="admin-notice admin-notice--error admin-documents__error"
          role="alert"
          id="documents-range-error"
        >
          {t(loaderData.error)}
        </p>
      ) : null}
      <div className="admin-field">
        <label htmlFor="documents-from">{t("accounting.screen.from")}</label>
        <input
          id="documents-from"
          className="admin-input"
          type="date"
          name="from"
          required
          defaultValue={shown.from}
          aria-describedby={loaderData.error ? "documents-range-error" : undefined}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="documents-to">{t("accounting.screen.to")}</label>
        <input
          id="documents-to"
          className="admin-input"
          type="date"
          name="to"
          required
          defaultValue={shown.to}
        />
      </div>
      <button type="submit" className="admin-button">
        {t("accounting.screen.show")}
      </button>
    </Form>
  );
}

function Exports({ loaderData, query }: { loaderData: LoaderData; query: string }) {
  const t = useAdminT();
  const { datev } = loaderData;
  return (
    <section className="admin-card admin-documents__exports" aria-labelledby="documents-exports">
      <h2 id="documents-exports">{t("accounting.screen.exports")}</h2>
      <div className="admin-documents__downloads">
        {datev.problem ? null : (
          <a className="admin-button" href={`${adminPaths.documentsExport("datev.csv")}${query}`} download>
            {t("accounting.screen.datev")}
          </a>
        )}
        <a
          className="admin-button admin-button--quiet"
          href={`${adminPaths.documentsExport("belege.csv")}${query}`}
          download
        >
          {t("accounting.screen.csv")}
        </a>
      </div>
      {datev.problem ? (
        <p className="admin-notice admin-notice--warning">
          {t(datev.problem)}{" "}
          {loaderData.administrator ? (
            <Link to={adminPaths.settingsGroup("accounting")}>{t("accounting.screen.settings")}</Link>
          ) : null}
        </p>
      ) : (
        <p className="admin-field__help">
          {t("accounting.screen.datevHelp", {
            chart: datev.chart,
            consultant: datev.consultant,
            client: datev.client,
          })}
        </p>
      )}
    </section>
  );
}

function DocumentTable({ rows }: { rows: LoaderData["rows"] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const dayFormat = useAdminDateFormat("day");
  const kind = (row: LoaderData["rows"][number]) =>
    `${t(row.kind === "credit_note" ? "document.credit_note" : "document.invoice")}${
      row.cancelled ? ` (${t("accounting.screen.cancelled")})` : ""
    }`;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-documents__table">
        <caption className="admin-visually-hidden">{t("accounting.screen.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("accounting.screen.col.number")}</th>
            <th scope="col" className="admin-documents__wide">
              {t("accounting.screen.col.kind")}
            </th>
            <th scope="col" className="admin-documents__wide">
              {t("accounting.screen.col.date")}
            </th>
            <th scope="col" className="admin-documents__wide">
              {t("accounting.screen.col.order")}
            </th>
            <th scope="col">{t("accounting.screen.col.customer")}</th>
            <th scope="col" className="admin-documents__amount">
              {t("accounting.screen.col.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a
                  href={adminPaths.orderDocument(row.orderId, row.id)}
                  aria-label={t("accounting.screen.pdf", { number: row.number })}
                >
                  {row.number}
                </a>
                {/* On a phone the kind, date and order go under the number (their columns hide). */}
                <span className="admin-documents__meta">
                  {kind(row)} · {dayFormat.format(new Date(row.issuedAt))} ·{" "}
                  {t("accounting.screen.col.order")} {row.orderId}
                </span>
              </td>
              <td className="admin-documents__wide">{kind(row)}</td>
              <td className="admin-documents__wide">{dayFormat.format(new Date(row.issuedAt))}</td>
              <td className="admin-documents__wide">
                <Link to={adminPaths.order(row.orderId)}>{row.orderId}</Link>
              </td>
              <td>{row.buyer}</td>
              <td className="admin-documents__amount">
                {formatPrice(row.kind === "credit_note" ? -row.grossCents : row.grossCents, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pages({ page, pages, query }: { page: number; pages: number; query: string }) {
  const t = useAdminT();
  if (pages <= 1) return null;
  const to = (p: number) => `${adminPaths.documents}${query}&page=${p}`;
  return (
    <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="admin-button admin-button--quiet">
          {t("admin.pagination.previous")}
        </Link>
      ) : null}
      <span>{t("admin.pagination.status", { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className="admin-button admin-button--quiet">
          {t("admin.pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * `/admin/vouchers/`: the gift vouchers (issue 24 item 3), newest first, searched by code, paged
 * in PostgreSQL: code, value, balance, status, expiry and the order that bought it. The query
 * lives in the URL; everything works without JavaScript. modules/vouchers/admin.ts reads.
 */
import { Form, Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { VoucherTable } from "#app/components/admin/vouchers/voucher-table.tsx";
import "#modules/i18n/messages-admin-vouchers.ts";
import "#app/styles/admin-redirects.css";
import { listVouchers } from "#modules/vouchers/admin.ts";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";

type Query = { q: string; page: number };

function readQuery(url: URL): Query {
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 40),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function queryString(q: Query, page: number): string {
  const params = new URLSearchParams();
  if (q.q) params.set("q", q.q);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const query = readQuery(new URL(request.url));
  const result = await listVouchers(services.db, query);
  const now = Date.now();
  return {
    query,
    total: result.total,
    pages: result.pages,
    rows: result.rows.map((r) => ({
      id: r.id,
      code: r.code,
      initialCents: r.initialCents,
      balanceCents: r.balanceCents,
      status:
        r.status === "active" && r.expiresAt && r.expiresAt.getTime() <= now
          ? ("expired" as const)
          : r.status,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      orderId: r.orderId,
    })),
  };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Geschenkgutscheine · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function Vouchers({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { query, rows, total, pages } = loaderData;
  return (
    <div className="admin-page admin-vouchers">
      <div className="admin-page__head">
        <h1>{t("adminVouchers.title")}</h1>
        <p aria-live="polite">{total}</p>
      </div>
      <p>{t("adminVouchers.intro")}</p>
      <Form method="get" className="admin-redirects__search" role="search">
        <div className="admin-field">
          <label htmlFor="vouchers-q">{t("adminVouchers.search")}</label>
          <input
            id="vouchers-q"
            name="q"
            type="search"
            className="admin-input"
            defaultValue={query.q}
            maxLength={40}
            autoComplete="off"
          />
        </div>
        <div className="admin-redirects__search-actions">
          <button type="submit" className="admin-button">
            {t("adminVouchers.searchButton")}
          </button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="admin-card">{t("adminVouchers.empty")}</p>
      ) : (
        <VoucherTable rows={rows} />
      )}
      {pages > 1 && (
        <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
          {query.page > 1 && (
            <Link to={`${adminPaths.vouchers}${queryString(query, query.page - 1)}`} rel="prev">
              {t("admin.pagination.previous")}
            </Link>
          )}
          <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
          {query.page < pages && (
            <Link to={`${adminPaths.vouchers}${queryString(query, query.page + 1)}`} rel="next">
              {t("admin.pagination.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

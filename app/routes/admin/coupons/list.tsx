/**
 * `/admin/coupons/` (issue 24): every coupon with its type, amount, usage "3 / 10", expiry and
 * status; searched by code, filtered by type and status, paged in PostgreSQL (the query lives in
 * the URL, so everything works without JavaScript). Each row moves its coupon to the trash or
 * back; housekeeping deletes what lies there for COUPON_TRASH_DAYS.
 */
import { data, Link, useNavigation } from "react-router";
import { CouponFilters, CouponListNotice, CouponListRow } from "#app/components/admin/coupons/list-parts.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { listCoupons } from "#modules/coupons/coupon-edit.ts";
import {
  COUPON_TRASH_DAYS,
  COUPONS_PER_PAGE,
  type CouponListParams,
  couponListSearch,
  parseCouponListQuery,
} from "#modules/coupons/coupon-screen.ts";
import { LOCALE } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-coupons.ts";
import "#app/styles/admin-coupons.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";
import { type CouponListActionData, couponListAction } from "./coupons.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const query = parseCouponListQuery(new URL(request.url).searchParams);
  const { rows, total } = await listCoupons(services.db, {
    search: query.q,
    ...(query.status ? { status: query.status } : {}),
    ...(query.type ? { type: query.type } : {}),
    page: query.page,
    perPage: COUPONS_PER_PAGE,
  });
  const now = Date.now();
  return data(
    {
      query,
      total,
      pages: Math.max(1, Math.ceil(total / COUPONS_PER_PAGE)),
      rows: rows.map(({ validFrom: _v, createdAt: _c, updatedAt: _u, trashedAt: _t, ...r }) => ({
        ...r,
        expiresAt: r.expiresAt?.toISOString() ?? null,
        expired: r.expiresAt !== null && r.expiresAt.getTime() < now,
      })),
    },
    { headers: adminHeaders() },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return couponListAction(admin, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Gutscheine · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function CouponsList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const busy = useNavigation().state === "submitting";
  const { query, rows, total, pages } = loaderData;
  return (
    <div className="admin-page admin-coupons">
      <div className="admin-page__head">
        <h1>{t("adminCoupons.title")}</h1>
        <p className="admin-coupons__count" aria-live="polite">
          {total === 1
            ? t("adminCoupons.count.one")
            : t("adminCoupons.count", { count: total.toLocaleString(LOCALE[lang]) })}
        </p>
        <Link className="admin-button" to={adminPaths.coupon("new")}>
          {t("adminCoupons.add")}
        </Link>
      </div>
      <p className="admin-coupons__note">{t("adminCoupons.intro")}</p>
      <CouponFilters query={query} />
      <CouponListNotice result={actionData as CouponListActionData | undefined} />
      {query.status === "trash" && (
        <p className="admin-coupons__note">{t("adminCoupons.trashNote", { days: COUPON_TRASH_DAYS })}</p>
      )}
      {rows.length === 0 ? (
        <p className="admin-card">{t("adminCoupons.none")}</p>
      ) : (
        // Scrolls sideways on a narrow screen: a tab stop so a keyboard can scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        <div className="admin-table-wrap" tabIndex={0}>
          <table className="admin-table admin-coupons__table">
            <thead>
              <tr>
                <th scope="col">{t("adminCoupons.col.code")}</th>
                <th scope="col">{t("adminCoupons.col.type")}</th>
                <th scope="col" className="admin-num">
                  {t("adminCoupons.col.amount")}
                </th>
                <th scope="col" className="admin-num">
                  {t("adminCoupons.col.usage")}
                </th>
                <th scope="col">{t("adminCoupons.col.expires")}</th>
                <th scope="col">{t("adminCoupons.col.status")}</th>
                <th scope="col">{t("adminCoupons.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <CouponListRow key={row.id} row={row} busy={busy} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && <Pagination query={query} pages={pages} />}
    </div>
  );
}

function Pagination({ query, pages }: { query: CouponListParams; pages: number }) {
  const t = useAdminT();
  const link = (page: number) => `${adminPaths.coupons}${couponListSearch({ ...query, page })}`;
  return (
    <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
      {query.page > 1 && (
        <Link to={link(query.page - 1)} rel="prev" className="admin-button admin-button--quiet">
          {t("admin.pagination.previous")}
        </Link>
      )}
      <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
      {query.page < pages && (
        <Link to={link(query.page + 1)} rel="next" className="admin-button admin-button--quiet">
          {t("admin.pagination.next")}
        </Link>
      )}
    </nav>
  );
}

/** The coupons list's parts: the filter form, a coupon's row, the notices of the row buttons. */
import { Form, Link } from "react-router";
import type { CouponListActionData } from "#app/routes/admin/coupons/coupons.server.ts";
import type { CouponRow, DiscountType } from "#db/schema/coupons.ts";
import {
  COUPON_LIST_STATUSES,
  type CouponListParams,
  DISCOUNT_TYPES,
} from "#modules/coupons/coupon-screen.ts";
import { type Lang, LOCALE } from "#modules/i18n/index.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { adminPaths } from "../paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "../use-admin-t.ts";

/** "10 %" for a percent coupon (amount in hundredths of a percent), "5,00 €" otherwise. */
export function couponAmountText(type: DiscountType, amount: number, lang: Lang): string {
  return type === "percent"
    ? `${(amount / 100).toLocaleString(LOCALE[lang], { maximumFractionDigits: 2 })} %`
    : formatPrice(amount, lang);
}

/** Search by code, type and status filters: a GET form, so a result is a link (works without JS). */
export function CouponFilters({ query }: { query: CouponListParams }) {
  const t = useAdminT();
  const select = (name: "type" | "status", options: { value: string; label: string }[]) => (
    <div className="admin-field">
      <label htmlFor={`admin-coupons-${name}`}>{t(`adminCoupons.filter.${name}`)}</label>
      <select id={`admin-coupons-${name}`} name={name} defaultValue={query[name] ?? ""}>
        <option value="">{t("adminCoupons.filter.any")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form
      method="get"
      className="admin-card admin-coupons__filters"
      aria-label={t("adminCoupons.filters")}
      role="search"
      key={JSON.stringify({ ...query, page: 1 })}
    >
      <div className="admin-field">
        <label htmlFor="admin-coupons-q">{t("adminCoupons.search")}</label>
        <input
          id="admin-coupons-q"
          className="admin-input"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          aria-describedby="admin-coupons-q-help"
        />
        <span id="admin-coupons-q-help" className="admin-field__help">
          {t("adminCoupons.search.help")}
        </span>
      </div>
      {select(
        "type",
        DISCOUNT_TYPES.map((v) => ({ value: v, label: t(`adminCoupons.type.${v}`) })),
      )}
      {select(
        "status",
        COUPON_LIST_STATUSES.map((v) => ({ value: v, label: t(`adminCoupons.status.${v}`) })),
      )}
      <div className="admin-coupons__filter-actions">
        <button type="submit" className="admin-button">
          {t("adminCoupons.filter.submit")}
        </button>
        <Link to={adminPaths.coupons} className="admin-button admin-button--quiet">
          {t("adminCoupons.filter.reset")}
        </Link>
      </div>
    </Form>
  );
}

type ListRow = Omit<CouponRow, "expiresAt" | "updatedAt" | "createdAt" | "trashedAt" | "validFrom"> & {
  expiresAt: string | null;
  expired: boolean;
};

/** One coupon: code (to the editor), type, amount, "3 / 10", expiry, status, trash or restore. */
export function CouponListRow({ row, busy }: { row: ListRow; busy: boolean }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const day = useAdminDateFormat("day");
  const trashed = row.status === "trash";
  return (
    <tr>
      <th scope="row">
        <Link to={adminPaths.coupon(row.id)} aria-label={t("adminCoupons.editLabel", { code: row.code })}>
          <code>{row.code}</code>
        </Link>
        {row.description ? <span className="admin-coupons__desc">{row.description}</span> : null}
      </th>
      <td>{t(`adminCoupons.type.${row.discountType}`)}</td>
      <td className="admin-num">
        {couponAmountText(row.discountType, row.amount, lang)}
        {row.freeShipping ? (
          <span className="admin-coupons__desc">{t("adminCoupons.freeShipping")}</span>
        ) : null}
      </td>
      <td className="admin-num">
        {row.usageCount} / {row.usageLimit ?? <abbr title={t("adminCoupons.unlimited")}>∞</abbr>}
      </td>
      <td>
        {row.expiresAt ? (
          <>
            <time dateTime={row.expiresAt}>{day.format(new Date(row.expiresAt))}</time>
            {row.expired ? (
              <span className="admin-badge admin-coupons__expired">{t("adminCoupons.expired")}</span>
            ) : null}
          </>
        ) : (
          t("adminCoupons.noExpiry")
        )}
      </td>
      <td>
        <span className={`admin-badge admin-coupons__status--${row.status}`}>
          {t(`adminCoupons.status.${row.status}`)}
        </span>
      </td>
      <td>
        <div className="admin-coupons__row-actions">
          {!trashed && (
            <Link to={adminPaths.coupon(row.id)} aria-label={t("adminCoupons.editLabel", { code: row.code })}>
              {t("adminCoupons.edit")}
            </Link>
          )}
          <Form method="post">
            <button
              type="submit"
              name="row"
              value={`${trashed ? "restore" : "trash"}:${row.id}`}
              className="admin-button admin-button--quiet"
              aria-label={t(trashed ? "adminCoupons.restoreLabel" : "adminCoupons.trashLabel", {
                code: row.code,
              })}
              disabled={busy}
            >
              {t(trashed ? "adminCoupons.restore" : "adminCoupons.trash")}
            </button>
          </Form>
        </div>
      </td>
    </tr>
  );
}

/** What a row button did, announced. */
export function CouponListNotice({ result }: { result: CouponListActionData | undefined }) {
  const t = useAdminT();
  if (!result) return null;
  if (result.outcome === "gone")
    return (
      <p className="admin-notice admin-notice--warning" role="status">
        {t("adminCoupons.gone")}
      </p>
    );
  return (
    <p className="admin-notice admin-notice--success" role="status">
      {t(result.outcome === "trashed" ? "adminCoupons.trashed" : "adminCoupons.restored", {
        code: result.code,
      })}
    </p>
  );
}

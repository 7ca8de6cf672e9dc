/** The products list's parts: sortable headers, a product row, the bulk tools and the report. */
import { Link } from "react-router";
import type { ListActionData } from "#app/routes/admin/products/list.server.ts";
import type { ProductListLoaderData } from "#app/routes/admin/products/list.tsx";
import type { ProductListQuery, ProductListSort } from "#modules/catalog/admin-list-query.ts";
import type { BulkProductOutcome } from "#modules/catalog/product-bulk.ts";
import { EDITABLE_STATUSES } from "#modules/catalog/product-rules.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { paths } from "#modules/site/paths.ts";
import { adminPaths } from "../paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "../use-admin-t.ts";

const FIRST_DIR: Record<ProductListSort, "asc" | "desc"> = {
  updated: "desc",
  name: "asc",
  sku: "asc",
  price: "desc",
  stock: "desc",
};

export function SortHeader(props: {
  column: ProductListSort;
  label: string;
  query: ProductListQuery;
  link: (patch: Partial<ProductListQuery>) => string;
  numeric?: boolean;
  className?: string;
}) {
  const { column, query } = props;
  const active = query.sort === column;
  const next = active ? (query.dir === "asc" ? "desc" : "asc") : FIRST_DIR[column];
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
      className={[props.numeric ? "admin-num" : "", props.className ?? ""].join(" ").trim() || undefined}
    >
      <Link to={props.link({ sort: column, dir: next, page: 1 })} className="admin-products__sort">
        {props.label}
        {active && (
          <span aria-hidden="true" className="admin-products__sort-arrow">
            {query.dir === "asc" ? " ▲" : " ▼"}
          </span>
        )}
      </Link>
    </th>
  );
}

type Row = ProductListLoaderData["rows"][number];

function PriceCell({ row }: { row: Row }) {
  const lang = useAdminLang();
  if (row.sortPriceCents == null) return <>–</>;
  if (row.type === "variable" && row.maxPriceCents != null && row.maxPriceCents !== row.sortPriceCents)
    return (
      <>
        {formatPrice(row.sortPriceCents, lang)} – {formatPrice(row.maxPriceCents, lang)}
      </>
    );
  return row.salePriceCents != null && row.regularPriceCents != null ? (
    <>
      <del>{formatPrice(row.regularPriceCents, lang)}</del> <ins>{formatPrice(row.salePriceCents, lang)}</ins>
    </>
  ) : (
    formatPrice(row.sortPriceCents, lang)
  );
}

export function ProductRow({ row }: { row: Row }) {
  const t = useAdminT();
  const date = useAdminDateFormat("day");
  const dateTime = useAdminDateFormat("minute");
  const trashed = row.status === "trash";
  return (
    <tr>
      <td className="admin-products__check">
        <input
          type="checkbox"
          name="ids"
          value={row.id}
          aria-label={t("adminProducts.select", { name: row.name })}
        />
        <input type="hidden" name={`v_${row.id}`} value={row.version} />
        <input type="hidden" name={`n_${row.id}`} value={row.name} />
      </td>
      <td className="admin-products__c-name">
        {trashed ? (
          <span className="admin-products__name">{row.name}</span>
        ) : (
          <Link to={adminPaths.product(row.id)} className="admin-products__name">
            {row.name}
          </Link>
        )}
        {row.status !== "publish" && (
          <span className={`admin-badge admin-products__status--${row.status}`}>
            {t(`adminProducts.status.${row.status}`)}
            {row.status === "future" && row.publishAt
              ? ` ${t("adminProducts.publishOn", { date: dateTime.format(new Date(row.publishAt)) })}`
              : null}
          </span>
        )}
        <span className="admin-products__actions">
          {!trashed &&
            (row.status === "publish" ? (
              <a href={paths.product(row.slug)} aria-label={t("adminProducts.viewNamed", { name: row.name })}>
                {t("adminProducts.view")}
              </a>
            ) : (
              <a
                href={paths.product(row.slug)}
                aria-label={t("adminProducts.previewNamed", { name: row.name })}
              >
                {t("adminProducts.preview")}
              </a>
            ))}
          {!trashed && row.type === "simple" && (
            <button
              type="submit"
              name="row"
              value={`duplicate:${row.id}`}
              className="admin-products__link-button"
            >
              {t("adminProducts.duplicate")}
            </button>
          )}
          <button
            type="submit"
            name="row"
            value={`${trashed ? "restore" : "trash"}:${row.id}`}
            className="admin-products__link-button"
            aria-label={`${t(trashed ? "adminProducts.restore" : "adminProducts.trash")}: ${row.name}`}
          >
            {t(trashed ? "adminProducts.restore" : "adminProducts.trash")}
          </button>
        </span>
      </td>
      <td className="admin-products__c-sku">{row.sku ?? "–"}</td>
      <td className="admin-num">
        <PriceCell row={row} />
      </td>
      <td>
        <span className={`admin-products__stock admin-products__stock--${row.stockStatus}`}>
          {t(`adminProducts.stock.${row.stockStatus}`)}
        </span>
        {row.manageStock && row.stockQuantity != null && (
          <span className="admin-products__qty"> ({row.stockQuantity})</span>
        )}
      </td>
      <td className="admin-products__c-cats">{row.categories.join(", ") || "–"}</td>
      <td className="admin-products__c-updated">
        {trashed && row.trashedAt ? (
          t("adminProducts.trashedOn", { date: date.format(new Date(row.trashedAt)) })
        ) : (
          <time dateTime={row.updatedAt}>{date.format(new Date(row.updatedAt))}</time>
        )}
      </td>
    </tr>
  );
}

export function BulkTools(props: {
  categories: ProductListLoaderData["categories"];
  trash: boolean;
  busy: boolean;
}) {
  const t = useAdminT();
  return (
    <fieldset className="admin-card admin-products__bulk">
      <legend>{t("adminProducts.bulk")}</legend>
      <p className="admin-field__help">{t("adminProducts.bulk.help")}</p>
      <div className="admin-products__bulk-row">
        <div className="admin-field">
          <label htmlFor="admin-products-bulk">{t("adminProducts.bulk.action")}</label>
          <select id="admin-products-bulk" name="bulk" defaultValue="">
            <option value="">{t("adminProducts.bulk.choose")}</option>
            {props.trash ? (
              <option value="restore">{t("adminProducts.bulk.restore")}</option>
            ) : (
              <>
                <option value="price">{t("adminProducts.bulk.price")}</option>
                <option value="sale">{t("adminProducts.bulk.sale")}</option>
                <option value="sale-clear">{t("adminProducts.bulk.saleClear")}</option>
                <option value="stock">{t("adminProducts.bulk.stock")}</option>
                <option value="category">{t("adminProducts.bulk.category")}</option>
                {EDITABLE_STATUSES.map((s) => (
                  <option key={s} value={`status-${s}`}>
                    {t("adminProducts.bulk.status")}: {t(`adminProducts.status.${s}`)}
                  </option>
                ))}
                <option value="trash">{t("adminProducts.bulk.trash")}</option>
              </>
            )}
          </select>
        </div>
        {!props.trash && (
          <>
            <div className="admin-field">
              <label htmlFor="admin-products-bulk-value">{t("adminProducts.bulk.value")}</label>
              <input
                id="admin-products-bulk-value"
                name="value"
                className="admin-input"
                aria-describedby="admin-products-bulk-help"
                autoComplete="off"
              />
            </div>
            <div className="admin-field">
              <label htmlFor="admin-products-bulk-category">{t("adminProducts.filter.category")}</label>
              <select id="admin-products-bulk-category" name="category" defaultValue="">
                <option value="">–</option>
                {props.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${"– ".repeat(c.depth)}${c.name}`}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-field">
              <label htmlFor="admin-products-bulk-from">{t("adminProducts.bulk.from")}</label>
              <input
                id="admin-products-bulk-from"
                name="sale_from"
                type="datetime-local"
                className="admin-input"
              />
            </div>
            <div className="admin-field">
              <label htmlFor="admin-products-bulk-to">{t("adminProducts.bulk.to")}</label>
              <input
                id="admin-products-bulk-to"
                name="sale_to"
                type="datetime-local"
                className="admin-input"
              />
            </div>
          </>
        )}
        <div className="admin-products__bulk-submit">
          <button type="submit" className="admin-button" disabled={props.busy}>
            {t("adminProducts.bulk.submit")}
          </button>
        </div>
      </div>
      {!props.trash && (
        <p id="admin-products-bulk-help" className="admin-field__help">
          {t("adminProducts.bulk.value.help")}
        </p>
      )}
    </fieldset>
  );
}

export function BulkReport({ result }: { result: ListActionData }) {
  const t = useAdminT();
  if (result.kind === "error")
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {t(result.message)}
      </p>
    );
  if (result.kind === "row")
    return (
      <p className="admin-notice admin-notice--success" role="status">
        {t(result.message, { name: result.name ?? "" })}{" "}
        {result.editId ? <Link to={adminPaths.product(result.editId)}>{t("adminProducts.edit")}</Link> : null}
      </p>
    );
  const count = (r: BulkProductOutcome["result"]) => result.outcomes.filter((o) => o.result === r).length;
  const skipped = result.outcomes.length - count("changed") - count("unchanged");
  return (
    <div
      className={`admin-notice ${skipped ? "admin-notice--warning" : "admin-notice--success"}`}
      role="status"
    >
      <p>
        {t("adminProducts.bulk.result", {
          changed: count("changed"),
          unchanged: count("unchanged"),
          skipped,
        })}
      </p>
      <ul className="admin-products__bulk-lines">
        {result.outcomes.map((o) => (
          <li key={o.id} data-result={o.result}>
            {o.name || `#${o.id}`}:{" "}
            {o.message
              ? t(o.message)
              : t(`adminProducts.bulk.${o.result as "changed" | "unchanged" | "missing"}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

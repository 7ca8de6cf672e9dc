/**
 * `/admin/products/`: every product, searched (title, SKU, GTIN), filtered (category, status,
 * stock, type), sorted and paged in PostgreSQL (modules/catalog/admin-list.ts); a GET form, so a
 * result is a link and works without JavaScript. The bulk edit and the row actions (trash,
 * restore, duplicate) post to this route; each product is reported on its own.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { BulkReport, BulkTools, ProductRow, SortHeader } from "#app/components/admin/products/list-parts.tsx";
import { ProductsSubnav } from "#app/components/admin/products/subnav.tsx";
import { SelectAll } from "#app/components/admin/select-all.tsx";
import { useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import {
  listAdminProducts,
  listCategoryChoices,
  parseProductListQuery,
} from "#modules/catalog/admin-list.ts";
import {
  PRODUCT_LIST_STATUSES,
  PRODUCT_STOCK_STATUSES,
  PRODUCT_TYPES,
  type ProductListQuery,
  productListSearch,
} from "#modules/catalog/admin-list-query.ts";
import { TRASH_DAYS } from "#modules/catalog/product-rules.ts";
import { LOCALE } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-products.ts";
import "#modules/i18n/messages-admin-product-import.ts";
import "#app/styles/admin-products.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";
import { type ListActionData, listAction } from "./list.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([
    listAdminProducts(services.db, query),
    listCategoryChoices(services.db),
  ]);
  return data(
    {
      query: { ...query, page: list.page },
      total: list.total,
      estimated: list.estimated,
      pages: list.pages,
      categories,
      rows: list.rows.map((r) => ({
        ...r,
        updatedAt: r.updatedAt.toISOString(),
        trashedAt: r.trashedAt?.toISOString() ?? null,
      })),
    },
    { headers: adminHeaders() },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return listAction(admin, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Produkte · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export type ProductListLoaderData = Route.ComponentProps["loaderData"];

export default function ProductsList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { query, rows, total, estimated, pages, categories } = loaderData;
  const busy = useNavigation().state === "submitting";
  const link = (patch: Partial<ProductListQuery>) =>
    `${adminPaths.products}${productListSearch({ ...query, ...patch })}`;
  return (
    <div className="admin-page admin-products">
      <ProductsSubnav current="products" />
      <div className="admin-page__head">
        <h1>{t("adminProducts.title")}</h1>
        <p className="admin-products__count" aria-live="polite">
          {total === 1
            ? t("adminProducts.count.one")
            : t(estimated ? "adminProducts.countEstimated" : "adminProducts.count", {
                count: total.toLocaleString(LOCALE[lang]),
              })}
        </p>
        <Link className="admin-button" to={adminPaths.productNew}>
          {t("adminProducts.new")}
        </Link>
        <Link className="admin-button admin-button--quiet" to={`${adminPaths.products}attributes/`}>
          {t("adminProducts.attributesLink")}
        </Link>
        <a
          className="admin-button admin-button--quiet"
          href={`${adminPaths.productsExport}${productListSearch({ ...query, page: 1 })}`}
        >
          {t("adminProducts.export")}
        </a>
        <Link className="admin-button admin-button--quiet" to={adminPaths.productsImport}>
          {t("adminProducts.import")}
        </Link>
      </div>
      <Filters loaderData={loaderData} />
      {actionData ? <BulkReport result={actionData as ListActionData} /> : null}
      {query.status === "trash" && (
        <p className="admin-products__note">{t("adminProducts.trashNote", { days: TRASH_DAYS })}</p>
      )}
      <Form method="post" className="admin-products__form" aria-label={t("adminProducts.bulk")}>
        <BulkTools categories={categories} trash={query.status === "trash"} busy={busy} />
        {rows.length === 0 ? (
          <p className="admin-card">{t("adminProducts.none")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-products__table">
              <caption className="admin-visually-hidden">{t("adminProducts.title")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="admin-products__check">
                    <SelectAll label={t("adminProducts.selectAll")} />
                  </th>
                  <SortHeader column="name" label={t("adminProducts.col.name")} query={query} link={link} />
                  <SortHeader
                    column="sku"
                    label={t("adminProducts.col.sku")}
                    query={query}
                    link={link}
                    className="admin-products__c-sku"
                  />
                  <SortHeader
                    column="price"
                    label={t("adminProducts.col.price")}
                    query={query}
                    link={link}
                    numeric
                  />
                  <SortHeader column="stock" label={t("adminProducts.col.stock")} query={query} link={link} />
                  <th scope="col" className="admin-products__c-cats">
                    {t("adminProducts.col.categories")}
                  </th>
                  <SortHeader
                    column="updated"
                    label={t("adminProducts.col.updated")}
                    query={query}
                    link={link}
                    className="admin-products__c-updated"
                  />
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <ProductRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Form>
      {pages > 1 && (
        <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
          {query.page > 1 && (
            <Link to={link({ page: query.page - 1 })} rel="prev" className="admin-button admin-button--quiet">
              {t("admin.pagination.previous")}
            </Link>
          )}
          <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
          {query.page < pages && (
            <Link to={link({ page: query.page + 1 })} rel="next" className="admin-button admin-button--quiet">
              {t("admin.pagination.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

function Filters({ loaderData }: { loaderData: ProductListLoaderData }) {
  const t = useAdminT();
  const { query, categories } = loaderData;
  const key = productListSearch({ ...query, page: 1, sort: "updated", dir: "desc" });
  const select = (
    name: string,
    label: Parameters<typeof t>[0],
    value: string | number | undefined,
    options: { value: string; label: string }[],
  ) => (
    <div className="admin-field">
      <label htmlFor={`admin-products-${name}`}>{t(label)}</label>
      <select
        id={`admin-products-${name}`}
        name={name}
        defaultValue={value === undefined ? "" : String(value)}
      >
        <option value="">{t("adminProducts.filter.any")}</option>
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
      className="admin-card admin-products__filters"
      aria-label={t("adminProducts.filters")}
      role="search"
      key={key}
    >
      {query.sort !== "updated" && <input type="hidden" name="sort" value={query.sort} />}
      <div className="admin-field admin-products__search">
        <label htmlFor="admin-products-q">{t("adminProducts.search")}</label>
        <input
          id="admin-products-q"
          className="admin-input"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          aria-describedby="admin-products-q-help"
        />
        <span id="admin-products-q-help" className="admin-field__help">
          {t("adminProducts.search.help")}
        </span>
      </div>
      {select(
        "category",
        "adminProducts.filter.category",
        query.category,
        categories.map((c) => ({ value: String(c.id), label: `${"– ".repeat(c.depth)}${c.name}` })),
      )}
      {select(
        "status",
        "adminProducts.filter.status",
        query.status,
        PRODUCT_LIST_STATUSES.map((s) => ({ value: s, label: t(`adminProducts.status.${s}`) })),
      )}
      {select(
        "stock",
        "adminProducts.filter.stock",
        query.stock,
        PRODUCT_STOCK_STATUSES.map((s) => ({ value: s, label: t(`adminProducts.stock.${s}`) })),
      )}
      {select(
        "type",
        "adminProducts.filter.type",
        query.type,
        PRODUCT_TYPES.map((s) => ({ value: s, label: t(`adminProducts.type.${s}`) })),
      )}
      <div className="admin-products__filter-actions">
        <button type="submit" className="admin-button">
          {t("adminProducts.filter.submit")}
        </button>
        <Link to={adminPaths.products} className="admin-button admin-button--quiet">
          {t("adminProducts.filter.reset")}
        </Link>
      </div>
    </Form>
  );
}

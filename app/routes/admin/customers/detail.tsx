/**
 * `/admin/customers/:id/`: one customer — account data, saved addresses, orders (linking to the
 * order page), the GDPR export (JSON download, readable page) and the way to the erasure, and the
 * audit history of the account. Read-only: customers edit their own data in their account.
 */
import { data, Link } from "react-router";
import { AuditTrail } from "#app/components/admin/audit-trail.tsx";
import { customerPaths } from "#app/components/admin/customer-paths.ts";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { auditForScreen, listAudit } from "#modules/audit/log.ts";
import { getCustomerDetail } from "#modules/customers/detail.ts";
import { customerName } from "#modules/customers/list-rules.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { formatPrice } from "#modules/shared/money.ts";
import type { Address } from "#modules/users/addresses.ts";
import "#modules/i18n/messages-admin-customers.ts";
import "#modules/i18n/messages-orders.ts";
import "#app/styles/admin-customers.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/detail";
import { customerIdParam } from "./params.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const id = customerIdParam(params.id);
  const detail = await getCustomerDetail(services.db, id);
  if (!detail) throw data(null, { status: 404 });
  // Changes to the account are audited as "customer" (back office) or "user" (REST, CLI).
  const [asCustomer, asUser] = await Promise.all([
    listAudit(services.db, { entity: "customer", entityId: id }),
    listAudit(services.db, { entity: "user", entityId: id }),
  ]);
  const entries = [...asCustomer.rows, ...asUser.rows].sort(
    (a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id,
  );
  return {
    account: { ...detail.account, createdAt: detail.account.createdAt.toISOString() },
    name: customerName({
      firstName: detail.addresses.billing?.firstName ?? "",
      lastName: detail.addresses.billing?.lastName ?? "",
      displayName: detail.account.displayName,
      email: detail.account.email,
    }),
    addresses: detail.addresses,
    orders: detail.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    ordersCount: detail.ordersCount,
    totalSpentCents: detail.totalSpentCents,
    erasable: detail.erasable,
    audit: entries.map(auditForScreen),
  };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.account.email ?? "Kunde"} · Kunden · Verwaltung` },
];

function AddressCard({ title, address }: { title: string; address: Address | undefined }) {
  const t = useAdminT();
  return (
    <div className="admin-cust-address">
      <h3>{title}</h3>
      {address ? (
        <address>
          {`${address.firstName} ${address.lastName}`.trim()}
          {address.company && (
            <>
              <br />
              {address.company}
            </>
          )}
          <br />
          {address.address1}
          <br />
          {`${address.postcode} ${address.city}`.trim()}, {address.country}
          {address.phone && (
            <>
              <br />
              {address.phone}
            </>
          )}
        </address>
      ) : (
        <p>{t("adminCust.address.none")}</p>
      )}
    </div>
  );
}

export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { account, name, addresses, orders, ordersCount, totalSpentCents, erasable, audit } = loaderData;
  const date = useAdminDateFormat("day");
  const roleKey: MessageKey =
    account.role === "customer" ? "adminCust.role.customer" : `admin.role.${account.role}`;
  return (
    <div className="admin-page">
      <p className="admin-cust-back">
        <Link to={adminPaths.customers}>← {t("adminCust.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{name}</h1>
      </div>
      <div className="admin-cust-columns">
        <section className="admin-card" aria-labelledby="admin-cust-account">
          <h2 id="admin-cust-account">{t("adminCust.account")}</h2>
          <dl className="admin-cust-facts">
            <dt>{t("adminCust.account.email")}</dt>
            <dd>
              <a href={`mailto:${account.email}`}>{account.email}</a>
            </dd>
            <dt>{t("adminCust.account.displayName")}</dt>
            <dd>{account.displayName || "–"}</dd>
            <dt>{t("adminCust.account.registered")}</dt>
            <dd>
              <time dateTime={account.createdAt}>{date.format(new Date(account.createdAt))}</time>
            </dd>
            <dt>{t("adminCust.account.role")}</dt>
            <dd>{t(roleKey)}</dd>
            <dt>{t("adminCust.account.orders")}</dt>
            <dd>{ordersCount}</dd>
            <dt>{t("adminCust.account.spent")}</dt>
            <dd>{formatPrice(totalSpentCents, lang)}</dd>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="admin-cust-addresses">
          <h2 id="admin-cust-addresses" className="admin-visually-hidden">
            {t("adminCust.address.billing")} / {t("adminCust.address.shipping")}
          </h2>
          <div className="admin-cust-addresses">
            <AddressCard title={t("adminCust.address.billing")} address={addresses.billing} />
            <AddressCard title={t("adminCust.address.shipping")} address={addresses.shipping} />
          </div>
        </section>
      </div>

      <section className="admin-card" aria-labelledby="admin-cust-orders">
        <h2 id="admin-cust-orders">{t("adminCust.orders")}</h2>
        {orders.length === 0 ? (
          <p>{t("adminCust.orders.none")}</p>
        ) : (
          <>
            {ordersCount > orders.length && (
              <p className="admin-cust-note">
                {t("adminCust.orders.more", { shown: orders.length, total: ordersCount })}
              </p>
            )}
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t("adminCust.order")}</th>
                    <th scope="col">{t("adminCust.order.date")}</th>
                    <th scope="col">{t("adminCust.order.status")}</th>
                    <th scope="col" className="admin-num">
                      {t("adminCust.order.items")}
                    </th>
                    <th scope="col" className="admin-num">
                      {t("adminCust.order.total")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((o) => (
                    <tr key={o.id}>
                      <td>
                        <Link to={adminPaths.order(o.id)}>#{o.id}</Link>
                      </td>
                      <td>
                        <time dateTime={o.createdAt}>{date.format(new Date(o.createdAt))}</time>
                      </td>
                      <td>
                        <span className="admin-badge">{t(`order.status.${o.status}` as MessageKey)}</span>
                      </td>
                      <td className="admin-num">{o.items}</td>
                      <td className="admin-num">{formatPrice(o.totalCents, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section className="admin-card" aria-labelledby="admin-cust-gdpr">
        <h2 id="admin-cust-gdpr">{t("adminCust.gdpr")}</h2>
        <p>{t("adminCust.gdpr.export")}</p>
        <div className="admin-cust-actions">
          <a
            className="admin-button admin-button--quiet"
            href={customerPaths.exportJson(account.id)}
            download
          >
            {t("adminCust.gdpr.exportJson")}
          </a>
          <a className="admin-button admin-button--quiet" href={customerPaths.exportHtml(account.id)}>
            {t("adminCust.gdpr.exportHtml")}
          </a>
          {erasable ? (
            <Link className="admin-button admin-button--danger" to={customerPaths.erase(account.id)}>
              {t("adminCust.gdpr.erase")}
            </Link>
          ) : (
            <p className="admin-cust-note">{t("adminCust.gdpr.ownerNote")}</p>
          )}
        </div>
      </section>

      <AuditTrail entries={audit} headingId="admin-cust-history" />
    </div>
  );
}

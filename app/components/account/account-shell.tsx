import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { ACCOUNT_NONCES } from "#modules/users/account-nonces.ts";
import { HintsWithoutScript } from "./field-hint.tsx";
import { accountPaths } from "./paths.ts";
import "#modules/i18n/messages-account.ts";

export type AccountFrame = { displayName: string; logoutNonce: string };

/** The signed-in account area: WooCommerce's navigation beside the page's content. */
export function AccountShell({
  frame,
  title,
  children,
}: {
  frame: AccountFrame;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const p = accountPaths(useLang());
  const items: { id: string; to: string; label: string; exact: boolean; also?: string }[] = [
    { id: "dashboard", to: p.dashboard, label: t("account.nav.dashboard"), exact: true },
    // View-order pages belong to "Bestellungen" too.
    {
      id: "orders",
      to: p.orders,
      label: t("site.accountOrders"),
      exact: false,
      also: `${p.dashboard}view-order/`,
    },
    { id: "edit-address", to: p.addresses, label: t("account.nav.addresses"), exact: false },
    { id: "edit-account", to: p.details, label: t("account.nav.details"), exact: true },
  ];
  const norm = (path: string) => path.replace(/\/?$/, "/");
  return (
    <div className="container account-page">
      <title>{`${title} – ${t("account.title")}`}</title>
      <HintsWithoutScript />
      <h1 className="page-title">{t("account.title")}</h1>
      <div className="account-layout">
        <nav className="woocommerce-MyAccount-navigation" aria-label={t("account.nav")}>
          <ul>
            {items.map((item) => {
              const current = item.exact
                ? norm(pathname) === item.to
                : norm(pathname).startsWith(item.to) ||
                  (item.also !== undefined && norm(pathname).startsWith(item.also));
              return (
                <li
                  key={item.id}
                  className={`woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${item.id}${current ? " is-active" : ""}`}
                >
                  <Link to={item.to} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li className="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout">
              <LogoutButton nonce={frame.logoutNonce} label={t("account.nav.logout")} action={p.logout} />
            </li>
          </ul>
        </nav>
        <div className="woocommerce-MyAccount-content">{children}</div>
      </div>
    </div>
  );
}

/** Signing out changes state, so it is a POST with a nonce (a link could be prefetched). */
export function LogoutButton({
  nonce,
  label,
  action,
  className = "account-logout",
}: {
  nonce: string;
  label: string;
  action: string;
  className?: string;
}) {
  return (
    <Form method="post" action={action} className="account-logout-form">
      <input type="hidden" name={ACCOUNT_NONCES.logout.field} value={nonce} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}

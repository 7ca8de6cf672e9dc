/**
 * The back office's frame: a header with the shop's name, the owner and sign-out, the section
 * navigation (a sidebar at a desk, a disclosure menu on a phone, without JavaScript too: a
 * <details> element), and the main region. No storefront chrome, consent banner or scripts.
 */
import { Form, Link, NavLink, useLocation } from "react-router";
import { IdleGuard } from "./idle-guard.tsx";
import { ADMIN_NAV, isCurrentSection } from "./nav.ts";
import { adminPaths } from "./paths.ts";
import { type AdminFrame, useAdminT } from "./use-admin-t.ts";

export function AdminShell({ frame, children }: { frame: AdminFrame; children: React.ReactNode }) {
  const t = useAdminT();
  const { pathname } = useLocation();
  const items = ADMIN_NAV.filter((item) => !item.administratorOnly || frame.owner.role === "administrator");
  const links = (
    <ul className="admin-nav__list">
      {items.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            className="admin-nav__link"
            aria-current={isCurrentSection(item.href, pathname) ? "page" : undefined}
            end={item.href === adminPaths.dashboard}
          >
            {t(item.label)}
            {item.counter && frame.counts?.[item.counter] ? (
              <span className="admin-nav__count">
                {" "}
                <span aria-hidden="true">{frame.counts[item.counter]}</span>
                <span className="admin-visually-hidden">
                  {t("admin.nav.pending", { count: frame.counts[item.counter] })}
                </span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="admin-app" data-reauth-nonce={frame.nonces.reauth}>
      <a className="admin-skip" href="#admin-main">
        {t("admin.skip")}
      </a>
      <header className="admin-header">
        <Link to={adminPaths.dashboard} className="admin-header__brand">
          {t("admin.title")}
        </Link>
        <details className="admin-header__menu">
          <summary>{t("admin.nav.open")}</summary>
          <nav aria-label={t("admin.nav.label")}>
            {links}
            <ul className="admin-nav__list admin-nav__list--extra">
              <li>
                <Link to={adminPaths.profile} className="admin-nav__link">
                  {t("admin.profile")}
                </Link>
              </li>
              <li>
                <a href="/" className="admin-nav__link">
                  {t("admin.viewShop")}
                </a>
              </li>
            </ul>
          </nav>
        </details>
        <div className="admin-header__owner">
          <span className="admin-header__who">
            {t("admin.signedInAs", { name: frame.owner.name })}
            <span className="admin-header__role"> · {t(`admin.role.${frame.owner.role}`)}</span>
          </span>
          <Link to={adminPaths.profile} className="admin-header__link">
            {t("admin.profile")}
          </Link>
          <a href="/" className="admin-header__link">
            {t("admin.viewShop")}
          </a>
          <Form method="post" action={adminPaths.logout} className="admin-header__logout" reloadDocument>
            <input type="hidden" name="nonce" value={frame.nonces.logout} />
            <button type="submit" className="admin-button admin-button--quiet">
              {t("admin.logout")}
            </button>
          </Form>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t("admin.nav.label")}>
          {links}
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <IdleGuard nonce={frame.nonces.reauth} logoutNonce={frame.nonces.logout} />
    </div>
  );
}

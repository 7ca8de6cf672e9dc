import { Link, NavLink } from "react-router";
import type { MenuItem } from "#db/schema/index.ts";
import "#modules/i18n/messages-theme.ts";
import { useT } from "#app/hooks/use-t.ts";
import type { RootData } from "#app/root-data.server.ts";
import { menuKey } from "#modules/content/menu-tree.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { useCart } from "../cart/cart-context.tsx";
import { CartContentsLink, MiniCartContent } from "../cart/mini-cart.tsx";
import { SearchForm } from "../search/search-form.tsx";
import { MenuIcon, UserIcon } from "../ui/icons.tsx";
import { BeanIcon } from "../ui/svg.tsx";
import { SearchOverlay } from "./search-overlay.tsx";
import { TopSocial } from "./top-social.tsx";

/**
 * The theme header (glossary C1): style from `theme.headerStyle`; the `shrinked` state, the
 * dropdowns (delay 250 ms, speed 350 ms), the mobile menu and the search overlay are wired by the
 * lazily loaded app/lib/theme/chrome.ts. Without JavaScript the submenus open on hover/focus and
 * the mobile menu is shown expanded.
 */
export function SiteHeader({ data }: { data: RootData }) {
  const t = useT();
  const home = localePath(data.lang, paths.home);
  const items = data.menus.primary;
  return (
    <>
      {data.theme.socialLinks.length ? <TopSocial links={data.theme.socialLinks} /> : null}
      <header
        id="masthead"
        className={`site-header site-header--${data.theme.headerStyle}`}
        data-header-style={data.theme.headerStyle}
      >
        <div className="site-header__inner">
          <Link to={home} className="site-logo" aria-label={`${data.site.name} – ${t("site.home")}`}>
            {data.theme.logo ? (
              <img
                className="site-logo__image"
                src={data.theme.logo.src}
                alt=""
                width={data.theme.logo.width}
                height={data.theme.logo.height}
              />
            ) : (
              <>
                <BeanIcon />
                <span className="site-logo__name">{data.site.name}</span>
              </>
            )}
          </Link>
          <nav aria-label={t("site.mainNav")} className="site-nav site-nav-desktop">
            <ul className="theme-menu" data-menu="desktop">
              {items.map((item, i) => (
                <MenuEntry key={menuKey(item)} item={item} id={`menu-d-${i}`} />
              ))}
            </ul>
          </nav>
          <div className="site-header__tools">
            <SearchOverlay mode={data.theme.searchOverlay} action={home}>
              <SearchForm form={data.search.header} />
            </SearchOverlay>
            <Link
              to={localePath(data.lang, paths.account)}
              className="header-tool"
              aria-label={t("site.account")}
            >
              <UserIcon />
            </Link>
            <CartRegion />
            <button
              type="button"
              className="mobile-menu-toggle header-tool"
              aria-expanded="false"
              aria-controls="mobile-menu"
              aria-label={t("theme.openMenu")}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
        <nav id="mobile-menu" className="mobile-menu" aria-label={t("theme.mobileNav")}>
          <ul className="theme-menu" data-menu="mobile">
            {items.map((item, i) => (
              <MenuEntry key={menuKey(item)} item={item} id={`menu-m-${i}`} />
            ))}
          </ul>
        </nav>
      </header>
    </>
  );
}

/** A menu item; one with children gets a disclosure button (aria-expanded) for its submenu. */
function MenuEntry({ item, id }: { item: MenuItem; id: string }) {
  const t = useT();
  const children = item.children ?? [];
  if (!children.length)
    return (
      <li>
        <NavLink to={item.url} prefetch="intent">
          {item.label}
        </NavLink>
      </li>
    );
  return (
    <li className="has-submenu">
      <NavLink to={item.url} prefetch="intent">
        {item.label}
      </NavLink>
      <button
        type="button"
        className="submenu-toggle"
        aria-expanded="false"
        aria-controls={id}
        aria-label={t("theme.submenu", { label: item.label })}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul className="sub-menu" id={id}>
        {children.map((child) => (
          <li key={menuKey(child)}>
            <NavLink to={child.url} prefetch="intent">
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The header cart: the count link, and the mini cart shown on hover or keyboard focus. */
function CartRegion() {
  const { cart } = useCart();
  return (
    <div className="header-cart-region" data-react-cart="">
      <CartContentsLink cart={cart} />
      <div className="mini-cart-panel widget_shopping_cart">
        <MiniCartContent cart={cart} removeNonce={cart.removeNonce} />
      </div>
    </div>
  );
}

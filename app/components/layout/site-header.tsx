import { Link, NavLink } from "react-router";
import { localePath, paths } from "../../../modules/site/paths.ts";
import { useT } from "../../hooks/use-t.ts";
import type { RootData } from "../../root-data.server.ts";
import { useCart } from "../cart/cart-context.tsx";
import { CartContentsLink, MiniCartContent } from "../cart/mini-cart.tsx";
import { HeaderSearch } from "../search/search-form.tsx";
import { BeanIcon, MenuIcon, UserIcon } from "../ui/icons.tsx";

export function SiteHeader({ data }: { data: RootData }) {
  const t = useT();
  const home = localePath(data.lang, paths.home);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={home} className="site-logo" aria-label={`${data.site.name} – ${t("site.home")}`}>
          <BeanIcon />
          <span className="site-logo__name">{data.site.name}</span>
        </Link>
        <details className="site-nav-toggle">
          <summary>
            <MenuIcon />
            <span>{t("site.menu")}</span>
          </summary>
          <PrimaryNav data={data} />
        </details>
        <div className="site-nav-desktop">
          <PrimaryNav data={data} />
        </div>
        <div className="site-header__tools">
          <HeaderSearch form={data.search.header} />
          <Link
            to={localePath(data.lang, paths.account)}
            className="header-tool"
            aria-label={t("site.account")}
          >
            <UserIcon />
          </Link>
          <CartRegion />
        </div>
      </div>
    </header>
  );
}

function PrimaryNav({ data }: { data: RootData }) {
  const t = useT();
  return (
    <nav aria-label={t("site.mainNav")} className="site-nav">
      <ul>
        {data.menus.primary.map((item) => (
          <li key={item.url}>
            <NavLink to={item.url} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header cart: the count link, and the mini cart shown on hover or keyboard focus. */
function CartRegion() {
  const { cart } = useCart();
  return (
    <div className="header-cart-region">
      <CartContentsLink cart={cart} />
      <div className="mini-cart-panel widget_shopping_cart">
        <MiniCartContent cart={cart} removeNonce={cart.removeNonce} />
      </div>
    </div>
  );
}

import { Link } from "react-router";
import { useT } from "#app/hooks/use-t.ts";
import "#modules/i18n/messages-theme.ts";
import type { RootData } from "#app/root-data.server.ts";
import { menuKey } from "#modules/content/menu-tree.ts";
import { localePath, paths } from "#modules/site/paths.ts";

export function SiteFooter({ data }: { data: RootData }) {
  const t = useT();
  const otherLang = data.lang === "en" ? "/" : localePath("en", "/");
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{data.site.name}</p>
          <p>{data.theme.footer.text || data.site.tagline}</p>
          <p className="muted">
            {data.legal.companyName} · {data.legal.address}
          </p>
        </div>
        <nav aria-label={t("site.footerNav")} className="site-footer__legal">
          <ul>
            {data.menus.legal.map((item) => (
              <li key={menuKey(item)}>
                <Link to={item.url}>{item.label}</Link>
              </li>
            ))}
            {/* The withdrawal button (§ 356a BGB): reachable from every page. */}
            <li className="site-footer__withdrawal">
              <Link to={localePath(data.lang, paths.withdrawal)}>{t("site.withdrawal")}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__meta">
          <span>
            {data.theme.footer.copyright ||
              t("site.copyright", { year: data.year, name: data.legal.companyName })}
          </span>
          <a
            href={otherLang}
            hrefLang={data.lang === "en" ? "de" : "en"}
            lang={data.lang === "en" ? "de" : "en"}
          >
            {t("site.language")}
          </a>
          {data.params.consent.enabled ? (
            <button
              type="button"
              className="site-footer__consent"
              onClick={() => document.dispatchEvent(new CustomEvent("laden:consent-open"))}
            >
              {t("site.consentSettings")}
            </button>
          ) : null}
        </p>
        {data.params.analytics?.pixel ? <span data-laden-pixel="" hidden /> : null}
      </div>
    </footer>
  );
}

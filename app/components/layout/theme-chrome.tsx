import { useEffect } from "react";
import "#modules/i18n/messages-theme.ts";
import { useT } from "#app/hooks/use-t.ts";
import type { RootData } from "#app/root-data.server.ts";

/** The owner's admin bar (32 px, glossary C4): the page and the sticky header sit below it. */
export function AdminBar({ data }: { data: RootData }) {
  const t = useT();
  if (!data.theme.adminBar) return null;
  return (
    <div id="laden-admin-bar" className="admin-bar">
      <span>{t("theme.adminBar")}</span>
    </div>
  );
}

/**
 * The chrome below the footer: go-to-top (a plain anchor without JavaScript), the owner's
 * coming-soon banner (glossary A9), and the lazy import of the header/menu/overlay behaviour,
 * which is not needed for the first paint (keeps the listing page's JS budget).
 */
export function ThemeChrome({ data }: { data: RootData }) {
  const t = useT();
  useEffect(() => {
    void import("#app/lib/theme/chrome.ts").then((m) => m.initChrome());
  }, []);
  const banner = data.theme.comingSoonBanner;
  return (
    <>
      <a id="toTop" className="go-to-top" href="#main">
        <span className="screen-reader-text">{t("theme.toTop")}</span>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 15l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </a>
      {banner ? (
        <section
          id="coming-soon-footer-banner"
          className="coming-soon-footer-banner"
          aria-label={t("theme.comingSoonTitle")}
        >
          <div className="coming-soon-footer-banner__content">
            <p>{t("theme.comingSoonBanner")}</p>
            <a
              href="#coming-soon-footer-banner"
              className="coming-soon-footer-banner-dismiss"
              data-rest-url={banner.restUrl}
              data-rest-nonce={banner.nonce}
            >
              {t("theme.comingSoonDismiss")}
            </a>
          </div>
        </section>
      ) : null}
    </>
  );
}

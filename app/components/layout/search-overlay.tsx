import { useT } from "#app/hooks/use-t.ts";
import type { ThemeData } from "#app/root-data.server.ts";

type Mode = ThemeData["searchOverlay"];

/**
 * The site-search overlay (glossary D1): one toggle, four presentations (dropdown, sliding to
 * 310 px, full width, popup), states closed → open → active on `data-state`, the wrapper's
 * `is-expanded` class, Escape / click outside to close, and below 1024 px the mobile behaviour;
 * behaviour in app/lib/theme/search-overlay.ts. The overlay is only the container: `children`
 * is the form (the live-search form replaces the plain one when that branch lands).
 */
export function SearchOverlay({
  mode,
  action,
  children,
}: {
  mode: Mode;
  action: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className="search-overlay is-menu-wrapper" data-mode={mode} data-state="closed">
      <button
        type="button"
        className="search-overlay__toggle header-tool"
        aria-expanded="false"
        aria-controls="site-search-panel"
        aria-label={t("theme.searchOpen")}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div id="site-search-panel" className="search-overlay__panel">
        <div className="search-overlay__box">
          {children ?? <PlainSearchForm action={action} />}
          <button type="button" className="search-overlay__close" aria-label={t("theme.searchClose")}>
            ×
          </button>
        </div>
      </div>
    </div>
  );
}

/** The search form that works without JavaScript: GET `/?s=` to the results page. */
export function PlainSearchForm({ action }: { action: string }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself (the live-search form does the same).
    <form role="search" method="get" action={action} className="search-overlay__form is-search-form">
      <label className="screen-reader-text" htmlFor="site-search-input">
        {t("theme.searchLabel")}
      </label>
      <input
        id="site-search-input"
        className="is-search-input"
        type="search"
        name="s"
        required
        maxLength={200}
      />
      <button type="submit" className="button">
        {t("theme.searchSubmit")}
      </button>
    </form>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { ConsentMessageKey } from "#modules/i18n/messages-consent.ts";
import { ConsentBanner } from "./consent-banner.tsx";
import type { ConsentBannerData } from "./consent-banner-data.server.ts";

/** The footer link's event (consent.ts's CONSENT_OPEN_EVENT; a literal keeps that module off the first load). */
const CONSENT_OPEN_EVENT = "laden:consent-open";
const ConsentUi = lazy(() => import("./consent-ui.tsx"));

let boot: Promise<typeof import("#app/lib/consent-boot.ts")> | undefined;
const loadBoot = () => {
  boot ??= import("#app/lib/consent-boot.ts");
  return boot;
};

type Mode = "dialog" | null;

/**
 * The consent manager on every page. The banner comes from the server while no choice is
 * stored (`consentBanner` in the root data); the rest is loaded once the page has hydrated
 * (nothing of it blocks the page): the page's consent API, the settings dialog when the banner
 * or the footer link asks, and on every page view what consent allows (order attribution,
 * analytics). Before a choice nothing tracking-related is loaded or set.
 */
export function ConsentRoot({
  banner,
  texts,
}: {
  banner: ConsentBannerData | null;
  /** The owner's consent texts for this language (null: the catalogue's). */
  texts: Partial<Record<ConsentMessageKey, string>> | null;
}) {
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(null);
  // The server's banner (no choice yet when the page was rendered); hidden once a choice exists.
  const [bannerShown, setBannerShown] = useState(banner !== null);
  const previousUrl = useRef<string | null>(null);
  const referrer = useRef("");
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    loadBoot().then(
      (m) => {
        const api = m.startConsent(document, () => referrer.current);
        const hide = () => setBannerShown(false);
        api.onChange(hide);
        // A choice made in another tab (or a page from a cache), or another tool handles consent.
        if (api.choice() || !api.managed) hide();
      },
      (err) => console.warn("[laden] consent", err),
    );
    const open = () => {
      opener.current = document.activeElement as HTMLElement | null;
      setMode("dialog");
    };
    document.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => document.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per location
  useEffect(() => {
    // A full load's referrer is the other site's page; after a client navigation, our previous page.
    referrer.current = previousUrl.current ?? document.referrer;
    previousUrl.current = window.location.href;
    const ref = referrer.current;
    loadBoot().then(
      (m) => m.runTracking(document, ref),
      () => {},
    );
  }, [location.pathname, location.search]);

  return (
    <>
      {bannerShown && banner ? (
        <ConsentBanner
          data={banner}
          onChosen={() => setBannerShown(false)}
          onSettings={() => document.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT))}
        />
      ) : null}
      {mode ? (
        <Suspense fallback={null}>
          <ConsentUi
            texts={texts}
            onDone={() => {
              setMode(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

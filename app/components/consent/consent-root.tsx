import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** The footer link's event (consent.ts's CONSENT_OPEN_EVENT; a literal keeps that module off the first load). */
const CONSENT_OPEN_EVENT = "laden:consent-open";
/** The spec's chunk load time-out (chunk-load.ts; repeated here to keep this file self-contained). */
const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    load,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("chunk load timed out")), CHUNK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

const ConsentUi = lazy(() => withTimeout(import("./consent-ui.tsx")));

let boot: Promise<typeof import("../../lib/consent-boot.ts")> | undefined;
const loadBoot = () => {
  boot ??= withTimeout(import("../../lib/consent-boot.ts"));
  return boot;
};

type Mode = "banner" | "dialog" | null;

/**
 * The consent manager on every page. Its code is loaded once the page has hydrated (nothing of
 * it blocks the page): it installs the page's consent API, shows the banner (another lazy chunk)
 * while no choice is stored, opens the settings dialog when the footer link asks, and on every
 * page view runs what consent allows (order attribution, analytics). Before a choice nothing
 * tracking-related is loaded or set.
 */
export function ConsentRoot() {
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(null);
  const previousUrl = useRef<string | null>(null);
  const referrer = useRef("");
  const opener = useRef<HTMLElement | null>(null);
  const hasChoice = useRef(false);

  useEffect(() => {
    let live = true;
    loadBoot().then(
      (m) => {
        const api = m.startConsent(document, () => referrer.current);
        hasChoice.current = api.choice() !== undefined;
        api.onChange(() => {
          hasChoice.current = true;
        });
        if (live && api.managed && !hasChoice.current) setMode("banner");
      },
      (err) => console.warn("[laden] Der Einwilligungs-Manager konnte nicht geladen werden", err),
    );
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setMode("dialog");
    };
    document.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => {
      live = false;
      document.removeEventListener(CONSENT_OPEN_EVENT, open);
    };
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

  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi
        mode={mode}
        onMode={setMode}
        onClose={() => {
          setMode(hasChoice.current ? null : "banner");
          opener.current?.focus();
          opener.current = null;
        }}
      />
    </Suspense>
  );
}

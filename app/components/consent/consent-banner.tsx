import type { ConsentBannerData } from "./consent-banner-data.server.ts";

type LadenConsentWindow = Window & {
  ladenConsent?: { set(c: { statistics: boolean; marketing: boolean }): void };
};

/**
 * The consent banner as the server renders it: a labelled region fixed to the bottom with
 * "Alle akzeptieren" and "Nur notwendige" side by side (equally prominent) and "Einstellungen".
 * Without JavaScript it is a form posting the choice (`laden_consent`); with the consent script
 * loaded the choice is stored in the browser and the banner closes in place.
 */
export function ConsentBanner({
  data,
  onChosen,
  onSettings,
}: {
  data: ConsentBannerData;
  onChosen: () => void;
  onSettings: () => void;
}) {
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" data-consent-banner="">
      <form
        className="consent-banner__inner"
        method="post"
        action="/wp-admin/admin-ajax.php"
        onSubmit={(event) => {
          const api = (window as LadenConsentWindow).ladenConsent;
          if (!api) return; // the script is not there yet: the form posts
          event.preventDefault();
          const all = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "all";
          api.set({ statistics: all, marketing: all });
          onChosen();
        }}
      >
        <input type="hidden" name="action" value="laden_consent" />
        <input type="hidden" name="_wpnonce" value={data.nonce} />
        <input type="hidden" name="redirect" value={data.redirect} />
        <h2 id="consent-banner-title" className="consent-banner__title">
          {data.title}
        </h2>
        <p className="consent-banner__text">
          {data.text} <a href={data.privacyUrl}>{data.privacyLink}</a>
        </p>
        <div className="consent-banner__actions">
          <button type="submit" name="choice" value="all" className="button">
            {data.acceptAll}
          </button>
          <button type="submit" name="choice" value="necessary" className="button">
            {data.necessaryOnly}
          </button>
          <button
            type="button"
            className="button button--ghost consent-banner__settings"
            onClick={onSettings}
          >
            {data.settings}
          </button>
        </div>
      </form>
    </section>
  );
}

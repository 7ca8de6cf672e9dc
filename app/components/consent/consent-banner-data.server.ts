import { CONSENT_COOKIE, CONSENT_NONCE_ACTION, parseConsent } from "#modules/consent/index.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { type ConsentMessageKey, consentText } from "#modules/i18n/messages-consent.ts";
import { createNonce, type NonceSubject } from "#modules/session/nonce.ts";
import { localePath, paths } from "#modules/site/paths.ts";

export type ConsentBannerData = {
  title: string;
  text: string;
  privacyLink: string;
  privacyUrl: string;
  acceptAll: string;
  necessaryOnly: string;
  settings: string;
  nonce: string;
  /** Where the no-JS form returns to. */
  redirect: string;
};

/**
 * The banner, rendered by the server while the visitor has made no choice (the consent cookie is
 * read like the store notice's, so pages stay cacheable with `Vary: Cookie`). Server-rendered, it
 * is painted with the page instead of after hydration (no late largest paint), works without
 * JavaScript (a form posting `laden_consent`), and its texts travel in the loader data, not in
 * the page's JavaScript.
 */
export function consentBannerData(opts: {
  enabled: boolean;
  cookies: string;
  lang: Lang;
  secret: string;
  subject: NonceSubject;
  url: URL;
  /** The owner's texts for this language (privacy settings), over the catalogue's. */
  texts?: Partial<Record<ConsentMessageKey, string>> | null;
}): ConsentBannerData | null {
  if (!opts.enabled) return null;
  const raw = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(opts.cookies)?.[1];
  if (parseConsent(raw)) return null;
  const t = (key: ConsentMessageKey) => opts.texts?.[key] ?? consentText(opts.lang, key);
  return {
    title: t("consent.title"),
    text: t("consent.text"),
    privacyLink: t("consent.privacyLink"),
    privacyUrl: localePath(opts.lang, paths.page("datenschutz")),
    acceptAll: t("consent.acceptAll"),
    necessaryOnly: t("consent.necessaryOnly"),
    settings: t("consent.settings"),
    nonce: createNonce(opts.secret, CONSENT_NONCE_ACTION, opts.subject),
    redirect: opts.url.pathname + opts.url.search,
  };
}

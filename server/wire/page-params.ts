/**
 * The page parameters every page embeds as `<script type="application/json" id="laden-params">`,
 * under the names the plugins' scripts read (a wire shape: the root loader builds it through
 * AppServices.pageParams, so the app takes no value from server/). Nothing personal: a visitor without a session gets
 * nonces bound to action and tick only, so the page stays cacheable within a tick.
 */

import type { AttributionSettings } from "#modules/attribution/fields.ts";
import { type Lang, translate } from "#modules/i18n/index.ts";
import { createNonce, type NonceSubject } from "#modules/session/nonce.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { localePath, paths } from "#modules/site/paths.ts";

export type PageParams = {
  wc_add_to_cart_params: {
    ajax_url: string;
    wc_ajax_url: string;
    cart_url: string;
    is_cart: boolean;
    cart_redirect_after_add: "yes" | "no";
    i18n_view_cart: string;
  };
  ajax_url: string;
  rest: { root: string; nonce: string };
  forms: { nonce: string; nonce_ts: number };
  search: { nonce: string };
  sepa: { nonce: string };
  lang: Lang;
  consent: { enabled: boolean };
  /** Order attribution settings for the tracking script (spec §9). */
  attribution?: AttributionSettings;
  /** First-party analytics: the pixel's URL, or "" when off. */
  analytics?: { pixel: string };
};

export function buildPageParams(opts: {
  secret: string;
  subject: NonceSubject;
  lang: Lang;
  isCart: boolean;
  cartRedirectAfterAdd: "yes" | "no";
  consentEnabled: boolean;
  nowMs?: number;
}): PageParams {
  const now = opts.nowMs ?? Date.now();
  const nonce = (action: string) => createNonce(opts.secret, action, opts.subject, now);
  return {
    wc_add_to_cart_params: {
      ajax_url: "/wp-admin/admin-ajax.php",
      // On the page's language path, so notices the endpoints leave come out in that language.
      wc_ajax_url: `${localePath(opts.lang, "/")}?wc-ajax=%%endpoint%%`,
      cart_url: localePath(opts.lang, paths.cart),
      is_cart: opts.isCart,
      cart_redirect_after_add: opts.cartRedirectAfterAdd,
      i18n_view_cart: translate(opts.lang, "shop.viewCart"),
    },
    ajax_url: "/wp-admin/admin-ajax.php",
    rest: { root: "/wp-json/", nonce: nonce(NONCE_ACTIONS.rest) },
    forms: { nonce: nonce(NONCE_ACTIONS.forms), nonce_ts: Math.floor(now / 1000) },
    search: { nonce: nonce(NONCE_ACTIONS.search) },
    sepa: { nonce: nonce(NONCE_ACTIONS.sepa) },
    lang: opts.lang,
    consent: { enabled: opts.consentEnabled },
  };
}

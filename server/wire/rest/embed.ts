/**
 * `GET /wp-json/laden/v1/embed/forms/{id}?lang=de|en`: what the embeddable form
 * (`/embed/forms.js`, issue 7 item 9) needs to render and submit a form on another site — the
 * definition with its messages resolved for the language (the same `RuntimeForm` the page
 * renders), a forms nonce for `nf_ajax_submit` (bound to action and tick only: embedded requests
 * carry no cookies), the absolute admin-ajax URL and the form runtime's texts in that language
 * (so the script does not carry the catalogue). Public like the form's own page; closed
 * forms are 404. Other origins reach it only through the allow-list (server/http/embed-cors.ts).
 */
import type { Hono } from "hono";
import { toRuntimeForm } from "#modules/forms/runtime.ts";
import { getForm } from "#modules/forms/store.ts";
import { formsMessages } from "#modules/i18n/messages-forms.ts";
import { createNonce } from "#modules/session/nonce.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { ownOrigin } from "#server/http/embed-cors.ts";
import type { AppServices } from "#server/services.ts";
import { restError, restLang } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

export function registerEmbed(rest: Hono<RestEnv>, services: AppServices): void {
  rest.get("/laden/v1/embed/forms/:id", async (c) => {
    const id = c.req.param("id");
    const stored = /^[0-9]{1,9}$|^[a-z0-9][a-z0-9_-]{0,80}$/.test(id)
      ? await getForm(services.db, id)
      : undefined;
    if (stored?.status !== "publish") return restError(c, "laden_form_not_found", "rest.notFound", 404);
    const lang = restLang(c);
    const now = Date.now();
    const origin = ownOrigin(c, services);
    return c.json({
      form: toRuntimeForm({ id: stored.id, settings: stored.settings, fields: stored.fields }, lang),
      lang,
      ajax_url: `${origin}/wp-admin/admin-ajax.php`,
      rest_root: `${origin}/wp-json/`,
      nonce: createNonce(services.config.secret, NONCE_ACTIONS.forms, { session: "" }, now),
      nonce_ts: Math.floor(now / 1000),
      texts: lang === "en" ? { ...formsMessages.de, ...formsMessages.en } : formsMessages.de,
    });
  });
}

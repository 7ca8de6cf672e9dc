/**
 * The lazy chunk behind a form's submit button (loaded at the first interaction with a form, at
 * submit, or for a resume): the submission flow wired to the page — the page parameters' ajax
 * URL and forms nonce, `fetch`, the DOM view, and the analytics globals behind the consent gate.
 */
import type { FormEngine } from "#modules/forms/engine/engine.ts";
import { VIEW_TOKEN_FIELD } from "#modules/forms/submission/constants.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { hasConsent } from "../consent.ts";
import { readPageParams } from "../page-params.ts";
import { domFlowView } from "./dom-view.ts";
import type { FormStatusStore } from "./form-status.ts";
import { createSubmitFlow, memoryNonceStore, type NonceStore, type SubmitFlow } from "./submit-flow.ts";

/** The form's hidden view token (one per rendered form: duplicates are stored once) … */
const VIEW_TOKEN_INPUT = VIEW_TOKEN_FIELD;
/** … and its spam-trap input; both go to `formData.extra` (view_token, nf-field-hp). */
const HONEYPOT_INPUT = "nf-field-hp";

/** One forms nonce per page, shared by its forms: a fresh one from the server serves them all. */
let pageNonces: { doc: Document; store: NonceStore } | undefined;

function nonceStore(doc: Document): NonceStore {
  if (pageNonces?.doc !== doc) {
    const forms = readPageParams(doc)?.forms;
    pageNonces = { doc, store: memoryNonceStore({ nonce: forms?.nonce ?? "", nonce_ts: forms?.nonce_ts }) };
  }
  return pageNonces.store;
}

type AnalyticsWindow = Window & { gtag?: unknown; dataLayer?: unknown };

export function attachSubmitFlow(opts: {
  container: HTMLElement;
  engine: FormEngine;
  status: FormStatusStore;
  lang: Lang;
}): SubmitFlow {
  const doc = opts.container.ownerDocument;
  const win = doc.defaultView as AnalyticsWindow;
  return createSubmitFlow({
    engine: opts.engine,
    status: opts.status,
    view: domFlowView(opts.container),
    lang: opts.lang,
    ajaxUrl: readPageParams(doc)?.ajax_url ?? "/wp-admin/admin-ajax.php",
    nonces: nonceStore(doc),
    fetch: (input, init) => win.fetch(input, init),
    extra: () => {
      const extra: Record<string, string> = {};
      const form = opts.container.querySelector("form");
      const view = form?.querySelector<HTMLInputElement>(`input[name="${VIEW_TOKEN_INPUT}"]`)?.value;
      if (view) extra.view_token = view;
      const trap = form?.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_INPUT}"]`)?.value;
      if (trap) extra[HONEYPOT_INPUT] = trap;
      return extra;
    },
    analytics: () => ({
      gtag: win.gtag,
      dataLayer: win.dataLayer,
      statisticsConsent: hasConsent(doc, "statistics"),
    }),
  });
}

/**
 * `POST /wp-admin/admin-ajax.php` with `action=gm_sepa_direct_debit_mandate_preview` (German
 * Market's call, glossary B5): the mandate text for what the customer has typed so far, shown
 * in the checkout's preview area. Fields: holder, iban, bic, street, zip, city, country, nonce
 * (`gm-sepa-direct-debit`, checked by the dispatcher: a failed one is 403 with a short text).
 *
 * Answers `text/html`: `<div class="close">…</div><div class="gm-sepa-mandate-preview-inner">…</div>`,
 * the amount being the visitor's cart total and the IBAN masked. Incomplete input (the
 * completeness rule) gets an empty 200. An invalid IBAN or BIC gets the German message in the
 * inner div, still 200: the preview only informs; the binding checks (IBAN checksum, BIC format,
 * required fields, mandate consent) run when the order is placed, whatever this call said.
 */
import { currentCart } from "#modules/cart/session-cart.ts";
import { sepaErrorMessage, validateBic, validateIban } from "#modules/checkout/iban.ts";
import {
  isPreviewComplete,
  MANDATE_FIELD_NAMES,
  type MandateFields,
  mandateCreditor,
  renderMandateHtml,
  sepaRequirements,
} from "#modules/checkout/sepa-mandate.ts";
import { translate } from "#modules/i18n/index.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { escapeHtml } from "#modules/shared/html.ts";
import { field, type WireHandler } from "../types.ts";

/** No input field is longer than this; longer values are cut (the preview only informs). */
const MAX_FIELD = 200;

function html(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": NO_STORE_VALUE },
  });
}

export const sepaMandatePreview: WireHandler = {
  methods: ["POST"],
  nonce: { action: NONCE_ACTIONS.sepa, field: "nonce", answer: "html" },
  async handle(req) {
    const { db } = req.services;
    const fields = Object.fromEntries(
      MANDATE_FIELD_NAMES.map((name) => [name, (field(req.fields, name) ?? "").slice(0, MAX_FIELD)]),
    ) as MandateFields;
    const settings = await getSettings(db);
    const required = sepaRequirements(settings);
    if (!isPreviewComplete(fields, required)) return html("");

    const close = `<div class="close" role="button" tabindex="0">${escapeHtml(translate(req.lang, "checkout.sepa.preview.close"))}</div>`;
    const inner = (content: string) => `${close}<div class="gm-sepa-mandate-preview-inner">${content}</div>`;

    // An empty optional IBAN (sepa.ibanRequired off) is shown as absent, not as an error.
    const iban = fields.iban.trim() === "" && !required.iban ? undefined : validateIban(fields.iban);
    const bic = validateBic(fields.bic, { required: required.bic });
    const error = iban && !iban.ok ? iban : !bic.ok ? bic : undefined;
    if (error) {
      return html(
        inner(
          `<p class="woocommerce-error" role="alert">${escapeHtml(sepaErrorMessage(req.lang, error))}</p>`,
        ),
      );
    }

    const cart = await currentCart(db, req.session);
    return html(
      inner(
        renderMandateHtml({
          creditor: mandateCreditor(settings),
          debtor: { ...fields, iban: iban?.ok ? iban.iban : "", bic: bic.ok ? bic.bic : "" },
          amountCents: cart.totals.totalCents,
          date: new Date(),
          lang: req.lang,
        }),
      ),
    );
  },
};

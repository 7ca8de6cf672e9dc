import { useEffect, useRef, useState } from "react";
import { useT } from "#app/hooks/use-t.ts";
import { readPageParams } from "#app/lib/page-params.ts";
import { MANDATE_PREVIEW_SLIDE_MS } from "#app/lib/shop-timings.ts";
import { withPageLang } from "#app/lib/wc-ajax.ts";
import { SEPA_FIELD_NAMES } from "#modules/checkout/field-names.ts";
import { slide } from "../account/slide.ts";
import "#modules/i18n/messages-orders.ts";

export const MANDATE_PREVIEW_ACTION = "gm_sepa_direct_debit_mandate_preview";

/** The seven inputs the preview needs (spec §3), read from the page's form. */
export function previewPayload(form: HTMLFormElement): Record<string, string> {
  const value = (name: string) => {
    const el = form.elements.namedItem(name);
    return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : "";
  };
  return {
    holder: value(SEPA_FIELD_NAMES.holder),
    iban: value(SEPA_FIELD_NAMES.iban),
    bic: value(SEPA_FIELD_NAMES.bic),
    street: value("billing_address_1"),
    zip: value("billing_postcode"),
    city: value("billing_city"),
    country: value("billing_country"),
  };
}

/**
 * German Market's mandate consent paragraph (the spec's "second-checkout disabled notice", B4):
 * the checkbox, a button that loads the mandate preview (B5) into
 * `#gm-sepa-mandate-preview-text` (sliding down; its close control slides it up), shown only
 * while `visible` (the completeness rule, B6). Before hydration CSS shows it whenever direct
 * debit is chosen, so the form works without JavaScript.
 */
export function SepaConsent({
  visible,
  hydrated,
  orderPay = false,
  error,
  formRef,
}: {
  visible: boolean;
  hydrated: boolean;
  orderPay?: boolean;
  error?: string;
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const t = useT();
  const previewBox = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  // Incomplete fields hide the paragraph and slide the preview text up (B6).
  useEffect(() => {
    if (!visible && open && previewBox.current) {
      setOpen(false);
      void slide(previewBox.current, "up", MANDATE_PREVIEW_SLIDE_MS);
    }
  }, [visible, open]);

  async function loadPreview() {
    const form = formRef.current;
    const box = previewBox.current;
    const params = readPageParams(document);
    if (!form || !box || !params) return;
    const body = withPageLang(
      new URLSearchParams({
        action: MANDATE_PREVIEW_ACTION,
        ...previewPayload(form),
        nonce: params.sepa.nonce,
      }),
      document,
    );
    const response = await fetch(params.ajax_url, { method: "POST", body, credentials: "same-origin" });
    const html = await response.text();
    // The endpoint escapes every value it puts into this HTML (server/wire/admin-ajax).
    box.innerHTML = html;
    setOpen(true);
    await slide(box, "down", MANDATE_PREVIEW_SLIDE_MS);
    box.querySelector<HTMLElement>(".gm-sepa-mandate-preview-inner")?.focus();
  }

  function onPreviewClick(event: React.MouseEvent | React.KeyboardEvent) {
    const target = event.target as HTMLElement;
    if (target.closest(".close")) {
      setOpen(false);
      if (previewBox.current) void slide(previewBox.current, "up", MANDATE_PREVIEW_SLIDE_MS);
      document.getElementById("gm-sepa-mandate-preview")?.focus();
    }
  }

  const classes = [
    "form-row",
    "german-market-checkbox-p",
    orderPay ? "gm-sepa-direct-debit-order-pay" : "gm-sepa-direct-debit-second-checkout-disabled",
    error ? "woocommerce-invalid" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      className="laden-sepa-consent"
      data-hydrated={hydrated ? "" : undefined}
      hidden={hydrated && !visible}
    >
      <p className={classes}>
        <input
          type="checkbox"
          className="input-checkbox"
          id="gm-sepa-direct-debit-checkbox"
          name={SEPA_FIELD_NAMES.consent}
          value="1"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gm-sepa-direct-debit-checkbox-error" : undefined}
        />{" "}
        <label htmlFor="gm-sepa-direct-debit-checkbox" className="checkbox">
          {t("checkout.sepaConsent", { mandate: t("checkout.sepaMandateLink") })}
          <span className="required" aria-hidden="true">
            {" *"}
          </span>
        </label>{" "}
        <button
          type="button"
          id="gm-sepa-mandate-preview"
          className="link-button"
          aria-controls="gm-sepa-mandate-preview-text"
          aria-expanded={open}
          hidden={!hydrated}
          onClick={() => void loadPreview()}
        >
          {t("checkout.sepaPreview")}
        </button>
        {error ? (
          <span className="field-error" id="gm-sepa-direct-debit-checkbox-error">
            {error}
          </span>
        ) : null}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the close control inside is focusable (role=button); this only delegates its clicks and keys */}
      <div
        id="gm-sepa-mandate-preview-text"
        ref={previewBox}
        hidden
        onClick={onPreviewClick}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") onPreviewClick(e);
        }}
      />
    </div>
  );
}

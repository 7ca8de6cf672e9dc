import { useT } from "#app/hooks/use-t.ts";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import { SEPA_FIELD_NAMES } from "#modules/checkout/field-names.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import type { ReviewView } from "#modules/checkout/review.ts";
import type { SepaRequirements } from "#modules/checkout/sepa-preview-rule.ts";
import "#modules/i18n/messages-checkout.ts";
import "#modules/i18n/messages-orders.ts";

export type SepaValues = { holder: string; iban: string; bic: string };

/**
 * The payment methods (`#payment.woocommerce-checkout-payment`, WooCommerce's fragment) as
 * radios named `payment_method`, each with its description box; the SEPA box holds German
 * Market's fieldset with holder, IBAN and BIC (`gm-required-yes|no` per setting). The boxes of
 * unchosen methods are hidden by CSS (`:checked ~`), so this works without JavaScript too.
 */
export function PaymentMethods({
  review,
  selected,
  onSelect,
  sepa,
  sepaRequired,
  errors,
  invoiceBillingOnly,
}: {
  review: ReviewView;
  selected: string | null;
  onSelect?: (id: string) => void;
  sepa: SepaValues;
  sepaRequired: SepaRequirements;
  errors: FieldError[];
  /** B8's hidden gateway setting, printed as German Market prints it. */
  invoiceBillingOnly: boolean;
}) {
  const t = useT();
  const error = (name: string) => errors.find((e) => e.field === name)?.message;
  return (
    <div id="payment" className="woocommerce-checkout-payment checkout-section">
      <h2 id="payment-heading">{t("checkout.paymentMethod")}</h2>
      {review.paymentMethods.length === 0 ? (
        <p className="woocommerce-info">{t("checkout.noPayment")}</p>
      ) : (
        <ul className="wc_payment_methods payment_methods methods" aria-labelledby="payment-heading">
          {review.paymentMethods.map((method) => (
            <li key={method.id} className={`wc_payment_method payment_method_${method.id}`}>
              <input
                id={`payment_method_${method.id}`}
                type="radio"
                className="input-radio"
                name="payment_method"
                value={method.id}
                checked={selected === method.id}
                onChange={() => onSelect?.(method.id)}
              />
              <label htmlFor={`payment_method_${method.id}`}>{method.title}</label>
              <div className={`payment_box payment_method_${method.id}`}>
                <p>{method.description}</p>
                {method.id === PAYMENT_METHOD_IDS.sepa ? (
                  <fieldset id="german-market-sepa-checkout-fields" className="german-market-sepa-fields">
                    <legend className="screen-reader-text">{method.title}</legend>
                    <SepaInput
                      name={SEPA_FIELD_NAMES.holder}
                      label={t("checkout.sepa.holder")}
                      required={sepaRequired.holder}
                      defaultValue={sepa.holder}
                      autoComplete="name"
                      error={error(SEPA_FIELD_NAMES.holder)}
                    />
                    <SepaInput
                      name={SEPA_FIELD_NAMES.iban}
                      label={t("checkout.sepa.iban")}
                      required={sepaRequired.iban}
                      defaultValue={sepa.iban}
                      autoComplete="off"
                      error={error(SEPA_FIELD_NAMES.iban)}
                    />
                    <SepaInput
                      name={SEPA_FIELD_NAMES.bic}
                      label={t("checkout.sepa.bic")}
                      required={sepaRequired.bic}
                      defaultValue={sepa.bic}
                      autoComplete="off"
                      error={error(SEPA_FIELD_NAMES.bic)}
                    />
                  </fieldset>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <input
        type="hidden"
        id="deactivate_ship_to_different_address_if_purchase_on_account"
        value={invoiceBillingOnly ? "yes" : "no"}
      />
    </div>
  );
}

function SepaInput({
  name,
  label,
  required,
  defaultValue,
  autoComplete,
  error,
}: {
  name: string;
  label: string;
  required: boolean;
  defaultValue: string;
  autoComplete: string;
  error?: string;
}) {
  const t = useT();
  return (
    <p className={`form-row form-row-wide${error ? " woocommerce-invalid" : ""}`} id={`${name}_field`}>
      <label htmlFor={name}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {" *"}
          </span>
        ) : (
          <span className="optional"> {t("checkout.field.optional")}</span>
        )}
      </label>
      <input
        id={name}
        name={name}
        type="text"
        className={`input-text ${required ? "gm-required-yes" : "gm-required-no"}`}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      {error ? (
        <span className="field-error" id={`${name}-error`}>
          {error}
        </span>
      ) : null}
    </p>
  );
}

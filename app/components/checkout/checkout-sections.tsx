/** Parts of the checkout form without state of their own: the customer column and the carrier consent. */

import { useT } from "#app/hooks/use-t.ts";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import { CARRIER_CONSENT_FIELD } from "#modules/checkout/field-names.ts";
import { BusinessFields } from "../tax/business-fields.tsx";
import { AddressFields } from "./address-fields.tsx";

type Values = Readonly<Record<string, string | undefined>>;

/**
 * The customer column: billing address, the purchase-on-account notice (B8), "ship to a different
 * address?" with the shipping address (hidden while purchase on account forbids it) and the notes.
 */
export function CustomerDetails(props: {
  values: Values;
  errors: FieldError[];
  countries: React.ComponentProps<typeof AddressFields>["countries"];
  invoiceNotice: boolean;
  shippingHidden: boolean;
  shipToDifferent: boolean;
  onShipToDifferent: (checked: boolean) => void;
  /** The tax setting offers the VAT ID and buyer reference fields. */
  businessFields: boolean;
}) {
  const t = useT();
  const { values, errors, countries } = props;
  return (
    <div className="checkout-customer" id="customer_details">
      <section className="woocommerce-billing-fields checkout-section" aria-labelledby="billing-heading">
        <h2 id="billing-heading">{t("checkout.billing")}</h2>
        <AddressFields prefix="billing" values={values} errors={errors} countries={countries} />
        {props.businessFields ? <BusinessFields values={values} errors={errors} /> : null}
      </section>
      {props.invoiceNotice ? (
        <p className="woocommerce-info" id="german-market-puchase-on-account-message" role="status">
          {t("checkout.invoiceBillingOnly")}
        </p>
      ) : null}
      <section
        className="woocommerce-shipping-fields checkout-section"
        aria-labelledby="ship-to-different-address"
        hidden={props.shippingHidden}
      >
        <h2 id="ship-to-different-address">
          <label className="checkbox">
            <input
              id="ship-to-different-address-checkbox"
              className="input-checkbox"
              type="checkbox"
              name="ship_to_different_address"
              value="1"
              checked={props.shipToDifferent}
              onChange={(e) => props.onShipToDifferent(e.target.checked)}
            />{" "}
            {t("checkout.shipToDifferent")}
          </label>
        </h2>
        <div className="shipping_address">
          <h3 className="screen-reader-text">{t("checkout.shippingAddress")}</h3>
          <AddressFields prefix="shipping" values={values} errors={errors} countries={countries} />
        </div>
      </section>
      <section className="woocommerce-additional-fields checkout-section">
        <p className="form-row notes" id="order_comments_field">
          <label htmlFor="order_comments">{t("checkout.notes")}</label>
          <textarea
            name="order_comments"
            id="order_comments"
            className="input-text"
            rows={3}
            maxLength={2000}
            placeholder={t("checkout.notesPlaceholder")}
            defaultValue={values.order_comments ?? ""}
          />
        </p>
      </section>
    </div>
  );
}

/** Consent to pass the address to the shipping provider (hidden for local pickup once hydrated). */
export function CarrierConsent(props: {
  hidden: boolean;
  checked: boolean;
  page: { carrierConsentRequired: boolean; provider: string };
}) {
  const t = useT();
  const required = props.page.carrierConsentRequired;
  return (
    <p className="form-row german-market-checkbox-p" id="p-shipping-service-provider" hidden={props.hidden}>
      <input
        type="checkbox"
        className="input-checkbox"
        id={CARRIER_CONSENT_FIELD}
        name={CARRIER_CONSENT_FIELD}
        value="1"
        defaultChecked={props.checked}
        aria-required={required ? true : undefined}
      />{" "}
      <label htmlFor={CARRIER_CONSENT_FIELD} className="checkbox">
        {t("checkout.carrierConsent", { provider: props.page.provider })}
        {required ? (
          <span className="required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
    </p>
  );
}

import { useT } from "#app/hooks/use-t.ts";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import { FormRow, SelectRow } from "../account/form-row.tsx";
import "#modules/i18n/messages-orders.ts";

/**
 * WooCommerce's address fields (`billing_*` / `shipping_*`), German order, autocomplete set; each
 * starts from the form's value of its name (the country from DE).
 */
export function AddressFields({
  prefix,
  values,
  errors,
  countries,
}: {
  prefix: "billing" | "shipping";
  values: Readonly<Record<string, string | undefined>>;
  errors: FieldError[];
  countries: { value: string; label: string }[];
}) {
  const t = useT();
  const error = (name: string) => errors.find((e) => e.field === `${prefix}_${name}`)?.message;
  const ac = (token: string) => `${prefix} ${token}`;
  const value = (name: string) => values[`${prefix}_${name}`] ?? "";
  return (
    <div className={`woocommerce-${prefix}-fields__field-wrapper`}>
      <FormRow
        name={`${prefix}_first_name`}
        label={t("checkout.field.firstName")}
        required
        width="first"
        defaultValue={value("first_name")}
        autoComplete={ac("given-name")}
        error={error("first_name")}
      />
      <FormRow
        name={`${prefix}_last_name`}
        label={t("checkout.field.lastName")}
        required
        width="last"
        defaultValue={value("last_name")}
        autoComplete={ac("family-name")}
        error={error("last_name")}
      />
      <FormRow
        name={`${prefix}_company`}
        label={t("checkout.field.company")}
        defaultValue={value("company")}
        autoComplete={ac("organization")}
        error={error("company")}
      />
      <SelectRow
        name={`${prefix}_country`}
        label={t("checkout.field.country")}
        required
        options={countries}
        defaultValue={value("country") || "DE"}
        autoComplete={ac("country")}
        error={error("country")}
      />
      <FormRow
        name={`${prefix}_address_1`}
        label={t("checkout.field.address1")}
        required
        defaultValue={value("address_1")}
        autoComplete={ac("street-address")}
        error={error("address_1")}
      />
      <FormRow
        name={`${prefix}_postcode`}
        label={t("checkout.field.postcode")}
        required
        width="first"
        defaultValue={value("postcode")}
        autoComplete={ac("postal-code")}
        error={error("postcode")}
      />
      <FormRow
        name={`${prefix}_city`}
        label={t("checkout.field.city")}
        required
        width="last"
        defaultValue={value("city")}
        autoComplete={ac("address-level2")}
        error={error("city")}
      />
      {prefix === "billing" ? (
        <>
          <FormRow
            name="billing_phone"
            type="tel"
            label={t("checkout.field.phone")}
            defaultValue={value("phone")}
            autoComplete="billing tel"
            error={error("phone")}
          />
          <FormRow
            name="billing_email"
            type="email"
            label={t("checkout.field.email")}
            required
            defaultValue={value("email")}
            autoComplete="billing email"
            error={error("email")}
          />
        </>
      ) : null}
    </div>
  );
}

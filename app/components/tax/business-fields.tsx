/** The checkout's fields for a business customer (shown while the tax setting offers them). */
import { useT } from "#app/hooks/use-t.ts";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import { BUYER_REFERENCE_FIELD, VAT_ID_FIELD } from "#modules/tax/constants.ts";
import { FormRow } from "../account/form-row.tsx";
import "#modules/i18n/messages-tax.ts";

export function BusinessFields({
  values,
  errors,
}: {
  values: Readonly<Record<string, string | undefined>>;
  errors: FieldError[];
}) {
  const t = useT();
  const error = (name: string) => errors.find((e) => e.field === name)?.message;
  return (
    <div className="laden-business-fields">
      <FormRow
        name={VAT_ID_FIELD}
        label={t("tax.field.vatId")}
        description={t("tax.field.vatId.description")}
        defaultValue={values[VAT_ID_FIELD] ?? ""}
        autoComplete="off"
        error={error(VAT_ID_FIELD)}
      />
      <FormRow
        name={BUYER_REFERENCE_FIELD}
        label={t("tax.field.buyerReference")}
        defaultValue={values[BUYER_REFERENCE_FIELD] ?? ""}
        autoComplete="off"
        error={error(BUYER_REFERENCE_FIELD)}
      />
    </div>
  );
}

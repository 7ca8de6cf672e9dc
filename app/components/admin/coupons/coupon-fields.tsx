/**
 * The coupon editor's fields in WooCommerce's three cards (Allgemein, Nutzungsbeschränkung,
 * Nutzungslimits), field names as WooCommerce's REST names them; each refused field shows its
 * German message at the field (stable code → `adminCoupons.error.*`).
 */
import type { CouponFieldErrors } from "#modules/coupons/coupon-edit.ts";
import { type CouponFormValues, DISCOUNT_TYPES, type PickerChoice } from "#modules/coupons/coupon-screen.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { Field } from "../order/field.tsx";
import { useAdminT } from "../use-admin-t.ts";
import { ItemPicker } from "./item-picker.tsx";

type Props = {
  values: CouponFormValues;
  errors: CouponFieldErrors;
  choices: { products: PickerChoice[]; categories: PickerChoice[] };
};

type TextName =
  | "code"
  | "amount"
  | "date_expires"
  | "minimum_amount"
  | "maximum_amount"
  | "usage_limit"
  | "usage_limit_per_user";

const errorKey = (errors: CouponFieldErrors, name: keyof CouponFieldErrors): MessageKey | undefined => {
  const code = errors[name];
  return code ? `adminCoupons.error.${code}` : undefined;
};

function TextField(
  props: Props & {
    name: TextName;
    type?: "text" | "date";
    inputMode?: "decimal" | "numeric";
    required?: boolean;
  },
) {
  const t = useAdminT();
  const { name } = props;
  const error = errorKey(props.errors, name);
  return (
    <Field
      id={`coupon-${name}`}
      label={t(`adminCoupons.field.${name}`)}
      error={error}
      help={name === "code" ? t("adminCoupons.field.code.help") : t(`adminCoupons.field.${name}.help`)}
    >
      {(describedBy) => (
        <input
          id={`coupon-${name}`}
          name={name}
          className="admin-input"
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          autoComplete="off"
          spellCheck={false}
          maxLength={name === "code" ? 120 : 40}
          defaultValue={props.values[name]}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

function Check({ name, values }: { name: "free_shipping" | "individual_use"; values: CouponFormValues }) {
  const t = useAdminT();
  return (
    <div className="admin-field admin-coupons__check">
      <label>
        <input
          type="checkbox"
          name={name}
          value="1"
          defaultChecked={values[name]}
          aria-describedby={`coupon-${name}-help`}
        />{" "}
        {t(`adminCoupons.field.${name}`)}
      </label>
      <span id={`coupon-${name}-help`} className="admin-field__help">
        {t(`adminCoupons.field.${name}.help`)}
      </span>
    </div>
  );
}

function GeneralCard(props: Props) {
  const t = useAdminT();
  const { values, errors } = props;
  return (
    <section className="admin-card" aria-labelledby="coupon-card-general">
      <h2 id="coupon-card-general">{t("adminCoupons.card.general")}</h2>
      <div className="admin-coupons__grid">
        <TextField {...props} name="code" required />
        <Field
          id="coupon-discount_type"
          label={t("adminCoupons.field.discount_type")}
          error={errorKey(errors, "discount_type")}
        >
          {(describedBy) => (
            <select
              id="coupon-discount_type"
              name="discount_type"
              defaultValue={values.discount_type}
              aria-describedby={describedBy}
            >
              {DISCOUNT_TYPES.map((d) => (
                <option key={d} value={d}>
                  {t(`adminCoupons.type.${d}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField {...props} name="amount" inputMode="decimal" />
        <TextField {...props} name="date_expires" type="date" />
        <Field
          id="coupon-status"
          label={t("adminCoupons.field.status")}
          error={errorKey(errors, "status")}
          help={t("adminCoupons.field.status.help")}
        >
          {(describedBy) => (
            <select
              id="coupon-status"
              name="status"
              defaultValue={values.status}
              aria-describedby={describedBy}
            >
              <option value="publish">{t("adminCoupons.status.publish")}</option>
              <option value="draft">{t("adminCoupons.status.draft")}</option>
            </select>
          )}
        </Field>
        <Check name="free_shipping" values={values} />
        <Field
          id="coupon-description"
          label={t("adminCoupons.field.description")}
          help={t("adminCoupons.field.description.help")}
        >
          {(describedBy) => (
            <textarea
              id="coupon-description"
              name="description"
              rows={2}
              maxLength={2000}
              defaultValue={values.description}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
    </section>
  );
}

function RestrictionsCard(props: Props) {
  const t = useAdminT();
  const { values, errors, choices } = props;
  const picker = (
    name: "product_ids" | "excluded_product_ids" | "product_categories" | "excluded_product_categories",
    list: PickerChoice[],
  ) => (
    <ItemPicker
      name={name}
      label={t(`adminCoupons.field.${name}`)}
      help={t(`adminCoupons.field.${name}.help`)}
      choices={list}
      selected={values[name]}
      error={errorKey(errors, name)}
    />
  );
  return (
    <section className="admin-card" aria-labelledby="coupon-card-restrictions">
      <h2 id="coupon-card-restrictions">{t("adminCoupons.card.restrictions")}</h2>
      <div className="admin-coupons__grid">
        <TextField {...props} name="minimum_amount" inputMode="decimal" />
        <TextField {...props} name="maximum_amount" inputMode="decimal" />
        <Check name="individual_use" values={values} />
      </div>
      <div className="admin-coupons__pickers">
        {picker("product_ids", choices.products)}
        {picker("excluded_product_ids", choices.products)}
        {picker("product_categories", choices.categories)}
        {picker("excluded_product_categories", choices.categories)}
      </div>
    </section>
  );
}

/** Every editable field of a coupon, in three cards. */
export function CouponFields(props: Props) {
  const t = useAdminT();
  return (
    <>
      <GeneralCard {...props} />
      <RestrictionsCard {...props} />
      <section className="admin-card" aria-labelledby="coupon-card-limits">
        <h2 id="coupon-card-limits">{t("adminCoupons.card.limits")}</h2>
        <div className="admin-coupons__grid">
          <TextField {...props} name="usage_limit" inputMode="numeric" />
          <TextField {...props} name="usage_limit_per_user" inputMode="numeric" />
        </div>
      </section>
    </>
  );
}

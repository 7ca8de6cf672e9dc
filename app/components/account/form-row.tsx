import type { InputHTMLAttributes, ReactNode } from "react";
import { useT } from "#app/hooks/use-t.ts";
import { InputWrapper } from "./field-hint.tsx";
import { PasswordInput } from "./password-input.tsx";
import "#modules/i18n/messages-account.ts";

type Common = {
  /** The input's name (WooCommerce's field name); also its id unless `id` is given. */
  name: string;
  /** An id of its own where two forms on a page share field names (`reg_email`). */
  id?: string;
  label: string;
  required?: boolean;
  /** A hint shown while the field is in use (glossary A7). */
  description?: string;
  error?: string;
  /** form-row-first / form-row-last (two columns on wide screens) or form-row-wide. */
  width?: "first" | "last" | "wide";
};

type InputRowProps = Common & {
  type?: "text" | "email" | "tel" | "password";
  defaultValue?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
};

type SelectRowProps = Common & {
  options: { value: string; label: string }[];
  defaultValue?: string;
  autoComplete?: string;
};

function RowFrame({
  name,
  id = name,
  label,
  required,
  error,
  width = "wide",
  children,
}: Common & { children: ReactNode }) {
  const t = useT();
  const classes = [
    "form-row",
    `form-row-${width}`,
    "woocommerce-form-row",
    required ? "validate-required" : "",
    error ? "woocommerce-invalid" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <p className={classes} id={`${id}_field`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {" *"}
          </span>
        ) : (
          <span className="optional"> {t("account.optional")}</span>
        )}
      </label>
      {children}
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </p>
  );
}

function describedBy(id: string, error?: string, description?: string): string | undefined {
  const ids = [error ? `${id}-error` : "", description ? `${id}-description` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** One labelled field in WooCommerce's markup (`p.form-row > label + span.woocommerce-input-wrapper`). */
export function FormRow(props: InputRowProps) {
  const {
    name,
    id = name,
    required,
    description,
    error,
    type = "text",
    defaultValue,
    autoComplete,
    inputMode,
  } = props;
  const inputProps = {
    id,
    name,
    className: "woocommerce-Input input-text",
    defaultValue: type === "password" ? undefined : defaultValue,
    autoComplete,
    inputMode,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, description),
  } as const;
  return (
    <RowFrame {...props}>
      <InputWrapper description={description} descriptionId={`${id}-description`}>
        {type === "password" ? <PasswordInput {...inputProps} /> : <input type={type} {...inputProps} />}
      </InputWrapper>
    </RowFrame>
  );
}

export function SelectRow(props: SelectRowProps) {
  const { name, required, description, error, options, defaultValue, autoComplete } = props;
  return (
    <RowFrame {...props}>
      <InputWrapper description={description} descriptionId={`${name}-description`}>
        <select
          id={name}
          name={name}
          className="country_select"
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, description)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </InputWrapper>
    </RowFrame>
  );
}

/** "New password" and its confirmation (`password_1`, `password_2`), as WooCommerce names them. */
export function NewPasswordRows({
  errors,
  minLength,
  required = false,
}: {
  errors: { password_1?: string; password_2?: string };
  minLength: number;
  required?: boolean;
}) {
  const t = useT();
  return (
    <>
      <FormRow
        name="password_1"
        type="password"
        label={t("account.field.newPassword")}
        autoComplete="new-password"
        required={required}
        description={t("account.hint.newPassword", { min: minLength })}
        error={errors.password_1}
      />
      <FormRow
        name="password_2"
        type="password"
        label={t("account.field.confirmPassword")}
        autoComplete="new-password"
        required={required}
        error={errors.password_2}
      />
    </>
  );
}

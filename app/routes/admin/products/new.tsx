/**
 * `/admin/products/new/`: "Neues Produkt" (issue 23 item 2). A title, the type (simple or
 * variable) and, for a simple product, its price: created as a draft by the same module function
 * REST's create uses (modules/catalog/product-edit.ts `createProduct`: validation, a free slug,
 * audit), then the owner continues in the existing editor. Refused input keeps what was typed,
 * with the German message at the field.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { createProduct, ProductValidationError } from "#modules/catalog/product-edit.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { parseEuro } from "#modules/shared/money.ts";
import "#modules/i18n/messages-admin-products.ts";
import "#app/styles/admin-products.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/new";

type Values = { name: string; type: string; regular_price: string };
type Errors = Partial<Record<keyof Values, MessageKey>>;
export type NewProductActionData = { errors: Errors; values: Values };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireOwner(context, request);
  return null;
}

/** The form → createProduct; field errors come back keyed by the form's names. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await request.formData();
  const text = (name: keyof Values) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const values: Values = { name: text("name"), type: text("type"), regular_price: text("regular_price") };
  const errors: Errors = {};
  if (values.type !== "simple" && values.type !== "variable") errors.type = "adminProducts.error.type";
  const price = values.regular_price === "" ? undefined : parseEuro(values.regular_price);
  if (values.type === "simple" && price === undefined) errors.regular_price = "adminProducts.error.price";
  if (!values.name) errors.name = "adminProducts.error.nameRequired";
  if (Object.keys(errors).length === 0) {
    try {
      const { id } = await createProduct(
        admin.services.db,
        {
          name: values.name,
          status: "draft",
          ...(values.type === "simple" ? { regularPriceCents: price } : {}),
        },
        {
          actor: admin.actor,
          requestId: admin.state.requestId,
          type: values.type as "simple" | "variable",
        },
      );
      return redirect(`${adminPaths.product(id)}?created=1`, { headers: adminHeaders() });
    } catch (err) {
      if (!(err instanceof ProductValidationError)) throw err;
      if (err.errors.name) errors.name = err.errors.name;
      // Everything else a new product can fail on is its price (range, cents).
      const other = Object.entries(err.errors).find(([field]) => field !== "name")?.[1];
      if (other) errors.regular_price = other;
    }
  }
  return data<NewProductActionData>({ errors, values }, { status: 400, headers: adminHeaders() });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Neues Produkt · Produkte · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function NewProduct({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = actionData as NewProductActionData | undefined;
  const values = result?.values ?? { name: "", type: "simple", regular_price: "" };
  const errors = result?.errors ?? {};
  const describedBy = (name: keyof Values, help: boolean) =>
    [help && `new-${name}-help`, errors[name] && `new-${name}-error`].filter(Boolean).join(" ") || undefined;
  const fieldError = (name: keyof Values) =>
    errors[name] ? (
      <span id={`new-${name}-error`} className="admin-field__error">
        {t(errors[name])}
      </span>
    ) : null;
  return (
    <div className="admin-page admin-products-new">
      <p className="admin-products__back">
        <Link to={adminPaths.products}>← {t("adminProducts.editor.back")}</Link>
      </p>
      <h1>{t("adminProducts.new.title")}</h1>
      {result ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminProducts.new.errors")}
        </p>
      ) : null}
      <Form
        method="post"
        className="admin-card admin-products-new__form"
        noValidate
        key={JSON.stringify(values)}
      >
        <p className="admin-field__help admin-products-new__intro">{t("adminProducts.new.intro")}</p>
        <div className="admin-field">
          <label htmlFor="new-name">{t("adminProducts.editor.name")}</label>
          <input
            id="new-name"
            name="name"
            className="admin-input"
            type="text"
            maxLength={250}
            autoComplete="off"
            defaultValue={values.name}
            aria-required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name", false)}
          />
          {fieldError("name")}
        </div>
        <fieldset
          className="admin-field admin-products-new__types"
          aria-describedby={describedBy("type", false)}
        >
          <legend>{t("adminProducts.new.type")}</legend>
          {(["simple", "variable"] as const).map((type) => (
            <label key={type} className="admin-products-new__type">
              <input
                type="radio"
                name="type"
                value={type}
                defaultChecked={values.type === type}
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={`new-type-${type}-help${errors.type ? " new-type-error" : ""}`}
              />
              <span>
                <strong>{t(`adminProducts.type.${type}`)}</strong>
                <span id={`new-type-${type}-help`} className="admin-field__help">
                  {t(`adminProducts.new.type.${type}.help`)}
                </span>
              </span>
            </label>
          ))}
          {fieldError("type")}
        </fieldset>
        <div className="admin-field admin-products-new__price">
          <label htmlFor="new-regular_price">{t("adminProducts.editor.regularPrice")}</label>
          <input
            id="new-regular_price"
            name="regular_price"
            className="admin-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.regular_price}
            aria-invalid={errors.regular_price ? true : undefined}
            aria-describedby={describedBy("regular_price", true)}
          />
          <span id="new-regular_price-help" className="admin-field__help">
            {t("adminProducts.new.price.help")}
          </span>
          {fieldError("regular_price")}
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {t("adminProducts.new.create")}
        </button>
      </Form>
    </div>
  );
}

/**
 * The product editor's fields in four cards (general, prices, stock, delivery and visibility):
 * labelled inputs with help and German error texts tied by aria-describedby, plain form values
 * (works without JavaScript). The form names are those of modules/catalog/product-form.ts.
 */
import type { ReactNode } from "react";
import { EDITABLE_STATUSES, NET_UNITS } from "#modules/catalog/product-rules.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { useAdminDateFormat, useAdminLang, useAdminT } from "../use-admin-t.ts";

export type FormValues = Record<string, string | boolean>;

/** The patch's field → the form's input (errors come keyed by the patch). */
export const FIELD_OF: Record<string, string> = {
  name: "name",
  nameEn: "name_en",
  slug: "slug",
  regularPriceCents: "regular_price",
  salePriceCents: "sale_price",
  saleFrom: "sale_from",
  saleTo: "sale_to",
  taxClass: "tax_class",
  sku: "sku",
  gtin: "gtin",
  manageStock: "manage_stock",
  stockQuantity: "stock_quantity",
  stockStatus: "stock_status",
  backorders: "backorders",
  lowStockAmount: "low_stock_amount",
  status: "status",
  featured: "featured",
  catalogVisibility: "catalog_visibility",
  deliveryTime: "delivery_time",
  netQuantity: "net_quantity",
  netUnit: "net_unit",
  weight: "weight",
  minQuantity: "min_quantity",
  publishAt: "publish_at",
};

/** The field's label key per patch field, for the conflict notice. */
const LABEL_OF: Record<string, MessageKey> = {
  name: "adminProducts.editor.name",
  nameEn: "adminProducts.editor.nameEn",
  slug: "adminProducts.editor.slug",
  regularPriceCents: "adminProducts.editor.regularPrice",
  salePriceCents: "adminProducts.editor.salePrice",
  saleFrom: "adminProducts.editor.saleFrom",
  saleTo: "adminProducts.editor.saleTo",
  taxClass: "adminProducts.editor.taxClass",
  sku: "adminProducts.editor.sku",
  gtin: "adminProducts.editor.gtin",
  manageStock: "adminProducts.editor.manageStock",
  stockQuantity: "adminProducts.editor.stockQuantity",
  stockStatus: "adminProducts.editor.stockStatus",
  backorders: "adminProducts.editor.backorders",
  lowStockAmount: "adminProducts.editor.lowStock",
  status: "adminProducts.editor.status",
  featured: "adminProducts.editor.featured",
  catalogVisibility: "adminProducts.editor.catalogVisibility",
  deliveryTime: "adminProducts.editor.deliveryTime",
  netQuantity: "adminProducts.editor.netQuantity",
  weight: "adminProducts.editor.weight",
  minQuantity: "adminProducts.editor.minQuantity",
  publishAt: "adminProducts.editor.publishAt",
  netUnit: "adminProducts.editor.netUnit",
};

type Errors = Partial<Record<string, MessageKey>>;

function Field(props: {
  name: string;
  label: MessageKey;
  help?: MessageKey;
  errors: Errors;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const t = useAdminT();
  const error = props.errors[props.name];
  const ids = [props.help && `p-${props.name}-help`, error && `p-${props.name}-error`].filter(Boolean);
  return (
    <div className="admin-field">
      <label htmlFor={`p-${props.name}`}>{t(props.label)}</label>
      {props.children(ids.join(" ") || undefined, Boolean(error))}
      {props.help && (
        <span id={`p-${props.name}-help`} className="admin-field__help">
          {t(props.help)}
        </span>
      )}
      {error && (
        <span id={`p-${props.name}-error`} className="admin-field__error">
          {t(error)}
        </span>
      )}
    </div>
  );
}

function TextInput(props: {
  name: string;
  label: MessageKey;
  help?: MessageKey;
  values: FormValues;
  errors: Errors;
  type?: string;
  inputMode?: "decimal" | "numeric";
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field name={props.name} label={props.label} help={props.help} errors={props.errors}>
      {(describedBy, invalid) => (
        <input
          id={`p-${props.name}`}
          name={props.name}
          className="admin-input"
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          defaultValue={String(props.values[props.name] ?? "")}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={props.required || undefined}
          autoComplete="off"
        />
      )}
    </Field>
  );
}

function Select(props: {
  name: string;
  label: MessageKey;
  values: FormValues;
  errors: Errors;
  options: { value: string; label: MessageKey }[];
}) {
  const t = useAdminT();
  return (
    <Field name={props.name} label={props.label} errors={props.errors}>
      {(describedBy, invalid) => (
        <select
          id={`p-${props.name}`}
          name={props.name}
          defaultValue={String(props.values[props.name] ?? "")}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Check(props: { name: string; label: MessageKey; values: FormValues }) {
  const t = useAdminT();
  return (
    <div className="admin-field admin-products-form__check">
      <label>
        <input
          type="checkbox"
          name={props.name}
          value="1"
          defaultChecked={props.values[props.name] === true}
        />{" "}
        {t(props.label)}
      </label>
    </div>
  );
}

function Card({ title, children }: { title: MessageKey; children: ReactNode }) {
  const t = useAdminT();
  return (
    <fieldset className="admin-card admin-products-form__card">
      <legend>{t(title)}</legend>
      <div className="admin-products-form__grid">{children}</div>
    </fieldset>
  );
}

export function ProductFields(props: {
  values: FormValues;
  errors: Errors;
  simple: boolean;
  saleActive: boolean;
  unitPrice: string | null;
}) {
  const t = useAdminT();
  const { values, errors } = props;
  const common = { values, errors };
  return (
    <>
      <Card title="adminProducts.editor.general">
        <TextInput name="name" label="adminProducts.editor.name" required {...common} />
        <TextInput
          name="name_en"
          label="adminProducts.editor.nameEn"
          help="adminProducts.editor.nameEn.help"
          {...common}
        />
        <TextInput
          name="slug"
          label="adminProducts.editor.slug"
          help="adminProducts.editor.slug.help"
          required
          {...common}
        />
        <TextInput name="sku" label="adminProducts.editor.sku" {...common} />
        <TextInput
          name="gtin"
          label="adminProducts.editor.gtin"
          help="adminProducts.editor.gtin.help"
          inputMode="numeric"
          {...common}
        />
      </Card>
      {props.simple && (
        <Card title="adminProducts.editor.prices">
          <TextInput
            name="regular_price"
            label="adminProducts.editor.regularPrice"
            inputMode="decimal"
            required
            {...common}
          />
          <TextInput
            name="sale_price"
            label="adminProducts.editor.salePrice"
            help="adminProducts.editor.salePrice.help"
            inputMode="decimal"
            {...common}
          />
          <TextInput
            name="sale_from"
            label="adminProducts.editor.saleFrom"
            type="datetime-local"
            {...common}
          />
          <TextInput name="sale_to" label="adminProducts.editor.saleTo" type="datetime-local" {...common} />
          <p className="admin-field__help admin-products-form__wide">
            {t("adminProducts.editor.sale.help")}{" "}
            {values.sale_price
              ? t(props.saleActive ? "adminProducts.editor.saleActive" : "adminProducts.editor.saleInactive")
              : null}
          </p>
          <Select
            name="tax_class"
            label="adminProducts.editor.taxClass"
            options={[
              { value: "standard", label: "adminProducts.editor.tax.standard" },
              { value: "reduced", label: "adminProducts.editor.tax.reduced" },
            ]}
            {...common}
          />
        </Card>
      )}
      <StockCard values={values} errors={errors} />
      <Card title="adminProducts.editor.shipping">
        <TextInput
          name="delivery_time"
          label="adminProducts.editor.deliveryTime"
          help="adminProducts.editor.deliveryTime.help"
          {...common}
        />
        <TextInput
          name="net_quantity"
          label="adminProducts.editor.netQuantity"
          inputMode="decimal"
          {...common}
        />
        <Select
          name="net_unit"
          label="adminProducts.editor.netUnit"
          options={[
            { value: "", label: "adminProducts.editor.noUnit" },
            ...NET_UNITS.map((u) => ({ value: u, label: `adminProducts.unit.${u}` as MessageKey })),
          ]}
          {...common}
        />
        <TextInput
          name="weight"
          label="adminProducts.editor.weight"
          help="adminProducts.editor.weight.help"
          inputMode="decimal"
          {...common}
        />
        {props.unitPrice && (
          <p className="admin-products-form__unit" role="note">
            {t("adminProducts.editor.unitPrice", { price: props.unitPrice })}
          </p>
        )}
      </Card>
      <VisibilityCard values={values} errors={errors} />
    </>
  );
}

function StockCard({ values, errors }: { values: FormValues; errors: Errors }) {
  const common = { values, errors };
  return (
    <Card title="adminProducts.editor.stockSection">
      <Check name="manage_stock" label="adminProducts.editor.manageStock" values={values} />
      <TextInput
        name="stock_quantity"
        label="adminProducts.editor.stockQuantity"
        inputMode="numeric"
        {...common}
      />
      <Select
        name="backorders"
        label="adminProducts.editor.backorders"
        options={(["no", "notify", "yes"] as const).map((v) => ({
          value: v,
          label: `adminProducts.editor.backorders.${v}`,
        }))}
        {...common}
      />
      <TextInput
        name="min_quantity"
        label="adminProducts.editor.minQuantity"
        help="adminProducts.editor.minQuantity.help"
        inputMode="numeric"
        {...common}
      />
      <TextInput
        name="low_stock_amount"
        label="adminProducts.editor.lowStock"
        inputMode="numeric"
        {...common}
      />
      <Select
        name="stock_status"
        label="adminProducts.editor.stockStatus"
        options={(["instock", "outofstock", "onbackorder"] as const).map((v) => ({
          value: v,
          label: `adminProducts.stock.${v}`,
        }))}
        {...common}
      />
    </Card>
  );
}

function VisibilityCard({ values, errors }: { values: FormValues; errors: Errors }) {
  const common = { values, errors };
  return (
    <Card title="adminProducts.editor.visibility">
      <Select
        name="status"
        label="adminProducts.editor.status"
        options={EDITABLE_STATUSES.map((s) => ({ value: s, label: `adminProducts.status.${s}` }))}
        {...common}
      />
      <TextInput
        name="publish_at"
        label="adminProducts.editor.publishAt"
        help="adminProducts.editor.publishAt.help"
        type="datetime-local"
        {...common}
      />
      <Select
        name="catalog_visibility"
        label="adminProducts.editor.catalogVisibility"
        options={(["visible", "catalog", "search", "hidden"] as const).map((v) => ({
          value: v,
          label: `adminProducts.editor.visibility.${v}`,
        }))}
        {...common}
      />
      <Check name="featured" label="adminProducts.editor.featured" values={values} />
    </Card>
  );
}

/** "Inzwischen geändert": what someone else changed since the form was loaded, with the value now stored. */
export function ConflictNotice({ changes }: { changes: Record<string, { from: unknown; to: unknown }> }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const date = useAdminDateFormat("minute");
  const show = (field: string, v: unknown) => {
    if (v === null || v === undefined || v === "") return "–";
    if (typeof v === "boolean") return t(v ? "adminProducts.yes" : "adminProducts.no");
    if (field.endsWith("Cents") && typeof v === "number") return formatPrice(v, lang);
    if (field === "saleFrom" || field === "saleTo") return date.format(new Date(String(v)));
    return String(v);
  };
  return (
    <div className="admin-notice admin-notice--warning" role="alert">
      <p>{t("adminProducts.editor.conflict")}</p>
      {Object.keys(changes).length > 0 && (
        <ul>
          {Object.entries(changes).map(([field, c]) => (
            <li key={field}>
              {t("adminProducts.editor.conflict.field", {
                field: LABEL_OF[field] ? t(LABEL_OF[field]) : field,
                now: show(field, c.to),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

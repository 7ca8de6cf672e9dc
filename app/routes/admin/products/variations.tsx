/**
 * `/admin/products/:id/variations/`: a product's type, its attributes (global and per-product,
 * "used for variations"), the variation generator, the variations' prices, SKUs, stock, images and
 * enabled flags, bulk edits across them and deleting one (issue 23 item 2, the variable part).
 * Plain forms (usable without JavaScript and by keyboard); every write names the product version.
 */
import { Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-products.ts";
import "#modules/i18n/messages-admin-variations.ts";
import "#app/styles/admin-products.css";
import "#app/styles/admin-variations.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/variations";
import { productId } from "./edit.server.ts";
import { loadVariations, type VariationsActionData, variationsAction } from "./variations.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return loadVariations(services.db, productId(params.id));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return variationsAction(admin, productId(params.id), await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Variationen · ${loaderData?.name ?? "Produkt"} · Verwaltung` },
  { name: "robots", content: "noindex" },
];

type Data = Route.ComponentProps["loaderData"];

function ErrorText({ id, error }: { id: string; error: MessageKey | undefined }) {
  const t = useAdminT();
  return error ? (
    <p className="admin-field__error" id={id}>
      {t(error)}
    </p>
  ) : null;
}

function TypeCard({ d }: { d: Data }) {
  const t = useAdminT();
  return (
    <Form method="post" className="admin-card">
      <input type="hidden" name="version" value={d.version} />
      <div className="admin-field">
        <label htmlFor="v-type">{t("adminVariations.type.legend")}</label>
        <select id="v-type" name="type" className="admin-input" defaultValue={d.type}>
          <option value="simple">{t("adminProducts.type.simple")}</option>
          <option value="variable">{t("adminProducts.type.variable")}</option>
        </select>
      </div>
      <button type="submit" name="intent" value="type" className="admin-button">
        {t("adminVariations.type.save")}
      </button>
    </Form>
  );
}

function AttributesCard({ d, errors }: { d: Data; errors: Partial<Record<string, MessageKey>> }) {
  const t = useAdminT();
  return (
    <Form
      method="post"
      className="admin-card"
      aria-labelledby="v-attr-title"
      key={JSON.stringify(d.attributes)}
    >
      <h2 id="v-attr-title">{t("adminVariations.attributes.title")}</h2>
      <p className="admin-field__help">
        {t("adminVariations.attributes.help")}{" "}
        <Link to={`${adminPaths.products}attributes/`}>{t("adminVariations.attributes.manage")}</Link>
      </p>
      <input type="hidden" name="version" value={d.version} />
      <input type="hidden" name="attr_count" value={d.attributes.length} />
      {d.attributes.length === 0 && <p>{t("adminVariations.attributes.none")}</p>}
      <ErrorText id="v-attr-error" error={errors.attributes} />
      {d.attributes.map((a, i) => {
        const global = d.globals.find((g) => g.slug === a.slug);
        const err = errors[`attributes.${i}`];
        return (
          <fieldset
            key={a.slug}
            className="admin-variations__attr"
            aria-describedby={err ? `v-attr-${i}-error` : undefined}
          >
            <legend>
              {a.name} (
              {t(global ? "adminVariations.attributes.global" : "adminVariations.attributes.custom")})
            </legend>
            {global ? (
              <>
                <input type="hidden" name={`attr.${i}.global`} value={a.slug} />
                <div className="admin-variations__terms">
                  {global.terms.map((term) => (
                    <label key={term}>
                      <input
                        type="checkbox"
                        name={`attr.${i}.terms`}
                        value={term}
                        defaultChecked={a.options.includes(term)}
                      />{" "}
                      {term}
                    </label>
                  ))}
                </div>
              </>
            ) : (
              <>
                <div className="admin-field">
                  <label htmlFor={`attr-${i}-name`}>{t("adminVariations.attributes.name")}</label>
                  <input
                    id={`attr-${i}-name`}
                    name={`attr.${i}.name`}
                    className="admin-input"
                    defaultValue={a.name}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor={`attr-${i}-values`}>{t("adminVariations.attributes.values")}</label>
                  <input
                    id={`attr-${i}-values`}
                    name={`attr.${i}.values`}
                    className="admin-input"
                    defaultValue={a.options.join(" | ")}
                    aria-describedby="v-values-help"
                  />
                </div>
              </>
            )}
            <label>
              <input type="checkbox" name={`attr.${i}.variation`} value="1" defaultChecked={a.variation} />{" "}
              {t("adminVariations.attributes.variation")}
            </label>{" "}
            <label>
              <input type="checkbox" name={`attr.${i}.remove`} value="1" />{" "}
              {t("adminVariations.attributes.remove")}
            </label>
            <ErrorText id={`v-attr-${i}-error`} error={err} />
          </fieldset>
        );
      })}
      <div className="admin-field">
        <label htmlFor="v-add-global">{t("adminVariations.attributes.addGlobal")}</label>
        <select id="v-add-global" name="add_global" className="admin-input" defaultValue="">
          <option value="">{t("adminVariations.attributes.addNone")}</option>
          {d.globals
            .filter((g) => !d.attributes.some((a) => a.slug === g.slug))
            .map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.name}
              </option>
            ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="v-add-custom">{t("adminVariations.attributes.addCustom")}</label>
        <input id="v-add-custom" name="add_custom_name" className="admin-input" />
      </div>
      <div className="admin-field">
        <label htmlFor="v-add-custom-values">{t("adminVariations.attributes.addCustomValues")}</label>
        <input
          id="v-add-custom-values"
          name="add_custom_values"
          className="admin-input"
          aria-describedby="v-values-help"
        />
        <p className="admin-field__help" id="v-values-help">
          {t("adminVariations.attributes.values.help")}
        </p>
      </div>
      <button type="submit" name="intent" value="attributes" className="admin-button">
        {t("adminVariations.attributes.save")}
      </button>
    </Form>
  );
}

function GenerateCard({ d, errors }: { d: Data; errors: Partial<Record<string, MessageKey>> }) {
  const t = useAdminT();
  const err = errors.generate ?? errors.generate_price ?? errors.regularPriceCents;
  return (
    <Form method="post" className="admin-card" aria-labelledby="v-gen-title">
      <h2 id="v-gen-title">{t("adminVariations.generate.title")}</h2>
      <p className="admin-field__help" id="v-gen-help">
        {t("adminVariations.generate.help", { max: d.maxCombinations })}
      </p>
      <input type="hidden" name="version" value={d.version} />
      <div className="admin-field">
        <label htmlFor="v-gen-price">{t("adminVariations.generate.price")}</label>
        <input
          id="v-gen-price"
          name="generate_price"
          className="admin-input admin-num"
          inputMode="decimal"
          defaultValue={d.defaultPrice}
          aria-describedby={err ? "v-gen-help v-gen-error" : "v-gen-help"}
          aria-invalid={err ? true : undefined}
        />
        <ErrorText id="v-gen-error" error={err} />
      </div>
      <button type="submit" name="intent" value="generate" className="admin-button">
        {t("adminVariations.generate.submit")}
      </button>
    </Form>
  );
}

type Variation = Data["variations"][number];

/**
 * The sale price with its optional dates (German time; the end is exclusive): the job runner starts
 * and ends the sale as for simple products. A price outside its dates now is marked as waiting.
 */
function SaleCell({
  v,
  errors,
  value,
}: {
  v: Variation;
  errors: Partial<Record<string, MessageKey>>;
  value: (field: string, fallback: string) => string;
}) {
  const t = useAdminT();
  const input = (
    field: "sale" | "sale_from" | "sale_to",
    key: string,
    label: MessageKey,
    fallback: string,
  ) => {
    const id = `v-${v.id}-${field}`;
    const err = errors[`v${v.id}.${key}`];
    return (
      <div className="admin-variations__sale-field">
        {field === "sale" ? null : (
          <label htmlFor={id} className="admin-variations__sale-label">
            {t(label)}
          </label>
        )}
        <input
          id={id}
          name={`v.${v.id}.${field}`}
          className="admin-input"
          type={field === "sale" ? "text" : "datetime-local"}
          inputMode={field === "sale" ? "decimal" : undefined}
          aria-label={t("adminVariations.field", { field: t(label), name: v.label })}
          defaultValue={value(field, fallback)}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-error` : undefined}
        />
        <ErrorText id={`${id}-error`} error={err} />
      </div>
    );
  };
  return (
    <td className="admin-variations__sale">
      {input("sale", "salePriceCents", "adminVariations.col.sale", v.sale)}
      {input("sale_from", "saleFrom", "adminVariations.saleFrom", v.saleFrom)}
      {input("sale_to", "saleTo", "adminVariations.saleTo", v.saleTo)}
      {v.saleWaiting ? <p className="admin-field__help">{t("adminVariations.saleWaiting")}</p> : null}
    </td>
  );
}

/** One variation's row: selection, label, price, sale (with dates), SKU, stock, image, enabled and delete. */
function VariationRow({
  v,
  images,
  errors,
  kept,
}: {
  v: Variation;
  images: Data["images"];
  errors: Partial<Record<string, MessageKey>>;
  kept: Record<string, string> | undefined;
}) {
  const t = useAdminT();
  const val = (id: number, field: string, fallback: string) => kept?.[`v.${id}.${field}`] ?? fallback;
  const checked = (id: number, field: string, fallback: boolean) =>
    kept ? kept[`v.${id}.${field}`] === "1" : fallback;
  const cell = (
    v: Variation,
    field: string,
    key: string,
    label: MessageKey,
    value: string,
    mode: "decimal" | "numeric" | "text",
  ) => {
    const err = errors[`v${v.id}.${key}`];
    return (
      <td>
        <input
          name={`v.${v.id}.${field}`}
          className="admin-input"
          inputMode={mode}
          aria-label={t("adminVariations.field", { field: t(label), name: v.label })}
          defaultValue={val(v.id, field, value)}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `v-${v.id}-${field}-error` : undefined}
        />
        <ErrorText id={`v-${v.id}-${field}-error`} error={err} />
      </td>
    );
  };
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          name="selected"
          value={v.id}
          form="v-bulk"
          aria-label={t("adminVariations.selectNamed", { name: v.label })}
        />
        <input type="hidden" name="ids" value={v.id} />
      </td>
      <th scope="row">{v.label}</th>
      {cell(v, "price", "regularPriceCents", "adminVariations.col.price", v.price, "decimal")}
      <SaleCell v={v} errors={errors} value={(field, fallback) => val(v.id, field, fallback)} />
      {cell(v, "sku", "sku", "adminVariations.col.sku", v.sku, "text")}
      <td>
        <input
          type="checkbox"
          name={`v.${v.id}.manage`}
          value="1"
          defaultChecked={checked(v.id, "manage", v.manage)}
          aria-label={t("adminVariations.field", {
            field: t("adminVariations.col.manage"),
            name: v.label,
          })}
        />
      </td>
      {cell(v, "stock", "stockQuantity", "adminVariations.col.stock", v.stock, "numeric")}
      <td>
        <select
          name={`v.${v.id}.image`}
          className="admin-input"
          defaultValue={val(v.id, "image", v.image)}
          aria-label={t("adminVariations.field", {
            field: t("adminVariations.col.image"),
            name: v.label,
          })}
        >
          <option value="">{t("adminVariations.image.none")}</option>
          {images.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
        <ErrorText id={`v-${v.id}-image-error`} error={errors[`v${v.id}.imageId`]} />
      </td>
      <td>
        <input
          type="checkbox"
          name={`v.${v.id}.enabled`}
          value="1"
          defaultChecked={checked(v.id, "enabled", v.enabled)}
          aria-label={t("adminVariations.field", {
            field: t("adminVariations.col.enabled"),
            name: v.label,
          })}
        />
      </td>
      <td>
        <button
          type="submit"
          form="v-delete"
          name="variation"
          value={v.id}
          className="admin-button admin-button--quiet"
          formNoValidate
          aria-label={t("adminVariations.deleteNamed", { name: v.label })}
        >
          {t("adminVariations.delete")}
        </button>
      </td>
    </tr>
  );
}

function VariationsTable({
  d,
  errors,
  kept,
}: {
  d: Data;
  errors: Partial<Record<string, MessageKey>>;
  kept: Record<string, string> | undefined;
}) {
  const t = useAdminT();
  if (d.variations.length === 0) return <p className="admin-card">{t("adminVariations.list.none")}</p>;
  return (
    <>
      <Form method="post" id="v-delete">
        <input type="hidden" name="version" value={d.version} />
        <input type="hidden" name="intent" value="delete" />
      </Form>
      <Form
        method="post"
        className="admin-card"
        aria-labelledby="v-list-title"
        key={JSON.stringify(kept ?? d)}
      >
        <h2 id="v-list-title">{t("adminVariations.list.title")}</h2>
        <input type="hidden" name="version" value={d.version} />
        <div className="admin-table-wrap">
          <table className="admin-table admin-variations__table">
            <thead>
              <tr>
                <th scope="col">{t("adminVariations.col.select")}</th>
                <th scope="col">{t("adminVariations.col.variation")}</th>
                <th scope="col">{t("adminVariations.col.price")}</th>
                <th scope="col">{t("adminVariations.col.sale")}</th>
                <th scope="col">{t("adminVariations.col.sku")}</th>
                <th scope="col">{t("adminVariations.col.manage")}</th>
                <th scope="col">{t("adminVariations.col.stock")}</th>
                <th scope="col">{t("adminVariations.col.image")}</th>
                <th scope="col">{t("adminVariations.col.enabled")}</th>
                <th scope="col">{t("adminVariations.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {d.variations.map((v) => (
                <VariationRow key={v.id} v={v} images={d.images} errors={errors} kept={kept} />
              ))}
            </tbody>
          </table>
        </div>
        <button type="submit" name="intent" value="save" className="admin-button">
          {t("adminVariations.save")}
        </button>
      </Form>
    </>
  );
}

function BulkCard({ d, errors }: { d: Data; errors: Partial<Record<string, MessageKey>> }) {
  const t = useAdminT();
  const err = errors.bulk_value ?? errors.bulk;
  const actions = ["price", "setPrice", "sale", "saleClear", "stock", "enable", "disable"] as const;
  return (
    <Form method="post" id="v-bulk" className="admin-card" aria-labelledby="v-bulk-title">
      <h2 id="v-bulk-title">{t("adminVariations.bulk.title")}</h2>
      <input type="hidden" name="version" value={d.version} />
      <div className="admin-field">
        <label htmlFor="v-bulk-action">{t("adminVariations.bulk.action")}</label>
        <select id="v-bulk-action" name="bulk_action" className="admin-input" defaultValue="">
          <option value="">{t("adminVariations.bulk.choose")}</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {t(`adminVariations.bulk.${a}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="v-bulk-value">{t("adminVariations.bulk.value")}</label>
        <input
          id="v-bulk-value"
          name="bulk_value"
          className="admin-input"
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? "v-bulk-error" : undefined}
        />
        <ErrorText id="v-bulk-error" error={err} />
      </div>
      <fieldset>
        <legend>{t("adminVariations.bulk.scope")}</legend>
        <label>
          <input type="radio" name="bulk_scope" value="selected" defaultChecked />{" "}
          {t("adminVariations.bulk.selected")}
        </label>{" "}
        <label>
          <input type="radio" name="bulk_scope" value="all" /> {t("adminVariations.bulk.all")}
        </label>
      </fieldset>
      <button type="submit" name="intent" value="bulk" className="admin-button">
        {t("adminVariations.bulk.submit")}
      </button>
    </Form>
  );
}

export default function Variations({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = actionData as VariationsActionData | undefined;
  const errors: Partial<Record<string, MessageKey>> = result?.outcome === "invalid" ? result.errors : {};
  const kept = result?.outcome === "invalid" ? result.values : undefined;
  return (
    <div className="admin-page admin-variations" aria-busy={busy || undefined}>
      <p className="admin-products__back">
        <Link to={adminPaths.product(d.id)}>← {t("adminVariations.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminVariations.title", { name: d.name })}</h1>
      </div>
      {result?.outcome === "done" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t(result.message, result.params)}
        </p>
      )}
      {result?.outcome === "invalid" && (
        <div className="admin-notice admin-notice--error" role="alert">
          <p>{t("adminVariations.errors")}</p>
          <ul>
            {[...new Set(Object.values(errors))].map((key) => (
              <li key={key}>{t(key!)}</li>
            ))}
          </ul>
        </div>
      )}
      {result?.outcome === "conflict" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminVariations.conflict")}
        </p>
      )}
      <TypeCard d={d} />
      {d.type === "variable" ? (
        <>
          <AttributesCard d={d} errors={errors} />
          <GenerateCard d={d} errors={errors} />
          <VariationsTable d={d} errors={errors} kept={kept} />
          {d.variations.length > 0 && <BulkCard d={d} errors={errors} />}
        </>
      ) : (
        <p className="admin-field__help">{t("adminVariations.type.simpleNote")}</p>
      )}
    </div>
  );
}

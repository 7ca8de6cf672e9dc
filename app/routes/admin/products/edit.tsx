/**
 * `/admin/products/:id/`: the simple product editor (issue 23 item 2, first part): the fields that
 * make "change a price" and "change a stock level" a task of a minute. One form, saved by
 * modules/catalog/product-edit.ts with a version check: when someone else saved meanwhile the
 * owner sees what changed and keeps what they typed. Descriptions, images, categories and
 * variations come in later parts of the issue.
 */
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-products.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { paths } from "#modules/site/paths.ts";
import "#app/styles/admin-products.css";
import {
  ConflictNotice,
  FIELD_OF,
  type FormValues,
  ProductFields,
} from "#app/components/admin/products/editor-fields.tsx";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/edit";
import { DescriptionCard } from "./description-card.tsx";
import { type EditorActionData, loadEditor, productId, saveEditor } from "./edit.server.ts";
import { ImagesCard } from "./images-card.tsx";
import { StockHistoryCard } from "./stock-history-card.tsx";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return loadEditor(services.db, productId(params.id));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return saveEditor(admin, productId(params.id), await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.name ?? "Produkt"} · Produkte · Verwaltung` },
  { name: "robots", content: "noindex" },
];

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const busy = useNavigation().state === "submitting";
  const created = useSearchParams()[0].get("created") === "1";
  const result = actionData as EditorActionData | undefined;
  const kept =
    result && (result.outcome === "invalid" || result.outcome === "conflict") ? result.values : undefined;
  const values: FormValues = kept ?? loaderData.form;
  const errors: Partial<Record<string, MessageKey>> = {};
  if (result?.outcome === "invalid")
    for (const [field, key] of Object.entries(result.errors))
      errors[FIELD_OF[field] ?? field] = key as MessageKey;
  return (
    <div className="admin-page admin-products-editor">
      <p className="admin-products__back">
        <Link to={adminPaths.products}>← {t("adminProducts.editor.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminProducts.editor.title", { name: loaderData.name })}</h1>
        {loaderData.trashed ? null : loaderData.status === "publish" ? (
          <a className="admin-button admin-button--quiet" href={paths.product(loaderData.slug)}>
            {t("adminProducts.view")}
          </a>
        ) : (
          // Drafts, scheduled and private products: the shop shows them to owners only, with a banner.
          <a
            className="admin-button admin-button--quiet"
            href={paths.product(loaderData.slug)}
            aria-label={t("adminProducts.preview.label")}
          >
            {t("adminProducts.preview")}
          </a>
        )}
        <Link
          className="admin-button admin-button--quiet"
          to={`${adminPaths.product(loaderData.id)}variations/`}
        >
          {t("adminProducts.variationsLink")}
        </Link>
      </div>
      {created && !result && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminProducts.new.created")}
        </p>
      )}
      {result?.outcome === "saved" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t(result.changed ? "adminProducts.editor.saved" : "adminProducts.editor.unchanged")}
        </p>
      )}
      {result?.outcome === "invalid" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminProducts.editor.errors")}
        </p>
      )}
      {result?.outcome === "conflict" && <ConflictNotice changes={result.changes} />}
      {loaderData.trashed ? (
        <Form method="post" className="admin-card">
          <p>{t("adminProducts.editor.inTrash")}</p>
          <button type="submit" name="intent" value="restore" className="admin-button">
            {t("adminProducts.restore")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="admin-products-form" key={JSON.stringify(values)} noValidate>
          <input type="hidden" name="version" value={loaderData.version} />
          <input type="hidden" name="seen" value={loaderData.seen} />
          {loaderData.type === "variable" && (
            <p className="admin-notice admin-notice--warning">{t("adminProducts.editor.variableNote")}</p>
          )}
          <ProductFields
            values={values}
            errors={errors}
            simple={loaderData.type === "simple"}
            saleActive={loaderData.saleActive}
            unitPrice={
              loaderData.unitPrice
                ? `${formatPrice(loaderData.unitPrice.cents, lang)} / ${loaderData.unitPrice.reference}`
                : null
            }
          />
          <DescriptionCard values={values} errors={errors} />
          <ImagesCard values={values} errors={errors} pictures={loaderData.pictures} />
          <p className="admin-field__help">{t("adminProducts.editor.laterParts")}</p>
          <div className="admin-products-form__actions">
            <button type="submit" className="admin-button" disabled={busy}>
              {t("adminProducts.editor.save")}
            </button>
          </div>
        </Form>
      )}
      <StockHistoryCard entries={loaderData.stockHistory} />
    </div>
  );
}

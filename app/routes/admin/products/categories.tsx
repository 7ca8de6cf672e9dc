/**
 * `/admin/products/categories/`: the category tree (issue 23 item 3; docs/back-office/categories.md).
 * Reorder and nest by drag and drop or by the move buttons / Alt + arrow keys, each move announced
 * ("Espresso ist jetzt unter Kaffee, Position 2 von 4"); `?edit=ID` opens a category's form (name,
 * slug with a 301 from the old address, description, image, parent, delete); without it the form
 * creates one. Every write is a modules/catalog/taxonomy.ts function.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { CategoryTree } from "#app/components/admin/products/category-tree.tsx";
import { ProductsSubnav } from "#app/components/admin/products/subnav.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-taxonomy.ts";
import { paths } from "#modules/site/paths.ts";
import "#app/styles/admin-taxonomy.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/categories";
import { type CategoriesActionData, categoriesAction, loadCategories } from "./categories.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return loadCategories(services.db, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return categoriesAction(admin, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Kategorien · Produkte · Verwaltung" },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];

const editHref = (id: number) => `${adminPaths.productCategories}?edit=${id}`;

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const result = actionData as CategoriesActionData | undefined;
  const { tree, editing } = loaderData;

  // After a move, the same button of the moved category keeps the focus (the list was re-ordered).
  useEffect(() => {
    if (result?.outcome !== "moved" || !result.move || !tree) return;
    // After the commit that moved the row (a row that changed parent is a new element).
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-move="${result.id}-${result.move}"]`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [result, tree]);

  return (
    <div className="admin-page admin-tax">
      <ProductsSubnav current="categories" />
      <div className="admin-page__head">
        <h1>{t("adminTaxonomy.categories.title")}</h1>
      </div>
      <Outcome result={result} />
      <div className="admin-tax__layout">
        <section className="admin-card admin-tax__tree" aria-labelledby="admin-tax-tree-title">
          <h2 id="admin-tax-tree-title">{t("adminTaxonomy.categories.tree")}</h2>
          <p className="admin-field__help" id="admin-tax-tree-help">
            {t("adminTaxonomy.categories.intro")}
          </p>
          <p className="admin-tax__live" role="status" aria-live="polite" aria-atomic="true">
            {result?.outcome === "moved" ? result.announcement : ""}
          </p>
          <CategoryTree rows={tree} editHref={editHref} selected={editing?.id} />
        </section>
        <CategoryForm
          key={editing ? `${editing.id}-${editing.version}` : "new"}
          loaderData={loaderData}
          result={result}
        />
      </div>
    </div>
  );
}

function Outcome({ result }: { result: CategoriesActionData | undefined }) {
  const t = useAdminT();
  if (!result || result.outcome === "moved") return null;
  if (result.outcome === "invalid")
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {t("adminTaxonomy.errors")}
      </p>
    );
  if (result.outcome === "conflict")
    return (
      <p className="admin-notice admin-notice--warning" role="alert">
        {t("adminTaxonomy.conflict")}
      </p>
    );
  if (result.outcome === "missing")
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {t("adminTaxonomy.notFound")}
      </p>
    );
  if (!("name" in result)) return null;
  const text =
    result.outcome === "deleted"
      ? result.orphans
        ? t("adminTaxonomy.categories.deletedOrphans", { name: result.name, count: result.orphans })
        : t("adminTaxonomy.categories.deleted", { name: result.name })
      : result.outcome === "unchanged"
        ? t("adminTaxonomy.categories.unchanged")
        : t(
            result.outcome === "created"
              ? "adminTaxonomy.categories.created"
              : "adminTaxonomy.categories.saved",
            {
              name: result.name,
            },
          );
  return (
    <p className="admin-notice admin-notice--success" role="status">
      {text}
    </p>
  );
}

function CategoryForm({
  loaderData,
  result,
}: {
  loaderData: LoaderData;
  result: CategoriesActionData | undefined;
}) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const { editing, tree, images } = loaderData;
  const intent = editing ? "update" : "create";
  const kept =
    result && (result.outcome === "invalid" || result.outcome === "conflict") && result.intent === intent
      ? result.values
      : undefined;
  const errors = (result?.outcome === "invalid" && result.intent === intent ? result.errors : {}) as Record<
    string,
    MessageKey
  >;
  const v = {
    name: kept?.name ?? editing?.name ?? "",
    slug: kept?.slug ?? editing?.slug ?? "",
    description: kept?.description ?? editing?.description ?? "",
    parent: kept?.parent ?? String(editing?.parentId ?? ""),
    image: kept?.image ?? String(editing?.imageId ?? ""),
  };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  // A category cannot go under itself or one of its descendants: those are not offered.
  const below = new Set<number>();
  if (editing) {
    below.add(editing.id);
    for (const r of tree) if (r.parentId !== null && below.has(r.parentId)) below.add(r.id);
  }
  const field = (
    name: string,
    label: MessageKey,
    control: (describedBy: string | undefined) => React.ReactNode,
    help?: MessageKey,
  ) => {
    const error = errors[name === "parent" ? "parentId" : name === "image" ? "imageId" : name];
    const ids =
      [help && `cat-${name}-help`, error && `cat-${name}-error`].filter(Boolean).join(" ") || undefined;
    return (
      <div className="admin-field">
        <label htmlFor={`cat-${name}`}>{t(label)}</label>
        {control(ids)}
        {help && (
          <span id={`cat-${name}-help`} className="admin-field__help">
            {t(help)}
          </span>
        )}
        {error && (
          <span id={`cat-${name}-error`} className="admin-field__error">
            {t(error, { id: v.image })}
          </span>
        )}
      </div>
    );
  };
  const invalid = (name: string) => (errors[name] ? true : undefined);
  return (
    <section className="admin-card admin-tax__form" aria-labelledby="admin-tax-form-title">
      <h2 id="admin-tax-form-title" ref={heading} tabIndex={-1}>
        {editing
          ? t("adminTaxonomy.categories.edit", { name: editing.name })
          : t("adminTaxonomy.categories.new")}
      </h2>
      {editing && (
        <p className="admin-tax__links">
          <a href={paths.category(editing.slug)}>{t("adminTaxonomy.categories.view")}</a>
          {" · "}
          <Link to={adminPaths.productCategories}>{t("adminTaxonomy.categories.close")}</Link>
        </p>
      )}
      <Form method="post" noValidate preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        {editing && <input type="hidden" name="version" value={editing.version} />}
        {field("name", "adminTaxonomy.field.name", (d) => (
          <input
            id="cat-name"
            name="name"
            className="admin-input"
            defaultValue={v.name}
            required
            maxLength={200}
            aria-describedby={d}
            aria-invalid={invalid("name")}
          />
        ))}
        {field(
          "slug",
          "adminTaxonomy.field.slug",
          (d) => (
            <input
              id="cat-slug"
              name="slug"
              className="admin-input"
              defaultValue={v.slug}
              maxLength={200}
              aria-describedby={d}
              aria-invalid={invalid("slug")}
              autoCapitalize="none"
              spellCheck={false}
            />
          ),
          "adminTaxonomy.field.slugHelp",
        )}
        {field("parent", "adminTaxonomy.categories.parent", (d) => (
          <select
            id="cat-parent"
            name="parent"
            defaultValue={v.parent}
            aria-describedby={d}
            aria-invalid={invalid("parentId")}
          >
            <option value="">{t("adminTaxonomy.categories.parentNone")}</option>
            {tree
              .filter((r) => !below.has(r.id))
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {`${"– ".repeat(r.depth)}${r.name}`}
                </option>
              ))}
          </select>
        ))}
        {field(
          "description",
          "adminTaxonomy.field.description",
          (d) => (
            <textarea
              id="cat-description"
              name="description"
              className="admin-input"
              rows={4}
              maxLength={5000}
              defaultValue={v.description}
              aria-describedby={d}
              aria-invalid={invalid("description")}
            />
          ),
          "adminTaxonomy.field.descriptionHelp",
        )}
        {field(
          "image",
          "adminTaxonomy.categories.image",
          (d) => (
            <select
              id="cat-image"
              name="image"
              defaultValue={v.image}
              aria-describedby={d}
              aria-invalid={invalid("imageId")}
            >
              <option value="">{t("adminTaxonomy.categories.imageNone")}</option>
              {images.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          ),
          "adminTaxonomy.categories.imageHelp",
        )}
        {editing?.image && (
          <img
            className="admin-tax__image"
            src={editing.image.url}
            alt={editing.image.alt}
            width={96}
            height={96}
          />
        )}
        <div className="admin-tax__actions">
          <button type="submit" className="admin-button" disabled={busy}>
            {editing ? t("adminTaxonomy.categories.save") : t("adminTaxonomy.categories.create")}
          </button>
        </div>
      </Form>
      {editing && (
        <details className="admin-tax__delete">
          <summary>{t("adminTaxonomy.categories.delete")}</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={editing.id} />
            <input type="hidden" name="version" value={editing.version} />
            <p>{t("adminTaxonomy.categories.deleteHelp", { count: editing.count })}</p>
            <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
              {t("adminTaxonomy.categories.deleteConfirm")}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}

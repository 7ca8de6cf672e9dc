/**
 * The categories screen's form: creates a category, or with `?edit=ID` edits one (name, slug,
 * parent, description, image) and offers its deletion. Entered values survive a refused save;
 * the German error texts are tied to their fields by aria-describedby.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { CategoriesActionData } from "#app/routes/admin/products/categories.server.ts";
import type { CategoriesLoaderData } from "#app/routes/admin/products/categories.tsx";
import type { MessageKey } from "#modules/i18n/index.ts";
import { paths } from "#modules/site/paths.ts";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

type Editing = NonNullable<CategoriesLoaderData["editing"]>;
type Values = { name: string; slug: string; description: string; parent: string; image: string };
type Errors = Record<string, MessageKey>;

/** The form's values (those of a refused save first) and its errors, for this form's intent. */
function formState(loaderData: CategoriesLoaderData, result: CategoriesActionData | undefined) {
  const { editing } = loaderData;
  const intent = editing ? "update" : "create";
  const kept =
    result && (result.outcome === "invalid" || result.outcome === "conflict") && result.intent === intent
      ? result.values
      : undefined;
  const errors = (result?.outcome === "invalid" && result.intent === intent ? result.errors : {}) as Errors;
  const values: Values = {
    name: kept?.name ?? editing?.name ?? "",
    slug: kept?.slug ?? editing?.slug ?? "",
    description: kept?.description ?? editing?.description ?? "",
    parent: kept?.parent ?? String(editing?.parentId ?? ""),
    image: kept?.image ?? String(editing?.imageId ?? ""),
  };
  return { intent, errors, values };
}

/** A category cannot go under itself or one of its descendants: those are not offered. */
function selfAndDescendants(editing: Editing | null, tree: CategoriesLoaderData["tree"]) {
  const below = new Set<number>();
  if (editing) {
    below.add(editing.id);
    for (const r of tree) if (r.parentId !== null && below.has(r.parentId)) below.add(r.id);
  }
  return below;
}

/** A labelled field with its help and error texts; the control gets their ids to describe it. */
function CategoryField(props: {
  name: string;
  label: MessageKey;
  help?: MessageKey;
  errors: Errors;
  imageId: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const t = useAdminT();
  const { name, help } = props;
  const error = props.errors[name === "parent" ? "parentId" : name === "image" ? "imageId" : name];
  const ids =
    [help && `cat-${name}-help`, error && `cat-${name}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={`cat-${name}`}>{t(props.label)}</label>
      {props.children(ids)}
      {help && (
        <span id={`cat-${name}-help`} className="admin-field__help">
          {t(help)}
        </span>
      )}
      {error && (
        <span id={`cat-${name}-error`} className="admin-field__error">
          {t(error, { id: props.imageId })}
        </span>
      )}
    </div>
  );
}

function CategoryFields({
  values: v,
  errors,
  parents,
  images,
}: {
  values: Values;
  errors: Errors;
  parents: CategoriesLoaderData["tree"];
  images: CategoriesLoaderData["images"];
}) {
  const t = useAdminT();
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const field = { errors, imageId: v.image };
  return (
    <>
      <CategoryField name="name" label="adminTaxonomy.field.name" {...field}>
        {(d) => (
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
        )}
      </CategoryField>
      <CategoryField
        name="slug"
        label="adminTaxonomy.field.slug"
        help="adminTaxonomy.field.slugHelp"
        {...field}
      >
        {(d) => (
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
        )}
      </CategoryField>
      <CategoryField name="parent" label="adminTaxonomy.categories.parent" {...field}>
        {(d) => (
          <select
            id="cat-parent"
            name="parent"
            defaultValue={v.parent}
            aria-describedby={d}
            aria-invalid={invalid("parentId")}
          >
            <option value="">{t("adminTaxonomy.categories.parentNone")}</option>
            {parents.map((r) => (
              <option key={r.id} value={r.id}>
                {`${"– ".repeat(r.depth)}${r.name}`}
              </option>
            ))}
          </select>
        )}
      </CategoryField>
      <CategoryField
        name="description"
        label="adminTaxonomy.field.description"
        help="adminTaxonomy.field.descriptionHelp"
        {...field}
      >
        {(d) => (
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
        )}
      </CategoryField>
      <CategoryField
        name="image"
        label="adminTaxonomy.categories.image"
        help="adminTaxonomy.categories.imageHelp"
        {...field}
      >
        {(d) => (
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
        )}
      </CategoryField>
    </>
  );
}

function CategoryDelete({ editing, busy }: { editing: Editing; busy: boolean }) {
  const t = useAdminT();
  return (
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
  );
}

export function CategoryForm({
  loaderData,
  result,
}: {
  loaderData: CategoriesLoaderData;
  result: CategoriesActionData | undefined;
}) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const { editing, tree, images } = loaderData;
  const { intent, errors, values } = formState(loaderData, result);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  const below = selfAndDescendants(editing, tree);
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
        <CategoryFields
          values={values}
          errors={errors}
          parents={tree.filter((r) => !below.has(r.id))}
          images={images}
        />
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
      {editing && <CategoryDelete editing={editing} busy={busy} />}
    </section>
  );
}

/**
 * The tags screen's parts: the new-tag form, the open tag's card (rename / slug, merge, delete),
 * the search, the table of tags and the pagination. Every form posts plain values (works without
 * JavaScript); a refused save keeps its entered values and ties its errors to the fields.
 */
import { Form, Link } from "react-router";
import type { TagsActionData } from "#app/routes/admin/products/tags.server.ts";
import type { TagsLoaderData } from "#app/routes/admin/products/tags.tsx";
import type { MessageKey } from "#modules/i18n/index.ts";
import { paths } from "#modules/site/paths.ts";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

type Query = TagsLoaderData["query"];
type Editing = NonNullable<TagsLoaderData["editing"]>;

/** A refused form's errors and entered values (none for the other forms). */
type Feedback = { errors: Record<string, MessageKey>; kept: Record<string, string> | undefined };

export function feedbackFor(result: TagsActionData | undefined, intent: string): Feedback {
  const failed =
    result && (result.outcome === "invalid" || result.outcome === "conflict") ? result : undefined;
  return failed?.intent === intent
    ? { errors: failed.errors as Record<string, MessageKey>, kept: failed.values }
    : { errors: {}, kept: undefined };
}

function tagsHref(q: string, page: number, edit?: number) {
  const p = new URLSearchParams();
  if (q) p.set("q", q);
  if (page > 1) p.set("page", String(page));
  if (edit) p.set("edit", String(edit));
  const s = p.toString();
  return `${adminPaths.productTags}${s ? `?${s}` : ""}`;
}

function TextField(props: {
  id: string;
  name: string;
  label: MessageKey;
  value: string;
  error?: MessageKey;
  help?: MessageKey;
  list?: string;
}) {
  const t = useAdminT();
  const ids = [props.help && `${props.id}-help`, props.error && `${props.id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{t(props.label)}</label>
      <input
        id={props.id}
        name={props.name}
        className="admin-input"
        defaultValue={props.value}
        maxLength={200}
        list={props.list}
        aria-describedby={ids || undefined}
        aria-invalid={props.error ? true : undefined}
      />
      {props.help && (
        <span id={`${props.id}-help`} className="admin-field__help">
          {t(props.help)}
        </span>
      )}
      {props.error && (
        <span id={`${props.id}-error`} className="admin-field__error">
          {t(props.error)}
        </span>
      )}
    </div>
  );
}

/** The hidden fields that name the open tag and the version it was loaded at. */
function TagHidden({ intent, editing }: { intent: string; editing: Editing }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={editing.id} />
      <input type="hidden" name="version" value={editing.version} />
    </>
  );
}

export function TagCreateForm(props: { feedback: Feedback; formKey: string; busy: boolean }) {
  const t = useAdminT();
  const { errors, kept } = props.feedback;
  return (
    <section className="admin-card" aria-labelledby="tag-new-title">
      <h2 id="tag-new-title">{t("adminTaxonomy.tags.new")}</h2>
      <Form method="post" noValidate key={props.formKey}>
        <input type="hidden" name="intent" value="create" />
        <TextField
          id="tag-new-name"
          name="name"
          label="adminTaxonomy.field.name"
          value={kept?.name ?? ""}
          error={errors.name}
        />
        <TextField
          id="tag-new-slug"
          name="slug"
          label="adminTaxonomy.field.slug"
          value={kept?.slug ?? ""}
          error={errors.slug}
        />
        <button type="submit" className="admin-button" disabled={props.busy}>
          {t("adminTaxonomy.tags.create")}
        </button>
      </Form>
    </section>
  );
}

function TagUpdateForm({ editing, feedback, busy }: { editing: Editing; feedback: Feedback; busy: boolean }) {
  const t = useAdminT();
  const { errors, kept } = feedback;
  return (
    <Form method="post" noValidate>
      <TagHidden intent="update" editing={editing} />
      <TextField
        id="tag-edit-name"
        name="name"
        label="adminTaxonomy.field.name"
        value={kept?.name ?? editing.name}
        error={errors.name}
      />
      <TextField
        id="tag-edit-slug"
        name="slug"
        label="adminTaxonomy.field.slug"
        help="adminTaxonomy.field.slugHelp"
        value={kept?.slug ?? editing.slug}
        error={errors.slug}
      />
      <button type="submit" className="admin-button" disabled={busy}>
        {t("adminTaxonomy.categories.save")}
      </button>
    </Form>
  );
}

function TagMergeForm(props: { editing: Editing; suggestions: string[]; feedback: Feedback; busy: boolean }) {
  const t = useAdminT();
  const { editing } = props;
  const error = props.feedback.errors.targetId;
  return (
    <Form method="post" noValidate className="admin-tax__delete">
      <TagHidden intent="merge" editing={editing} />
      <datalist id="tag-names">
        {props.suggestions
          .filter((n) => n !== editing.name)
          .map((n) => (
            <option key={n} value={n} />
          ))}
      </datalist>
      <p className="admin-field__help">{t("adminTaxonomy.tags.mergeHelp", { name: editing.name })}</p>
      <div className="admin-field">
        <label htmlFor="tag-merge-into">{t("adminTaxonomy.tags.mergeInto", { name: editing.name })}</label>
        <input
          id="tag-merge-into"
          name="into"
          className="admin-input"
          list="tag-names"
          defaultValue={props.feedback.kept?.into ?? ""}
          aria-describedby={error ? "tag-merge-error" : undefined}
          aria-invalid={error ? true : undefined}
        />
        {error && (
          <span id="tag-merge-error" className="admin-field__error">
            {t(error)}
          </span>
        )}
      </div>
      <button type="submit" className="admin-button admin-button--quiet" disabled={props.busy}>
        {t("adminTaxonomy.tags.merge")}
      </button>
    </Form>
  );
}

/** The open tag's card: rename and change the slug, merge it into another tag, delete it. */
export function TagEditCard(props: {
  editing: Editing;
  query: Query;
  suggestions: string[];
  update: Feedback;
  merge: Feedback;
  busy: boolean;
}) {
  const t = useAdminT();
  const { editing, query, busy } = props;
  return (
    <section className="admin-card" aria-labelledby="tag-edit-title">
      <h2 id="tag-edit-title">{t("adminTaxonomy.tags.edit", { name: editing.name })}</h2>
      <p className="admin-tax__links">
        <a href={paths.tag(editing.slug)}>{t("adminTaxonomy.categories.view")}</a>
        {" · "}
        <Link to={tagsHref(query.q, query.page)}>{t("adminTaxonomy.categories.close")}</Link>
      </p>
      <TagUpdateForm editing={editing} feedback={props.update} busy={busy} />
      <TagMergeForm editing={editing} suggestions={props.suggestions} feedback={props.merge} busy={busy} />
      <Form method="post" className="admin-tax__delete">
        <TagHidden intent="delete" editing={editing} />
        <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
          {t("adminTaxonomy.tags.deleteNamed", { name: editing.name })}
        </button>
      </Form>
    </section>
  );
}

export function TagSearch({ q }: { q: string }) {
  const t = useAdminT();
  return (
    <Form
      method="get"
      role="search"
      className="admin-card admin-tax-tags__search"
      aria-label={t("adminTaxonomy.tags.search")}
    >
      <div className="admin-field">
        <label htmlFor="tag-q">{t("adminTaxonomy.tags.search")}</label>
        <input id="tag-q" className="admin-input" type="search" name="q" defaultValue={q} maxLength={100} />
      </div>
      <div className="admin-field">
        <button type="submit" className="admin-button">
          {t("adminTaxonomy.tags.searchSubmit")}
        </button>
      </div>
    </Form>
  );
}

export function TagTable(props: {
  rows: TagsLoaderData["rows"];
  query: Query;
  editingId: number | undefined;
}) {
  const t = useAdminT();
  const { query } = props;
  if (props.rows.length === 0) return <p className="admin-card">{t("adminTaxonomy.tags.none")}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="admin-visually-hidden">{t("adminTaxonomy.tags.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("adminTaxonomy.tags.col.name")}</th>
            <th scope="col">{t("adminTaxonomy.tags.col.slug")}</th>
            <th scope="col" className="admin-table__num">
              {t("adminTaxonomy.tags.col.count")}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.id} aria-current={props.editingId === r.id ? "true" : undefined}>
              <td>
                <Link
                  to={tagsHref(query.q, query.page, r.id)}
                  aria-label={t("adminTaxonomy.tags.edit", { name: r.name })}
                >
                  {r.name}
                </Link>
              </td>
              <td>{r.slug}</td>
              <td className="admin-table__num">{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TagPagination({ query, pages }: { query: Query; pages: number }) {
  const t = useAdminT();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
      {query.page > 1 && (
        <Link to={tagsHref(query.q, query.page - 1)} rel="prev" className="admin-button admin-button--quiet">
          {t("admin.pagination.previous")}
        </Link>
      )}
      <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
      {query.page < pages && (
        <Link to={tagsHref(query.q, query.page + 1)} rel="next" className="admin-button admin-button--quiet">
          {t("admin.pagination.next")}
        </Link>
      )}
    </nav>
  );
}

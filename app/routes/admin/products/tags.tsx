/**
 * `/admin/products/tags/`: the product tags (issue 23 item 3; docs/back-office/categories.md):
 * searched and paged in PostgreSQL with their product counts; create, rename, change the slug
 * (301 from the old address), delete, and merge one tag into another. `?edit=ID` opens a tag's
 * forms. Every write is a modules/catalog/taxonomy.ts function.
 */
import { Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { ProductsSubnav } from "#app/components/admin/products/subnav.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-taxonomy.ts";
import { paths } from "#modules/site/paths.ts";
import "#app/styles/admin-taxonomy.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/tags";
import { loadTags, type TagsActionData, tagsAction } from "./tags.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return loadTags(services.db, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return tagsAction(admin, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Schlagwörter · Produkte · Verwaltung" },
  { name: "robots", content: "noindex" },
];

function href(q: string, page: number, edit?: number) {
  const p = new URLSearchParams();
  if (q) p.set("q", q);
  if (page > 1) p.set("page", String(page));
  if (edit) p.set("edit", String(edit));
  const s = p.toString();
  return `${adminPaths.productTags}${s ? `?${s}` : ""}`;
}

function Outcome({ result }: { result: TagsActionData | undefined }) {
  const t = useAdminT();
  if (!result) return null;
  if (result.outcome === "invalid" || result.outcome === "conflict" || result.outcome === "missing")
    return (
      <p
        className={`admin-notice admin-notice--${result.outcome === "conflict" ? "warning" : "error"}`}
        role="alert"
      >
        {t(
          result.outcome === "invalid"
            ? "adminTaxonomy.errors"
            : result.outcome === "conflict"
              ? "adminTaxonomy.conflict"
              : "adminTaxonomy.notFound",
        )}
      </p>
    );
  if (result.outcome === "merged")
    return (
      <p className="admin-notice admin-notice--success" role="status">
        {t("adminTaxonomy.tags.merged", { from: result.from, into: result.into, count: result.count })}
      </p>
    );
  if (!("name" in result)) return null;
  const text =
    result.outcome === "unchanged"
      ? t("adminTaxonomy.categories.unchanged")
      : t(
          result.outcome === "created"
            ? "adminTaxonomy.tags.created"
            : result.outcome === "deleted"
              ? "adminTaxonomy.tags.deleted"
              : "adminTaxonomy.tags.saved",
          { name: result.name },
        );
  return (
    <p className="admin-notice admin-notice--success" role="status">
      {text}
    </p>
  );
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

export default function Tags({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = actionData as TagsActionData | undefined;
  const { query, rows, total, pages, editing, suggestions } = loaderData;
  const failed =
    result && (result.outcome === "invalid" || result.outcome === "conflict") ? result : undefined;
  const errorsFor = (intent: string) =>
    failed?.intent === intent ? (failed.errors as Record<string, MessageKey>) : {};
  const keptFor = (intent: string) => (failed?.intent === intent ? failed.values : undefined);
  const created = keptFor("create");
  const updated = keptFor("update");
  return (
    <div className="admin-page admin-tax">
      <ProductsSubnav current="tags" />
      <div className="admin-page__head">
        <h1>{t("adminTaxonomy.tags.title")}</h1>
        <p className="admin-products__count">
          {total === 1 ? t("adminTaxonomy.tags.totalOne") : t("adminTaxonomy.tags.total", { count: total })}
        </p>
      </div>
      <Outcome result={result} />
      <div className="admin-tax-tags__forms">
        <section className="admin-card" aria-labelledby="tag-new-title">
          <h2 id="tag-new-title">{t("adminTaxonomy.tags.new")}</h2>
          <Form method="post" noValidate key={result?.outcome === "created" ? `c-${result.name}` : "c"}>
            <input type="hidden" name="intent" value="create" />
            <TextField
              id="tag-new-name"
              name="name"
              label="adminTaxonomy.field.name"
              value={created?.name ?? ""}
              error={errorsFor("create").name}
            />
            <TextField
              id="tag-new-slug"
              name="slug"
              label="adminTaxonomy.field.slug"
              value={created?.slug ?? ""}
              error={errorsFor("create").slug}
            />
            <button type="submit" className="admin-button" disabled={busy}>
              {t("adminTaxonomy.tags.create")}
            </button>
          </Form>
        </section>
        {editing && (
          <section
            className="admin-card"
            aria-labelledby="tag-edit-title"
            key={`${editing.id}-${editing.version}`}
          >
            <h2 id="tag-edit-title">{t("adminTaxonomy.tags.edit", { name: editing.name })}</h2>
            <p className="admin-tax__links">
              <a href={paths.tag(editing.slug)}>{t("adminTaxonomy.categories.view")}</a>
              {" · "}
              <Link to={href(query.q, query.page)}>{t("adminTaxonomy.categories.close")}</Link>
            </p>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={editing.id} />
              <input type="hidden" name="version" value={editing.version} />
              <TextField
                id="tag-edit-name"
                name="name"
                label="adminTaxonomy.field.name"
                value={updated?.name ?? editing.name}
                error={errorsFor("update").name}
              />
              <TextField
                id="tag-edit-slug"
                name="slug"
                label="adminTaxonomy.field.slug"
                help="adminTaxonomy.field.slugHelp"
                value={updated?.slug ?? editing.slug}
                error={errorsFor("update").slug}
              />
              <button type="submit" className="admin-button" disabled={busy}>
                {t("adminTaxonomy.categories.save")}
              </button>
            </Form>
            <Form method="post" noValidate className="admin-tax__delete">
              <input type="hidden" name="intent" value="merge" />
              <input type="hidden" name="id" value={editing.id} />
              <input type="hidden" name="version" value={editing.version} />
              <datalist id="tag-names">
                {suggestions
                  .filter((n) => n !== editing.name)
                  .map((n) => (
                    <option key={n} value={n} />
                  ))}
              </datalist>
              <p className="admin-field__help">{t("adminTaxonomy.tags.mergeHelp", { name: editing.name })}</p>
              <div className="admin-field">
                <label htmlFor="tag-merge-into">
                  {t("adminTaxonomy.tags.mergeInto", { name: editing.name })}
                </label>
                <input
                  id="tag-merge-into"
                  name="into"
                  className="admin-input"
                  list="tag-names"
                  defaultValue={keptFor("merge")?.into ?? ""}
                  aria-describedby={errorsFor("merge").targetId ? "tag-merge-error" : undefined}
                  aria-invalid={errorsFor("merge").targetId ? true : undefined}
                />
                {errorsFor("merge").targetId && (
                  <span id="tag-merge-error" className="admin-field__error">
                    {t(errorsFor("merge").targetId!)}
                  </span>
                )}
              </div>
              <button type="submit" className="admin-button admin-button--quiet" disabled={busy}>
                {t("adminTaxonomy.tags.merge")}
              </button>
            </Form>
            <Form method="post" className="admin-tax__delete">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={editing.id} />
              <input type="hidden" name="version" value={editing.version} />
              <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
                {t("adminTaxonomy.tags.deleteNamed", { name: editing.name })}
              </button>
            </Form>
          </section>
        )}
      </div>
      <Form
        method="get"
        role="search"
        className="admin-card admin-tax-tags__search"
        aria-label={t("adminTaxonomy.tags.search")}
      >
        <div className="admin-field">
          <label htmlFor="tag-q">{t("adminTaxonomy.tags.search")}</label>
          <input
            id="tag-q"
            className="admin-input"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
          />
        </div>
        <div className="admin-field">
          <button type="submit" className="admin-button">
            {t("adminTaxonomy.tags.searchSubmit")}
          </button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="admin-card">{t("adminTaxonomy.tags.none")}</p>
      ) : (
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
              {rows.map((r) => (
                <tr key={r.id} aria-current={editing?.id === r.id ? "true" : undefined}>
                  <td>
                    <Link
                      to={href(query.q, query.page, r.id)}
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
      )}
      {pages > 1 && (
        <nav className="admin-pagination" aria-label={t("admin.pagination.label")}>
          {query.page > 1 && (
            <Link to={href(query.q, query.page - 1)} rel="prev" className="admin-button admin-button--quiet">
              {t("admin.pagination.previous")}
            </Link>
          )}
          <span>{t("admin.pagination.status", { page: query.page, pages })}</span>
          {query.page < pages && (
            <Link to={href(query.q, query.page + 1)} rel="next" className="admin-button admin-button--quiet">
              {t("admin.pagination.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

/**
 * `/admin/products/tags/`: the product tags (issue 23 item 3; docs/back-office/categories.md):
 * searched and paged in PostgreSQL with their product counts; create, rename, change the slug
 * (301 from the old address), delete, and merge one tag into another. `?edit=ID` opens a tag's
 * forms. Every write is a modules/catalog/taxonomy.ts function.
 */
import { useNavigation } from "react-router";
import { ProductsSubnav } from "#app/components/admin/products/subnav.tsx";
import {
  feedbackFor,
  TagCreateForm,
  TagEditCard,
  TagPagination,
  TagSearch,
  TagTable,
} from "#app/components/admin/products/tag-parts.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#modules/i18n/messages-admin-taxonomy.ts";
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

export type TagsLoaderData = Route.ComponentProps["loaderData"];

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

export default function Tags({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = actionData as TagsActionData | undefined;
  const { query, rows, total, pages, editing, suggestions } = loaderData;
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
        <TagCreateForm
          feedback={feedbackFor(result, "create")}
          formKey={result?.outcome === "created" ? `c-${result.name}` : "c"}
          busy={busy}
        />
        {editing && (
          <TagEditCard
            key={`${editing.id}-${editing.version}`}
            editing={editing}
            query={query}
            suggestions={suggestions}
            update={feedbackFor(result, "update")}
            merge={feedbackFor(result, "merge")}
            busy={busy}
          />
        )}
      </div>
      <TagSearch q={query.q} />
      <TagTable rows={rows} query={query} editingId={editing?.id} />
      <TagPagination query={query} pages={pages} />
    </div>
  );
}

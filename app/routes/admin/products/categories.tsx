/**
 * `/admin/products/categories/`: the category tree (issue 23 item 3; docs/back-office/categories.md).
 * Reorder and nest by drag and drop or by the move buttons / Alt + arrow keys, each move announced
 * ("Espresso ist jetzt unter Kaffee, Position 2 von 4"); `?edit=ID` opens a category's form (name,
 * slug with a 301 from the old address, description, image, parent, delete); without it the form
 * creates one. Every write is a modules/catalog/taxonomy.ts function.
 */
import { useEffect } from "react";
import { adminPaths } from "#app/components/admin/paths.ts";
import { CategoryForm } from "#app/components/admin/products/category-form.tsx";
import { CategoryTree } from "#app/components/admin/products/category-tree.tsx";
import { ProductsSubnav } from "#app/components/admin/products/subnav.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#modules/i18n/messages-admin-taxonomy.ts";
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

export type CategoriesLoaderData = Route.ComponentProps["loaderData"];

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

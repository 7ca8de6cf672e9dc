/** The products section's own tabs: the list, the categories and the tags. */
import { Link } from "react-router";
import "#modules/i18n/messages-admin-taxonomy.ts";
import "#app/styles/admin-taxonomy.css";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

export function ProductsSubnav({ current }: { current: "products" | "categories" | "tags" }) {
  const t = useAdminT();
  const items = [
    { id: "products", href: adminPaths.products, label: t("admin.nav.products") },
    { id: "categories", href: adminPaths.productCategories, label: t("adminTaxonomy.nav.categories") },
    { id: "tags", href: adminPaths.productTags, label: t("adminTaxonomy.nav.tags") },
  ] as const;
  return (
    <nav className="admin-subnav" aria-label={t("adminTaxonomy.nav.label")}>
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <Link to={i.href} aria-current={i.id === current ? "page" : undefined}>
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

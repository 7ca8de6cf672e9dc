import { Link } from "react-router";
import { useT } from "#app/hooks/use-t.ts";
import type { PageWindow } from "#modules/catalog/listing.ts";

/** Page links `/shop/page/N/` keeping the query (sort order); page 1 is the base path. */
export function Pagination({ win, basePath, search }: { win: PageWindow; basePath: string; search: string }) {
  const t = useT();
  if (win.pages <= 1) return null;
  const href = (n: number) => `${n === 1 ? basePath : `${basePath}page/${n}/`}${search}`;
  return (
    <nav className="woocommerce-pagination" aria-label={t("shop.pagination")}>
      <ul className="page-numbers">
        {win.page > 1 ? (
          <li>
            <Link className="prev page-numbers" to={href(win.page - 1)} aria-label={t("shop.prev")}>
              ←
            </Link>
          </li>
        ) : null}
        {Array.from({ length: win.pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === win.page ? (
              <span aria-current="page" className="page-numbers current">
                <span className="screen-reader-text">{t("shop.page", { page: "" })}</span>
                {n}
              </span>
            ) : (
              <Link className="page-numbers" to={href(n)} aria-label={t("shop.page", { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {win.page < win.pages ? (
          <li>
            <Link className="next page-numbers" to={href(win.page + 1)} aria-label={t("shop.next")}>
              →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

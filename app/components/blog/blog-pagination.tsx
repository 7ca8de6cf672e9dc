import "#modules/i18n/messages-blog.ts";
import { Link } from "react-router";
import { useT } from "#app/hooks/use-t.ts";
import { pagedPath } from "#modules/blog/paths.ts";

/** Real page links (`…/page/N/`), always rendered, also under the infinite scroll. */
export function BlogPagination({ page, pages, basePath }: { page: number; pages: number; basePath: string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="navigation posts-navigation" aria-label={t("blog.pagination")}>
      <ul className="page-numbers">
        {page > 1 ? (
          <li>
            <Link className="prev page-numbers" rel="prev" to={pagedPath(basePath, page - 1)}>
              {t("blog.prevPage")}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="page-numbers current">
                <span className="screen-reader-text">{t("blog.pageLink", { page: "" })}</span>
                {n}
              </span>
            ) : (
              <Link
                className="page-numbers"
                to={pagedPath(basePath, n)}
                aria-label={t("blog.pageLink", { page: n })}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link className="next page-numbers" rel="next" to={pagedPath(basePath, page + 1)}>
              {t("blog.nextPage")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

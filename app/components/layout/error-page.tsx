import { Link } from "react-router";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { localePath, paths } from "#modules/site/paths.ts";

type Kind = "notFound" | "formRemoved" | "server" | "unavailable";

const TEXT = {
  notFound: ["error.notFoundTitle", "error.notFoundText"],
  // 410: a form the owner removed while the visitor filled it in (the only 410 page).
  formRemoved: ["error.formRemovedTitle", "error.formRemovedText"],
  server: ["error.serverTitle", "error.serverText"],
  unavailable: ["error.unavailableTitle", "error.unavailableText"],
} as const;

export function ErrorPage({ kind }: { kind: Kind }) {
  const t = useT();
  const lang = useLang();
  const [title, text] = TEXT[kind];
  return (
    <div className="container narrow error-page">
      <title>{t(title)}</title>
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      <p className="error-page__links">
        <Link className="button" to={localePath(lang, paths.shop)}>
          {t("error.toShop")}
        </Link>
        <Link className="button button--ghost" to={localePath(lang, paths.home)}>
          {t("error.toHome")}
        </Link>
      </p>
    </div>
  );
}

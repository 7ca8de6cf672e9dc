import { data } from "react-router";
import { getPage } from "../../../modules/content/index.ts";
import { contentWithForms } from "../../../modules/forms/content-forms.ts";
import { FormView } from "../../components/forms/form-view.tsx";
import { useRootFormEnv } from "../../components/forms/root-form-env.ts";
import { RouteErrorBoundary } from "../../components/layout/route-error-boundary.tsx";
import { requestStateContext, servicesContext } from "../../context.ts";
import type { Route } from "./+types/page";

/** Pages by slug (`/impressum/`, `/en/impressum/`); anything else is the German 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  const slug = (params["*"] ?? "").replace(/\/+$/, "");
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw data(null, { status: 404 });
  const page = await getPage(db, slug, lang);
  if (!page) throw data(null, { status: 404 });
  // Forms placed with [ninja_form id=ID] render in place (issue 6).
  const parts = await contentWithForms(db, page.content, lang);
  return { page: { ...page, content: "" }, parts };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, parts } = loaderData;
  const env = useRootFormEnv();
  return (
    <article className="container narrow page-content">
      <title>{page.title}</title>
      <h1>{page.title}</h1>
      {parts.map((part) =>
        "html" in part ? (
          <div key={part.key} className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <FormView key={part.key} form={part.form} env={env} />
        ),
      )}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

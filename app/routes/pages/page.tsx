import { data } from "react-router";
import { getPage } from "../../../modules/content/index.ts";
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
  return { page };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="container narrow page-content">
      <title>{page.title}</title>
      <h1>{page.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

import { data } from "react-router";
import { getPage } from "../../../modules/content/index.ts";
import { contentWithForms } from "../../../modules/forms/content-forms.ts";
import { prefillForm } from "../../../modules/forms/submission/prefill.ts";
import { FormPostResult } from "../../components/forms/form-post-result.tsx";
import { FormView } from "../../components/forms/form-view.tsx";
import { useRootFormEnv } from "../../components/forms/root-form-env.ts";
import { RouteErrorBoundary } from "../../components/layout/route-error-boundary.tsx";
import { requestStateContext, servicesContext } from "../../context.ts";
import { newViewToken, submitFormPost } from "../forms/submit.server.ts";
import type { Route } from "./+types/page";

/** Pages by slug (`/impressum/`, `/en/impressum/`); anything else is the German 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  const slug = (params["*"] ?? "").replace(/\/+$/, "");
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw data(null, { status: 404 });
  const page = await getPage(db, slug, lang);
  if (!page) throw data(null, { status: 404 });
  // Forms placed with [ninja_form id=ID] render in place (issue 6), each with its view token.
  const parts = (await contentWithForms(db, page.content, lang)).map((p) =>
    "form" in p ? { ...p, viewToken: newViewToken() } : p,
  );
  return { page: { ...page, content: "" }, parts };
}

/** A form in the content posted without JavaScript (see forms/submit.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFormPost(request, context);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { page, parts } = loaderData;
  const env = useRootFormEnv();
  return (
    <article className="container narrow page-content">
      <title>{page.title}</title>
      <h1>{page.title}</h1>
      {parts.map((part) => {
        if ("html" in part)
          return <div key={part.key} className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />;
        const posted = actionData?.formId === part.form.id ? actionData : undefined;
        return (
          <div key={part.key} className="nf-form-slot">
            {posted ? <FormPostResult form={part.form} result={posted} /> : null}
            {posted?.hide ? null : (
              <FormView
                key={posted ? "posted" : "form"}
                form={posted ? prefillForm(part.form, posted.values) : part.form}
                viewToken={"viewToken" in part ? part.viewToken : undefined}
                env={env}
              />
            )}
          </div>
        );
      })}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

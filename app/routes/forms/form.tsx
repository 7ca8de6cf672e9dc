import { data } from "react-router";
import { FormPostResult } from "#app/components/forms/form-post-result.tsx";
import { FormView } from "#app/components/forms/form-view.tsx";
import { useRootFormEnv } from "#app/components/forms/root-form-env.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { runtimeWithCaptcha } from "#modules/forms/captcha/page.ts";
import { toRuntimeForm } from "#modules/forms/runtime.ts";
import { getForm } from "#modules/forms/store.ts";
import { prefillForm } from "#modules/forms/submission/prefill.ts";
import "#modules/i18n/messages-form-page.ts"; // the 410 page's texts
import type { Route } from "./+types/form";
import { newViewToken, submitFormPost } from "./submit.server.ts";

/** `/forms/ID/`: a form on its own page (for testing and linking); closed forms are 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  const id = params.id ?? "";
  if (!/^[0-9]{1,9}$|^[a-z0-9][a-z0-9_-]{0,80}$/.test(id)) throw data(null, { status: 404 });
  const stored = await getForm(db, id);
  if (stored?.status !== "publish") throw data(null, { status: 404 });
  const form = toRuntimeForm({ id: stored.id, settings: stored.settings, fields: stored.fields }, lang);
  return { form: await runtimeWithCaptcha(db, form), viewToken: newViewToken() };
}

/** The no-JS POST of the form (see submit.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFormPost(request, context);
}

/** For search snippets: the title and what the form asks for (its first field labels). */
function formDescription(title: string, fields: readonly { type: string; label: string }[]): string {
  const asked = fields
    .filter(
      (f) => f.label.trim() && !["submit", "hidden", "hr", "html", "spam", "recaptcha"].includes(f.type),
    )
    .slice(0, 6)
    .map((f) => f.label.trim());
  return (asked.length ? `${title}: ${asked.join(", ")}` : title).slice(0, 160);
}

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, viewToken } = loaderData;
  const env = useRootFormEnv();
  const posted = actionData?.formId === form.id ? actionData : undefined;
  const shown = posted ? prefillForm(form, posted.values) : form;
  return (
    <article className="container narrow page-content form-page">
      <title>{form.settings.title}</title>
      <meta name="description" content={formDescription(form.settings.title, form.fields)} />
      <h1>{form.settings.title}</h1>
      {posted ? <FormPostResult form={form} result={posted} /> : null}
      {posted?.hide ? null : (
        <FormView
          key={posted ? `posted-${viewToken}` : "form"}
          form={{ ...shown, settings: { ...shown.settings, show_title: false } }}
          viewToken={viewToken}
          env={env}
        />
      )}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

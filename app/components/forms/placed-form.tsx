import type { RuntimeForm } from "#modules/forms/engine/types.ts";
import { prefillForm } from "#modules/forms/submission/prefill.ts";
import { FormPostResult, type FormPostView } from "./form-post-result.tsx";
import { FormView } from "./form-view.tsx";
import { useRootFormEnv } from "./root-form-env.ts";

/**
 * A form placed in a page's or post's content (`[ninja_form id=ID]`), with the answer to its
 * no-JS post when it was the one sent. Blog posts load it lazily (most hold no form, and the form
 * engine is ~27 kB of a post's first visit).
 */
export default function PlacedForm({
  form,
  sent,
  viewToken,
}: {
  form: RuntimeForm;
  /** The page's answer to a no-JS post of this form (`FormPostResult` of routes/forms/submit.server.ts). */
  sent: (FormPostView & { hide: boolean; values: Parameters<typeof prefillForm>[1] }) | undefined;
  viewToken: string | undefined;
}) {
  const env = useRootFormEnv();
  return (
    <div className="nf-form-slot">
      {sent ? <FormPostResult form={form} result={sent} /> : null}
      {sent?.hide ? null : (
        <FormView
          key={sent ? "posted" : "form"}
          form={sent ? prefillForm(form, sent.values) : form}
          viewToken={viewToken}
          env={env}
        />
      )}
    </div>
  );
}

/**
 * What a form's page shows after a no-JS POST (app/routes/forms/submit.server.ts): the success
 * message (sanitised HTML from the server), or an error summary with a link to each field and the
 * form errors. The form itself is rendered again by FormView with the posted values.
 */
import type { RuntimeForm } from "#modules/forms/engine/types.ts";

export type FormPostView = {
  formId: number;
  accepted: boolean;
  successMessage?: string;
  fieldErrors: Record<string, string>;
  formErrors: Record<string, string>;
};

export function FormPostResult({ form, result }: { form: RuntimeForm; result: FormPostView }) {
  if (result.accepted) {
    return result.successMessage ? (
      <div
        className="nf-nojs-response"
        role="status"
        dangerouslySetInnerHTML={{ __html: result.successMessage }}
      />
    ) : null;
  }
  const fields = Object.entries(result.fieldErrors);
  const formErrors = Object.entries(result.formErrors);
  return (
    <div className="nf-nojs-errors woocommerce-error" role="alert">
      <ul>
        {fields.length > 0 ? (
          <li className="nf-error-field-errors">{form.messages.formErrorsCorrectErrors}</li>
        ) : null}
        {fields.map(([id, message]) => {
          const f = form.fields.find((x) => String(x.id) === id);
          return (
            <li key={id} className="nf-error-msg">
              <a href={`#nf-field-${id}`}>{f?.label ?? id}</a>: {message}
            </li>
          );
        })}
        {formErrors.map(([id, message]) => (
          <li key={id} className={`nf-error-msg nf-error-${id}`}>
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an account form's action answers when it does not redirect (no framework types). */
export type FormFailure = {
  /** Which form on the page failed (login and registration share one page). */
  form: string;
  /** Translated messages; `field` is the input's id/name, "" for the form as a whole. */
  errors: { field: string; message: string }[];
  /** The submitted values to show again (never passwords). */
  values: Record<string, string>;
  /** A fresh nonce when the old one was refused (the page's loader may not run again). */
  nonce?: string;
};

export function isFormFailure(value: unknown, form: string): value is FormFailure {
  return typeof value === "object" && value !== null && (value as FormFailure).form === form;
}

export function fieldError(failure: FormFailure | undefined, field: string): string | undefined {
  return failure?.errors.find((e) => e.field === field)?.message;
}

import { type FormsMessageKey, translateForms } from "#modules/forms/messages.ts";
import { useFormEnv } from "./form-env.ts";

/** The form runtime's texts for the form's language (see modules/forms/messages.ts). */
export function useFormsT(): (key: FormsMessageKey, params?: Record<string, string | number>) => string {
  const { lang } = useFormEnv();
  return (key, params) => translateForms(lang, key, params);
}

import { type FormsMessageKey, translateForms } from "../../../modules/forms/messages.ts";
import { useLang } from "../../hooks/use-t.ts";

/** The form runtime's texts for the page's language (see modules/forms/messages.ts). */
export function useFormsT(): (key: FormsMessageKey, params?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, params) => translateForms(lang, key, params);
}

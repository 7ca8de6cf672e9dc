import { useLocation } from "react-router";
import { type Lang, langFromPath, type MessageKey, translate } from "#modules/i18n/index.ts";

export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The message catalogue for the page's language. */
export function useT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, params) => translate(lang, key, params);
}

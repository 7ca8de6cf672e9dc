import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root-data.server.ts";
import { LEGAL_PAGE_FALLBACK, type LegalPage } from "#modules/legal/page-kinds.ts";
import { localePath } from "#modules/site/paths.ts";
import { useLang } from "./use-t.ts";

/** A legal page's path in the page's language: the page chosen in Einstellungen → Rechtliches. */
export function useLegalPath(page: LegalPage): string {
  const lang = useLang();
  const root = useRouteLoaderData<RootData>("root");
  return localePath(lang, root?.legalPaths[page] ?? LEGAL_PAGE_FALLBACK[page]);
}

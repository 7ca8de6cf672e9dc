import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root-data.server.ts";
import type { LegalPage } from "#modules/legal/page-kinds.ts";
import { localePath } from "#modules/site/paths.ts";
import { useLang } from "./use-t.ts";

/**
 * A legal page's path in the page's language: the page chosen in Einstellungen → Rechtliches (the
 * root loader resolves it on every page; without root data, the home page).
 */
export function useLegalPath(page: LegalPage): string {
  const lang = useLang();
  return localePath(lang, useRouteLoaderData<RootData>("root")?.legalPaths[page] ?? "/");
}

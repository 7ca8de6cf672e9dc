import { useRouteLoaderData } from "react-router";
import { useLang } from "#app/hooks/use-t.ts";
import type { RootData } from "#app/root-data.server.ts";
import type { FormEnv } from "./form-env.ts";

/** The form environment of a page route, from the URL and the root loader. */
export function useRootFormEnv(): FormEnv {
  const lang = useLang();
  const root = useRouteLoaderData<RootData>("root");
  return {
    lang,
    userId: root?.userId ?? 0,
    restRoot: root?.params.rest.root ?? "/wp-json/",
    ajaxUrl: root?.params.ajax_url ?? "/wp-admin/admin-ajax.php",
  };
}

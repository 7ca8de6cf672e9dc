import { useEffect } from "react";
import type { ApiRequest } from "../../lib/api-fetch.ts";

type PageApi = {
  apiFetch<T = unknown>(req: ApiRequest): Promise<T>;
  uploadMedia<T = unknown>(body: FormData): Promise<T>;
};

declare global {
  interface Window {
    /** Our REST client for scripts on the page (as WordPress's `wp.apiFetch`), loaded on first use. */
    ladenApi?: PageApi;
  }
}

/** Installs `window.ladenApi`; the client's code loads only when a script first calls it. */
export function PageApi() {
  useEffect(() => {
    const load = () => import("../../lib/api-fetch-page.ts").then((m) => m.pageApiClient(document));
    window.ladenApi = {
      apiFetch: (req) => load().then((c) => c.apiFetch(req)),
      uploadMedia: (body) => load().then((c) => c.uploadMedia(body)),
    };
    document.documentElement.dataset.ladenApi = "ready";
  }, []);
  return null;
}

/** The page's REST client, from the page parameters (REST root and nonce, ajax URL, language). */
import { type ApiClient, createApiClient } from "./api-fetch.ts";
import { readPageParams } from "./page-params.ts";

let client: ApiClient | undefined;

export function pageApiClient(doc: Document = document): ApiClient {
  if (!client) {
    const params = readPageParams(doc);
    client = createApiClient({
      root: params?.rest.root ?? "/wp-json/",
      nonce: params?.rest.nonce ?? "",
      ajaxUrl: params?.ajax_url ?? "/wp-admin/admin-ajax.php",
      lang: params?.lang ?? "de",
    });
  }
  return client;
}

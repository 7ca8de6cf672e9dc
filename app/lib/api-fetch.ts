/**
 * Our front end's REST client, with WordPress api-fetch's contract (glossary G2): requests go to
 * the REST root with the `X-WP-Nonce` header; PATCH, PUT and DELETE travel as POST with
 * `X-HTTP-Method-Override`; `per_page: -1` fetches every page of 100 (following `Link rel=next`);
 * on `rest_cookie_invalid_nonce` a fresh nonce is fetched from `admin-ajax.php?action=rest-nonce`
 * and the request is retried once; failures become `fetch_error`, `invalid_json` or
 * `unknown_error`; every request carries the page's `lang` (two languages are active).
 * Media uploads retry the sub-sizes up to 5 times, then delete the item (`post_process`).
 */
import type { Lang } from "#modules/i18n/index.ts";
import { type ConsentMessageKey, consentText } from "#modules/i18n/messages-consent.ts";

export const PER_PAGE_ALL_BATCH = 100;
export const MEDIA_POST_PROCESS_RETRIES = 5;

export type ApiError = {
  code: string;
  message: string;
  data?: { status?: number } & Record<string, unknown>;
};

export type ApiRequest = {
  /** Relative to the REST root: "wp/v2/pages?per_page=-1". */
  path: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  data?: unknown;
  /** Sent as is (FormData for uploads). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** false: answer the Response itself (errors still throw). */
  parse?: boolean;
};

export type ApiClientOptions = {
  root: string;
  nonce: string;
  /** admin-ajax.php; the fresh nonce comes from `?action=rest-nonce`. */
  ajaxUrl: string;
  lang: Lang;
  fetch?: typeof fetch;
};

export class ApiFetchError extends Error implements ApiError {
  readonly code: string;
  readonly data?: ApiError["data"];
  constructor(error: ApiError) {
    super(error.message);
    this.name = "ApiFetchError";
    this.code = error.code;
    this.data = error.data;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let nonce = options.nonce;
  const text = (key: ConsentMessageKey) => consentText(options.lang, key);
  const fail = (code: string, key: ConsentMessageKey, data?: ApiError["data"]) =>
    new ApiFetchError({ code, message: text(key), data });

  function url(path: string): string {
    return withLang(options.root.replace(/\/?$/, "/") + path.replace(/^\//, ""));
  }

  /** The page's `lang` on every request (spec §7), also on URLs the server hands out (Link: next). */
  function withLang(target: string): string {
    const u = new URL(target, "http://x");
    if (!u.searchParams.has("lang")) u.searchParams.set("lang", options.lang);
    return /^https?:/.test(target) ? u.href : u.pathname + u.search;
  }

  async function send(req: ApiRequest, target: string): Promise<Response> {
    const method = req.method ?? (req.data !== undefined || req.body !== undefined ? "POST" : "GET");
    const headers: Record<string, string> = { Accept: "application/json", ...req.headers };
    if (nonce) headers["X-WP-Nonce"] = nonce;
    let sendMethod: string = method;
    if (method === "PUT" || method === "PATCH" || method === "DELETE") {
      headers["X-HTTP-Method-Override"] = method;
      sendMethod = "POST";
    }
    let body: BodyInit | undefined = req.body;
    if (req.data !== undefined) {
      body = JSON.stringify(req.data);
      headers["Content-Type"] = "application/json";
    }
    try {
      return await doFetch(target, { method: sendMethod, headers, body, credentials: "same-origin" });
    } catch {
      throw fail("fetch_error", "rest.fetch_error");
    }
  }

  async function errorOf(res: Response): Promise<ApiFetchError> {
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      return fail("invalid_json", "rest.invalid_json", { status: res.status });
    }
    const e = body as Partial<ApiError> | null;
    if (e && typeof e.code === "string" && typeof e.message === "string")
      return new ApiFetchError(e as ApiError);
    return fail("unknown_error", "rest.unknown_error", { status: res.status });
  }

  async function refreshNonce(): Promise<void> {
    const res = await doFetch(`${options.ajaxUrl}?action=rest-nonce`, { credentials: "same-origin" }).catch(
      () => {
        throw fail("fetch_error", "rest.fetch_error");
      },
    );
    if (!res.ok) throw await errorOf(res);
    nonce = (await res.text()).trim();
  }

  /** One request, with the nonce refresh and one retry. */
  async function request(req: ApiRequest, target = url(req.path)): Promise<Response> {
    let res = await send(req, target);
    if (res.status === 403) {
      const err = await errorOf(res.clone());
      if (err.code === "rest_cookie_invalid_nonce") {
        await refreshNonce();
        res = await send(req, target);
      }
    }
    if (!res.ok) throw await errorOf(res);
    return res;
  }

  async function parse(res: Response): Promise<unknown> {
    if (res.status === 204) return null;
    try {
      return await res.json();
    } catch {
      throw fail("invalid_json", "rest.invalid_json", { status: res.status });
    }
  }

  /** `per_page=-1`: pages of 100, following Link rel=next, concatenated. */
  async function all(req: ApiRequest): Promise<unknown[]> {
    const first = new URL(url(req.path), "http://x");
    first.searchParams.set("per_page", String(PER_PAGE_ALL_BATCH));
    let next: string | undefined = first.pathname + first.search;
    const items: unknown[] = [];
    while (next) {
      const res = await request({ ...req, method: "GET" }, next);
      const page = await parse(res);
      if (!Array.isArray(page)) return page as unknown[];
      items.push(...page);
      const link = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
      next = link ? withLang(link) : undefined;
    }
    return items;
  }

  async function apiFetch<T = unknown>(req: ApiRequest): Promise<T> {
    const perPage = new URL(req.path, "http://x").searchParams.get("per_page");
    if (perPage === "-1" && (req.method ?? "GET") === "GET") return (await all(req)) as T;
    const res = await request(req);
    return (req.parse === false ? res : await parse(res)) as T;
  }

  /**
   * An upload to `wp/v2/media`. A 5xx carrying `X-WP-Upload-Attachment-Id` means the item exists
   * but its sub-sizes failed: post-process is tried up to 5 times, then the item is deleted and
   * the upload fails with `post_process`.
   */
  async function uploadMedia<T = unknown>(body: FormData): Promise<T> {
    const target = url("wp/v2/media");
    let res = await send({ path: "wp/v2/media", method: "POST", body }, target);
    if (res.status === 403 && (await errorOf(res.clone())).code === "rest_cookie_invalid_nonce") {
      await refreshNonce();
      res = await send({ path: "wp/v2/media", method: "POST", body }, target);
    }
    const id = res.headers.get("x-wp-upload-attachment-id");
    if (res.status >= 500 && res.status < 600 && id) {
      for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_RETRIES; attempt++) {
        try {
          return (await apiFetch<T>({
            path: `wp/v2/media/${id}/post-process`,
            method: "POST",
            data: { action: "create-image-subsizes" },
          })) as T;
        } catch {}
      }
      await apiFetch({ path: `wp/v2/media/${id}?force=true`, method: "DELETE" }).catch(() => {});
      throw fail("post_process", "rest.post_process");
    }
    if (!res.ok) throw await errorOf(res);
    return (await parse(res)) as T;
  }

  return {
    apiFetch,
    uploadMedia,
    get nonce() {
      return nonce;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

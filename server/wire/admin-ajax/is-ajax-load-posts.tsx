/**
 * `POST /wp-admin/admin-ajax.php` with `action=is_ajax_load_posts` (Ivory Search's live search,
 * spec §7 call 3, glossary E2/E3). Fields: the serialized search form (`s`, `id`), `page` (1 for
 * the first page), `security` (nonce `is-ajax-search-nonce`, checked by the dispatcher: a failed
 * one is 403 with a short text), optionally `lang` (`de`, `en`).
 *
 * Answers `text/html`: the result list and the details panel of glossary E3 (see
 * app/components/search/ajax-results.tsx). Errors answer a short HTML message with a stable code
 * in `data-code`: 400 `search_form_missing` (no `id`), 404 `search_form_not_found`,
 * 400 `search_query_too_long` (over MAX_QUERY_LENGTH), 400 `search_page_invalid`.
 * A query shorter than the form's minimum answers "nothing found" without searching.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AjaxSearchAnswer, type AjaxSearchView } from "#app/components/search/ajax-results.tsx";
import type { Lang } from "#modules/i18n/index.ts";
import { type SearchTextKey, searchText } from "#modules/i18n/messages-search.ts";
import { legalPagePaths } from "#modules/legal/pages.ts";
import { findSearchForm } from "#modules/search/forms.ts";
import { MAX_QUERY_LENGTH } from "#modules/search/query.ts";
import { loadResults } from "#modules/search/results.ts";
import { search } from "#modules/search/store.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { localePath } from "#modules/site/paths.ts";
import { field, type WireHandler } from "../types.ts";

/** The last results page a request may ask for. */
export const MAX_SEARCH_PAGE = 1000;

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": NO_STORE_VALUE },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function error(
  lang: Lang,
  code: string,
  key: SearchTextKey,
  status: number,
  params?: Record<string, string | number>,
) {
  return html(
    `<div class="is-ajax-search-error" role="alert" data-code="${code}">${escapeHtml(searchText(lang, key, params))}</div>`,
    status,
  );
}

export function renderAjaxSearch(view: AjaxSearchView, lang: Lang): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[localePath(lang, "/")]}>
      <AjaxSearchAnswer view={view} />
    </MemoryRouter>,
  );
}

export const isAjaxLoadPosts: WireHandler = {
  methods: ["POST"],
  nonce: { action: NONCE_ACTIONS.search, field: "security", answer: "html" },
  async handle(req) {
    const { db } = req.services;
    // admin-ajax.php has no language in its path: the page sends its `lang` (German Market's
    // convention, glossary B12); English pages get English texts and English pages found.
    const asked = field(req.fields, "lang");
    const lang: Lang = asked === "en" || asked === "de" ? asked : req.lang;
    const rawId = field(req.fields, "id");
    if (rawId === undefined || rawId.trim() === "")
      return error(lang, "search_form_missing", "search.error.formMissing", 400);
    const query = field(req.fields, "s") ?? "";
    if (query.length > MAX_QUERY_LENGTH) {
      return error(lang, "search_query_too_long", "search.error.tooLong", 400, { max: MAX_QUERY_LENGTH });
    }
    const rawPage = field(req.fields, "page") ?? "1";
    const page = /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : Number.NaN;
    if (!(page >= 1 && page <= MAX_SEARCH_PAGE))
      return error(lang, "search_page_invalid", "search.error.page", 400);

    const settings = await getSettings(db);
    const form = /^\d{1,7}$/.test(rawId.trim())
      ? findSearchForm(settings["search.forms"], Number(rawId))
      : undefined;
    if (!form) return error(lang, "search_form_not_found", "search.error.formNotFound", 404);

    const base = {
      formId: form.id,
      page,
      perPage: form.postsPerPage,
      showMore: form.showMore,
      details: form.details,
      shippingPath: (await legalPagePaths(db, settings)).shipping,
    };
    if (query.trim().length < form.minChars) {
      return html(
        renderAjaxSearch({ ...base, words: [], items: [], terms: [], total: 0, capped: false }, lang),
      );
    }
    const result = await search(db, {
      query,
      lang,
      kinds: form.includes,
      page,
      perPage: form.postsPerPage,
      withTerms: form.terms,
      shopHidden: settings["shop.comingSoon"],
    });
    const loaded = await loadResults(db, result, { details: form.details, lang });
    return html(
      renderAjaxSearch(
        {
          ...base,
          words: result.words,
          items: loaded.items,
          terms: loaded.terms,
          total: result.total,
          capped: result.capped,
        },
        lang,
      ),
    );
  },
};

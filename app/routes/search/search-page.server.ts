/** The search results page `/?s=` (also `/en/?s=`): the full results, paginated with `paged`. */
import type { Lang } from "#modules/i18n/index.ts";
import {
  findSearchForm,
  placedSearchForm,
  type SearchFormView,
  searchFormView,
} from "#modules/search/forms.ts";
import { MAX_QUERY_LENGTH } from "#modules/search/query.ts";
import { type ItemResult, loadResults, type TermResult } from "#modules/search/results.ts";
import { search } from "#modules/search/store.ts";
import { getSettings } from "#modules/settings/index.ts";
import type { AppServices } from "#server/services.ts";

export type SearchPageData = {
  query: string;
  page: number;
  pages: number;
  total: number;
  capped: boolean;
  /** The query is shorter than the form's minimum: nothing was searched. */
  tooShort: number | null;
  items: ItemResult[];
  terms: TermResult[];
  words: string[];
  form: SearchFormView;
};

export async function loadSearchPage(services: AppServices, lang: Lang, url: URL): Promise<SearchPageData> {
  const { db } = services;
  const settings = await getSettings(db);
  const forms = settings["search.forms"];
  const pageForm = placedSearchForm(forms, settings["search.pageFormId"]);
  // The form the visitor used (its `id`) decides what is searched; the page form how it is shown.
  const used = findSearchForm(forms, Number(url.searchParams.get("id"))) ?? pageForm;
  const query = (url.searchParams.get("s") ?? "").slice(0, MAX_QUERY_LENGTH);
  const pagedParam = Number(url.searchParams.get("paged") ?? "1");
  const page = Number.isInteger(pagedParam) && pagedParam >= 1 && pagedParam <= 1000 ? pagedParam : 1;
  const perPage = pageForm.postsPerPage;
  const empty = { query, page, pages: 0, total: 0, capped: false, items: [], terms: [], words: [] };
  const form = searchFormView(pageForm, lang);
  if (query.trim().length < pageForm.minChars) {
    return { ...empty, tooShort: query.trim() === "" ? null : pageForm.minChars, form };
  }
  const result = await search(db, {
    query,
    lang,
    kinds: used.includes,
    page,
    perPage,
    withTerms: used.terms,
    shopHidden: settings["shop.comingSoon"],
  });
  const loaded = await loadResults(db, result, { details: false, lang });
  return {
    query,
    page,
    pages: Math.ceil(result.total / perPage),
    total: result.total,
    capped: result.capped,
    tooShort: null,
    items: loaded.items,
    terms: loaded.terms,
    words: result.words,
    form,
  };
}

/**
 * Search forms: owner-configurable (setting `search.forms`), each rendered as
 * `form.is-search-form[data-form-id][data-min-no-for-search][data-result-box-max-height]`.
 * The header overlay shows `search.headerFormId`, the search results page `search.pageFormId`.
 */
import { z } from "zod";
import type { Lang } from "../i18n/index.ts";
import { searchText } from "../i18n/messages-search.ts";

export const SEARCH_ITEM_KINDS = ["product", "page", "post"] as const;

/** The result box's maximum height when a form does not set one (px; Ivory Search's default). */
export const DEFAULT_RESULT_BOX_MAX_HEIGHT = 400;

export const searchFormSchema = z.object({
  id: z.number().int().min(1).max(1_000_000),
  title: z.string().trim().min(1).max(80),
  /** Search starts when the trimmed input has at least this many characters. */
  minChars: z.number().int().min(1).max(20).default(3),
  resultBoxMaxHeight: z.number().int().min(100).max(2000).default(DEFAULT_RESULT_BOX_MAX_HEIGHT),
  postsPerPage: z.number().int().min(1).max(50).default(10),
  includes: z.array(z.enum(SEARCH_ITEM_KINDS)).min(1).default(["product", "page", "post"]),
  /** Matching categories and tags above the results. */
  terms: z.boolean().default(true),
  /** The side details panel (products per term, the hovered product with add-to-cart). */
  details: z.boolean().default(true),
  /** "redirect": show-more submits the form (results page); "load": loads the next page in place. */
  showMore: z.enum(["redirect", "load"]).default("load"),
});

export type SearchForm = z.infer<typeof searchFormSchema>;

export const searchFormsSchema = z
  .array(searchFormSchema)
  .min(1)
  .max(50)
  .refine((forms) => new Set(forms.map((f) => f.id)).size === forms.length, "Formular-IDs doppelt");

export const DEFAULT_SEARCH_FORMS: SearchForm[] = [
  {
    id: 1,
    title: "Kopfzeile",
    minChars: 3,
    resultBoxMaxHeight: DEFAULT_RESULT_BOX_MAX_HEIGHT,
    postsPerPage: 6,
    includes: ["product", "page", "post"],
    terms: true,
    details: true,
    showMore: "redirect",
  },
  {
    id: 2,
    title: "Suchseite",
    minChars: 3,
    resultBoxMaxHeight: DEFAULT_RESULT_BOX_MAX_HEIGHT,
    postsPerPage: 10,
    includes: ["product", "page", "post"],
    terms: true,
    details: true,
    showMore: "load",
  },
];

export function findSearchForm(forms: readonly SearchForm[], id: number): SearchForm | undefined {
  return forms.find((f) => f.id === id);
}

/** The form for a placement (header, search page); the first form when the id is gone. */
export function placedSearchForm(forms: readonly SearchForm[], id: number): SearchForm {
  return findSearchForm(forms, id) ?? (forms[0] as SearchForm);
}

export type SearchFormView = Pick<SearchForm, "id" | "minChars" | "resultBoxMaxHeight"> & {
  /** The form's texts in the page's language (from the server, not the client catalogue). */
  texts: Record<"label" | "placeholder" | "submit" | "toggle" | "processing" | "loading" | "results", string>;
};

/** What a page needs to render a form: its data attributes and texts. */
export function searchFormView(form: SearchForm, lang: Lang): SearchFormView {
  return {
    id: form.id,
    minChars: form.minChars,
    resultBoxMaxHeight: form.resultBoxMaxHeight,
    texts: {
      label: searchText(lang, "search.label"),
      placeholder: searchText(lang, "search.placeholder"),
      submit: searchText(lang, "search.submit"),
      toggle: searchText(lang, "search.toggle"),
      processing: searchText(lang, "search.processing"),
      loading: searchText(lang, "search.loadingMore"),
      results: searchText(lang, "search.results"),
    },
  };
}

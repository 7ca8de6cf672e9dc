/**
 * Texts of the live search: the search form, the results and details panel, the errors, the
 * results page `/?s=`. Deliberately not in the catalogue every page's JavaScript carries: the
 * server fills them in (the form's texts come with the loader data), read with `searchText()`
 * (docs/decisions/004-search.md).
 */
import { fillPlaceholders } from "./fill.ts";
import type { Lang } from "./index.ts";

export const searchPageMessages = {
  de: {
    "search.label": "Suchbegriff",
    "search.placeholder": "Produkte und Seiten durchsuchen …",
    "search.submit": "Suchen",
    "search.toggle": "Suche",
    "search.results": "Suchergebnisse",
    "search.processing": "Suche läuft …",
    "search.loadingMore": "Weitere Ergebnisse werden geladen …",
    "search.close": "Suche schließen",
    "search.details": "Details zum Suchergebnis",
    "search.categories": "Kategorien",
    "search.tags": "Schlagwörter",
    "search.items": "Treffer",
    "search.categoryLabel": "Kategorie:",
    "search.tagLabel": "Schlagwort:",
    "search.nothingFound": "Nichts gefunden. Versuchen Sie es mit einem anderen Suchbegriff.",
    "search.moreResults": "Weitere Ergebnisse ({count})",
    "search.moreResultsCapped": "Weitere Ergebnisse (mehr als {count})",
    "search.announce.none": "Keine Ergebnisse.",
    "search.announce.one": "1 Ergebnis. Mit den Pfeiltasten auswählen.",
    "search.announce.many": "{count} Ergebnisse. Mit den Pfeiltasten auswählen.",
    "search.announce.capped": "Mehr als {count} Ergebnisse. Mit den Pfeiltasten auswählen.",
    "search.pageTitle": "Suche",
    "search.resultsFor": "Suchergebnisse für „{query}“",
    "search.count.none": "Keine Ergebnisse",
    "search.count.one": "1 Ergebnis",
    "search.count.many": "{count} Ergebnisse",
    "search.count.capped": "Mehr als {count} Ergebnisse",
    "search.tooShort": "Bitte geben Sie mindestens {count} Zeichen ein.",
    "search.publishedOn": "vom {date}",
    "search.productsIn": "Produkte in „{name}“",
    "search.page": "Seite",
    "search.error.formMissing": "Das Suchformular fehlt: Die Anfrage braucht das Feld „id“.",
    "search.error.formNotFound": "Dieses Suchformular gibt es nicht.",
    "search.error.tooLong": "Der Suchbegriff ist zu lang: höchstens {max} Zeichen.",
    "search.error.page": "Diese Ergebnisseite gibt es nicht.",
  },
  en: {
    "search.label": "Search term",
    "search.placeholder": "Search products and pages …",
    "search.submit": "Search",
    "search.toggle": "Search",
    "search.results": "Search results",
    "search.processing": "Searching …",
    "search.loadingMore": "Loading more results …",
    "search.close": "Close search",
    "search.details": "Details of the search result",
    "search.categories": "Categories",
    "search.tags": "Tags",
    "search.items": "Matches",
    "search.categoryLabel": "Category:",
    "search.tagLabel": "Tag:",
    "search.nothingFound": "Nothing found. Please try another search term.",
    "search.moreResults": "More results ({count})",
    "search.moreResultsCapped": "More results (more than {count})",
    "search.announce.none": "No results.",
    "search.announce.one": "1 result. Use the arrow keys to choose.",
    "search.announce.many": "{count} results. Use the arrow keys to choose.",
    "search.announce.capped": "More than {count} results. Use the arrow keys to choose.",
    "search.pageTitle": "Search",
    "search.resultsFor": "Search results for “{query}”",
    "search.count.none": "No results",
    "search.count.one": "1 result",
    "search.count.many": "{count} results",
    "search.count.capped": "More than {count} results",
    "search.tooShort": "Please enter at least {count} characters.",
    "search.publishedOn": "of {date}",
    "search.productsIn": "Products in “{name}”",
    "search.page": "Page",
    "search.error.formMissing": "The search form is missing: the request needs the field “id”.",
    "search.error.formNotFound": "This search form does not exist.",
    "search.error.tooLong": "The search term is too long: {max} characters at most.",
    "search.error.page": "This results page does not exist.",
  },
} as const;

export type SearchTextKey = keyof (typeof searchPageMessages)["de"];

/** A search text in the language (English falls back to German), `{name}` placeholders filled. */
export function searchText(lang: Lang, key: SearchTextKey, params?: Record<string, string | number>): string {
  const text: string = (lang === "en" ? searchPageMessages.en[key] : undefined) ?? searchPageMessages.de[key];
  if (!params) return text;
  return fillPlaceholders(text, params);
}

/**
 * A search form in Ivory Search's markup (`form.is-search-form.is-ajax-search` with the spec's
 * data attributes): a plain GET form to `/?s=` that works without JavaScript; the live search
 * script is loaded on the first focus of its input (app/lib/live-search-loader.ts).
 */
import { useEffect } from "react";
import { useLang } from "#app/hooks/use-t.ts";
import { installLiveSearch } from "#app/lib/live-search-loader.ts";
import type { SearchFormView } from "#modules/search/forms.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { SearchIcon } from "../ui/search-icon.tsx";
import "#app/styles/search.css";

export function SearchForm({
  form,
  value = "",
  className = "",
}: {
  form: SearchFormView;
  value?: string;
  className?: string;
}) {
  const lang = useLang();
  const t = form.texts;
  useEffect(() => installLiveSearch(document), []);
  const inputId = `is-search-input-${form.id}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark (Ivory Search's markup); a <search> wrapper would add a level
    <form
      role="search"
      method="get"
      action={localePath(lang, paths.home)}
      className={`is-search-form is-ajax-search is-form-id-${form.id} search-form ${className}`.trim()}
      data-form-id={form.id}
      data-min-no-for-search={form.minChars}
      data-result-box-max-height={form.resultBoxMaxHeight}
      data-text-processing={t.processing}
      data-text-loading={t.loading}
      data-text-results={t.results}
    >
      <label htmlFor={inputId} className="screen-reader-text">
        {t.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="s"
        className="is-search-input"
        defaultValue={value}
        placeholder={t.placeholder}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
      />
      <input type="hidden" name="id" value={form.id} />
      <span className="is-loader-image" aria-hidden="true" />
      <button type="submit" className="is-search-submit">
        <SearchIcon />
        <span className="screen-reader-text">{t.submit}</span>
      </button>
    </form>
  );
}

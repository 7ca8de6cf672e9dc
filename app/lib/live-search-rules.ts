/**
 * The live search's decisions, without the DOM (live-search.ts applies them): when a search
 * runs, what a key does in the combobox, which details belong to an option, what a search posts.
 */

/** Input events that schedule a search: paste, cut, drop and IME input (keyboard typing is handled on keyup). */
export function inputSchedulesSearch(inputType: string): boolean {
  return (
    inputType !== "insertText" &&
    inputType !== "deleteContentBackward" &&
    inputType !== "deleteContentForward"
  );
}

/** What the debounced search does with the trimmed input: clear below the minimum, show the results it has, or search. */
export function searchStep(
  term: string,
  state: { minLength: number; lastTerm: string; hasResults: boolean; inFlight: boolean },
): "clear" | "show" | "search" {
  if (term.length < state.minLength) return "clear";
  if (term === state.lastTerm && state.hasResults && !state.inFlight) return "show";
  return "search";
}

/** Focus or a click in the input: show the results of the same term again, or search for a new one. */
export function reshowStep(
  term: string,
  state: { minLength: number; lastTerm: string; hasResults: boolean },
): "none" | "show" | "schedule" {
  if (term.length < state.minLength) return "none";
  return term === state.lastTerm && state.hasResults ? "show" : "schedule";
}

export type KeyAction = {
  do: "show" | "move" | "open" | "hide" | "close-overlay" | "none";
  /** The option to move to or open. */
  index: number;
  /** Whether the key's default is prevented (Escape on a closed panel: only if there is an overlay to close). */
  prevent: boolean;
};

/** The combobox keys (WAI-ARIA): ArrowDown/ArrowUp move through the options and wrap, Enter opens, Escape closes. */
export function keyAction(key: string, panelOpen: boolean, active: number, count: number): KeyAction {
  const none: KeyAction = { do: "none", index: -1, prevent: false };
  switch (key) {
    case "ArrowDown":
      if (!panelOpen) return { do: "show", index: -1, prevent: true };
      return count
        ? { do: "move", index: active + 1 >= count ? 0 : active + 1, prevent: true }
        : { ...none, prevent: true };
    case "ArrowUp":
      return panelOpen && count
        ? { do: "move", index: active <= 0 ? count - 1 : active - 1, prevent: true }
        : { ...none, prevent: true };
    case "Enter":
      return panelOpen && active >= 0 && active < count ? { do: "open", index: active, prevent: true } : none;
    case "Escape":
      return panelOpen
        ? { do: "hide", index: -1, prevent: true }
        : { do: "close-overlay", index: -1, prevent: false };
    default:
      return none;
  }
}

/** The details section that holds an option's details, by its `data-kind` (pages and posts have none). */
export function detailsSectionOf(kind: string | undefined): string | null {
  switch (kind) {
    case "product_cat":
      return ".is-ajax-search-categories-details";
    case "product_tag":
      return ".is-ajax-search-tags-details";
    case "product":
      return ".is-ajax-search-posts-details";
    default:
      return null;
  }
}

/** The admin-ajax body of a search (call 3): the form's own fields plus term, action, page, nonce, form id and language. */
export function searchBody(
  fields: Iterable<[string, FormDataEntryValue]>,
  search: { term: string; page: number; nonce: string; formId: string; lang?: string },
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of fields) if (typeof value === "string") body.append(key, value);
  body.set("s", search.term);
  body.set("action", "is_ajax_load_posts");
  body.set("page", String(search.page));
  body.set("security", search.nonce);
  if (!body.has("id")) body.set("id", search.formId);
  if (search.lang) body.set("lang", search.lang);
  return body;
}

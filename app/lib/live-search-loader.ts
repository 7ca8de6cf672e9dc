/**
 * The part of the live search every page loads: one delegated listener that loads the live
 * search script (`live-search.ts`) at the first focus, click or key press in a search input of a
 * `form[data-form-id]`, and hands it the form. Without JavaScript the form submits to `/?s=`.
 */
const INPUT_SELECTOR = "form[data-form-id] input[name='s']";

let installed: Document | undefined;
let script: Promise<typeof import("./live-search.ts")> | undefined;

export const loadLiveSearch = () => {
  script ??= import("./live-search.ts");
  return script;
};

/** Installs the listener once per document; returns its removal. */
export function installLiveSearch(doc: Document): () => void {
  if (installed === doc) return () => {};
  installed = doc;
  const onEvent = (event: Event) => {
    const input =
      event.target instanceof Element ? event.target.closest<HTMLInputElement>(INPUT_SELECTOR) : null;
    const form = input?.form;
    if (!input || !form || form.dataset.liveSearch) return;
    form.dataset.liveSearch = "loading";
    loadLiveSearch().then(
      (m) => m.attachLiveSearch(form, input, event),
      (err: unknown) => {
        // Without the script the form still submits to the results page.
        delete form.dataset.liveSearch;
        console.error("Live-Suche konnte nicht geladen werden", err);
      },
    );
  };
  const events = ["focusin", "pointerdown", "keydown"] as const;
  for (const type of events) doc.addEventListener(type, onEvent, true);
  return () => {
    for (const type of events) doc.removeEventListener(type, onEvent, true);
    installed = undefined;
  };
}

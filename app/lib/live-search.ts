/**
 * The live search box (spec §2, §4, §5, §7 call 3; glossary E1–E4), attached to one
 * `form[data-form-id]` at the first interaction (live-search-loader.ts):
 *
 * - typing is debounced 500 ms, the space key does not (re)start it; a search runs when the
 *   trimmed input has `data-min-no-for-search` characters, otherwise the panel hides;
 * - a search POSTs the serialized form + action/page/security/id to admin-ajax; the panel shows
 *   a processing state meanwhile; a new search aborts the one in flight (an abort is not an
 *   error; failures are only logged);
 * - the results panel (`body > #is-ajax-search-result-ID`) sits under the input, max(form, 500)
 *   − 10 px wide, its list at most `data-result-box-max-height` px high with a slim scrollbar
 *   (SimpleBar); on windows ≥ 910 px the details panel sits beside it and shows the details of the
 *   hovered or selected category, tag or product; both follow the input on resize and scroll;
 * - a mousedown outside hides them; focus or a click in the non-empty input shows them again;
 * - show-more submits the form (`redirect-tosr`) or loads the next page into the list;
 * - the input is a WAI-ARIA combobox: ArrowDown/ArrowUp move through the options
 *   (aria-activedescendant), Enter opens the selected one, Escape closes; counts are announced.
 */
import {
  DETAILS_MIN_WINDOW,
  detailsBox,
  keyStartsSearch,
  maxHeightOf,
  resultsBox,
  SCROLLBAR_MIN_SIZE,
  SEARCH_DEBOUNCE_MS,
} from "./live-search-layout.ts";

/** The page parameters the search needs (read here, not via wc-ajax.ts, to keep this chunk standalone). */
function readPageParams(
  doc: Document,
): { ajax_url: string; search: { nonce: string }; lang?: string } | null {
  try {
    return JSON.parse(doc.getElementById("laden-params")?.textContent ?? "null");
  } catch {
    return null;
  }
}

type Scrollbar = { recalculate(): void; unMount(): void };

let simplebar: Promise<typeof import("simplebar")> | undefined;

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

export function attachLiveSearch(form: HTMLFormElement, input: HTMLInputElement, first?: Event): void {
  const doc = form.ownerDocument;
  const win = doc.defaultView;
  if (!win) return;
  form.dataset.liveSearch = "ready";
  const formId = form.dataset.formId ?? "";
  const minLength = Math.max(1, Number(form.dataset.minNoForSearch) || 1);
  const maxHeight = maxHeightOf(form.dataset.resultBoxMaxHeight);

  const panel = doc.createElement("div");
  panel.id = `is-ajax-search-result-${formId}`;
  panel.className = "is-ajax-search-result";
  panel.hidden = true;
  const scroll = doc.createElement("div");
  scroll.className = "is-ajax-search-scroll";
  scroll.style.maxHeight = `${maxHeight}px`;
  panel.append(scroll);
  const status = doc.createElement("div");
  status.className = "screen-reader-text is-search-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  doc.body.append(panel, status);

  let details: HTMLElement | null = null;
  let timer: number | undefined;
  let controller: AbortController | null = null;
  let lastTerm = "";
  let active = -1;
  let bars: Scrollbar[] = [];

  const options = () => [...scroll.querySelectorAll<HTMLElement>("[role='option']")];
  const listbox = () => scroll.querySelector<HTMLElement>("[role='listbox']");
  const hasResults = () => scroll.querySelector(".is-ajax-search-items") !== null;

  function position() {
    if (panel.hidden) return;
    const box = resultsBox(form.getBoundingClientRect(), input.getBoundingClientRect(), {
      width: doc.documentElement.clientWidth,
      scrollX: win!.scrollX,
      scrollY: win!.scrollY,
    });
    Object.assign(panel.style, { top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px` });
    if (!details) return;
    const side = detailsBox(box, { width: win!.innerWidth, scrollX: win!.scrollX });
    details.hidden = side === null || !details.querySelector(".is-ajax-search-post-details:not([hidden])");
    if (side) {
      Object.assign(details.style, {
        top: `${side.top}px`,
        left: `${side.left}px`,
        width: `${side.width}px`,
        minHeight: `${panel.offsetHeight}px`,
      });
    }
  }

  let frame = 0;
  const follow = () => {
    if (frame || panel.hidden) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      position();
    });
  };

  function show() {
    if (!hasResults() && !form.classList.contains("processing")) return;
    panel.hidden = false;
    input.setAttribute("aria-expanded", listbox() ? "true" : "false");
    position();
    for (const bar of bars) bar.recalculate();
  }

  function hide() {
    panel.hidden = true;
    if (details) details.hidden = true;
    input.setAttribute("aria-expanded", "false");
    setActive(-1);
  }

  function abort() {
    controller?.abort();
    controller = null;
  }

  function processing(on: boolean) {
    form.classList.toggle("processing", on);
    panel.classList.toggle("is-processing", on);
    panel.setAttribute("aria-busy", on ? "true" : "false");
  }

  function announce(text: string) {
    status.textContent = text;
  }

  function showDetailsFor(option: HTMLElement | null) {
    if (!details || !option || win!.innerWidth < DETAILS_MIN_WINDOW) return;
    const kind = option.dataset.kind;
    const section =
      kind === "product_cat"
        ? ".is-ajax-search-categories-details"
        : kind === "product_tag"
          ? ".is-ajax-search-tags-details"
          : kind === "product"
            ? ".is-ajax-search-posts-details"
            : null;
    if (!section) return;
    const target = details.querySelector<HTMLElement>(
      `${section} .is-ajax-search-post-details[data-id="${CSS.escape(option.dataset.id ?? "")}"]`,
    );
    if (!target) return;
    for (const el of details.querySelectorAll<HTMLElement>(".is-ajax-search-post-details"))
      el.hidden = el !== target;
    position();
  }

  function setActive(index: number) {
    const list = options();
    list[active]?.setAttribute("aria-selected", "false");
    list[active]?.classList.remove("is-active");
    active = index >= 0 && index < list.length ? index : -1;
    const el = list[active];
    if (!el) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    el.setAttribute("aria-selected", "true");
    el.classList.add("is-active");
    input.setAttribute("aria-activedescendant", el.id);
    el.scrollIntoView?.({ block: "nearest" });
    showDetailsFor(el);
  }

  /** Bumped whenever the content is replaced, so a scrollbar mount that waited for its script can tell. */
  let generation = 0;

  function setContent(...nodes: Node[]) {
    generation++;
    for (const bar of bars) bar.unMount();
    bars = [];
    scroll.replaceChildren(...nodes);
  }

  async function mountScrollbars() {
    const mine = generation;
    const targets: [HTMLElement, string][] = [[scroll, form.dataset.textResults ?? ""]];
    const detailsList = details?.querySelector<HTMLElement>(":scope > .is-ajax-search-items");
    if (details && detailsList) targets.push([detailsList, details.dataset.label ?? ""]);
    try {
      simplebar ??= import("simplebar");
      const { default: SimpleBar } = await simplebar;
      if (mine !== generation) return;
      bars = targets.map(
        ([el, ariaLabel]) =>
          new SimpleBar(el, { autoHide: true, scrollbarMinSize: SCROLLBAR_MIN_SIZE, ariaLabel }) as Scrollbar,
      );
    } catch (err) {
      // Native scrollbars remain.
      console.error(err);
    }
  }

  function renderFirst(html: string) {
    const tpl = doc.createElement("template");
    tpl.innerHTML = html;
    const nextDetails = tpl.content.querySelector<HTMLElement>(".is-ajax-search-details");
    nextDetails?.remove();
    setContent(tpl.content);
    details?.remove();
    details = nextDetails;
    const detailsList = details?.querySelector<HTMLElement>(":scope > .is-ajax-search-items");
    if (detailsList) detailsList.style.maxHeight = `${maxHeight}px`;
    if (details) {
      details.hidden = true;
      doc.body.append(details);
      details.addEventListener("input", syncQuantity);
    }
    const list = listbox();
    if (list) input.setAttribute("aria-controls", list.id);
    else input.removeAttribute("aria-controls");
    active = -1;
    input.removeAttribute("aria-activedescendant");
    announce(scroll.querySelector<HTMLElement>(".is-ajax-search-items")?.dataset.announce ?? "");
    show();
    showDetailsFor(options().find((o) => o.dataset.kind !== "page" && o.dataset.kind !== "post") ?? null);
    void mountScrollbars().then(position);
  }

  function renderMore(html: string) {
    const tpl = doc.createElement("template");
    tpl.innerHTML = html;
    const posts = scroll.querySelector<HTMLElement>(".is-ajax-search-posts");
    const newPosts = tpl.content.querySelector(".is-ajax-search-posts");
    if (posts && newPosts) posts.append(...newPosts.childNodes);
    const more = scroll.querySelector(".is-show-more-results");
    const nextMore = tpl.content.querySelector(".is-show-more-results");
    if (nextMore) more?.replaceWith(nextMore);
    else more?.remove();
    const target = details?.querySelector(".is-ajax-search-posts-details");
    const newDetails = tpl.content.querySelector(".is-ajax-search-posts-details");
    if (target && newDetails) target.append(...newDetails.childNodes);
    for (const bar of bars) bar.recalculate();
    position();
  }

  async function request(term: string, page: number) {
    abort();
    const params = readPageParams(doc);
    if (!params) return;
    const ctl = new AbortController();
    controller = ctl;
    processing(true);
    if (page === 1) {
      if (!hasResults()) {
        const wait = doc.createElement("div");
        wait.className = "is-ajax-search-processing";
        wait.textContent = form.dataset.textProcessing ?? "";
        setContent(wait);
      }
      panel.hidden = false;
      position();
    }
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") body.append(key, value);
    body.set("s", page === 1 ? input.value : lastTerm);
    body.set("action", "is_ajax_load_posts");
    body.set("page", String(page));
    body.set("security", params.search.nonce);
    if (!body.has("id")) body.set("id", formId);
    if (params.lang) body.set("lang", params.lang);
    try {
      const response = await fetch(params.ajax_url, {
        method: "POST",
        body,
        credentials: "same-origin",
        signal: ctl.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const html = await response.text();
      if (ctl.signal.aborted) return;
      if (page === 1) {
        lastTerm = term;
        renderFirst(html);
      } else {
        renderMore(html);
      }
    } catch (err) {
      if (isAbort(err)) return;
      console.error("Live-Suche fehlgeschlagen", err);
      if (scroll.querySelector(".is-ajax-search-processing")) {
        setContent();
        hide();
      }
    } finally {
      if (controller === ctl) {
        controller = null;
        processing(false);
      }
    }
  }

  function run() {
    timer = undefined;
    const term = input.value.trim();
    if (term.length < minLength) {
      abort();
      processing(false);
      hide();
      return;
    }
    if (term === lastTerm && hasResults() && !controller) {
      show();
      return;
    }
    void request(term, 1);
  }

  function schedule() {
    if (timer !== undefined) win!.clearTimeout(timer);
    timer = win!.setTimeout(run, SEARCH_DEBOUNCE_MS);
  }

  function showMore(el: HTMLElement) {
    if (el.classList.contains("redirect-tosr")) {
      input.value = lastTerm || input.value;
      form.requestSubmit();
      return;
    }
    if (el.classList.contains("is-loading")) return;
    el.classList.add("is-loading");
    const text = el.querySelector(".is-show-more-results-text");
    if (text) text.textContent = form.dataset.textLoading ?? "";
    void request(lastTerm, Number(el.dataset.page) || 2);
  }

  function open(option: HTMLElement) {
    if (option.classList.contains("is-show-more-results")) {
      showMore(option);
      return;
    }
    const url = option.dataset.url;
    if (url) win!.location.assign(new URL(url, doc.baseURI).href);
  }

  function syncQuantity(event: Event) {
    const qty = event.target instanceof HTMLInputElement ? event.target : null;
    if (!qty?.classList.contains("is-ajax-search-product-quantity")) return;
    const button = qty.parentElement?.querySelector<HTMLElement>(".add_to_cart_button");
    if (button) button.dataset.quantity = qty.value;
  }

  // Typing.
  input.addEventListener("keyup", (event) => {
    if (keyStartsSearch(event.key)) schedule();
  });
  input.addEventListener("input", (event) => {
    // Keyboard typing is handled on keyup; paste, cut, drop and IME input here.
    const type = (event as InputEvent).inputType ?? "";
    if (type !== "insertText" && type !== "deleteContentBackward" && type !== "deleteContentForward")
      schedule();
  });
  input.addEventListener("keydown", (event) => {
    const list = options();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (panel.hidden) show();
        else if (list.length) setActive(active + 1 >= list.length ? 0 : active + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!panel.hidden && list.length) setActive(active <= 0 ? list.length - 1 : active - 1);
        break;
      case "Enter": {
        const el = list[active];
        if (!panel.hidden && el) {
          event.preventDefault();
          open(el);
        }
        break;
      }
      case "Escape": {
        if (!panel.hidden) {
          event.preventDefault();
          hide();
          break;
        }
        const overlay = form.closest("details");
        if (overlay?.open) {
          event.preventDefault();
          overlay.open = false;
          overlay.querySelector("summary")?.focus();
        }
        break;
      }
    }
  });
  const reshow = () => {
    if (input.value.trim().length >= minLength) {
      if (input.value.trim() === lastTerm && hasResults()) show();
      else schedule();
    }
  };
  input.addEventListener("focus", reshow);
  input.addEventListener("click", reshow);

  // The panels.
  panel.addEventListener("mouseover", (event) => {
    const option = (event.target as Element).closest<HTMLElement>("[role='option']");
    if (option) showDetailsFor(option);
  });
  panel.addEventListener("click", (event) => {
    const target = event.target as Element;
    const option = target.closest<HTMLElement>("[role='option']");
    if (!option) return;
    event.preventDefault();
    open(option);
  });
  doc.addEventListener(
    "mousedown",
    (event) => {
      const target = event.target as Node;
      if (form.contains(target) || panel.contains(target) || details?.contains(target)) return;
      hide();
      const overlay = form.closest("details");
      if (overlay?.open && !overlay.contains(target)) overlay.open = false;
    },
    true,
  );
  form.closest("details")?.addEventListener("toggle", (event) => {
    if (!(event.currentTarget as HTMLDetailsElement).open) hide();
  });
  win.addEventListener("resize", follow, { passive: true });
  win.addEventListener("scroll", follow, { passive: true });

  // The interaction that loaded the script counts too (a key typed before it arrived).
  if (first?.type === "keydown" && keyStartsSearch((first as KeyboardEvent).key)) schedule();
  else if (first?.type === "focusin" || first?.type === "pointerdown") reshow();
}

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
import {
  detailsSectionOf,
  inputSchedulesSearch,
  keyAction,
  reshowStep,
  searchBody,
  searchStep,
} from "./live-search-rules.ts";
import { readPageParams } from "./page-params.ts";

type Scrollbar = { recalculate(): void; unMount(): void };

let simplebar: Promise<typeof import("simplebar")> | undefined;

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

/** One attached search box: its elements and the state its handlers share. */
type LiveSearch = {
  doc: Document;
  win: Window;
  form: HTMLFormElement;
  input: HTMLInputElement;
  panel: HTMLElement;
  scroll: HTMLElement;
  status: HTMLElement;
  formId: string;
  minLength: number;
  maxHeight: number;
  details: HTMLElement | null;
  timer: number | undefined;
  controller: AbortController | null;
  lastTerm: string;
  active: number;
  bars: Scrollbar[];
  /** Bumped whenever the content is replaced, so a scrollbar mount that waited for its script can tell. */
  generation: number;
  frame: number;
};

export function attachLiveSearch(form: HTMLFormElement, input: HTMLInputElement, first?: Event): void {
  const doc = form.ownerDocument;
  const win = doc.defaultView;
  if (!win) return;
  form.dataset.liveSearch = "ready";
  const formId = form.dataset.formId ?? "";
  const maxHeight = maxHeightOf(form.dataset.resultBoxMaxHeight);
  const ls: LiveSearch = {
    doc,
    win,
    form,
    input,
    ...createPanels(doc, formId, maxHeight),
    formId,
    minLength: Math.max(1, Number(form.dataset.minNoForSearch) || 1),
    maxHeight,
    details: null,
    timer: undefined,
    controller: null,
    lastTerm: "",
    active: -1,
    bars: [],
    generation: 0,
    frame: 0,
  };
  bindInput(ls);
  bindPanels(ls);
  // The interaction that loaded the script counts too (a key typed before it arrived).
  if (first?.type === "keydown" && keyStartsSearch((first as KeyboardEvent).key)) schedule(ls);
  else if (first?.type === "focusin" || first?.type === "pointerdown") reshow(ls);
}

/** The results panel (`body > #is-ajax-search-result-ID`) with its scroll box, and the status region for announcements. */
function createPanels(doc: Document, formId: string, maxHeight: number) {
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
  return { panel, scroll, status };
}

const options = (ls: LiveSearch) => [...ls.scroll.querySelectorAll<HTMLElement>("[role='option']")];
const listbox = (ls: LiveSearch) => ls.scroll.querySelector<HTMLElement>("[role='listbox']");
const hasResults = (ls: LiveSearch) => ls.scroll.querySelector(".is-ajax-search-items") !== null;

function position(ls: LiveSearch) {
  const { panel, details, win, doc } = ls;
  if (panel.hidden) return;
  const box = resultsBox(ls.form.getBoundingClientRect(), ls.input.getBoundingClientRect(), {
    width: doc.documentElement.clientWidth,
    scrollX: win.scrollX,
    scrollY: win.scrollY,
  });
  Object.assign(panel.style, { top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px` });
  if (!details) return;
  const side = detailsBox(box, { width: win.innerWidth, scrollX: win.scrollX });
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

/** Resize and scroll: the panels follow the input, once per frame. */
function follow(ls: LiveSearch) {
  if (ls.frame || ls.panel.hidden) return;
  ls.frame = ls.win.requestAnimationFrame(() => {
    ls.frame = 0;
    position(ls);
  });
}

function show(ls: LiveSearch) {
  if (!hasResults(ls) && !ls.form.classList.contains("processing")) return;
  ls.panel.hidden = false;
  ls.input.setAttribute("aria-expanded", listbox(ls) ? "true" : "false");
  position(ls);
  for (const bar of ls.bars) bar.recalculate();
}

function hide(ls: LiveSearch) {
  ls.panel.hidden = true;
  if (ls.details) ls.details.hidden = true;
  ls.input.setAttribute("aria-expanded", "false");
  setActive(ls, -1);
}

function abort(ls: LiveSearch) {
  ls.controller?.abort();
  ls.controller = null;
}

function processing(ls: LiveSearch, on: boolean) {
  ls.form.classList.toggle("processing", on);
  ls.panel.classList.toggle("is-processing", on);
  ls.panel.setAttribute("aria-busy", on ? "true" : "false");
}

function showDetailsFor(ls: LiveSearch, option: HTMLElement | null) {
  const { details } = ls;
  if (!details || !option || ls.win.innerWidth < DETAILS_MIN_WINDOW) return;
  const section = detailsSectionOf(option.dataset.kind);
  if (!section) return;
  const target = details.querySelector<HTMLElement>(
    `${section} .is-ajax-search-post-details[data-id="${CSS.escape(option.dataset.id ?? "")}"]`,
  );
  if (!target) return;
  for (const el of details.querySelectorAll<HTMLElement>(".is-ajax-search-post-details"))
    el.hidden = el !== target;
  position(ls);
}

function setActive(ls: LiveSearch, index: number) {
  const list = options(ls);
  list[ls.active]?.setAttribute("aria-selected", "false");
  list[ls.active]?.classList.remove("is-active");
  ls.active = index >= 0 && index < list.length ? index : -1;
  const el = list[ls.active];
  if (!el) {
    ls.input.removeAttribute("aria-activedescendant");
    return;
  }
  el.setAttribute("aria-selected", "true");
  el.classList.add("is-active");
  ls.input.setAttribute("aria-activedescendant", el.id);
  el.scrollIntoView?.({ block: "nearest" });
  showDetailsFor(ls, el);
}

function setContent(ls: LiveSearch, ...nodes: Node[]) {
  ls.generation++;
  for (const bar of ls.bars) bar.unMount();
  ls.bars = [];
  ls.scroll.replaceChildren(...nodes);
}

async function mountScrollbars(ls: LiveSearch) {
  const mine = ls.generation;
  const targets: [HTMLElement, string][] = [[ls.scroll, ls.form.dataset.textResults ?? ""]];
  const { details } = ls;
  const detailsList = details?.querySelector<HTMLElement>(":scope > .is-ajax-search-items");
  if (details && detailsList) targets.push([detailsList, details.dataset.label ?? ""]);
  try {
    simplebar ??= import("simplebar");
    const { default: SimpleBar } = await simplebar;
    if (mine !== ls.generation) return;
    ls.bars = targets.map(
      ([el, ariaLabel]) =>
        new SimpleBar(el, { autoHide: true, scrollbarMinSize: SCROLLBAR_MIN_SIZE, ariaLabel }) as Scrollbar,
    );
  } catch (err) {
    // Native scrollbars remain.
    console.error(err);
  }
}

/** The first page of results: replaces the list and the details panel, announces the count. */
function renderFirst(ls: LiveSearch, html: string) {
  const { doc, input } = ls;
  const tpl = doc.createElement("template");
  tpl.innerHTML = html;
  const nextDetails = tpl.content.querySelector<HTMLElement>(".is-ajax-search-details");
  nextDetails?.remove();
  setContent(ls, tpl.content);
  ls.details?.remove();
  ls.details = nextDetails;
  const details = nextDetails;
  const detailsList = details?.querySelector<HTMLElement>(":scope > .is-ajax-search-items");
  if (detailsList) detailsList.style.maxHeight = `${ls.maxHeight}px`;
  if (details) {
    details.hidden = true;
    doc.body.append(details);
    details.addEventListener("input", syncQuantity);
  }
  const list = listbox(ls);
  if (list) input.setAttribute("aria-controls", list.id);
  else input.removeAttribute("aria-controls");
  ls.active = -1;
  input.removeAttribute("aria-activedescendant");
  ls.status.textContent =
    ls.scroll.querySelector<HTMLElement>(".is-ajax-search-items")?.dataset.announce ?? "";
  show(ls);
  showDetailsFor(ls, options(ls).find((o) => o.dataset.kind !== "page" && o.dataset.kind !== "post") ?? null);
  void mountScrollbars(ls).then(() => position(ls));
}

/** A further page: its posts and their details are appended, its show-more replaces the old one. */
function renderMore(ls: LiveSearch, html: string) {
  const { scroll, details } = ls;
  const tpl = ls.doc.createElement("template");
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
  for (const bar of ls.bars) bar.recalculate();
  position(ls);
}

/** Shows the processing state: a waiting line in an empty panel on a first page. */
function showProcessing(ls: LiveSearch, page: number) {
  processing(ls, true);
  if (page !== 1) return;
  if (!hasResults(ls)) {
    const wait = ls.doc.createElement("div");
    wait.className = "is-ajax-search-processing";
    wait.textContent = ls.form.dataset.textProcessing ?? "";
    setContent(ls, wait);
  }
  ls.panel.hidden = false;
  position(ls);
}

async function request(ls: LiveSearch, term: string, page: number) {
  abort(ls);
  const params = readPageParams(ls.doc);
  if (!params) return;
  const ctl = new AbortController();
  ls.controller = ctl;
  showProcessing(ls, page);
  const body = searchBody(new FormData(ls.form), {
    term: page === 1 ? ls.input.value : ls.lastTerm,
    page,
    nonce: params.search.nonce,
    formId: ls.formId,
    lang: params.lang,
  });
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
      ls.lastTerm = term;
      renderFirst(ls, html);
    } else {
      renderMore(ls, html);
    }
  } catch (err) {
    if (isAbort(err)) return;
    console.error("Live-Suche fehlgeschlagen", err);
    if (ls.scroll.querySelector(".is-ajax-search-processing")) {
      setContent(ls);
      hide(ls);
    }
  } finally {
    if (ls.controller === ctl) {
      ls.controller = null;
      processing(ls, false);
    }
  }
}

function run(ls: LiveSearch) {
  ls.timer = undefined;
  const term = ls.input.value.trim();
  const step = searchStep(term, {
    minLength: ls.minLength,
    lastTerm: ls.lastTerm,
    hasResults: hasResults(ls),
    inFlight: ls.controller !== null,
  });
  if (step === "clear") {
    abort(ls);
    processing(ls, false);
    hide(ls);
  } else if (step === "show") show(ls);
  else void request(ls, term, 1);
}

function schedule(ls: LiveSearch) {
  if (ls.timer !== undefined) ls.win.clearTimeout(ls.timer);
  ls.timer = ls.win.setTimeout(() => run(ls), SEARCH_DEBOUNCE_MS);
}

function reshow(ls: LiveSearch) {
  const step = reshowStep(ls.input.value.trim(), {
    minLength: ls.minLength,
    lastTerm: ls.lastTerm,
    hasResults: hasResults(ls),
  });
  if (step === "show") show(ls);
  else if (step === "schedule") schedule(ls);
}

/** Show-more submits the form to the results page (`redirect-tosr`) or loads the next page into the list. */
function showMore(ls: LiveSearch, el: HTMLElement) {
  if (el.classList.contains("redirect-tosr")) {
    ls.input.value = ls.lastTerm || ls.input.value;
    ls.form.requestSubmit();
    return;
  }
  if (el.classList.contains("is-loading")) return;
  el.classList.add("is-loading");
  const text = el.querySelector(".is-show-more-results-text");
  if (text) text.textContent = ls.form.dataset.textLoading ?? "";
  void request(ls, ls.lastTerm, Number(el.dataset.page) || 2);
}

function open(ls: LiveSearch, option: HTMLElement) {
  if (option.classList.contains("is-show-more-results")) {
    showMore(ls, option);
    return;
  }
  const url = option.dataset.url;
  if (url) ls.win.location.assign(new URL(url, ls.doc.baseURI).href);
}

/** The details' quantity field sets the quantity its add-to-cart button sends. */
function syncQuantity(event: Event) {
  const qty = event.target instanceof HTMLInputElement ? event.target : null;
  if (!qty?.classList.contains("is-ajax-search-product-quantity")) return;
  const button = qty.parentElement?.querySelector<HTMLElement>(".add_to_cart_button");
  if (button) button.dataset.quantity = qty.value;
}

function onKeyDown(ls: LiveSearch, event: KeyboardEvent) {
  const list = options(ls);
  const action = keyAction(event.key, !ls.panel.hidden, ls.active, list.length);
  if (action.prevent) event.preventDefault();
  if (action.do === "show") show(ls);
  else if (action.do === "move") setActive(ls, action.index);
  else if (action.do === "open") open(ls, list[action.index]!);
  else if (action.do === "hide") hide(ls);
  else if (action.do === "close-overlay") {
    const overlay = ls.form.closest("details");
    if (overlay?.open) {
      event.preventDefault();
      overlay.open = false;
      overlay.querySelector("summary")?.focus();
    }
  }
}

/** Typing, the combobox keys, focus and clicks in the input. */
function bindInput(ls: LiveSearch) {
  const { input } = ls;
  input.addEventListener("keyup", (event) => {
    if (keyStartsSearch(event.key)) schedule(ls);
  });
  input.addEventListener("input", (event) => {
    if (inputSchedulesSearch((event as InputEvent).inputType ?? "")) schedule(ls);
  });
  input.addEventListener("keydown", (event) => onKeyDown(ls, event));
  input.addEventListener("focus", () => reshow(ls));
  input.addEventListener("click", () => reshow(ls));
}

/** The panels: hover shows details, a click opens an option, a mousedown outside closes, they follow resize and scroll. */
function bindPanels(ls: LiveSearch) {
  const { doc, win, form, panel } = ls;
  panel.addEventListener("mouseover", (event) => {
    const option = (event.target as Element).closest<HTMLElement>("[role='option']");
    if (option) showDetailsFor(ls, option);
  });
  panel.addEventListener("click", (event) => {
    const target = event.target as Element;
    const option = target.closest<HTMLElement>("[role='option']");
    if (!option) return;
    event.preventDefault();
    open(ls, option);
  });
  doc.addEventListener(
    "mousedown",
    (event) => {
      const target = event.target as Node;
      if (form.contains(target) || panel.contains(target) || ls.details?.contains(target)) return;
      hide(ls);
      const overlay = form.closest("details");
      if (overlay?.open && !overlay.contains(target)) overlay.open = false;
    },
    true,
  );
  form.closest("details")?.addEventListener("toggle", (event) => {
    if (!(event.currentTarget as HTMLDetailsElement).open) hide(ls);
  });
  const onMove = () => follow(ls);
  win.addEventListener("resize", onMove, { passive: true });
  win.addEventListener("scroll", onMove, { passive: true });
}

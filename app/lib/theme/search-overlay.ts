/**
 * The search overlay's behaviour (glossary D1). The wrapper `.search-overlay` carries
 * `data-mode` (dropdown | sliding | full-width | popup) and `data-state` (closed → open → active:
 * open while the panel appears, active once it is there and the input has focus); sliding and
 * full-width also give the wrapper `is-expanded`. Escape or a click outside closes it (focus
 * goes back to the toggle). Below 1024 px every mode behaves as the mobile one (`data-mobile`).
 */
import { SEARCH_OVERLAY_MOBILE_BREAKPOINT_PX } from "../shop-timings.ts";

function wrappers(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(".search-overlay")];
}

function isMobile(): boolean {
  return window.innerWidth < SEARCH_OVERLAY_MOBILE_BREAKPOINT_PX;
}

export function openOverlay(w: HTMLElement): void {
  w.dataset.mobile = String(isMobile());
  w.dataset.state = "open";
  const header = document.getElementById("masthead");
  if (header) w.style.setProperty("--search-top", `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
  const mode = w.dataset.mode ?? "dropdown";
  if (!isMobile() && (mode === "sliding" || mode === "full-width")) w.classList.add("is-expanded");
  w.querySelector(".search-overlay__toggle")?.setAttribute("aria-expanded", "true");
  const input = w.querySelector<HTMLInputElement>("input[name=s]");
  input?.focus();
  // Open → active once the panel is shown (next frame) and the input has focus.
  requestAnimationFrame(() => {
    if (w.dataset.state !== "open") return;
    w.dataset.state = "active";
    input?.focus();
  });
}

export function closeOverlay(w: HTMLElement, returnFocus: boolean): void {
  if (w.dataset.state === "closed") return;
  w.dataset.state = "closed";
  w.classList.remove("is-expanded");
  const toggle = w.querySelector<HTMLElement>(".search-overlay__toggle");
  toggle?.setAttribute("aria-expanded", "false");
  if (returnFocus) toggle?.focus();
}

export function initSearchOverlay(): void {
  document.addEventListener("click", (e) => {
    const target = e.target as Element;
    const toggle = target.closest?.(".search-overlay__toggle");
    if (toggle) {
      const w = toggle.closest(".search-overlay") as HTMLElement;
      if (w.dataset.state === "closed") openOverlay(w);
      else closeOverlay(w, false);
      return;
    }
    if (target.closest?.(".search-overlay__close")) {
      closeOverlay(target.closest(".search-overlay") as HTMLElement, true);
      return;
    }
    // A click outside the form (for the popup: outside its box) closes.
    for (const w of wrappers()) {
      if (w.dataset.state === "closed") continue;
      if (target.closest?.(".search-overlay__box")?.closest(".search-overlay") === w) continue;
      closeOverlay(w, false);
    }
  });
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    for (const w of wrappers()) {
      if (w.dataset.state === "closed") continue;
      closeOverlay(w, w.contains(document.activeElement));
      e.preventDefault();
    }
  });
  // Focus leaving the overlay (Tab past it) closes a non-modal mode; the popup keeps focus inside.
  document.addEventListener("focusout", (e) => {
    const w = (e.target as Element).closest?.(".search-overlay") as HTMLElement | null;
    if (!w || w.dataset.state === "closed" || w.contains(e.relatedTarget as Node | null)) return;
    if (e.relatedTarget === null) return;
    if (w.dataset.mode === "popup" && w.dataset.mobile !== "true") {
      w.querySelector<HTMLInputElement>("input[name=s]")?.focus();
      return;
    }
    closeOverlay(w, false);
  });
  window.addEventListener("resize", () => {
    for (const w of wrappers()) if (w.dataset.state !== "closed") w.dataset.mobile = String(isMobile());
  });
}

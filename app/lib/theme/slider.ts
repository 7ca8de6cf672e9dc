/**
 * The home slider's behaviour (glossary C4, C6): fade between slides (CSS, SLIDER_FADE_MS),
 * auto-advance every CAROUSEL_INTERVAL_MS, swipe past SWIPE_THRESHOLD_PX, arrow keys, pause
 * button (WCAG 2.2.2; rotation also pauses while the pointer or focus is inside). With reduced
 * motion there is no fade and the rotation starts paused. Returns a stop function.
 */
import {
  ADMIN_BAR_OFFSET_PX,
  CAROUSEL_INTERVAL_MS,
  SLIDER_MIN_HEIGHT_PX,
  SWIPE_THRESHOLD_PX,
} from "../shop-timings.ts";

export function sliderHeight(windowHeight: number, headerHeight: number, adminBar: boolean): number {
  return Math.max(
    SLIDER_MIN_HEIGHT_PX,
    Math.round(windowHeight - headerHeight - (adminBar ? ADMIN_BAR_OFFSET_PX : 0)),
  );
}

export function initSlider(root: HTMLElement): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>(".home-slider__slide")];
  const pauseButton = root.querySelector<HTMLButtonElement>(".home-slider__pause");
  let index = Math.max(
    0,
    slides.findIndex((s) => s.dataset.active === "true"),
  );
  let timer = 0;
  let paused = matchMedia("(prefers-reduced-motion: reduce)").matches;
  let hovered = false;
  let focused = false;

  const show = (next: number) => {
    index = (next + slides.length) % slides.length;
    slides.forEach((s, i) => {
      const active = i === index;
      s.dataset.active = String(active);
      s.inert = !active;
    });
    root.dataset.index = String(index);
  };
  const schedule = () => {
    clearInterval(timer);
    timer = 0;
    if (paused || hovered || focused || slides.length < 2) return;
    timer = window.setInterval(() => show(index + 1), CAROUSEL_INTERVAL_MS);
  };
  const setPaused = (p: boolean) => {
    paused = p;
    root.dataset.paused = String(p);
    if (pauseButton) {
      pauseButton.setAttribute("aria-label", (p ? root.dataset.labelPlay : root.dataset.labelPause) ?? "");
      pauseButton.dataset.paused = String(p);
    }
    schedule();
  };
  const go = (step: number) => {
    show(index + step);
    schedule();
  };

  const fitHeight = () => {
    if (Number(root.dataset.height) > 0) return;
    // Everything above the slider at the top of the page (header, top bar, store notice)
    // counts as the header; the admin bar is subtracted on its own.
    const adminBar = document.documentElement.hasAttribute("data-admin-bar");
    const top = root.getBoundingClientRect().top + window.scrollY;
    const header = top - (adminBar ? ADMIN_BAR_OFFSET_PX : 0);
    root.style.height = `${sliderHeight(window.innerHeight, header, adminBar)}px`;
  };

  const onClick = (e: MouseEvent) => {
    const t = e.target as Element;
    if (t.closest(".home-slider__prev")) go(-1);
    else if (t.closest(".home-slider__next")) go(1);
    else if (t.closest(".home-slider__pause")) setPaused(!paused);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") go(-1);
    else if (e.key === "ArrowRight") go(1);
    else return;
    e.preventDefault();
  };
  let startX: number | null = null;
  const onDown = (e: PointerEvent) => {
    if ((e.target as Element).closest("button, a")) return;
    startX = e.clientX;
  };
  const onUp = (e: PointerEvent) => {
    if (startX === null) return;
    const dx = e.clientX - startX;
    startX = null;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX) go(dx < 0 ? 1 : -1);
  };
  const onEnter = () => {
    hovered = true;
    schedule();
  };
  const onLeave = () => {
    hovered = false;
    schedule();
  };
  const onFocusIn = () => {
    focused = true;
    schedule();
  };
  const onFocusOut = (e: FocusEvent) => {
    if (root.contains(e.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  };

  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("pointerdown", onDown);
  root.addEventListener("pointerup", onUp);
  root.addEventListener("pointerenter", onEnter);
  root.addEventListener("pointerleave", onLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  window.addEventListener("resize", fitHeight);
  const masthead = document.getElementById("masthead");
  const observer = new ResizeObserver(() => fitHeight());
  if (masthead) observer.observe(masthead);
  fitHeight();
  show(index);
  setPaused(paused);
  root.dataset.ready = "true";
  return () => {
    clearInterval(timer);
    observer.disconnect();
    window.removeEventListener("resize", fitHeight);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("pointerdown", onDown);
    root.removeEventListener("pointerup", onUp);
    root.removeEventListener("pointerenter", onEnter);
    root.removeEventListener("pointerleave", onLeave);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
  };
}

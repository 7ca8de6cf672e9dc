/**
 * Notices after a page load (or a cart update): the first alert notice is scrolled to (100 px
 * below the top, over 1000 ms; a jump for visitors who prefer reduced motion) and receives the
 * focus after 500 ms, so keyboard and screen-reader users start there.
 */
import {
  FOCUS_ALERT_NOTICE_DELAY_MS,
  SCROLL_TO_NOTICE_MS,
  SCROLL_TO_NOTICE_OFFSET_PX,
} from "./shop-timings.ts";
import { prefersReducedMotion, tween } from "./tween.ts";

export const ALERT_NOTICE_SELECTOR = [
  "woocommerce-message",
  "woocommerce-error",
  "wc-block-components-notice-banner",
]
  .map((c) => `.${c}[role="alert"]`)
  .join(", ");

/** Where the window scrolls so that an element at `elementTop` (document px) sits `offset` below the top. */
export function noticeScrollTarget(elementTop: number, offset: number, maxScroll: number): number {
  return Math.max(0, Math.min(Math.round(elementTop - offset), Math.max(0, maxScroll)));
}

/** Scrolls the window to the notice; returns a cancel function. The visitor's own scrolling wins. */
export function scrollToNotice(el: HTMLElement): () => void {
  const win = el.ownerDocument.defaultView;
  if (!win) return () => {};
  const root = el.ownerDocument.documentElement;
  const target = noticeScrollTarget(
    el.getBoundingClientRect().top + win.scrollY,
    SCROLL_TO_NOTICE_OFFSET_PX,
    root.scrollHeight - win.innerHeight,
  );
  if (prefersReducedMotion()) {
    win.scrollTo({ top: target, behavior: "instant" });
    return () => {};
  }
  const animation = tween({
    from: win.scrollY,
    to: target,
    duration: SCROLL_TO_NOTICE_MS,
    step: (y) => win.scrollTo({ top: y, behavior: "instant" }),
  });
  const stop = () => {
    animation.cancel();
    for (const type of ["wheel", "touchstart", "keydown"]) win.removeEventListener(type, stop);
  };
  for (const type of ["wheel", "touchstart", "keydown"]) win.addEventListener(type, stop, { passive: true });
  void animation.done.then(stop);
  return stop;
}

/**
 * Scroll to `el` now and focus it FOCUS_ALERT_NOTICE_DELAY_MS after `shownAt` (a
 * `performance.now()` time: when the notice was shown, default now); returns a cancel function.
 */
export function focusNotice(el: HTMLElement, shownAt = performance.now()): () => void {
  el.setAttribute("tabindex", "-1");
  const stopScroll = scrollToNotice(el);
  const wait = Math.max(0, FOCUS_ALERT_NOTICE_DELAY_MS - (performance.now() - shownAt));
  const timer = setTimeout(() => {
    if (el.isConnected) el.focus({ preventScroll: true });
  }, wait);
  return () => {
    clearTimeout(timer);
    stopScroll();
  };
}

export function focusFirstAlertNotice(doc: Document, shownAt?: number): () => void {
  const first = doc.querySelector<HTMLElement>(ALERT_NOTICE_SELECTOR);
  return first ? focusNotice(first, shownAt) : () => {};
}

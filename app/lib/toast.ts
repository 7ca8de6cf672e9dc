/**
 * Toasts: short confirmations ("Ihre Auswahl wurde gespeichert.") in the corner of the screen.
 * The region (`#toast-region`, rendered by the root layout, so it is a live region before the
 * first message arrives) announces each toast politely. A toast stays until the visitor closes it
 * or moves on: TOAST_DELAY_MS after their next pointer press or key outside it, it fades out.
 * Plain DOM, so any script (React or not) can show one.
 */
import { TOAST_DELAY_MS, TOAST_FADE_MS } from "./shop-timings.ts";
import { TOAST_REGION_ID } from "./toast-region.ts";

export function showToast(doc: Document, message: string): HTMLElement | null {
  const region = doc.getElementById(TOAST_REGION_ID);
  if (!region) return null;
  const toast = doc.createElement("div");
  toast.className = "toast";
  const text = doc.createElement("p");
  text.className = "toast__text";
  text.textContent = message;
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "toast__close";
  close.setAttribute("aria-label", region.dataset.closeLabel ?? "");
  close.textContent = "×";
  toast.append(text, close);
  region.append(toast);
  // Next frame: the element exists with opacity 0, so the fade-in transition runs.
  requestAnimationFrame(() => toast.classList.add("is-shown"));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const win = doc.defaultView ?? window;
  const dismiss = () => {
    doc.removeEventListener("pointerdown", movedOn, true);
    doc.removeEventListener("keydown", movedOn, true);
    clearTimeout(timer);
    toast.classList.remove("is-shown");
    const reduced = win.matchMedia("(prefers-reduced-motion: reduce)").matches;
    setTimeout(() => toast.remove(), reduced ? 0 : TOAST_FADE_MS);
  };
  const held = () => toast.matches(":hover") || toast.contains(doc.activeElement);
  function movedOn(event: Event) {
    if (toast.contains(event.target as Node)) return;
    clearTimeout(timer);
    timer = setTimeout(() => (held() ? undefined : dismiss()), TOAST_DELAY_MS);
  }
  close.addEventListener("click", dismiss);
  doc.addEventListener("pointerdown", movedOn, true);
  doc.addEventListener("keydown", movedOn, true);
  return toast;
}

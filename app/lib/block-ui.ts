/**
 * The block overlay (jQuery BlockUI as WooCommerce uses it): a white overlay at 60 % opacity and
 * the message „Bitte warten …“ cover an element while it is being updated; they fade in over
 * 200 ms and out over 400 ms. The element gets `aria-busy` meanwhile.
 */
import {
  BLOCK_OVERLAY_FADE_IN_MS,
  BLOCK_OVERLAY_FADE_OUT_MS,
  BLOCK_OVERLAY_OPACITY,
} from "./shop-timings.ts";
import { type Tween, tween } from "./tween.ts";

type Blocked = { overlay: HTMLElement; message: HTMLElement; fade: Tween; madeRelative: boolean };

const blocked = new WeakMap<HTMLElement, Blocked>();

function fadeBoth(overlay: HTMLElement, message: HTMLElement, from: number, to: number, duration: number) {
  return tween({
    from,
    to,
    duration,
    easing: (p) => p,
    step: (v) => {
      overlay.style.opacity = String(v * BLOCK_OVERLAY_OPACITY);
      message.style.opacity = String(v);
    },
  });
}

export function block(el: HTMLElement, messageText: string): void {
  if (blocked.has(el)) return;
  const doc = el.ownerDocument;
  const overlay = doc.createElement("div");
  overlay.className = "blockUI blockOverlay";
  const message = doc.createElement("div");
  message.className = "blockUI blockMsg blockElement";
  message.textContent = messageText;
  const madeRelative = doc.defaultView?.getComputedStyle(el).position === "static";
  if (madeRelative) el.style.position = "relative";
  el.classList.add("blockUI-blocked");
  el.setAttribute("aria-busy", "true");
  el.append(overlay, message);
  blocked.set(el, {
    overlay,
    message,
    fade: fadeBoth(overlay, message, 0, 1, BLOCK_OVERLAY_FADE_IN_MS),
    madeRelative,
  });
}

/** Fades the overlay out and removes it; resolves when it is gone. */
export async function unblock(el: HTMLElement): Promise<void> {
  const state = blocked.get(el);
  if (!state) return;
  blocked.delete(el);
  state.fade.cancel();
  const current = Number(state.message.style.opacity || "1");
  await fadeBoth(state.overlay, state.message, current, 0, BLOCK_OVERLAY_FADE_OUT_MS * current).done;
  state.overlay.remove();
  state.message.remove();
  if (state.madeRelative) el.style.removeProperty("position");
  el.classList.remove("blockUI-blocked");
  el.removeAttribute("aria-busy");
}

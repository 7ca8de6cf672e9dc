/**
 * What the visitor sees and hears when the cart changes: the regions named in `fragments` (and
 * our React regions marked `data-cart-region`) fade to 60 % over 400 ms, are replaced (our React
 * client renders the new cart state), then are restored; the success message is announced in a
 * polite live region after 1000 ms.
 */
import { LIVE_REGION_CLASS } from "./cart-client-loader.ts";
import { FRAGMENT_FADE_MS, FRAGMENT_FADE_OPACITY, SR_SUCCESS_MESSAGE_DELAY_MS } from "./shop-timings.ts";
import { type Tween, tween } from "./tween.ts";

export const CART_REGION_SELECTOR = "[data-cart-region]";
/**
 * Regions React renders from the cart state (the header's cart, the cart page's form and totals):
 * the new state replaces them. Everything else a fragment names (a mini cart widget in content
 * HTML, a theme's or plugin's own region) gets the fragment's markup, as WooCommerce's script does.
 */
export const REACT_CART_SELECTOR = `${CART_REGION_SELECTOR}, [data-react-cart]`;

/** Replaces every element `fragments` names that React does not render with the fragment's markup. */
export function replaceFragments(doc: Document, fragments: Record<string, string>): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let matches: Element[];
    try {
      matches = [...doc.querySelectorAll(selector)];
    } catch {
      continue; // not a selector this document understands
    }
    const foreign = matches.filter((el) => !el.closest(REACT_CART_SELECTOR));
    if (!foreign.length) continue;
    const template = doc.createElement("template");
    template.innerHTML = html;
    for (const el of foreign) el.replaceWith(template.content.cloneNode(true));
  }
}

type Fading = { token: number; tween: Tween };
const fading = new WeakMap<Element, Fading>();
let tokens = 0;

function regions(doc: Document, selectors: string[]): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const selector of [...selectors, CART_REGION_SELECTOR]) {
    let matches: NodeListOf<Element>;
    try {
      matches = doc.querySelectorAll(selector);
    } catch {
      continue; // not a selector this document understands
    }
    for (const el of matches) if (el instanceof HTMLElement) found.add(el);
  }
  return [...found];
}

/**
 * Fades the regions to FRAGMENT_FADE_OPACITY over FRAGMENT_FADE_MS, then calls `replace` and,
 * once the new content is in, restores them (those still fading for a later update are left to
 * that update).
 */
export function fadeReplaceRestore(
  doc: Document,
  selectors: string[],
  replace: () => void | Promise<void>,
): Promise<void> {
  const token = ++tokens;
  const els = regions(doc, selectors);
  for (const el of els) {
    fading.get(el)?.tween.cancel();
    const from = Number(doc.defaultView?.getComputedStyle(el).opacity ?? "1");
    el.classList.add("updating");
    fading.set(el, {
      token,
      tween: tween({
        from,
        to: FRAGMENT_FADE_OPACITY,
        duration: FRAGMENT_FADE_MS,
        step: (v) => {
          el.style.opacity = String(v);
        },
      }),
    });
  }
  const restore = () => {
    for (const el of els) {
      const state = fading.get(el);
      if (state?.token !== token) continue;
      state.tween.cancel();
      fading.delete(el);
      el.style.removeProperty("opacity");
      el.classList.remove("updating");
    }
  };
  return new Promise((resolve) => {
    setTimeout(() => {
      Promise.resolve()
        .then(replace)
        .finally(() => {
          restore();
          resolve();
        });
    }, FRAGMENT_FADE_MS);
  });
}

let announceTimer: ReturnType<typeof setTimeout> | undefined;

/** The polite live region (`div.widget_shopping_cart_live_region[role=status]`), made if missing. */
export function liveRegion(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(`.${LIVE_REGION_CLASS}`);
  if (existing) return existing;
  const region = doc.createElement("div");
  region.className = `${LIVE_REGION_CLASS} screen-reader-text`;
  region.setAttribute("role", "status");
  doc.body.append(region);
  return region;
}

/** Empties the live region now and says `message` after SR_SUCCESS_MESSAGE_DELAY_MS. */
export function announce(doc: Document, message: string | undefined): void {
  if (!message) return;
  const region = liveRegion(doc);
  clearTimeout(announceTimer);
  region.textContent = "";
  announceTimer = setTimeout(() => {
    region.setAttribute("aria-relevant", "all");
    region.textContent = message;
  }, SR_SUCCESS_MESSAGE_DELAY_MS);
}

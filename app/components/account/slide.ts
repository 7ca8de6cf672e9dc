/**
 * Slides an element open or closed like jQuery's slideDown/slideUp: height, vertical padding
 * and margin run from 0 to their natural size (or back) with overflow hidden, then the
 * element's `hidden` state is set. A new slide starts where a running one is. Honours
 * prefers-reduced-motion (no animation, the end state at once).
 */

const running = new WeakMap<HTMLElement, Animation>();

const SWING = "cubic-bezier(0.37, 0, 0.63, 1)"; // jQuery's "swing" (0.5 − cos(πp)/2), near enough

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

type Box = {
  height: string;
  paddingTop: string;
  paddingBottom: string;
  marginTop: string;
  marginBottom: string;
};

const CLOSED: Box = {
  height: "0px",
  paddingTop: "0px",
  paddingBottom: "0px",
  marginTop: "0px",
  marginBottom: "0px",
};

function measure(el: HTMLElement): Box {
  const s = getComputedStyle(el);
  const outer = el.getBoundingClientRect().height;
  const inner =
    s.boxSizing === "border-box"
      ? outer
      : outer -
        parseFloat(s.paddingTop) -
        parseFloat(s.paddingBottom) -
        parseFloat(s.borderTopWidth) -
        parseFloat(s.borderBottomWidth);
  return {
    height: `${inner}px`,
    paddingTop: s.paddingTop,
    paddingBottom: s.paddingBottom,
    marginTop: s.marginTop,
    marginBottom: s.marginBottom,
  };
}

/** The natural (open) box of an element, measured without showing a frame of it. */
function naturalBox(el: HTMLElement): Box {
  const current = running.get(el);
  current?.cancel();
  const wasHidden = el.hidden;
  el.hidden = false;
  const box = measure(el);
  el.hidden = wasHidden;
  return box;
}

export function slide(el: HTMLElement, direction: "down" | "up", durationMs: number): Promise<void> {
  const current = running.get(el);
  // Where a running slide has got to (its computed box right now).
  const from = current ? measure(el) : direction === "down" ? CLOSED : measure(el);
  const target = direction === "down" ? naturalBox(el) : CLOSED;
  current?.cancel();
  running.delete(el);
  el.hidden = false;
  if (durationMs <= 0 || prefersReducedMotion() || typeof el.animate !== "function") {
    el.hidden = direction === "up";
    return Promise.resolve();
  }
  const animation = el.animate(
    [
      { ...from, overflow: "hidden" },
      { ...target, overflow: "hidden" },
    ],
    {
      duration: durationMs,
      easing: SWING,
    },
  );
  running.set(el, animation);
  return animation.finished.then(
    () => {
      if (running.get(el) !== animation) return;
      running.delete(el);
      el.hidden = direction === "up";
    },
    () => {}, // cancelled by a newer slide
  );
}

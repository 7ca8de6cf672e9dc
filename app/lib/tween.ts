/**
 * Small animations driven by `requestAnimationFrame` and `performance.now()` (as jQuery's effects
 * are), so their timing follows the page clock, Playwright's fake clock included.
 */

export type Easing = (progress: number) => number;

/** jQuery's default easing. */
export const swing: Easing = (p) => 0.5 - Math.cos(p * Math.PI) / 2;
export const linear: Easing = (p) => p;

/** The value `elapsed` ms into a tween from `from` to `to` lasting `duration` ms. */
export function tweenValue(
  from: number,
  to: number,
  elapsed: number,
  duration: number,
  easing: Easing = swing,
): number {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  return from + (to - from) * easing(elapsed / duration);
}

/** `done` resolves with true when the tween ran to its end, false when it was cancelled. */
export type Tween = { done: Promise<boolean>; cancel(): void };

/** Calls `step` once per frame with the current value; `done` resolves after the last step. */
export function tween(opts: {
  from: number;
  to: number;
  duration: number;
  step: (value: number) => void;
  easing?: Easing;
}): Tween {
  const { from, to, duration, step, easing = swing } = opts;
  if (duration <= 0 || typeof requestAnimationFrame !== "function") {
    step(to);
    return { done: Promise.resolve(true), cancel() {} };
  }
  let frame = 0;
  let settle!: (completed: boolean) => void;
  const done = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const start = performance.now();
  let finished = false;
  const finish = (completed: boolean) => {
    if (finished) return;
    finished = true;
    cancelAnimationFrame(frame);
    clearTimeout(endTimer);
    if (completed) step(to);
    settle(completed);
  };
  step(from);
  const tick = () => {
    const elapsed = performance.now() - start;
    if (elapsed >= duration) return finish(true);
    step(tweenValue(from, to, elapsed, duration, easing));
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  // Frames come every ~16 ms; the end comes exactly on time (and also in a background tab).
  const endTimer = setTimeout(() => finish(true), duration);
  return { done, cancel: () => finish(false) };
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * jQuery's `slideUp`: the height animates to 0, then the element is hidden. Starts from the
 * current height, so it may take over from a cancelled `slideDown`.
 */
export function slideUp(el: HTMLElement, duration: number): Tween {
  const from = el.hidden ? 0 : el.offsetHeight;
  el.style.overflow = "hidden";
  const t = tween({
    from,
    to: 0,
    duration: prefersReducedMotion() ? 0 : duration,
    step: (h) => {
      el.style.height = `${h}px`;
    },
  });
  void t.done.then((completed) => {
    if (!completed) return;
    el.hidden = true;
    el.style.removeProperty("height");
    el.style.removeProperty("overflow");
  });
  return t;
}

/** jQuery's `slideDown`: the element is shown and its height animates to its natural height. */
export function slideDown(el: HTMLElement, duration: number): Tween {
  const from = el.hidden ? 0 : el.offsetHeight;
  el.hidden = false;
  el.style.removeProperty("height");
  const to = el.offsetHeight;
  el.style.overflow = "hidden";
  el.style.height = `${from}px`;
  const t = tween({
    from,
    to,
    duration: prefersReducedMotion() ? 0 : duration,
    step: (h) => {
      el.style.height = `${h}px`;
    },
  });
  void t.done.then((completed) => {
    if (!completed) return;
    el.style.removeProperty("height");
    el.style.removeProperty("overflow");
  });
  return t;
}

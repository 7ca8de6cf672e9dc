/**
 * The submit flow's page side (FlowView) for a rendered form container `#nf-form-{id}-cont`.
 * React renders the response area, the debug area and the form wrapper without children or
 * attributes it would later change, so the flow owns their content and their `hidden`/
 * `data-nf-resuming` attributes (glossary F6).
 */
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { noticeScrollTarget } from "../notices-a11y.ts";
import { prefersReducedMotion, tween } from "../tween.ts";
import { SUCCESS_SCROLL_MS, SUCCESS_SCROLL_OFFSET_PX } from "./form-timings.ts";
import type { FlowView } from "./submit-flow.ts";

/** True when the element's box lies completely inside the window. */
export function fullyVisible(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return rect.top >= 0 && rect.bottom <= viewportHeight;
}

/**
 * After success the page scrolls to the response message in SUCCESS_SCROLL_MS so that it sits
 * SUCCESS_SCROLL_OFFSET_PX below the top — only when it is not fully visible; a jump for visitors
 * who prefer reduced motion. Returns the target, or undefined when nothing scrolls.
 */
export function scrollToResponse(el: HTMLElement): number | undefined {
  const win = el.ownerDocument.defaultView;
  if (!win) return undefined;
  const rect = el.getBoundingClientRect();
  if (fullyVisible(rect, win.innerHeight)) return undefined;
  const root = el.ownerDocument.documentElement;
  const target = noticeScrollTarget(
    rect.top + win.scrollY,
    SUCCESS_SCROLL_OFFSET_PX,
    root.scrollHeight - win.innerHeight,
  );
  if (prefersReducedMotion()) {
    win.scrollTo({ top: target, behavior: "instant" });
    return target;
  }
  tween({
    from: win.scrollY,
    to: target,
    duration: SUCCESS_SCROLL_MS,
    step: (y) => win.scrollTo({ top: y, behavior: "instant" }),
  });
  return target;
}

export function domFlowView(container: HTMLElement): FlowView {
  const response = () => container.querySelector<HTMLElement>(".nf-response-msg");
  return {
    target: container,
    showResponse(html) {
      const area = response();
      if (!area) return;
      // Sanitised on the server (the success message action); announced by the live region and
      // by the focus, which also keeps keyboard users in place when the form hides.
      area.innerHTML = html;
      area.tabIndex = -1;
      area.focus({ preventScroll: true });
      scrollToResponse(area);
    },
    clearResponse() {
      const area = response();
      if (!area) return;
      area.replaceChildren();
      area.removeAttribute("tabindex");
    },
    showDebug(lines) {
      const area = container.querySelector<HTMLElement>(".nf-debug-msg");
      if (!area) return;
      area.replaceChildren(
        ...lines.map((line) => {
          const p = container.ownerDocument.createElement("p");
          p.textContent = line;
          return p;
        }),
      );
      area.hidden = false;
    },
    hideForm() {
      const wrap = container.querySelector<HTMLElement>(".nf-form-wrap");
      if (wrap) wrap.hidden = true;
    },
    setResuming(on) {
      container.toggleAttribute("data-nf-resuming", on);
    },
    focusField(field: FieldDef, inputId) {
      const id = `nf-field-${field.id}`;
      // A repeater's sub-field (`nf-field-8.81_2`) by its own id; other fields by id or first control.
      const sub = inputId?.includes(".")
        ? container.querySelector<HTMLElement>(`#${CSS.escape(inputId)}`)
        : null;
      (
        sub ??
        container.querySelector<HTMLElement>(
          `#${CSS.escape(id)}, #${CSS.escape(`${id}-container`)} :is(input, select, textarea, button)`,
        )
      )?.focus();
    },
    navigate(url) {
      container.ownerDocument.defaultView?.location.assign(url);
    },
  };
}

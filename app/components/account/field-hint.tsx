import { type ReactNode, useEffect, useRef } from "react";
import { slide } from "./slide.ts";
import { HINT_SLIDE_MS } from "./timing.ts";

/**
 * WooCommerce's `.woocommerce-input-wrapper`: the input and, when the field has one, its
 * description hint (`span.description`, linked by the input's aria-describedby). The hint
 * slides open when its input gets focus or a click and slides closed on a click elsewhere, when
 * another field gets focus, or on Escape (spec §2, §4: 250 ms). Without JavaScript every hint
 * is shown as plain text (see HintsWithoutScript).
 */
export function InputWrapper({
  description,
  descriptionId,
  children,
}: {
  description?: string;
  descriptionId?: string;
  children: ReactNode;
}) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const hint = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const box = wrapper.current;
    const text = hint.current;
    if (!box || !text) return;
    box.dataset.enhanced = "";
    // Without JavaScript the hint is plain text; from here on it is shown and hidden on demand.
    text.setAttribute("aria-hidden", "true");
    let open = false;
    const show = () => {
      if (open) return;
      open = true;
      text.setAttribute("aria-hidden", "false");
      void slide(text, "down", HINT_SLIDE_MS);
    };
    const hide = () => {
      if (!open) return;
      open = false;
      text.setAttribute("aria-hidden", "true");
      void slide(text, "up", HINT_SLIDE_MS);
    };
    const isField = (target: EventTarget | null): target is Element =>
      target instanceof Element && target.matches("input, select, textarea");
    const inside = (target: EventTarget | null) => target instanceof Node && box.contains(target);
    // Another field taking focus closes this hint; focus on a button or link does not (it
    // would move the button under the pointer between press and release). A click elsewhere
    // closes it after the click has done its work.
    const onFocus = (event: FocusEvent) => {
      if (!isField(event.target)) return;
      if (inside(event.target)) show();
      else hide();
    };
    const onClick = (event: MouseEvent) => {
      if (inside(event.target)) {
        if (isField(event.target)) show();
      } else hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && open) hide();
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    // Focused before the page was interactive: open now.
    if (isField(document.activeElement) && inside(document.activeElement)) show();
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
      delete box.dataset.enhanced;
      text.removeAttribute("aria-hidden");
    };
  }, []);

  return (
    <span className="woocommerce-input-wrapper" ref={wrapper}>
      {children}
      {description ? (
        <span className="description" id={descriptionId} ref={hint} hidden>
          {description}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Without JavaScript nothing could open a hint, so all of them show as plain text. Only
 * browsers without scripting apply this; with scripting the hints start hidden, so hydration
 * moves nothing.
 */
export function HintsWithoutScript() {
  return (
    <noscript>
      <style>{".woocommerce-input-wrapper .description[hidden]{display:block}"}</style>
    </noscript>
  );
}

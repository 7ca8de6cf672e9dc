/**
 * Quantity inputs outside the cart table (`input.qty`, not in `.woocommerce-cart-form` or a
 * `.product-quantity` cell) are raised to their `min` when their value is below it, as
 * WooCommerce does on load; we also do it when the value changes or the field loses focus.
 */
export const QTY_SELECTOR = "input.qty";
const CART_TABLE = ".woocommerce-cart-form, .product-quantity";

/** The value the field should hold, or null when it may stay (WooCommerce: only `min >= 0`). */
export function raisedToMin(value: string, min: string | null): string | null {
  if (min === null || min.trim() === "") return null;
  const lower = Number.parseFloat(min);
  const current = Number.parseFloat(value);
  if (!(lower >= 0) || Number.isNaN(current) || current >= lower) return null;
  return min.trim();
}

export function clampQuantityInput(input: HTMLInputElement): void {
  if (!input.matches(QTY_SELECTOR) || input.closest(CART_TABLE)) return;
  const next = raisedToMin(input.value, input.getAttribute("min"));
  if (next !== null) input.value = next;
}

/** Clamps the fields there now and on every later change or blur; returns the removal. */
export function installQuantityClamp(doc: Document): () => void {
  for (const input of doc.querySelectorAll<HTMLInputElement>(QTY_SELECTOR)) clampQuantityInput(input);
  const onEvent = (event: Event) => {
    if (event.target instanceof HTMLInputElement) clampQuantityInput(event.target);
  };
  doc.addEventListener("change", onEvent, true);
  doc.addEventListener("focusout", onEvent, true);
  return () => {
    doc.removeEventListener("change", onEvent, true);
    doc.removeEventListener("focusout", onEvent, true);
  };
}

/** Stable codes of cart failures, each with a German (and English) message for visitors. */
import { fillPlaceholders } from "../i18n/fill.ts";
export const CART_ERRORS = {
  laden_product_not_found: {
    de: "Dieses Produkt gibt es nicht (mehr).",
    en: "This product does not exist (any more).",
  },
  laden_invalid_variation: {
    de: "Bitte wählen Sie eine gültige Ausführung des Produkts.",
    en: "Please choose a valid option of this product.",
  },
  laden_out_of_stock: {
    de: "Dieses Produkt ist leider nicht vorrätig.",
    en: "Sorry, this product is out of stock.",
  },
  laden_not_purchasable: {
    de: "Dieses Produkt kann nicht gekauft werden.",
    en: "This product cannot be purchased.",
  },
  laden_invalid_quantity: {
    de: "Bitte geben Sie eine gültige Menge an.",
    en: "Please enter a valid quantity.",
  },
  laden_quantity_below_min: {
    de: "Die Mindestmenge für dieses Produkt ist {min}.",
    en: "The minimum quantity for this product is {min}.",
  },
  laden_stock_exceeded: {
    de: "Sie können höchstens {max} Stück von „{name}“ in den Warenkorb legen.",
    en: "You cannot add more than {max} of “{name}” to the cart.",
  },
  laden_unknown_cart_item: {
    de: "Dieser Artikel ist nicht (mehr) im Warenkorb.",
    en: "This item is not in the cart (any more).",
  },
} as const;

export type CartErrorCode = keyof typeof CART_ERRORS;

export class CartError extends Error {
  readonly code: CartErrorCode;
  readonly params: Record<string, string | number>;
  /** The product page to send the visitor to, when known. */
  readonly productSlug?: string;
  constructor(code: CartErrorCode, params: Record<string, string | number> = {}, productSlug?: string) {
    super(code);
    this.code = code;
    this.params = params;
    this.productSlug = productSlug;
  }
}

export function cartErrorMessage(err: CartError, lang: "de" | "en"): string {
  return fillPlaceholders(CART_ERRORS[err.code][lang], err.params);
}

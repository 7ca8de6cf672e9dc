/** Texts of the cart, mini cart and add-to-cart. */
export const cartMessages = {
  de: {
    "cart.title": "Warenkorb",
  },
  en: {
    "cart.title": "Cart",
  },
} as const;

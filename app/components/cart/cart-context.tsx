import { createContext, useContext, useEffect, useState } from "react";
import type { ClientCart } from "../../../server/wire/cart-response.tsx";

type CartState = { cart: ClientCart; setCart: (cart: ClientCart) => void };

const CartContext = createContext<CartState | null>(null);

/**
 * The visitor's cart on the client: starts from the root loader, follows every cart response
 * (add, remove, refresh) and every loader revalidation.
 */
export function CartProvider({ initial, children }: { initial: ClientCart; children: React.ReactNode }) {
  const [cart, setCart] = useState(initial);
  useEffect(() => setCart(initial), [initial]);
  return <CartContext.Provider value={{ cart, setCart }}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error("useCart outside CartProvider");
  return state;
}

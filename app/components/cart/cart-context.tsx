import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useT } from "#app/hooks/use-t.ts";
import { installCartClient, LIVE_REGION_CLASS, refreshStaleCart } from "#app/lib/cart-client-loader.ts";
import type { ClientCart } from "#modules/cart/client-cart.ts";

type CartState = { cart: ClientCart; setCart: (cart: ClientCart) => void };

const CartContext = createContext<CartState | null>(null);

/**
 * The visitor's cart on the client: starts from the root loader, follows every cart response
 * (add, remove, refresh) and every loader revalidation, and is refreshed once when the cart
 * hint cookie says the page shows an older cart. Once hydrated it runs the storefront's cart
 * script (AJAX add to cart, mini cart removal) and holds the polite live region that script
 * speaks through.
 */
export function CartProvider({ initial, children }: { initial: ClientCart; children: React.ReactNode }) {
  const t = useT();
  const [cart, setCart] = useState(initial);
  useEffect(() => setCart(initial), [initial]);
  const pleaseWait = t("cart.pleaseWait");
  // A page from a cache (or the back button) may show an older cart than the hint cookie names.
  const renderedHash = useRef(initial.hash);
  renderedHash.current = cart.hash;
  useEffect(() => {
    const refresh = () => refreshStaleCart(document, renderedHash.current, setCart);
    refresh();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  // The cart script restores the faded regions once the new cart is committed to the page.
  const committed = useRef<(() => void)[]>([]);
  useLayoutEffect(() => {
    void cart;
    for (const resolve of committed.current.splice(0)) resolve();
  }, [cart]);
  useEffect(() => {
    const removeCartClient = installCartClient(document, {
      applyCart: (next) =>
        new Promise<void>((resolve) => {
          committed.current.push(resolve);
          setCart(next);
        }),
      pleaseWait,
    });
    document.documentElement.dataset.shopJs = "ready";
    return () => {
      removeCartClient();
      delete document.documentElement.dataset.shopJs;
    };
  }, [pleaseWait]);
  return (
    <CartContext.Provider value={{ cart, setCart }}>
      {children}
      <div className={`${LIVE_REGION_CLASS} screen-reader-text`} role="status" aria-live="polite" />
    </CartContext.Provider>
  );
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error("useCart outside CartProvider");
  return state;
}

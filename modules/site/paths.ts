import type { Lang } from "../i18n/index.ts";

/** A site path in the visitor's language: German at the root, English under /en/. */
export function localePath(lang: Lang, path: string): string {
  return lang === "en" ? `/en${path}` : path;
}

export const paths = {
  home: "/",
  shop: "/shop/",
  cart: "/cart/",
  checkout: "/checkout/",
  account: "/my-account/",
  product: (slug: string) => `/product/${encodeURIComponent(slug)}/`,
  category: (slug: string) => `/product-category/${encodeURIComponent(slug)}/`,
  tag: (slug: string) => `/product-tag/${encodeURIComponent(slug)}/`,
  page: (slug: string) => `/${encodeURIComponent(slug)}/`,
  shipping: "/versand-und-zahlung/",
  terms: "/agb/",
  withdrawalPolicy: "/widerrufsbelehrung/",
  privacy: "/datenschutz/",
  checkoutConfirm: "/checkout/confirm/",
  orderReceived: (id: number, key: string) =>
    `/checkout/order-received/${id}/?key=${encodeURIComponent(key)}`,
  orderPay: (id: number, key: string) => `/checkout/order-pay/${id}/?key=${encodeURIComponent(key)}`,
  orders: "/my-account/orders/",
  ordersPage: (page: number) => (page <= 1 ? "/my-account/orders/" : `/my-account/orders/${page}/`),
  viewOrder: (id: number) => `/my-account/view-order/${id}/`,
  accountDetails: "/my-account/edit-account/",
  addresses: "/my-account/edit-address/",
  address: (kind: "billing" | "shipping") => `/my-account/edit-address/${kind}/`,
  lostPassword: "/my-account/lost-password/",
  logout: "/my-account/customer-logout/",
  /** The withdrawal button's form (Widerrufsbutton, § 356a BGB). */
  withdrawal: "/vertrag-widerrufen/",
} as const;

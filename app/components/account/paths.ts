import type { Lang } from "../../../modules/i18n/index.ts";
import { localePath } from "../../../modules/site/paths.ts";

/** The account pages (WooCommerce's endpoints) in a language. */
export function accountPaths(lang: Lang) {
  const p = (path: string) => localePath(lang, path);
  return {
    dashboard: p("/my-account/"),
    details: p("/my-account/edit-account/"),
    addresses: p("/my-account/edit-address/"),
    address: (kind: "billing" | "shipping") => p(`/my-account/edit-address/${kind}/`),
    lostPassword: p("/my-account/lost-password/"),
    logout: p("/my-account/customer-logout/"),
    orders: p("/my-account/orders/"),
    ordersPage: (page: number) => p(page <= 1 ? "/my-account/orders/" : `/my-account/orders/${page}/`),
    viewOrder: (id: number) => p(`/my-account/view-order/${id}/`),
  };
}

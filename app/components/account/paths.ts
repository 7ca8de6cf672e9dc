import type { Lang } from "#modules/i18n/index.ts";
import { localePath, paths } from "#modules/site/paths.ts";

/** The account pages (WooCommerce's endpoints, defined once in modules/site/paths.ts) in a language. */
export function accountPaths(lang: Lang) {
  const p = (path: string) => localePath(lang, path);
  return {
    dashboard: p(paths.account),
    details: p(paths.accountDetails),
    addresses: p(paths.addresses),
    address: (kind: "billing" | "shipping") => p(paths.address(kind)),
    lostPassword: p(paths.lostPassword),
    logout: p(paths.logout),
    orders: p(paths.orders),
    ordersPage: (page: number) => p(paths.ordersPage(page)),
    viewOrder: (id: number) => p(paths.viewOrder(id)),
  };
}

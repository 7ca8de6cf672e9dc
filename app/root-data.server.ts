import { createHash } from "node:crypto";
import type { MenuItem } from "../db/schema/index.ts";
import { currentCart } from "../modules/cart/session-cart.ts";
import { getMenus } from "../modules/content/index.ts";
import { type Notice, takeNotices } from "../modules/notices/notices.ts";
import { placedSearchForm, type SearchFormView, searchFormView } from "../modules/search/forms.ts";
import { getSettings } from "../modules/settings/index.ts";
import { buildPageParams, type PageParams } from "../modules/site/page-params.ts";
import type { AppServices } from "../server/services.ts";
import { type ClientCart, clientCart } from "../server/wire/cart-response.tsx";
import { requestNonceSubject } from "../server/wire/dispatch.ts";
import type { RequestState } from "./context.ts";

export type RootData = {
  lang: RequestState["lang"];
  site: { name: string; tagline: string; accentColor: string };
  legal: { companyName: string; address: string };
  menus: { primary: MenuItem[]; legal: MenuItem[] };
  params: PageParams;
  year: number;
  /** The visitor's cart (empty without a session: such pages stay cacheable). */
  cart: ClientCart;
  notices: Notice[];
  storeNotice: { text: string; id: string } | null;
  /** The header's search form (its data attributes). */
  search: { header: SearchFormView };
};

/** The notice id is derived from its text, so a new text shows again to visitors who hid the old one. */
export function storeNoticeId(text: string): string {
  return createHash("md5").update(text).digest("hex").slice(0, 12);
}

function visibleStoreNotice(enabled: boolean, text: string, cookies: string) {
  if (!enabled || !text) return null;
  const id = storeNoticeId(text);
  return cookies.split(/;\s*/).includes(`store_notice${id}=hidden`) ? null : { text, id };
}

export async function loadRootData(
  services: AppServices,
  state: RequestState,
  request: Request,
): Promise<RootData> {
  const pathname = new URL(request.url).pathname;
  const cookies = request.headers.get("cookie") ?? "";
  const [settings, menus, subject, cart, notices] = await Promise.all([
    getSettings(services.db),
    getMenus(services.db, state.lang),
    requestNonceSubject(state.session),
    currentCart(services.db, state.session),
    takeNotices(state.session),
  ]);
  return {
    lang: state.lang,
    site: {
      name: settings["site.name"],
      tagline: settings["site.tagline"],
      accentColor: settings["theme.accentColor"],
    },
    legal: { companyName: settings["legal.companyName"], address: settings["legal.address"] },
    menus: { primary: menus.primary ?? [], legal: menus.legal ?? [] },
    params: buildPageParams({
      secret: services.config.secret,
      subject,
      lang: state.lang,
      isCart: /^\/(en\/)?cart\/?$/.test(pathname),
      cartRedirectAfterAdd: settings["shop.cartRedirectAfterAdd"],
      consentEnabled: true,
    }),
    year: new Date().getFullYear(),
    cart: clientCart(services, cart, subject),
    notices,
    storeNotice: visibleStoreNotice(
      settings["shop.storeNoticeEnabled"],
      settings["shop.storeNotice"],
      cookies,
    ),
    search: {
      header: searchFormView(
        placedSearchForm(settings["search.forms"], settings["search.headerFormId"]),
        state.lang,
      ),
    },
  };
}

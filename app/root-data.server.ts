import type { MenuItem } from "../db/schema/index.ts";
import { getMenus } from "../modules/content/index.ts";
import { getSettings } from "../modules/settings/index.ts";
import { buildPageParams, type PageParams } from "../modules/site/page-params.ts";
import type { AppServices } from "../server/services.ts";
import { requestNonceSubject } from "../server/wire/dispatch.ts";
import type { RequestState } from "./context.ts";

export type RootData = {
  lang: RequestState["lang"];
  site: { name: string; tagline: string; accentColor: string };
  legal: { companyName: string; address: string };
  menus: { primary: MenuItem[]; legal: MenuItem[] };
  params: PageParams;
  year: number;
};

export async function loadRootData(
  services: AppServices,
  state: RequestState,
  pathname: string,
): Promise<RootData> {
  const [settings, menus, subject] = await Promise.all([
    getSettings(services.db),
    getMenus(services.db, state.lang),
    requestNonceSubject(state.session),
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
  };
}

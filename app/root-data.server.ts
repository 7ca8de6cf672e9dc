import { createHash } from "node:crypto";
import { redirectDocument } from "react-router";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import type { MenuItem } from "../db/schema/index.ts";
import { attributionSettings } from "../modules/attribution/settings.ts";
import { type ClientCart, clientCart } from "../modules/cart/client-cart.ts";
import { currentCart } from "../modules/cart/session-cart.ts";
import { ANALYTICS_PIXEL_PATH } from "../modules/consent/index.ts";
import { consentTextOverrides } from "../modules/consent/settings.ts";
import { getMenus } from "../modules/content/index.ts";
import type { ConsentMessageKey } from "../modules/i18n/messages-consent.ts";
import { legalAddressLine, legalData } from "../modules/legal/legal-data.ts";
import { followLegalPages, type LegalPaths } from "../modules/legal/page-kinds.ts";
import { legalPagePaths } from "../modules/legal/pages.ts";
import { pickerItems } from "../modules/media/picker.ts";
import { type Notice, takeNotices } from "../modules/notices/notices.ts";
import { placedSearchForm, type SearchFormView, searchFormView } from "../modules/search/forms.ts";
import { createNonce } from "../modules/session/nonce.ts";
import { requestNonceSubject } from "../modules/session/nonce-check.ts";
import type { Settings } from "../modules/settings/index.ts";
import { getThemeUser, openDuringComingSoon } from "../modules/theme/index.ts";
import { isOwner } from "../modules/users/roles.ts";
import type { AppServices, PageParams } from "../server/services.ts";
import {
  type ConsentBannerData,
  consentBannerData,
} from "./components/consent/consent-banner-data.server.ts";
import type { RequestState } from "./context.ts";
import { pageSettings } from "./lib/page-settings.server.ts";

export type RootData = {
  lang: RequestState["lang"];
  site: { name: string; tagline: string };
  legal: { companyName: string; address: string };
  /** Where the legal pages are (the Rechtliches settings; German paths, `localePath` for English). */
  legalPaths: LegalPaths;
  menus: { primary: MenuItem[]; legal: MenuItem[] };
  params: PageParams;
  year: number;
  /** The visitor's cart (empty without a session: such pages stay cacheable). */
  cart: ClientCart;
  notices: Notice[];
  storeNotice: { text: string; id: string } | null;
  /** The consent banner while the visitor has made no choice (null: no banner from the server). */
  consentBanner: ConsentBannerData | null;
  /** The consent texts the owner changed for this language (null: the catalogue's), for the dialog. */
  consentTexts: Partial<Record<ConsentMessageKey, string>> | null;
  /** The header's search form (its data attributes). */
  search: { header: SearchFormView };
  /** Theme chrome (spec §2, §4): header style, search overlay mode, social links, owner extras. */
  theme: ThemeData;
  /** The signed-in user's id, 0 for a visitor (the rich text editor's media button, spec §6). */
  userId: number;
};

export type ThemeData = {
  /** The appearance settings' colours and font as CSS variables for <html> (app.css reads them). */
  css: Record<string, string>;
  /** The logo from the media library (null: the shop's name as text). */
  logo: { src: string; alt: string; width: number; height: number } | null;
  /** The browser tab's icon (null: /favicon.svg). */
  favicon: string | null;
  footer: { text: string; copyright: string };
  /** The page shows the owner's unsaved appearance values (the settings screen's live preview). */
  preview: boolean;
  headerStyle: "sticky" | "transparent" | "shrinking";
  searchOverlay: "dropdown" | "sliding" | "full-width" | "popup";
  socialLinks: { network: string; url: string; label?: string }[];
  /** The logged-in owner sees the admin bar (32 px offset). */
  adminBar: boolean;
  /** The owner's coming-soon footer banner (glossary A9): REST url and nonce for the dismiss link. */
  comingSoonBanner: { restUrl: string; nonce: string } | null;
};

/** The bundled fonts (theme.font): Inter is self-hosted, the others are the visitor's own. */
const FONT_STACKS: Record<Settings["theme.font"], string> = {
  inter: '"Inter Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
};

/** The appearance settings as CSS variables (computed here, so the page's script only spreads them). */
function themeCss(settings: Settings): Record<string, string> {
  return {
    "--accent": settings["theme.accentColor"],
    "--accent-ink": settings["theme.accentInkColor"],
    "--ink": settings["theme.textColor"],
    "--paper": settings["theme.backgroundColor"],
    "--font": FONT_STACKS[settings["theme.font"]],
  };
}

/** The logo and favicon media items (one query, none while neither is set). */
async function themeMedia(services: AppServices, settings: Settings) {
  const ids = [settings["theme.logoMediaId"], settings["theme.faviconMediaId"]].filter((id) => id > 0);
  const items = await pickerItems(services.db, ids);
  const logo = items.find((i) => i.id === settings["theme.logoMediaId"]);
  const favicon = items.find((i) => i.id === settings["theme.faviconMediaId"]);
  return {
    logo: logo ? { src: logo.src, alt: logo.alt, width: logo.width, height: logo.height } : null,
    favicon: favicon ? favicon.thumb : null,
  };
}

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
  const [{ settings, preview }, menus, subject, cart, notices] = await Promise.all([
    pageSettings(services, state, request),
    getMenus(services.db, state.lang),
    requestNonceSubject(state.session),
    currentCart(services.db, state.session),
    takeNotices(state.session),
  ]);
  const params = services.pageParams({
    secret: services.config.secret,
    subject,
    lang: state.lang,
    isCart: /^\/(en\/)?cart\/?$/.test(pathname),
    cartRedirectAfterAdd: settings["shop.cartRedirectAfterAdd"],
    consentEnabled: settings["consent.enabled"],
  });
  params.attribution = attributionSettings(settings);
  const consentTexts = consentTextOverrides(settings, state.lang);
  params.analytics = { pixel: settings["analytics.enabled"] ? ANALYTICS_PIXEL_PATH : "" };
  const [themeUser, legalPaths, media] = await Promise.all([
    getThemeUser(services.db, subject.userId),
    legalPagePaths(services.db, settings),
    themeMedia(services, settings),
  ]);
  const owner = isOwner(themeUser?.role);
  // Coming-soon mode: a visitor's client navigation becomes a document load, which the host's
  // gate answers with the coming-soon page (server/http/coming-soon.ts).
  if (settings["shop.comingSoon"] && !owner && !openDuringComingSoon(pathname, Object.values(legalPaths))) {
    const url = new URL(request.url);
    throw redirectDocument(`${url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/")}${url.search}`);
  }
  return {
    lang: state.lang,
    site: {
      name: settings["site.name"],
      tagline: settings["site.tagline"],
    },
    legal: { companyName: settings["legal.companyName"], address: legalAddressLine(legalData(settings)) },
    legalPaths,
    menus: {
      primary: followLegalPages(menus.primary ?? [], legalPaths),
      legal: followLegalPages(menus.legal ?? [], legalPaths),
    },
    params,
    year: new Date().getFullYear(),
    userId: subject.userId ?? 0,
    cart: clientCart(services.config.secret, cart, subject),
    notices,
    consentBanner: consentBannerData({
      enabled: settings["consent.enabled"],
      cookies,
      lang: state.lang,
      secret: services.config.secret,
      subject,
      url: new URL(request.url),
      texts: consentTexts,
    }),
    consentTexts,
    storeNotice: visibleStoreNotice(
      settings["shop.storeNoticeEnabled"],
      settings["shop.storeNotice"],
      cookies,
    ),
    theme: {
      css: themeCss(settings),
      ...media,
      footer: { text: settings["theme.footerText"], copyright: settings["theme.footerCopyright"] },
      preview,
      headerStyle: settings["theme.headerStyle"],
      searchOverlay: settings["theme.searchOverlay"],
      // The menus screen's social menu once saved; until then the theme setting's links.
      socialLinks: menus.social
        ? menus.social.flatMap((i) => (i.network ? [{ network: i.network, url: i.url, label: i.label }] : []))
        : settings["theme.socialLinks"],
      adminBar: owner,
      comingSoonBanner:
        owner && themeUser && settings["shop.comingSoon"] && !themeUser.bannerDismissed
          ? {
              restUrl: `/wp-json/wp/v2/users/${themeUser.id}`,
              nonce: createNonce(services.config.secret, NONCE_ACTIONS.rest, subject),
            }
          : null,
    },
    search: {
      header: searchFormView(
        placedSearchForm(settings["search.forms"], settings["search.headerFormId"]),
        state.lang,
      ),
    },
  };
}

/**
 * Whether an /admin/ request gets the back office's own frame (no storefront data): yes for an
 * owner and for a visitor without an account (the owner sign-in); no for a signed-in customer,
 * who gets the storefront's 404 in the storefront's frame.
 */
export async function backOfficeFrame(services: AppServices, state: RequestState): Promise<boolean> {
  const record = await state.session.get();
  if (!record?.userId) return true;
  const user = await getThemeUser(services.db, record.userId);
  return isOwner(user?.role);
}

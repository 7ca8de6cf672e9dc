import { useRouteLoaderData } from "react-router";
import { type Lang, LOCALE, type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin.ts";
import "#modules/i18n/messages-admin-auth.ts";
import { SHOP_TIME_ZONE } from "#modules/shared/shop-time.ts";

/** What the admin layout's loader hands every back-office screen. */
export type AdminFrame = {
  lang: Lang;
  owner: { id: number; name: string; email: string; role: "shop_manager" | "administrator" };
  /** The sign-out and the idle re-authentication's nonces (bound to the session). */
  nonces: { logout: string; reauth: string };
  /** A live shop's missing legal data (issue 21), in the owner's language; null: nothing missing. */
  legalWarning: { title: string; text: string; link: string | null } | null;
  /** New (unread) form submissions: the navigation's counter beside "Formulare" (null: none). */
  unreadSubmissions: { count: number; label: string } | null;
  /** Comments awaiting moderation: the counter beside "Kommentare" (null: none). */
  pendingComments: { count: number; label: string } | null;
};

/** The admin frame (undefined outside /admin/). */
export function useAdminFrame(): AdminFrame | undefined {
  return useRouteLoaderData<AdminFrame>("admin");
}

/** The owner's language: their profile choice, not the URL (the back office has no /en/). */
export function useAdminLang(): Lang {
  return useAdminFrame()?.lang ?? "de";
}

export function useAdminT(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const lang = useAdminLang();
  return (key, params) => translate(lang, key, params);
}

/**
 * A date formatter in the owner's language and the shop's time zone: `day` ("25.11.2026"),
 * `minute` ("25.11.2026, 09:15") or `second` (with seconds, for job runs).
 */
export function useAdminDateFormat(precision: "day" | "minute" | "second"): Intl.DateTimeFormat {
  const lang = useAdminLang();
  return new Intl.DateTimeFormat(LOCALE[lang], {
    dateStyle: "medium",
    ...(precision === "day" ? {} : { timeStyle: precision === "minute" ? "short" : "medium" }),
    timeZone: SHOP_TIME_ZONE,
  });
}

/**
 * The owner's storefront preview (issue 23 item 2): a product that is not published (draft,
 * scheduled, private) has a page only for a signed-in back-office user whose back-office session
 * is active — the same test `requireOwner` makes. A visitor and a customer keep getting 404.
 */
import type { RouterContextProvider } from "react-router";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { type Lang, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-preview.ts";
import { ownerSessionState } from "#modules/owner-auth/idle.ts";
import { PRIVATE_NO_STORE } from "#modules/shared/cache-control.ts";
import { getAccount } from "#modules/users/accounts.ts";
import { isOwner } from "#modules/users/roles.ts";

type Ctx = Pick<RouterContextProvider, "get">;

/** Whether the request comes from an owner who may preview what the shop does not show. */
export async function mayPreview(context: Ctx): Promise<boolean> {
  const { db } = context.get(servicesContext);
  const { session } = context.get(requestStateContext);
  const record = await session.get();
  if (!record?.userId || ownerSessionState(record.data) !== "active") return false;
  return isOwner((await getAccount(db, record.userId))?.role);
}

/** A preview is personal and not for search engines: never stored, never indexed. */
export const PREVIEW_HEADERS = {
  "Cache-Control": PRIVATE_NO_STORE,
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The banner's texts for a product's status, in the shop's language (sent with the page's data). */
export function previewTexts(lang: Lang, status: string): { banner: string; note: string } {
  const note =
    status === "future"
      ? "shop.preview.future"
      : status === "private"
        ? "shop.preview.private"
        : "shop.preview.draft";
  return { banner: translate(lang, "shop.preview.banner"), note: translate(lang, note) };
}

import { useEffect, useState } from "react";
import { useT } from "#app/hooks/use-t.ts";
import { cookieString, readCookie, storeNoticeCookieName } from "#app/lib/cookies.ts";
import "#modules/i18n/messages-theme.ts";

/**
 * WooCommerce's store notice (`.woocommerce-store-notice[data-notice-id]`). Dismissing it (click,
 * Enter or Space on its link) sets the session cookie `store_notice<id>=hidden` for the whole
 * site and hides it; the server then leaves it out (the root loader reads the cookie), and a
 * page served from a cache hides it as soon as it hydrates. Without JavaScript the link hides
 * it on this page (`:target`).
 */
export function StoreNotice({ notice }: { notice: { text: string; id: string } }) {
  const t = useT();
  const [hidden, setHidden] = useState(false);
  const cookieName = storeNoticeCookieName(notice.id);
  useEffect(() => {
    setHidden(readCookie(document.cookie, cookieName) === "hidden");
  }, [cookieName]);
  if (hidden) return null;
  const dismiss = (event: React.SyntheticEvent) => {
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: one cookie, built and escaped by cookieString; the Cookie Store API is not in every browser we serve
    document.cookie = cookieString(cookieName, "hidden", location.protocol === "https:");
    setHidden(true);
  };
  return (
    <p className="woocommerce-store-notice demo_store" data-notice-id={notice.id} id="store-notice-dismiss">
      {notice.text}{" "}
      {/* biome-ignore lint/a11y/useSemanticElements: WooCommerce's dismiss link (role=button, Enter and Space handled below); as a link it also hides the notice without JS (:target) */}
      {/* biome-ignore lint/a11y/useValidAnchor: see above */}
      <a
        href="#store-notice-dismiss"
        className="woocommerce-store-notice__dismiss-link"
        role="button"
        onClick={dismiss}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") dismiss(event);
        }}
      >
        {t("site.dismissNotice")}
      </a>
    </p>
  );
}

import { useEffect } from "react";
import { loadCartScript } from "#app/lib/cart-client-loader.ts";
import type { Notice } from "#modules/notices/notices.ts";

/**
 * Notices left for this page (WooCommerce's markup). Once shown, the page scrolls to the first
 * alert notice and focuses it 500 ms after it was shown (`focusFirstAlertNotice`, loaded with
 * the cart script).
 */
export function Notices({ notices }: { notices: Notice[] }) {
  const shown = notices.map((n) => `${n.type}:${n.text}`).join("\n");
  useEffect(() => {
    if (!shown) return;
    const shownAt = performance.now();
    let cancel: (() => void) | undefined;
    let gone = false;
    void loadCartScript().then((m) => {
      if (!gone) cancel = m.focusFirstAlertNotice(document, shownAt);
    });
    return () => {
      gone = true;
      cancel?.();
    };
  }, [shown]);
  if (notices.length === 0) return <div className="woocommerce-notices-wrapper" />;
  const errors = notices.filter((n) => n.type === "error");
  const others = notices.filter((n) => n.type !== "error");
  return (
    <div className="woocommerce-notices-wrapper">
      {errors.length ? (
        <ul className="woocommerce-error" role="alert">
          {errors.map((n) => (
            <li key={n.text}>{n.text}</li>
          ))}
        </ul>
      ) : null}
      {others.map((n) => (
        <div
          key={n.text}
          className={n.type === "success" ? "woocommerce-message" : "woocommerce-info"}
          role="alert"
        >
          {n.link ? (
            <a href={n.link.url} className="button wc-forward">
              {n.link.label}
            </a>
          ) : null}
          {n.text}
        </div>
      ))}
    </div>
  );
}

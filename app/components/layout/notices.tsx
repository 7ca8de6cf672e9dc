import type { Notice } from "../../../modules/notices/notices.ts";

/** Notices left for this page (WooCommerce's markup: scripts focus and scroll to these). */
export function Notices({ notices }: { notices: Notice[] }) {
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

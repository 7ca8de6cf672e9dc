import { useT } from "../../hooks/use-t.ts";

/**
 * WooCommerce's store notice (`.woocommerce-store-notice[data-notice-id]`). The server leaves it
 * out once the visitor has dismissed it (cookie `store_notice<id>=hidden`, read by the root loader).
 */
export function StoreNotice({ notice }: { notice: { text: string; id: string } }) {
  const t = useT();
  return (
    <p className="woocommerce-store-notice demo_store" data-notice-id={notice.id}>
      {notice.text}{" "}
      <a href="#store-notice-dismiss" className="woocommerce-store-notice__dismiss-link" role="button">
        {t("site.dismissNotice")}
      </a>
    </p>
  );
}

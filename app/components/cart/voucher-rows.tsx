/**
 * Gift vouchers paying part of a total (issue 24 item 3): a payment below the total, not a
 * discount — "abzüglich Gutschein CODE", then "Noch zu zahlen". The same rows in the cart's
 * totals, the checkout review, order-pay and the customer's order pages.
 */
import { RemoveCoupon } from "#app/components/cart/coupon-form.tsx";
import { Amount } from "#app/components/shop/price.tsx";
import { useT } from "#app/hooks/use-t.ts";
import "#modules/i18n/messages-vouchers.ts";

export type VoucherRowsProps = {
  vouchers: readonly { code: string; cents: number; balanceAfterCents?: number }[];
  dueCents: number;
  /** With it, each voucher gets its "[Entfernen]" (only where the table is not inside another form). */
  remove?: { nonce: string; back: "cart" | "checkout" };
};

/** Table rows (`tr.gift-voucher`, `tr.order-due`); nothing when no voucher pays. */
export function VoucherRows({ vouchers, dueCents, remove }: VoucherRowsProps) {
  const t = useT();
  if (vouchers.length === 0) return null;
  return (
    <>
      {vouchers.map((v) => (
        <tr key={v.code} className="gift-voucher">
          <th scope="row">{t("voucher.payment", { code: v.code })}</th>
          <td data-title={t("voucher.payment", { code: v.code })}>
            −<Amount cents={v.cents} />
            {v.balanceAfterCents !== undefined ? (
              <small className="gift-voucher__balance">
                {t("voucher.remaining", { balance: "" })}
                <Amount cents={v.balanceAfterCents} />
              </small>
            ) : null}
            {remove ? <RemoveCoupon code={v.code} nonce={remove.nonce} back={remove.back} /> : null}
          </td>
        </tr>
      ))}
      <tr className="order-due">
        <th scope="row">{t("voucher.due")}</th>
        <td data-title={t("voucher.due")}>
          <strong>
            <Amount cents={dueCents} />
          </strong>
        </td>
      </tr>
    </>
  );
}

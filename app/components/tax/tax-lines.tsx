/**
 * What the total contains, tax-wise, under the total of the checkout review and of an order: the
 * VAT per rate (naming the country when it is not Germany's, under the one-stop shop), or the
 * reverse-charge note when no VAT is charged.
 */
import { useLang, useT } from "#app/hooks/use-t.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { SELLER_COUNTRY } from "#modules/tax/constants.ts";
import "#modules/i18n/messages-tax.ts";
import "#modules/i18n/messages-cart.ts";
import "#app/styles/tax.css";

export function TaxLines({
  vat,
  taxCountry,
  reverseCharge,
}: {
  vat: readonly { rateBp: number; cents: number }[];
  taxCountry: string;
  reverseCharge: boolean;
}) {
  const t = useT();
  const lang = useLang();
  if (reverseCharge) {
    return <small className="includes_tax tax-reverse-charge">{t("tax.reverseChargeNote")}</small>;
  }
  return vat.map((v) => {
    const params = { amount: formatPrice(v.cents, lang), rate: v.rateBp / 100, country: taxCountry };
    return (
      <small className="includes_tax" key={v.rateBp}>
        {" "}
        {taxCountry === SELLER_COUNTRY ? t("cart.vatIncluded", params) : t("tax.vatIncludedIn", params)}
      </small>
    );
  });
}

/** A business customer's VAT ID and buyer reference, as a definition list's rows. */
export function BusinessFacts({
  vatId,
  buyerReference,
}: {
  vatId: string | null;
  buyerReference: string | null;
}) {
  const t = useT();
  if (!vatId && !buyerReference) return null;
  return (
    <dl className="order-facts tax-business-facts">
      {vatId ? (
        <>
          <dt>{t("tax.order.vatId")}</dt>
          <dd className="tax-vat-id">{vatId}</dd>
        </>
      ) : null}
      {buyerReference ? (
        <>
          <dt>{t("tax.order.buyerReference")}</dt>
          <dd>{buyerReference}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The order's taxes for the owner: whose VAT was charged (Germany's, the delivery country's under
 * the one-stop shop, none under reverse charge), the business customer's VAT ID and buyer
 * reference, and the button that flags a VAT ID found invalid (modules/tax/flag-vat-id.ts).
 */
import { Form } from "react-router";
import { formatDateTime } from "#app/components/orders/dates.ts";
import { countryName } from "#modules/checkout/iban.ts";
import { SELLER_COUNTRY } from "#modules/tax/constants.ts";
import "#modules/i18n/messages-admin-tax-order.ts";
import "#app/styles/admin-order-tax.css";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import type { AdminOrderView } from "./types.ts";

export function TaxCard({ order }: { order: AdminOrderView }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { tax } = order;
  const country = countryName(tax.country, lang);
  return (
    <section className="admin-card admin-order-tax" aria-labelledby="order-tax">
      <h2 id="order-tax">{t("admin.tax.order.title")}</h2>
      <dl className="admin-order-facts">
        <dt>{t("admin.tax.order.taxCountry")}</dt>
        <dd>
          {tax.reverseCharge
            ? t("admin.tax.order.reverseCharge", { country })
            : tax.country === SELLER_COUNTRY
              ? t("admin.tax.order.german")
              : t("admin.tax.order.oss", { country })}
        </dd>
        {tax.vatId ? (
          <>
            <dt>{t("admin.tax.order.vatId")}</dt>
            <dd className="admin-order-vat-id">
              {tax.vatId}
              {tax.vatIdFlaggedAt ? (
                <span className="admin-order-vat-id__flag">
                  {t("admin.tax.order.flagged", { date: formatDateTime(tax.vatIdFlaggedAt, lang) })}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        {tax.buyerReference ? (
          <>
            <dt>{t("admin.tax.order.buyerReference")}</dt>
            <dd>{tax.buyerReference}</dd>
          </>
        ) : null}
      </dl>
      {tax.vatId && !tax.vatIdFlaggedAt ? (
        <Form method="post" className="admin-order-tax__flag">
          <input type="hidden" name="intent" value="vat-id" />
          <input type="hidden" name="version" value={order.version} />
          <p className="admin-field__help" id="order-tax-flag-help">
            {t("admin.tax.order.flagHelp")}
          </p>
          <button
            type="submit"
            className="admin-button admin-button--quiet"
            aria-describedby="order-tax-flag-help"
          >
            {t("admin.tax.order.flag")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

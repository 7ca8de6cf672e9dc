/** An order's tax lines as plain text (the order e-mails): VAT per rate and country, or the reverse-charge note; the VAT ID. */
import type { OrderRow } from "#db/schema/orders.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { formatPrice } from "../shared/money.ts";
import { SELLER_COUNTRY } from "./constants.ts";
import "../i18n/messages-orders.ts";
import "../i18n/messages-tax.ts";

type TaxedOrder = Pick<OrderRow, "vat" | "taxCountry" | "reverseCharge" | "vatId" | "buyerReference">;

export function orderTaxLines(order: TaxedOrder, lang: Lang): string[] {
  const lines = order.reverseCharge
    ? [translate(lang, "tax.reverseChargeNote")]
    : order.vat.map((v) => {
        const params = {
          amount: formatPrice(v.cents, lang),
          rate: v.rateBp / 100,
          country: order.taxCountry,
        };
        return translate(
          lang,
          order.taxCountry === SELLER_COUNTRY ? "mail.order.vat" : "tax.vatIncludedIn",
          params,
        );
      });
  if (order.vatId) lines.push(`${translate(lang, "tax.order.vatId")}: ${order.vatId}`);
  if (order.buyerReference)
    lines.push(`${translate(lang, "tax.order.buyerReference")}: ${order.buyerReference}`);
  return lines;
}

import type { PaymentInstructionsData } from "../../../modules/orders/format.ts";
import { useT } from "../../hooks/use-t.ts";
import { Amount } from "../shop/price.tsx";
import "../../../modules/i18n/messages-checkout.ts";
import "../../../modules/i18n/messages-orders.ts";

/** How the order is paid: the bank details for prepayment, the mandate for direct debit, the invoice note. */
export function PaymentInstructions({ data }: { data: PaymentInstructionsData }) {
  const t = useT();
  if (data.kind === "none") return null;
  if (data.kind === "invoice") return <p className="payment-instructions">{t("mail.order.invoice")}</p>;
  if (data.kind === "sepa") {
    return (
      <section className="payment-instructions" aria-labelledby="payment-instructions-heading">
        <h2 id="payment-instructions-heading">{t("payment.german_market_sepa_direct_debit")}</h2>
        <dl>
          <dt>{t("checkout.sepa.holder")}</dt>
          <dd>{data.holder}</dd>
          <dt>{t("checkout.sepa.iban")}</dt>
          <dd>{data.maskedIban}</dd>
          <dt>{t("order.mandateReference")}</dt>
          <dd>{data.mandateReference}</dd>
          <dt>{t("order.total")}</dt>
          <dd>
            <Amount cents={data.totalCents} />
          </dd>
        </dl>
      </section>
    );
  }
  return (
    <section
      className="payment-instructions wc-bacs-bank-details"
      aria-labelledby="payment-instructions-heading"
    >
      <h2 id="payment-instructions-heading" className="wc-bacs-bank-details-heading">
        {t("payment.bankDetails")}
      </h2>
      <dl className="wc-bacs-bank-details order_details bacs_details">
        <dt>{t("payment.bank.holder")}</dt>
        <dd>{data.bank.holder}</dd>
        <dt>IBAN</dt>
        <dd className="iban">{data.bank.iban}</dd>
        <dt>BIC</dt>
        <dd className="bic">{data.bank.bic}</dd>
        <dt>{t("payment.bank.bank")}</dt>
        <dd>{data.bank.bank}</dd>
        <dt>{t("order.total")}</dt>
        <dd>
          <Amount cents={data.totalCents} />
        </dd>
        <dt>{t("payment.bank.reference")}</dt>
        <dd>{t("payment.bank.referenceValue", { number: data.orderNumber })}</dd>
      </dl>
    </section>
  );
}

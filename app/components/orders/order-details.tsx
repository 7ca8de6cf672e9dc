/**
 * One order as customers read it: items, totals with the VAT per rate, payment (SEPA with the
 * IBAN masked and the mandate reference, our bank details while a prepayment is open), the
 * addresses and the customer-visible notes. Used by view-order, order-received and order-pay;
 * it only renders what it is given (build the props with toOrderView / toItemViews).
 */
import type { ReactNode } from "react";
import { useLang, useT } from "#app/hooks/use-t.ts";
import type { OrderAddress } from "#db/schema/orders.ts";
import type { OrderItemView, OrderView } from "#modules/orders/customer-orders.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { VoucherRows } from "../cart/voucher-rows.tsx";
import { BusinessFacts, TaxLines } from "../tax/tax-lines.tsx";
import { formatDateTime } from "./dates.ts";
import "#modules/i18n/messages-orders.ts";
import "#modules/i18n/messages-order-account.ts";
import "#modules/i18n/messages-cart.ts";
import "#modules/i18n/messages-product.ts";
import "#app/styles/orders.css";
import { LOCALE } from "#modules/i18n/index.ts";

const PAYMENT_TITLES = {
  german_market_sepa_direct_debit: "payment.german_market_sepa_direct_debit",
  german_market_purchase_on_account: "payment.german_market_purchase_on_account",
  bacs: "payment.bacs",
} as const;

const SHIPPING_TITLES = {
  flat_rate: "shipping.flat_rate",
  free_shipping: "shipping.free_shipping",
  local_pickup: "shipping.local_pickup",
} as const;

type Heading = "h2" | "h3";

export function OrderDetails({
  order,
  items,
  headingLevel = 2,
  children,
}: {
  order: OrderView;
  items: OrderItemView[];
  /** The level of the sections' headings (2 on a page whose h1 is the order). */
  headingLevel?: 2 | 3;
  /** Rendered after the payment block (e.g. a pay button). */
  children?: ReactNode;
}) {
  const t = useT();
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="order-details">
      <OrderItemsTable order={order} items={items} H={H} />
      {order.sepa ? <SepaMandateFacts order={order} sepa={order.sepa} H={H} /> : null}
      {order.bankDetails ? <BankDetails order={order} bank={order.bankDetails} H={H} /> : null}

      {children}

      <section className="woocommerce-customer-details" aria-label={t("order.billingAddress")}>
        <div className="order-addresses">
          <div className="account-card">
            <H>{t("order.billingAddress")}</H>
            <OrderAddressBlock address={order.billing} email={order.email} />
            <BusinessFacts vatId={order.vatId} buyerReference={order.buyerReference} />
          </div>
          <div className="account-card">
            <H>{t("order.shippingAddress")}</H>
            {order.shipping ? (
              <OrderAddressBlock address={order.shipping} />
            ) : (
              <p className="muted">{t("confirm.sameAsBilling")}</p>
            )}
          </div>
        </div>
      </section>

      {order.notes.length > 0 ? <OrderNotesList order={order} H={H} /> : null}
    </div>
  );
}

/** The message key of a shipping method's title; none for a method that is not ours (then its stored id shows). */
export function shippingTitleKey(
  method: string,
): (typeof SHIPPING_TITLES)[keyof typeof SHIPPING_TITLES] | undefined {
  return SHIPPING_TITLES[method.split(":")[0] as keyof typeof SHIPPING_TITLES];
}

/** An IBAN in groups of four. */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** The items with their totals, shipping, payment method, total with VAT per rate and the customer's note. */
function OrderItemsTable({ order, items, H }: { order: OrderView; items: OrderItemView[]; H: Heading }) {
  const t = useT();
  const lang = useLang();
  const price = (cents: number) => formatPrice(cents, lang);
  const shippingKey = shippingTitleKey(order.shippingMethod);
  const shippingTitle = shippingKey
    ? t(shippingKey, { provider: order.shippingProvider })
    : order.shippingMethod;
  return (
    <section className="woocommerce-order-details" aria-labelledby={`order-${order.id}-items`}>
      <H id={`order-${order.id}-items`} className="woocommerce-order-details__title">
        {t("order.details")}
      </H>
      <table className="woocommerce-table woocommerce-table--order-details shop_table order_details">
        <thead>
          <tr>
            <th scope="col" className="product-name">
              {t("order.product")}
            </th>
            <th scope="col" className="product-total">
              {t("order.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="woocommerce-table__line-item order_item">
              <td className="product-name">
                {item.name} <strong className="product-quantity">×&nbsp;{item.quantity}</strong>
                {item.attributes.length > 0 ? (
                  <ul className="wc-item-meta">
                    {item.attributes.map(({ label, value }) => (
                      <li key={label}>
                        <strong className="wc-item-meta-label">{label}:</strong> {value}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {item.sku ? (
                  <span className="order-item-sku muted">
                    {" "}
                    ({t("shop.sku")}: {item.sku})
                  </span>
                ) : null}
              </td>
              <td className="product-total">{price(item.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("order.subtotal")}</th>
            <td>{price(order.subtotalCents)}</td>
          </tr>
          {order.coupons.map((c) => (
            <tr key={c.code} className="cart-discount">
              <th scope="row">{t("cart.couponLine", { code: c.code })}</th>
              <td>
                {c.discountCents > 0 ? <>−{price(c.discountCents)}</> : null}
                {c.freeShipping ? <> {t("cart.couponFreeShipping")}</> : null}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t("order.shipping")}</th>
            <td>
              {order.shippingCents === 0 ? t("shipping.free") : price(order.shippingCents)}{" "}
              <small className="shipped_via">({shippingTitle})</small>
            </td>
          </tr>
          <tr>
            <th scope="row">{t("order.paymentMethod")}</th>
            <td>
              {order.paymentMethod in PAYMENT_TITLES
                ? t(PAYMENT_TITLES[order.paymentMethod as keyof typeof PAYMENT_TITLES])
                : order.paymentMethod}
            </td>
          </tr>
          <tr className="order-total">
            <th scope="row">{t("order.total")}</th>
            <td>
              <strong>{price(order.totalCents)}</strong>
              <TaxLines vat={order.vat} taxCountry={order.taxCountry} reverseCharge={order.reverseCharge} />
            </td>
          </tr>
          <VoucherRows vouchers={order.vouchers} dueCents={order.dueCents} />
          {order.customerNote ? (
            <tr>
              <th scope="row">{t("order.note")}</th>
              <td className="order-note">{order.customerNote}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </section>
  );
}

function SepaMandateFacts({
  order,
  sepa,
  H,
}: {
  order: OrderView;
  sepa: NonNullable<OrderView["sepa"]>;
  H: Heading;
}) {
  const t = useT();
  return (
    <section className="order-payment account-card" aria-labelledby={`order-${order.id}-sepa`}>
      <H id={`order-${order.id}-sepa`}>{t("payment.german_market_sepa_direct_debit")}</H>
      <dl className="order-facts">
        <dt>{t("orderAccount.holder")}</dt>
        <dd>{sepa.holder}</dd>
        <dt>{t("orderAccount.iban")}</dt>
        <dd className="order-iban">{sepa.maskedIban}</dd>
        {sepa.bic ? (
          <>
            <dt>{t("orderAccount.bic")}</dt>
            <dd>{sepa.bic}</dd>
          </>
        ) : null}
        <dt>{t("order.mandateReference")}</dt>
        <dd className="order-mandate-reference">{sepa.mandateReference}</dd>
      </dl>
    </section>
  );
}

/** Our bank details while a prepayment is open. */
function BankDetails({
  order,
  bank,
  H,
}: {
  order: OrderView;
  bank: NonNullable<OrderView["bankDetails"]>;
  H: Heading;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <section
      className="order-payment order-bank-details account-card"
      aria-labelledby={`order-${order.id}-bank`}
    >
      <H id={`order-${order.id}-bank`}>{t("payment.bankDetails")}</H>
      <p>{t("orderAccount.bankIntro", { amount: formatPrice(order.dueCents, lang) })}</p>
      <dl className="order-facts">
        <dt>{t("payment.bank.holder")}</dt>
        <dd>{bank.holder}</dd>
        <dt>{t("orderAccount.iban")}</dt>
        <dd>{groupedIban(bank.iban)}</dd>
        <dt>{t("orderAccount.bic")}</dt>
        <dd>{bank.bic}</dd>
        <dt>{t("payment.bank.bank")}</dt>
        <dd>{bank.bank}</dd>
        <dt>{t("payment.bank.reference")}</dt>
        <dd>{t("payment.bank.referenceValue", { number: order.id })}</dd>
      </dl>
    </section>
  );
}

/** The notes the customer may see. */
function OrderNotesList({ order, H }: { order: OrderView; H: Heading }) {
  const lang = useLang();
  const t = useT();
  return (
    <section className="order-notes" aria-labelledby={`order-${order.id}-notes`}>
      <H id={`order-${order.id}-notes`}>{t("orderAccount.notes")}</H>
      <ol className="woocommerce-OrderUpdates commentlist notes">
        {order.notes.map((note) => (
          <li key={note.id} className="woocommerce-OrderUpdate comment note">
            <p className="woocommerce-OrderUpdate-meta meta">
              <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, lang)}</time>
            </p>
            <p className="woocommerce-OrderUpdate-description description">{note.note}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function OrderAddressBlock({ address, email }: { address: OrderAddress; email?: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.address1}
      <br />
      {address.postcode} {address.city}
      <br />
      {countryName(address.country, lang)}
      {address.phone ? (
        <>
          <br />
          {t("checkout.field.phone")}: {address.phone}
        </>
      ) : null}
      {email ? (
        <>
          <br />
          {t("order.email")}: {email}
        </>
      ) : null}
    </address>
  );
}

function countryName(code: string, lang: "de" | "en"): string {
  try {
    return new Intl.DisplayNames([LOCALE[lang]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

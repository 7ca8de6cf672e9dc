/**
 * The billing and shipping address, each with an edit form (a <details>, open after a refused
 * save) while the order is open. Field names and rules are the customer address book's.
 */
import { Form } from "react-router";
import type { OrderAddress } from "#db/schema/orders.ts";
import { countryName } from "#modules/checkout/iban.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { EU_COUNTRIES } from "#modules/shared/address-rules.ts";
import { type AddressKind, addressFieldNames } from "#modules/users/address-fields.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import { Field } from "./field.tsx";
import { type AdminOrderView, kept, type OrderActionResult, resultFor } from "./types.ts";

const LABELS: Record<keyof OrderAddress, MessageKey> = {
  firstName: "adminOrder.field.firstName",
  lastName: "adminOrder.field.lastName",
  company: "adminOrder.field.company",
  country: "adminOrder.field.country",
  address1: "adminOrder.field.address1",
  postcode: "adminOrder.field.postcode",
  city: "adminOrder.field.city",
  phone: "adminOrder.field.phone",
};

const AUTOCOMPLETE: Record<keyof OrderAddress, string> = {
  firstName: "given-name",
  lastName: "family-name",
  company: "organization",
  country: "country",
  address1: "address-line1",
  postcode: "postal-code",
  city: "address-level2",
  phone: "tel",
};

export function AddressLines({ address }: { address: OrderAddress }) {
  const lang = useAdminLang();
  return (
    <address className="admin-order-address">
      {[
        `${address.firstName} ${address.lastName}`,
        address.company,
        address.address1,
        `${address.postcode} ${address.city}`,
        countryName(address.country, lang),
        address.phone,
      ]
        .filter((l) => l.trim() !== "")
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </address>
  );
}

export function AddressCard({
  order,
  result,
}: {
  order: AdminOrderView;
  result: OrderActionResult | undefined;
}) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="order-customer">
      <h2 id="order-customer">{t("adminOrder.customer")}</h2>
      <p>
        {t("adminOrder.email")}: <a href={`mailto:${order.email}`}>{order.email}</a>
      </p>
      {order.addressEditable ? null : <p className="admin-field__help">{t("adminOrder.addressLocked")}</p>}
      <div className="admin-order-addresses">
        <AddressBlock kind="billing" order={order} result={result} />
        <AddressBlock kind="shipping" order={order} result={result} />
      </div>
      {order.customerNote ? (
        <>
          <h3>{t("adminOrder.customerNote")}</h3>
          <p className="admin-order-note__text">{order.customerNote}</p>
        </>
      ) : null}
    </section>
  );
}

function AddressBlock({
  kind,
  order,
  result,
}: {
  kind: AddressKind;
  order: AdminOrderView;
  result: OrderActionResult | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const address = kind === "billing" ? order.billing : order.shipping;
  const title = t(kind === "billing" ? "adminOrder.billing" : "adminOrder.shippingAddress");
  const answer = resultFor(result, "address");
  const mine = answer?.params?.kind === kind || answer?.values?.kind === kind ? answer : undefined;
  const names = addressFieldNames(kind);
  const base = address ?? order.billing;
  return (
    <div>
      <h3>{title}</h3>
      {address ? <AddressLines address={address} /> : <p>{t("adminOrder.sameAsBilling")}</p>}
      {order.addressEditable ? (
        <details className="admin-order-edit" open={mine !== undefined && !mine.ok}>
          <summary>{t("adminOrder.editAddress", { kind: title })}</summary>
          <Form method="post" className="admin-order-form">
            <input type="hidden" name="intent" value="address" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="version" value={order.version} />
            {(Object.keys(LABELS) as (keyof OrderAddress)[]).map((prop) => {
              const name = names[prop];
              const id = `${kind}-${prop}`;
              const error = mine?.fieldErrors?.[name];
              return (
                <Field key={prop} id={id} label={t(LABELS[prop])} error={error}>
                  {(describedBy) =>
                    prop === "country" ? (
                      <select
                        id={id}
                        name={name}
                        defaultValue={kept(mine, name, base.country)}
                        aria-describedby={describedBy}
                      >
                        {EU_COUNTRIES.map((c) => (
                          <option key={c} value={c}>
                            {countryName(c, lang)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        id={id}
                        name={name}
                        className="admin-input"
                        autoComplete={`section-${kind} ${AUTOCOMPLETE[prop]}`}
                        defaultValue={kept(mine, name, base[prop])}
                        aria-describedby={describedBy}
                        aria-invalid={error ? true : undefined}
                      />
                    )
                  }
                </Field>
              );
            })}
            <button type="submit" className="admin-button">
              {t("admin.save")}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

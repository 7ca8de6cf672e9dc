/** The order's notes (newest first, private or to the customer) and the form to add one. */

import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { formatDateTime } from "#app/components/orders/dates.ts";
import { NOTE_MAX_LENGTH } from "#modules/orders/note-rules.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import { Field } from "./field.tsx";
import { type AdminOrderView, kept, type OrderActionResult, resultFor } from "./types.ts";

export function OrderNotes({
  order,
  result,
}: {
  order: AdminOrderView;
  result: OrderActionResult | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const mine = resultFor(result, "note");
  const form = useRef<HTMLFormElement>(null);
  // Done: empty the form for the next one (with JavaScript the page is not reloaded).
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  const visibility = kept(mine, "visibility", "private");
  return (
    <section className="admin-card" aria-labelledby="order-notes">
      <h2 id="order-notes">{t("adminOrder.notes")}</h2>
      <Form method="post" className="admin-order-form" ref={form}>
        <input type="hidden" name="intent" value="note" />
        <Field id="note-text" label={t("adminOrder.note.text")} error={mine?.fieldErrors?.note}>
          {(describedBy) => (
            <textarea
              id="note-text"
              name="note"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              defaultValue={kept(mine, "note", "")}
              aria-describedby={describedBy}
              aria-invalid={mine?.fieldErrors?.note ? true : undefined}
            />
          )}
        </Field>
        <fieldset className="admin-order-fieldset admin-order-radios">
          <legend>{t("adminOrder.note.visibility")}</legend>
          <div className="admin-order-check">
            <input
              type="radio"
              id="note-private"
              name="visibility"
              value="private"
              defaultChecked={visibility !== "customer"}
            />
            <label htmlFor="note-private">{t("adminOrder.note.visibilityPrivate")}</label>
          </div>
          <div className="admin-order-check">
            <input
              type="radio"
              id="note-customer"
              name="visibility"
              value="customer"
              defaultChecked={visibility === "customer"}
            />
            <label htmlFor="note-customer">{t("adminOrder.note.visibilityCustomer")}</label>
          </div>
        </fieldset>
        <button type="submit" className="admin-button">
          {t("adminOrder.note.submit")}
        </button>
      </Form>
      {order.notes.length === 0 ? (
        <p>{t("adminOrder.notes.empty")}</p>
      ) : (
        <ol className="admin-order-notes">
          {order.notes.map((n) => (
            <li
              key={n.id}
              className={
                n.customerVisible ? "admin-order-note admin-order-note--customer" : "admin-order-note"
              }
            >
              <p className="admin-order-note__text">{n.note}</p>
              <p className="admin-order-muted">
                <span className="admin-badge">
                  {t(n.customerVisible ? "adminOrder.note.customer" : "adminOrder.note.private")}
                </span>{" "}
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, lang)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

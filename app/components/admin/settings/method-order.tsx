/**
 * The payment methods as an ordered list: a switch per method and "up"/"down" buttons that move
 * it (keyboard: Tab to a button, Enter or Space; focus stays on the moved method). The order is
 * posted as one hidden `payment.order` value per method, saved with the rest of the form.
 */
import { useEffect, useRef, useState } from "react";
import { orderedPaymentMethods, type PaymentMethodId } from "#modules/checkout/payment.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-orders.ts";
import "#modules/i18n/messages-admin-payments.ts";
import type { SettingKey } from "#modules/settings/registry.ts";
import { useAdminT } from "../use-admin-t.ts";

type Move = { id: PaymentMethodId; direction: "up" | "down" };

export function MethodOrder({
  order,
  switches,
  values,
}: {
  order: readonly string[];
  switches: Record<PaymentMethodId, SettingKey>;
  values: Record<string, unknown>;
}) {
  const t = useAdminT();
  const [ids, setIds] = useState(() =>
    orderedPaymentMethods({ "payment.order": order.filter((id): id is PaymentMethodId => id in switches) }),
  );
  const [moved, setMoved] = useState<Move | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Marks the list once the buttons work (before hydration they do nothing; tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!moved) return;
    const index = ids.indexOf(moved.id);
    // At the end of the list the pressed button is disabled: keep focus on the other one.
    const atEdge = moved.direction === "up" ? index === 0 : index === ids.length - 1;
    const direction = atEdge ? (moved.direction === "up" ? "down" : "up") : moved.direction;
    buttons.current.get(`${moved.id}:${direction}`)?.focus();
  }, [moved, ids]);

  const move = (id: PaymentMethodId, direction: "up" | "down") => {
    setIds((current) => {
      const from = current.indexOf(id);
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
    setMoved({ id, direction });
  };

  const title = (id: PaymentMethodId) => t(`payment.${id}` as MessageKey);
  return (
    <fieldset className="admin-card admin-settings__section" aria-describedby="payment-methods-help">
      <legend>{t("admin.payments.methods")}</legend>
      <p id="payment-methods-help" className="admin-settings__section-help">
        {t("admin.payments.methods.help")}
      </p>
      <ol className="admin-methods" data-hydrated={hydrated || undefined}>
        {ids.map((id, index) => {
          const key = switches[id];
          const checkboxId = `setting-${key.replace(/\./g, "-")}`;
          return (
            <li key={id} className="admin-methods__item">
              <input type="hidden" name="payment.order" value={id} />
              <span className="admin-methods__position" aria-hidden="true">
                {index + 1}.
              </span>
              <div className="admin-field admin-field--check admin-methods__switch">
                <input
                  type="checkbox"
                  id={checkboxId}
                  name={key}
                  defaultChecked={values[key] === true}
                  aria-describedby={`${checkboxId}-note`}
                />
                <label htmlFor={checkboxId}>{t("admin.payments.enabled", { method: title(id) })}</label>
                <p id={`${checkboxId}-note`} className="admin-field__help">
                  {t(`admin.payments.note.${id}` as MessageKey)}
                </p>
              </div>
              <div className="admin-methods__buttons">
                {(["up", "down"] as const).map((direction) => (
                  <button
                    key={direction}
                    type="button"
                    className="admin-button admin-button--quiet admin-methods__move"
                    ref={(el) => {
                      if (el) buttons.current.set(`${id}:${direction}`, el);
                      else buttons.current.delete(`${id}:${direction}`);
                    }}
                    aria-label={t(direction === "up" ? "admin.payments.up" : "admin.payments.down", {
                      method: title(id),
                    })}
                    disabled={direction === "up" ? index === 0 : index === ids.length - 1}
                    onClick={() => move(id, direction)}
                  >
                    <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>{" "}
                    {t(direction === "up" ? "admin.payments.upShort" : "admin.payments.downShort")}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="admin-visually-hidden" aria-live="polite">
        {moved
          ? t("admin.payments.moved", { method: title(moved.id), position: ids.indexOf(moved.id) + 1 })
          : ""}
      </p>
    </fieldset>
  );
}

/** The answer to the last submit: success, a refusal in German, or "inzwischen geändert" with the differences. */
import type { MessageKey } from "#modules/i18n/index.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import type { OrderActionResult } from "./types.ts";

export function useOrderMessage() {
  const t = useAdminT();
  const lang = useAdminLang();
  return (key: MessageKey, params: Record<string, string | number> = {}) => {
    const shown: Record<string, string | number> = { ...params };
    for (const k of ["status", "from", "to"]) {
      if (typeof params[k] === "string") shown[k] = t(`order.status.${params[k]}` as MessageKey);
    }
    if (typeof params.amount === "number") shown.amount = formatPrice(params.amount, lang);
    if (typeof params.kind === "string")
      shown.kind = t(params.kind === "billing" ? "adminOrder.billing" : "adminOrder.shippingAddress");
    return t(key, shown);
  };
}

export function ActionNotice({ result }: { result: OrderActionResult | undefined }) {
  const t = useAdminT();
  const message = useOrderMessage();
  if (!result?.message) return null;
  if (result.ok) {
    return (
      <div className="admin-notice admin-notice--success" role="status">
        {message(result.message, result.params)}
      </div>
    );
  }
  return (
    <div className="admin-notice admin-notice--error" role="alert">
      <p>{message(result.message, result.params)}</p>
      {result.conflict?.length ? (
        <ul>
          {result.conflict.map((c) => (
            <li key={c.field}>
              {t("admin.conflict.field", {
                field: c.field,
                from:
                  c.field === "status" && c.from !== "–" ? t(`order.status.${c.from}` as MessageKey) : c.from,
                to: c.field === "status" ? t(`order.status.${c.to}` as MessageKey) : c.to,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

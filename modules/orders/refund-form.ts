/**
 * The refund form's fields (back office; REST and CLI build a RefundRequest directly): per line
 * `qty_<id>`, `amount_<id>` (euros; empty → the quantity's share of the line), `restock_<id>`;
 * `full`, `other` (euros), `reason`. Zod with German messages per field.
 */
import { z } from "zod";
import type { OrderItemRow } from "#db/schema/orders.ts";
import type { MessageKey } from "../i18n/index.ts";
import { parseEuro } from "../shared/money.ts";
import type { LineRefunded, RefundRequest } from "./refunds.ts";

/** The share of a line's remaining money for `quantity` of its remaining units (the last unit takes the rest). */
export function lineShare(
  item: Pick<OrderItemRow, "quantity" | "totalCents">,
  done: LineRefunded,
  quantity: number,
): number {
  const restQty = item.quantity - done.quantity;
  const restCents = item.totalCents - done.amountCents;
  if (quantity <= 0 || restQty <= 0) return 0;
  if (quantity >= restQty) return restCents;
  return Math.min(restCents, Math.round((item.totalCents * quantity) / item.quantity));
}

const euroField = z
  .string()
  .refine((v) => parseEuro(v) !== undefined, { error: "adminOrder.refund.error.amount" });
const qtyField = z.string().regex(/^\d{0,4}$/, { error: "adminOrder.refund.error.quantityFormat" });

export type RefundFormErrors = Record<string, MessageKey>;

export function readRefundForm(
  form: FormData,
  items: Pick<OrderItemRow, "id" | "quantity" | "totalCents">[],
  refundedByItem: Map<number, LineRefunded>,
): { ok: true; request: RefundRequest } | { ok: false; errors: RefundFormErrors } {
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const errors: RefundFormErrors = {};
  const check = (name: string, schema: z.ZodType<string>) => {
    const r = schema.safeParse(str(name));
    if (!r.success) errors[name] = r.error.issues[0]!.message as MessageKey;
  };
  for (const item of items) {
    check(`qty_${item.id}`, qtyField);
    check(`amount_${item.id}`, euroField);
  }
  check("other", euroField);
  const reason = str("reason").trim();
  if (reason.length > 500) errors.reason = "adminOrder.refund.error.reason";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    request: {
      full: str("full") === "1",
      otherCents: parseEuro(str("other")) ?? 0,
      reason,
      lines: items.map((item) => {
        const quantity = Number(str(`qty_${item.id}`) || "0");
        const typed = str(`amount_${item.id}`).trim();
        const done = refundedByItem.get(item.id) ?? { quantity: 0, amountCents: 0 };
        return {
          itemId: item.id,
          quantity,
          amountCents: typed === "" ? lineShare(item, done, quantity) : (parseEuro(typed) ?? 0),
          restock: str(`restock_${item.id}`) === "1",
        };
      }),
    },
  };
}

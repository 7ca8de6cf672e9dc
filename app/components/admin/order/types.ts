/** What the order page's sections share: the order's view and the last action's answer. */

import type { OrderActionResult } from "#app/routes/admin/orders/order.server.ts";
import type { AdminOrderView } from "#modules/orders/admin-order.ts";

export type { AdminOrderView, OrderActionResult };

/** The answer of the last submit, when it was this form's. */
export function resultFor(result: OrderActionResult | undefined, intent: OrderActionResult["intent"]) {
  return result?.intent === intent ? result : undefined;
}

/** The owner's input after a refusal, else the stored value. */
export function kept(result: OrderActionResult | undefined, name: string, fallback: string): string {
  return result && !result.ok && result.values && name in result.values ? result.values[name]! : fallback;
}

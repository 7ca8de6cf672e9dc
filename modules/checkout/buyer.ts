/** The buyer's standing for "who may buy on account": signed in, and how many orders were completed. */
import { and, count, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orders } from "#db/schema/index.ts";
import type { Settings } from "../settings/definitions.ts";
import { type BuyerStanding, GUEST } from "./payment.ts";

/** Counts completed orders only when the invoice rule asks for them (one indexed query). */
export async function loadBuyerStanding(
  db: Db,
  userId: number | null,
  settings: Pick<Settings, "payment.invoiceAudience">,
): Promise<BuyerStanding> {
  if (userId === null) return GUEST;
  if (settings["payment.invoiceAudience"] !== "returning") return { signedIn: true, completedOrders: 0 };
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "completed")));
  return { signedIn: true, completedOrders: row?.n ?? 0 };
}

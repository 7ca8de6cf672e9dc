/**
 * The invoice an order gets without the owner: when it reaches the status the setting names
 * (`documents.invoiceOn`; "auto": processing for prepaid methods, completed otherwise), a job is
 * queued in the transaction of that change and issues it (once; a second run finds it issued).
 * Rendering a PDF stays out of the checkout's and the status change's transactions.
 */
import { z } from "zod";
import type { Db } from "#db/client.ts";
import type { OrderStatus } from "#db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import { defineJob } from "../jobs/define.ts";
import { enqueueJob } from "../jobs/enqueue.ts";
import type { Settings } from "../settings/definitions.ts";
import { issueInvoiceWithCredits } from "./credit-note.ts";
import { DocumentError } from "./issue.ts";

/** Paid before the goods go out: the invoice documents a payment already made or collected. */
const PREPAID: readonly string[] = [PAYMENT_METHOD_IDS.bacs, PAYMENT_METHOD_IDS.sepa];

export function invoiceDue(
  setting: Settings["documents.invoiceOn"],
  paymentMethod: string,
  status: OrderStatus,
): boolean {
  if (setting === "manual") return false;
  if (setting === "auto") return status === (PREPAID.includes(paymentMethod) ? "processing" : "completed");
  return status === setting;
}

export const issueInvoiceJob = defineJob(
  "documents.issue-invoice",
  z.object({ orderId: z.number().int().positive() }),
  async ({ orderId }, { db, kickOutbox }) => {
    try {
      await issueInvoiceWithCredits(db, { orderId, actor: { id: null, label: "system" } });
      kickOutbox?.(); // the invoice's mail (document-mail.ts)
    } catch (error) {
      // Cancelled meanwhile: nothing to invoice. Missing legal data: the German reason is what
      // the owner reads on the jobs screen, and a retry issues it once the data is there.
      if (error instanceof DocumentError && error.code !== "legal_missing") return;
      throw error;
    }
  },
);

/** Queues the order's invoice when its new status calls for one (inside the status change's transaction). */
export async function queueInvoiceIfDue(
  tx: Db,
  order: { id: number; paymentMethod: string; status: OrderStatus },
  settings: Pick<Settings, "documents.invoiceOn">,
): Promise<void> {
  if (!invoiceDue(settings["documents.invoiceOn"], order.paymentMethod, order.status)) return;
  await enqueueJob(tx, issueInvoiceJob, { orderId: order.id }, { jobKey: `invoice:${order.id}` });
}

/**
 * The owner's status change under concurrency: a change based on a stale order version is
 * refused and changes nothing; a repeated change is idempotent; each change writes one audit
 * entry in the same transaction.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { orders } from "#db/schema/orders.ts";
import { changeOrderStatus } from "#modules/orders/status.ts";
import { VersionConflictError } from "#modules/shared/version-conflict.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, stockedProduct } from "../setup/orders-fixture.ts";

const app = appForFile();
const db = () => app().database.db;
const actor = { id: null, label: "chefin@example.de" };

describe("changeOrderStatus with a version", () => {
  it("refuses a stale version, applies the current one once, audits it once", async () => {
    const customer = await createCustomer(db());
    const product = await stockedProduct(db(), 10);
    const order = await placeTestOrder(db(), {
      userId: customer.id,
      email: customer.email,
      productId: product.id,
    });
    expect(order).toMatchObject({ status: "processing", version: 1 });

    const first = await changeOrderStatus(db(), order.id, "completed", actor.label, {
      actor,
      expectedVersion: 1,
    });
    expect(first?.changed).toBe(true);
    expect(first?.order.version).toBe(2);

    // A second owner still looking at version 1 wants "refunded": refused, nothing changed.
    await expect(
      changeOrderStatus(db(), order.id, "refunded", "zweiter@example.de", { expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "completed", version: 2 });

    // The same change pressed twice: the second changes nothing and writes no entry.
    const again = await changeOrderStatus(db(), order.id, "completed", actor.label, {
      actor,
      expectedVersion: 1,
    });
    expect(again?.changed).toBe(false);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    // The status changes only (the invoice the order gets by itself is audited as "document").
    expect(entries.filter((e) => e.entity === "order" && e.action !== "document")).toEqual([
      expect.objectContaining({
        actorLabel: "chefin@example.de",
        action: "status",
        changes: { status: { from: "processing", to: "completed" } },
      }),
    ]);
  });
});

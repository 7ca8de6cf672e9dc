import { describe, expect, it } from "vitest";
import type { OrderStatus } from "#db/schema/orders.ts";
import { ALLOWED_TRANSITIONS, canTransition, isOwnerStatus, OWNER_STATUSES } from "./status.ts";

describe("owner status changes", () => {
  it("accepts the seven WooCommerce statuses as targets, nothing else", () => {
    expect([...OWNER_STATUSES].sort()).toEqual(
      ["cancelled", "completed", "failed", "on-hold", "pending", "processing", "refunded"].sort(),
    );
    for (const s of OWNER_STATUSES) expect(isOwnerStatus(s)).toBe(true);
    for (const s of ["shipped", "wc-completed", "Completed", "", 1, null])
      expect(isOwnerStatus(s)).toBe(false);
  });

  it("moves an unpaid order between the waiting states, on to processing, or cancels it — never straight to completed or refunded", () => {
    const waiting: OrderStatus[] = ["pending", "on-hold", "failed"];
    for (const from of waiting) {
      expect(canTransition(from, "processing")).toBe(true);
      expect(canTransition(from, "cancelled")).toBe(true);
      expect(canTransition(from, "completed")).toBe(false);
      expect(canTransition(from, "refunded")).toBe(false);
      for (const to of waiting) expect(canTransition(from, to as never)).toBe(from !== to);
    }
  });

  it("puts a processing order on hold, completes, cancels or refunds it; a completed one can only be refunded", () => {
    expect([...ALLOWED_TRANSITIONS.processing].sort()).toEqual([
      "cancelled",
      "completed",
      "on-hold",
      "refunded",
    ]);
    expect(ALLOWED_TRANSITIONS.completed).toEqual(["refunded"]);
    expect(canTransition("completed", "cancelled")).toBe(false);
    expect(canTransition("completed", "processing")).toBe(false);
    expect(canTransition("processing", "pending")).toBe(false);
  });

  it("treats cancelled and refunded as final", () => {
    for (const to of OWNER_STATUSES) {
      expect(canTransition("cancelled", to)).toBe(false);
      expect(canTransition("refunded", to)).toBe(false);
    }
  });
});

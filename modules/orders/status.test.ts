import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../db/schema/orders.ts";
import { ALLOWED_TRANSITIONS, canTransition, isOwnerStatus, OWNER_STATUSES } from "./status.ts";

describe("owner status changes", () => {
  it("accepts only processing, completed, cancelled and refunded as targets", () => {
    for (const s of OWNER_STATUSES) expect(isOwnerStatus(s)).toBe(true);
    for (const s of ["pending", "on-hold", "failed", "Completed", "", 1, null])
      expect(isOwnerStatus(s)).toBe(false);
  });

  it("moves an unpaid order on or cancels it, never straight to completed or refunded", () => {
    for (const from of ["pending", "on-hold", "failed"] as OrderStatus[]) {
      expect(canTransition(from, "processing")).toBe(true);
      expect(canTransition(from, "cancelled")).toBe(true);
      expect(canTransition(from, "completed")).toBe(false);
      expect(canTransition(from, "refunded")).toBe(false);
    }
  });

  it("completes, cancels or refunds a processing order; a completed one can only be refunded", () => {
    expect(ALLOWED_TRANSITIONS.processing).toEqual(["completed", "cancelled", "refunded"]);
    expect(ALLOWED_TRANSITIONS.completed).toEqual(["refunded"]);
    expect(canTransition("completed", "cancelled")).toBe(false);
  });

  it("treats cancelled and refunded as final", () => {
    for (const to of OWNER_STATUSES) {
      expect(canTransition("cancelled", to)).toBe(false);
      expect(canTransition("refunded", to)).toBe(false);
    }
  });
});

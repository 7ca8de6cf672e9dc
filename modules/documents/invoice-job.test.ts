import { describe, expect, it } from "vitest";
import { PAYMENT_METHOD_IDS } from "../checkout/payment.ts";
import { invoiceDue } from "./invoice-job.ts";

describe("invoiceDue", () => {
  it("auto: prepaid methods on processing, purchase on account on completed", () => {
    expect(invoiceDue("auto", PAYMENT_METHOD_IDS.sepa, "processing")).toBe(true);
    expect(invoiceDue("auto", PAYMENT_METHOD_IDS.bacs, "processing")).toBe(true);
    expect(invoiceDue("auto", PAYMENT_METHOD_IDS.bacs, "on-hold")).toBe(false);
    expect(invoiceDue("auto", PAYMENT_METHOD_IDS.invoice, "processing")).toBe(false);
    expect(invoiceDue("auto", PAYMENT_METHOD_IDS.invoice, "completed")).toBe(true);
    expect(invoiceDue("auto", PAYMENT_METHOD_IDS.sepa, "completed")).toBe(false);
  });

  it("a fixed status for every method, or never", () => {
    expect(invoiceDue("completed", PAYMENT_METHOD_IDS.sepa, "completed")).toBe(true);
    expect(invoiceDue("completed", PAYMENT_METHOD_IDS.sepa, "processing")).toBe(false);
    expect(invoiceDue("processing", PAYMENT_METHOD_IDS.invoice, "processing")).toBe(true);
    expect(invoiceDue("manual", PAYMENT_METHOD_IDS.sepa, "processing")).toBe(false);
    expect(invoiceDue("auto", PAYMENT_METHOD_IDS.sepa, "cancelled")).toBe(false);
  });
});

import type { FieldError } from "../checkout/checkout-form.ts";

/** Placing an order failed for a reason the customer can fix; nothing was stored. */
export class CheckoutRejected extends Error {
  readonly errors: FieldError[];
  constructor(errors: FieldError[]) {
    super(errors.map((e) => e.code).join(", "));
    this.errors = errors;
  }
}

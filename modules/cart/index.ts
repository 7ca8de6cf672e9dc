export * from "./add-request.ts";
export * from "./cart-key.ts";
export * from "./errors.ts";
export * from "./quantity.ts";
export * from "./session-cart.ts";
export * from "./store.ts";
export * from "./totals.ts";
export * from "./view.ts";

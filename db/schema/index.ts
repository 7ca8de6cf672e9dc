export * from "./account.ts";
export * from "./cart.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./forms.ts";
export * from "./orders.ts";
export * from "./rest.ts";
export * from "./system.ts";

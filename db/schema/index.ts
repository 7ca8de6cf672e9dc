export * from "./account.ts";
export * from "./cart.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./search.ts";
export * from "./system.ts";

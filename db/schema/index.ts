export * from "./account.ts";
export * from "./blog.ts";
export * from "./cart.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./orders.ts";
export * from "./system.ts";

export * from "./constants.ts";
export * from "./listing.ts";
export * from "./store.ts";
export * from "./types.ts";
export * from "./unit-price.ts";

export * from "./password.ts";
export * from "./store.ts";

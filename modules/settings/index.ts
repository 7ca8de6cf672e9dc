export * from "./change-signal.ts";
export * from "./definitions.ts";
export * from "./store.ts";

export * from "./store.ts";

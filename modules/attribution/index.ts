export * from "./cookie-format.ts";
export * from "./fields.ts";
export * from "./server.ts";
export * from "./tracker.ts";
export * from "./traffic.ts";

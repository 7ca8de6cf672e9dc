export * from "./coming-soon.ts";
export * from "./owner.ts";

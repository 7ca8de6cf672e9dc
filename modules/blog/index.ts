import "../i18n/messages-blog.ts";

export * from "./media.ts";
export * from "./paths.ts";
export * from "./store.ts";

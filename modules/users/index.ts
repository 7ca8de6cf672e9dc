export * from "./account-forms.ts";
export * from "./account-nonces.ts";
export * from "./accounts.ts";
export * from "./addresses.ts";
export * from "./password.ts";
export * from "./reset-tokens.ts";
export * from "./roles.ts";
export * from "./store.ts";

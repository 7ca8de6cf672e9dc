/** The isomorphic form engine: no React, no DOM; runs in the browser and on the server. */
export * from "./calc.ts";
export * from "./conditions.ts";
export * from "./date.ts";
export * from "./engine.ts";
export * from "./expression.ts";
export * from "./mask.ts";
export * from "./number.ts";
export * from "./repeater.ts";
export type * from "./types.ts";
export * from "./validate.ts";

/**
 * The embed's date.ts (vite.embed.config.ts puts it in place of the engine's `./date.ts`): the
 * formats at once, the date library (dayjs, about 4.5 kB gzip) only for a form with a date
 * field. mount() awaits `loadDates()` before it renders such a form, so the engine never calls
 * the functions below before they are there.
 */
import type * as Dates from "#modules/forms/engine/date.ts";

export * from "#modules/forms/engine/date-formats.ts";

let dates: typeof Dates | undefined;

export async function loadDates(): Promise<void> {
  dates ??= await import("#modules/forms/engine/date.ts");
}

function loaded(): typeof Dates {
  if (!dates) throw new Error("Laden embed: date field used before loadDates()");
  return dates;
}

/** @public — imported through vite.embed.config.ts\'s alias, which knip does not follow. */
export const isValidDate: typeof Dates.isValidDate = (...args) => loaded().isValidDate(...args);
/** @public — imported through vite.embed.config.ts\'s alias, which knip does not follow. */
export const formatDate: typeof Dates.formatDate = (...args) => loaded().formatDate(...args);
/** @public — imported through vite.embed.config.ts\'s alias, which knip does not follow. */
export const fromIsoDate: typeof Dates.fromIsoDate = (...args) => loaded().fromIsoDate(...args);
/** @public — imported through vite.embed.config.ts\'s alias, which knip does not follow. */
export const toIsoDate: typeof Dates.toIsoDate = (...args) => loaded().toIsoDate(...args);

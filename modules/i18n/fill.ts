/**
 * Fills `{name}` placeholders in a message: the one filler of every catalogue, the form runtime
 * and the embed (no imports, so the browser bundles carry nothing else). A placeholder without a
 * value stays as it is, visible rather than "undefined".
 */
export type Placeholders = Record<string, string | number | undefined>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function fillPlaceholders(text: string, params: Placeholders = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** The placeholders a message names, in order (for texts that must have every value). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * Text the database cannot store: PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16
 * surrogate in jsonb (and would store it as U+FFFD in text). No person types either, so requests
 * that carry them are refused at the door (server/http/input-text.ts) instead of failing deep
 * down with a 500.
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Whether every string in a parsed JSON value (keys too) is storable. */
export function isStorableJson(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (value === null || typeof value !== "object") return true;
  // Deeper than any body we take; the readers refuse those anyway.
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.every((v) => isStorableJson(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (!isStorableText(k) || !isStorableJson(v, depth + 1)) return false;
  }
  return true;
}

export class UnstorableTextError extends Error {
  constructor() {
    super("text with a NUL character or a lone surrogate");
    this.name = "UnstorableTextError";
  }
}

/**
 * JSON.parse for JSON text a visitor sent inside a field (`formData`): its `\u0000` and `\uD800`
 * escapes become the characters only here, after the door's check of the raw text.
 */
export function parseVisitorJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (!isStorableJson(value)) throw new UnstorableTextError();
  return value;
}

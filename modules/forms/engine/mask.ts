/**
 * Input masks (Ninja Forms' tokens: 9 = digit, a = letter, * = letter or digit; anything else is
 * a literal). The required rule compares against the empty mask placeholder.
 */

export const PRESET_MASKS: Record<string, string> = {
  "date-european": "99/99/9999",
  "date-us": "99/99/9999",
  "us-phone": "(999) 999-9999",
  "de-phone": "+49 999 99999999",
  plz: "99999",
};

export function maskPattern(mask: string | undefined, customMask: string | undefined): string | undefined {
  if (!mask) return undefined;
  if (mask === "custom") return customMask || undefined;
  if (mask === "currency") return undefined;
  return PRESET_MASKS[mask] ?? mask;
}

/** `(999) 999-9999` → `(___) ___-____`. */
export function maskPlaceholder(pattern: string): string {
  return pattern.replace(/[9a*]/g, "_");
}

function fits(token: string, ch: string): boolean {
  if (token === "9") return /[0-9]/.test(ch);
  if (token === "a") return /\p{L}/u.test(ch);
  if (token === "*") return /[\p{L}0-9]/u.test(ch);
  return false;
}

/**
 * Applies a mask to typed text: keeps the characters that fit the slots in order, inserts the
 * literals, and stops at the first character that fits nowhere. Returns the masked text (without
 * trailing placeholder) and whether every slot is filled.
 */
export function applyMask(pattern: string, input: string): { text: string; complete: boolean } {
  let out = "";
  let i = 0;
  let p = 0;
  const chars = [...input];
  while (p < pattern.length && i < chars.length) {
    const token = pattern[p] as string;
    const ch = chars[i] as string;
    if (token === "9" || token === "a" || token === "*") {
      if (fits(token, ch)) {
        out += ch;
        p++;
      }
      i++;
    } else {
      out += token;
      p++;
      if (ch === token) i++;
    }
  }
  return { text: out, complete: p === pattern.length };
}

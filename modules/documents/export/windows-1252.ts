/**
 * Text → Windows-1252 bytes, the character set DATEV's format description names for EXTF files.
 * Node's TextEncoder writes only UTF-8, and ten lines beat a dependency: Latin-1 maps to itself
 * but 0x80–0x9F, where Windows-1252 puts €, the dashes and the typographic quotes.
 */
const HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const UNMAPPED = 0x3f; // "?"

function byteOf(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  const high = HIGH.indexOf(char);
  return high >= 0 && !/[\u0081\u008D\u008F\u0090\u009D]/.test(char) ? 0x80 + high : undefined;
}

/** Characters Windows-1252 lacks lose their accents (ł stays "?"): "Dvořák" → "Dvorak". */
export function encodeWindows1252(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const byte = byteOf(char) ?? byteOf(char.normalize("NFD").replace(/\p{M}/gu, "")[0] ?? "");
    out.push(byte ?? UNMAPPED);
  }
  return Uint8Array.from(out);
}

/**
 * Cell values of a WooCommerce product CSV → typed values (pure). Parsers return `undefined`
 * for an empty cell and throw `ValueError` (German message) for a value they cannot read.
 */

export class ValueError extends Error {}

const MAX_INT = 2_147_483_647;

/**
 * A decimal price → integer cents, exactly (string arithmetic, no floats): "18" → 1800,
 * "2.5" → 250, ".5" → 50, "11.05" → 1105, "2,50" → 250 (WooCommerce exports localised
 * decimals when the shop uses a comma). Thousands separators and sub-cent amounts are refused.
 */
export function parseCents(raw: string, label: string): number | undefined {
  const value = raw.trim();
  if (value === "") return undefined;
  const m = /^(\d*)(?:[.,](\d*))?$/.exec(value);
  if (!m || (m[1] === "" && (m[2] ?? "") === "")) {
    throw new ValueError(`${label} „${raw}“ ist kein Betrag (erwartet z. B. 18 oder 2.50).`);
  }
  const whole = (m[1] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = m[2] ?? "";
  if (/[1-9]/.test(fraction.slice(2))) {
    throw new ValueError(`${label} „${raw}“ hat mehr als zwei Nachkommastellen.`);
  }
  if (whole.length > 8) throw new ValueError(`${label} „${raw}“ ist zu groß.`);
  const cents = Number(whole || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (cents > MAX_INT) throw new ValueError(`${label} „${raw}“ ist zu groß.`);
  return cents;
}

/** A whole number (stock, position); "5.0" is accepted as 5. */
export function parseInteger(raw: string, label: string): number | undefined {
  const value = raw.trim();
  if (value === "") return undefined;
  const m = /^(-?\d+)(?:\.0*)?$/.exec(value);
  const n = m ? Number(m[1]) : Number.NaN;
  if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_INT) {
    throw new ValueError(`${label} „${raw}“ ist keine ganze Zahl.`);
  }
  return n;
}

const TRUE = new Set(["1", "yes", "true", "ja", "y"]);
const FALSE = new Set(["0", "no", "false", "nein", "n"]);

export function parseBoolean(raw: string, label: string): boolean | undefined {
  const value = raw.trim().toLowerCase();
  if (value === "") return undefined;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new ValueError(`${label} „${raw}“ ist weder 1 noch 0.`);
}

/**
 * A comma-separated list as WooCommerce writes it: items trimmed, empty ones dropped, `\,`
 * is a comma inside an item.
 */
export function splitList(raw: string): string[] {
  const items: string[] = [];
  let current = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === "\\" && raw[i + 1] === ",") {
      current += ",";
      i++;
    } else if (c === ",") {
      items.push(current);
      current = "";
    } else {
      current += c;
    }
  }
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}

/**
 * WooCommerce's exporter writes a line break in a description as the two characters `\n`
 * (and a literal backslash-n as `\\n`); this undoes it.
 */
export function decodeDescription(raw: string): string {
  return raw
    .split("\\\\n")
    .map((part) => part.replace(/\\n/g, "\n"))
    .join("\\n");
}

const GERMAN: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "ae",
  Ö: "oe",
  Ü: "ue",
  ß: "ss",
  ẞ: "ss",
};

/**
 * A URL slug: lower case ASCII, German-safe ("Größe" → "groesse", "Tee & Kräuter" →
 * "tee-kraeuter"), other accents dropped ("Café" → "cafe"), at most 190 characters.
 */
export function slugify(text: string, fallback = "eintrag"): string {
  const slug = text
    .replace(/[äöüÄÖÜßẞ]/g, (c) => GERMAN[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, "-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 190)
    .replace(/-+$/, "");
  return slug || fallback;
}

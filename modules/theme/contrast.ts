/**
 * The colour contrast check of the appearance settings (issue 27 item 2): WCAG 2.x relative
 * luminance and contrast ratio, and the theme's colour pairs that must reach level AA for normal
 * text (4.5:1). Browser-safe: the settings screen shows the same ratios live that the server
 * checks before saving.
 */

/** WCAG 2.x level AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

function channel(hex: string, at: number): number {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb` (WCAG 2.x), 0 (black) … 1 (white); undefined for another form. */
export function relativeLuminance(hex: string): number | undefined {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return undefined;
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two `#rrggbb` colours, 1 … 21; undefined when one is not such a colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The ratio as shown to the owner, rounded down to two decimals ("4,49:1"), so a pair that is
 * refused never reads as "4,50:1".
 */
export function formatRatio(ratio: number, lang: "de" | "en" = "de"): string {
  const shown = (Math.floor(ratio * 100) / 100).toFixed(2);
  return `${lang === "de" ? shown.replace(".", ",") : shown}:1`;
}

export type ThemeColours = {
  "theme.textColor": string;
  "theme.backgroundColor": string;
  "theme.accentColor": string;
  "theme.accentInkColor": string;
};

export type ColourKey = keyof ThemeColours;

/** The pairs the storefront draws: text colour (key) on background colour, with German names. */
export const COLOUR_PAIRS: readonly {
  text: ColourKey;
  background: ColourKey;
  name: { de: string; en: string };
}[] = [
  {
    text: "theme.textColor",
    background: "theme.backgroundColor",
    name: { de: "Textfarbe auf Hintergrundfarbe", en: "Text colour on background colour" },
  },
  {
    text: "theme.accentColor",
    background: "theme.backgroundColor",
    name: {
      de: "Akzentfarbe (Links) auf Hintergrundfarbe",
      en: "Accent colour (links) on background colour",
    },
  },
  {
    text: "theme.accentInkColor",
    background: "theme.accentColor",
    name: { de: "Schaltflächentext auf Akzentfarbe", en: "Button text on accent colour" },
  },
];

export type ContrastResult = {
  text: ColourKey;
  background: ColourKey;
  name: string;
  /** Undefined when one of the two is not a `#rrggbb` colour (the field's own check says so). */
  ratio: number | undefined;
  ok: boolean;
};

/** Every pair's ratio and whether it reaches AA. */
export function checkContrast(colours: ThemeColours, lang: "de" | "en" = "de"): ContrastResult[] {
  return COLOUR_PAIRS.map((pair) => {
    const ratio = contrastRatio(colours[pair.text], colours[pair.background]);
    return {
      text: pair.text,
      background: pair.background,
      name: pair.name[lang],
      ratio,
      ok: ratio === undefined || ratio >= AA_NORMAL_TEXT,
    };
  });
}

/** The refusal of one pair below AA, naming the pair, both colours and the ratio. */
export function contrastMessage(
  result: ContrastResult,
  colours: ThemeColours,
  lang: "de" | "en" = "de",
): string {
  const ratio = formatRatio(result.ratio ?? 1, lang);
  const fg = colours[result.text];
  const bg = colours[result.background];
  return lang === "de"
    ? `Zu wenig Kontrast: ${result.name} (${fg} auf ${bg}) hat ${ratio}, nötig sind mindestens 4,5:1 (WCAG AA).`
    : `Too little contrast: ${result.name} (${fg} on ${bg}) is ${ratio}; at least 4.5:1 is needed (WCAG AA).`;
}

/** The refusals by text colour key (empty: every pair reaches AA). */
export function contrastErrors(
  colours: ThemeColours,
  lang: "de" | "en" = "de",
): Partial<Record<ColourKey, string>> {
  const errors: Partial<Record<ColourKey, string>> = {};
  for (const result of checkContrast(colours, lang)) {
    if (!result.ok) errors[result.text] = contrastMessage(result, colours, lang);
  }
  return errors;
}

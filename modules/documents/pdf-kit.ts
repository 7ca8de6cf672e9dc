/**
 * The page geometry, colours, fonts and line wrapping of every PDF the shop draws: the documents
 * (pdf.ts) and the legal texts (legal-pdf.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit, { type Font } from "@cantoo/fontkit";
import { type PDFDocument, type PDFFont, rgb } from "@cantoo/pdf-lib";

export const MM = 72 / 25.4;
export const A4 = { width: 210 * MM, height: 297 * MM };
export const LEFT = 25 * MM;
export const RIGHT = A4.width - 20 * MM;
export const INK = rgb(0.17, 0.14, 0.13);
export const MUTED = rgb(0.38, 0.35, 0.33);
export const RULE = rgb(0.8, 0.78, 0.76);

let fonts: { regular: Uint8Array; bold: Uint8Array; kit: Fontkit } | undefined;

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

/**
 * DejaVu Sans regular and bold, embedded as subsets (any name or text a page holds prints).
 * pdf-lib parses the font file for every document it is embedded in (fontkit.create: a 750 kB
 * file's tables) and lays out text on a fresh parse without its caches; the two files are parsed
 * once per process instead (a parsed font is only read: each document takes its own subset).
 */
export async function embedFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const regular = readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
    const bold = readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"));
    const parsed = new Map<Uint8Array, Font>();
    const kit: Fontkit = {
      create(data) {
        let font = parsed.get(data);
        if (!font) {
          const made = fontkit.create(data);
          if (!made || !("layout" in made)) throw new Error("a PDF font must be a single font file");
          font = made;
          memoiseLayout(font);
          parsed.set(data, font);
        }
        return font;
      },
    };
    fonts = { regular, bold, kit };
  }
  doc.registerFontkit(fonts.kit);
  return {
    regular: await doc.embedFont(fonts.regular, { subset: true }),
    bold: await doc.embedFont(fonts.bold, { subset: true }),
  };
}

/** Lines laid out per font: the legal texts and their lines are the same for every order. */
const LAYOUT_MEMO_LINES = 4000;

/**
 * fontkit shapes every string pdf-lib measures or draws (GSUB/GPOS lookups, the largest cost of
 * drawing an order's PDFs). A laid-out run is only read by pdf-lib (glyph ids and advances), so
 * the runs of the same text are kept, up to LAYOUT_MEMO_LINES, dropped in insertion order.
 */
function memoiseLayout(font: Font): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, ReturnType<Font["layout"]>>();
  font.layout = (text, ...rest) => {
    if (rest.some((arg) => arg != null)) return layout(text, ...rest);
    let run = runs.get(text);
    if (!run) {
      run = layout(text);
      if (runs.size >= LAYOUT_MEMO_LINES) runs.delete(runs.keys().next().value as string);
      runs.set(text, run);
    }
    return run;
  };
}

/**
 * Word widths per font at size 1. A width is a full OpenType layout (fontkit shapes the text), and
 * measuring every growing line made wrapping most of an order's PDF time (a legal text: thousands
 * of layouts); a line is now its words' widths plus the spaces, each word laid out once per document.
 */
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();

function wordWidth(font: PDFFont, word: string, size: number): number {
  let widths = wordWidths.get(font);
  if (!widths) {
    widths = new Map();
    wordWidths.set(font, widths);
  }
  let width = widths.get(word);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, 1);
    widths.set(word, width);
  }
  return width * size;
}

/** Splits `value` into lines no wider than `width` at `size` (long words are cut). */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = wordWidth(font, " ", size);
  let line = "";
  let lineWidth = 0;
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const w = wordWidth(font, word, size);
    const next = line ? lineWidth + space + w : w;
    if (next <= width) {
      line = line ? `${line} ${word}` : word;
      lineWidth = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
    lineWidth = wordWidth(font, rest, size);
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

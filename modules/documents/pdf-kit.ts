/**
 * The page geometry, colours, fonts and line wrapping of every PDF the shop draws: the documents
 * (pdf.ts) and the legal texts (legal-pdf.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@cantoo/fontkit";
import { type PDFDocument, type PDFFont, rgb } from "@cantoo/pdf-lib";

export const MM = 72 / 25.4;
export const A4 = { width: 210 * MM, height: 297 * MM };
export const LEFT = 25 * MM;
export const RIGHT = A4.width - 20 * MM;
export const INK = rgb(0.17, 0.14, 0.13);
export const MUTED = rgb(0.38, 0.35, 0.33);
export const RULE = rgb(0.8, 0.78, 0.76);

let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** DejaVu Sans regular and bold, embedded as subsets (any name or text a page holds prints). */
export async function embedFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    fontFiles = {
      regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
      bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
    };
  }
  doc.registerFontkit(fontkit);
  return {
    regular: await doc.embedFont(fontFiles.regular, { subset: true }),
    bold: await doc.embedFont(fontFiles.bold, { subset: true }),
  };
}

/** Splits `value` into lines no wider than `width` at `size` (long words are cut). */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
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
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

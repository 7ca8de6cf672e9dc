import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { embedFonts, wrap } from "./pdf-kit.ts";

const TEXT =
  "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. " +
  "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, " +
  "der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Typografie: „Ÿ“ — ffi fl AV To Wa. " +
  "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellungsbetriebsleiterstellvertreter";

describe("wrap", () => {
  it("fills each line greedily without passing the width, as measured by the font itself", async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedFonts(doc);
    for (const width of [90, 160, 300]) {
      const lines = wrap(regular, TEXT, 9, width);
      expect(lines.join(" ").replace(/\s+/g, "")).toBe(TEXT.replace(/\s+/g, ""));
      lines.forEach((line, i) => {
        expect(regular.widthOfTextAtSize(line, 9), line).toBeLessThanOrEqual(width + 0.01);
        const nextWord = lines[i + 1]?.split(" ")[0];
        // Greedy: the next line's first word would not have fitted on this one (cut words aside).
        if (nextWord && TEXT.includes(` ${nextWord}`)) {
          expect(regular.widthOfTextAtSize(`${line} ${nextWord}`, 9), line).toBeGreaterThan(width - 0.01);
        }
      });
    }
  });

  it("gives an empty text one empty line", async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedFonts(doc);
    expect(wrap(regular, "  ", 9, 100)).toEqual([""]);
  });
});

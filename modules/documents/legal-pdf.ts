/**
 * A legal page (AGB, Widerrufsbelehrung) as an A4 PDF: the blocks of its HTML (html-blocks.ts)
 * drawn with the documents' stack (@cantoo/pdf-lib, DejaVu Sans embedded as a subset), the shop
 * and the version line on top, page numbers at the foot. Stored with the order once.
 */
import { PDFDocument, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import type { Block } from "./html-blocks.ts";
import { A4, embedFonts, INK, LEFT, MM, MUTED, RIGHT, RULE, wrap } from "./pdf-kit.ts";

const TOP = A4.height - 20 * MM;
const BOTTOM = 22 * MM;
const BODY = 9.5;
const LEADING = 1.4;
const HEADING_SIZE: Record<number, number> = { 1: 15, 2: 12, 3: 10.5 };

type Pen = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

export type LegalPdfInput = {
  title: string;
  /** The shop's name, above the title. */
  shop: string;
  /** "Stand: … (Fassung zur Bestellung Nr. …)". */
  version: string;
  blocks: Block[];
  /** "Seite {page} von {pages}" with the numbers filled in. */
  pageLabel: (page: number, pages: number) => string;
};

function newPage(pen: Pen): void {
  pen.page = pen.doc.addPage([A4.width, A4.height]);
  pen.y = TOP;
}

/** Room for `height` points on this page, else a new one. */
function room(pen: Pen, height: number): void {
  if (pen.y - height < BOTTOM) newPage(pen);
}

/** Draws wrapped lines at `x`, breaking pages between lines. */
function lines(pen: Pen, text: string, x: number, opts: { size?: number; bold?: boolean; width?: number }) {
  const size = opts.size ?? BODY;
  const font = opts.bold ? pen.bold : pen.regular;
  const width = opts.width ?? RIGHT - x;
  for (const paragraphLine of text.split("\n")) {
    for (const line of wrap(font, paragraphLine, size, width)) {
      room(pen, size * LEADING);
      pen.y -= size * LEADING;
      pen.page.drawText(line, { x, y: pen.y, size, font, color: INK });
    }
  }
}

function row(pen: Pen, block: Extract<Block, { kind: "row" }>): void {
  const columns = Math.max(1, block.cells.length);
  const width = (RIGHT - LEFT) / columns;
  const font = block.header ? pen.bold : pen.regular;
  const wrapped = block.cells.map((cell) =>
    cell.split("\n").flatMap((l) => wrap(font, l, BODY - 0.5, width - 6)),
  );
  const height = Math.max(...wrapped.map((w) => w.length)) * (BODY - 0.5) * LEADING + 4;
  room(pen, height);
  wrapped.forEach((cellLines, c) => {
    cellLines.forEach((line, i) => {
      pen.page.drawText(line, {
        x: LEFT + c * width,
        y: pen.y - (i + 1) * (BODY - 0.5) * LEADING,
        size: BODY - 0.5,
        font,
        color: INK,
      });
    });
  });
  pen.y -= height;
  pen.page.drawLine({
    start: { x: LEFT, y: pen.y + 1 },
    end: { x: RIGHT, y: pen.y + 1 },
    thickness: 0.4,
    color: RULE,
  });
}

function block(pen: Pen, b: Block): void {
  switch (b.kind) {
    case "heading": {
      const size = HEADING_SIZE[b.level] ?? BODY + 0.5;
      // A heading never ends a page alone: keep room for it and two body lines.
      room(pen, size * 2 + BODY * LEADING * 2);
      pen.y -= size * 0.8;
      lines(pen, b.text, LEFT, { size, bold: true });
      pen.y -= 3;
      return;
    }
    case "paragraph":
      lines(pen, b.text, LEFT, {});
      pen.y -= BODY * 0.6;
      return;
    case "item": {
      const indent = LEFT + 4 * MM + b.depth * 6 * MM;
      room(pen, BODY * LEADING);
      const markerY = pen.y - BODY * LEADING;
      pen.page.drawText(b.marker, {
        x: indent - 4 * MM,
        y: markerY,
        size: BODY,
        font: pen.regular,
        color: INK,
      });
      lines(pen, b.text, indent, {});
      pen.y -= BODY * 0.3;
      return;
    }
    case "row":
      row(pen, b);
  }
}

function pageFooters(pen: Pen, input: LegalPdfInput): void {
  const pages = pen.doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: LEFT, y: 16 * MM },
      end: { x: RIGHT, y: 16 * MM },
      thickness: 0.5,
      color: RULE,
    });
    const left = `${input.shop} · ${input.title}`;
    page.drawText(left, { x: LEFT, y: 12 * MM, size: 7, font: pen.regular, color: MUTED });
    const label = input.pageLabel(i + 1, pages.length);
    const width = pen.regular.widthOfTextAtSize(label, 7);
    page.drawText(label, { x: RIGHT - width, y: 12 * MM, size: 7, font: pen.regular, color: MUTED });
  });
}

/** The page as PDF bytes. */
export async function renderLegalPdf(input: LegalPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setAuthor(input.shop);
  const { regular, bold } = await embedFonts(doc);
  const pen: Pen = { doc, page: doc.addPage([A4.width, A4.height]), y: TOP, regular, bold };
  pen.page.drawText(input.shop, { x: LEFT, y: pen.y, size: 9, font: regular, color: MUTED });
  pen.y -= 8;
  lines(pen, input.title, LEFT, { size: 18, bold: true });
  pen.y -= 4;
  lines(pen, input.version, LEFT, { size: 8 });
  pen.y -= 10;
  for (const b of input.blocks) block(pen, b);
  pageFooters(pen, input);
  return doc.save({ useObjectStreams: false });
}

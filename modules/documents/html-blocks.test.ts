import { describe, expect, it } from "vitest";
import { pdfText } from "../../tests/setup/pdf-text.ts";
import { htmlBlocks } from "./html-blocks.ts";
import { renderLegalPdf } from "./legal-pdf.ts";

describe("htmlBlocks", () => {
  it("turns headings, paragraphs, lists and tables into blocks in reading order", () => {
    const html = `<h2>§ 1 Geltungsbereich</h2>
      <p>Diese <strong>AGB</strong> gelten für
        alle Bestellungen.<br>Zweite Zeile.</p>
      <ul><li>Kaffee<ul><li>ganze Bohne</li></ul></li><li>Tee</li></ul>
      <ol><li>erstens</li><li>zweitens</li></ol>
      <table><tr><th>Land</th><th>Preis</th></tr><tr><td>DE</td><td>4,90 €</td></tr></table>
      <div>Lose <em>Zeile</em></div>`;
    expect(htmlBlocks(html)).toEqual([
      { kind: "heading", level: 2, text: "§ 1 Geltungsbereich" },
      { kind: "paragraph", text: "Diese AGB gelten für alle Bestellungen.\nZweite Zeile." },
      { kind: "item", marker: "•", depth: 0, text: "Kaffee" },
      { kind: "item", marker: "•", depth: 1, text: "ganze Bohne" },
      { kind: "item", marker: "•", depth: 0, text: "Tee" },
      { kind: "item", marker: "1.", depth: 0, text: "erstens" },
      { kind: "item", marker: "2.", depth: 0, text: "zweitens" },
      { kind: "row", cells: ["Land", "Preis"], header: true },
      { kind: "row", cells: ["DE", "4,90 €"], header: false },
      { kind: "paragraph", text: "Lose Zeile" },
    ]);
  });

  it("keeps a link's address when its text is something else, and decodes entities", () => {
    expect(
      htmlBlocks(
        '<p>Schreiben Sie an <a href="mailto:hallo@example.com">uns</a> oder <a href="https://example.com/">https://example.com/</a> &amp; <a href="/agb/">hier</a>.</p>',
      ),
    ).toEqual([
      {
        kind: "paragraph",
        text: "Schreiben Sie an uns (hallo@example.com) oder https://example.com/ & hier.",
      },
    ]);
  });

  it("drops scripts, styles and empty elements", () => {
    expect(htmlBlocks("<p> </p><script>alert(1)</script><style>p{}</style><h3></h3><p>Text</p>")).toEqual([
      { kind: "paragraph", text: "Text" },
    ]);
  });
});

describe("renderLegalPdf", () => {
  it("draws every block's text, the version line and page numbers, over several pages when long", async () => {
    const paragraph =
      "Der Verbraucher hat das Recht, binnen vierzehn Tagen ohne Angabe von Gründen zu widerrufen. ";
    const blocks = htmlBlocks(
      `<h2>Widerrufsrecht</h2>${`<p>${paragraph.repeat(6)}</p>`.repeat(12)}<h2>Muster-Widerrufsformular</h2><ul><li>An Rösterei Müller, Hafenstraße 12</li></ul>`,
    );
    const pdf = await renderLegalPdf({
      title: "Widerrufsbelehrung",
      shop: "Rösterei",
      version: "Stand: 28.11.2026 (Fassung zur Bestellung Nr. 7)",
      blocks,
      pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
    });
    const pages = await pdfText(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(" ");
    expect(all).toContain("Widerrufsbelehrung");
    expect(all).toContain("Fassung zur Bestellung Nr. 7");
    expect(all).toContain("Muster-Widerrufsformular");
    expect(all).toContain("An Rösterei Müller, Hafenstraße 12");
    expect(pages[0]).toContain(`Seite 1 von ${pages.length}`);
    expect(pages.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`);
  });
});

import { describe, expect, it } from "vitest";
import { CsvInputError, readCsv } from "./read.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("readCsv", () => {
  it("reads named cells case-insensitively, with BOM, quotes and line breaks in cells", () => {
    const table = readCsv(
      bytes(
        '\uFEFFID,Type,Name,"Regular price"\n1,simple,"Tasse ""Hamburg""",12.5\n2,simple,"Zwei\nZeilen",3\n',
      ),
    );
    expect(table.columns).toEqual(["ID", "Type", "Name", "Regular price"]);
    expect(
      table.rows.map((r) => [r.row, r.get("id"), r.get("NAME"), r.get("Regular price"), r.get("Nope")]),
    ).toEqual([
      [2, "1", 'Tasse "Hamburg"', "12.5", ""],
      [3, "2", "Zwei\nZeilen", "3", ""],
    ]);
  });

  it("accepts semicolons (Excel) and Windows-1252, and says so", () => {
    const latin1 = Uint8Array.from([...bytes("Type;Name\nsimple;Gr"), 0xf6, 0xdf, 0x65, 0x0a]);
    const table = readCsv(latin1);
    expect(table.rows[0]!.get("Name")).toBe("Größe");
    expect(table.notes[0]).toContain("Windows-1252");
  });

  it("keeps spreadsheet row numbers across blank lines and tolerates short rows", () => {
    const table = readCsv(bytes("Type,Name,SKU\nsimple,A\n\nsimple,B,b\n"));
    expect(table.rows.map((r) => [r.row, r.get("Name"), r.get("SKU")])).toEqual([
      [2, "A", ""],
      [4, "B", "b"],
    ]);
  });

  it("refuses files that are not a WooCommerce CSV, in German", () => {
    const refuse = (input: Uint8Array, message: string) => {
      expect(() => readCsv(input)).toThrow(CsvInputError);
      expect(() => readCsv(input)).toThrow(message);
    };
    refuse(bytes(""), "Die Datei ist leer.");
    refuse(bytes("\n\n"), "Die Datei ist leer.");
    refuse(
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
      "keine CSV-Datei (sie enthält Binärdaten)",
    );
    refuse(bytes('<?xml version="1.0"?><rss></rss>'), "sondern XML/HTML");
    refuse(bytes("ID,SKU,Name\n1,a,A\n"), "die Spalte „Type“ fehlt");
    refuse(bytes("ID,SKU\n1,a\n"), "die Spalten „Type“ und „Name“ fehlen");
    refuse(bytes("Type,Name\n"), "nur die Kopfzeile");
    refuse(bytes('Type,Name\nsimple,"offen\n'), "keine gültige CSV-Datei");
    refuse(bytes("Type,Name\nsimple,A,zu,viel\n"), "Zeile 2 hat 4 Felder, die Kopfzeile aber nur 2 Spalten.");
  });
});

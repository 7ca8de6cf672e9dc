import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { submissionsCsv } from "./export.ts";

describe("submissionsCsv", () => {
  it("one column per field and calculation, quoted as RFC 4180, formulas defused", () => {
    const csv = submissionsCsv(
      {
        fields: [
          { id: 1, key: "name", type: "textbox", order: 1, label: "Name" },
          { id: 2, key: "pw", type: "password", order: 2, label: "Passwort" },
          { id: 3, key: "senden", type: "submit", order: 3, label: "Senden" },
        ],
        calculations: [{ name: "summe" }],
      },
      [
        {
          id: 5,
          formId: 1,
          status: "complete",
          values: {
            "1": { key: "name", label: "Name", type: "textbox", value: 'A, "B"', text: 'A, "B"' },
            "9": { key: "alt", label: "Altes Feld", type: "textbox", value: "=1+1", text: "=1+1" },
          },
          calculations: { summe: "3.00" },
          createdAt: "2026-11-24T04:00:00.000Z",
        },
      ],
    );
    expect(csv).toBe(
      'id,created,Name,Altes Feld,calc:summe\r\n5,2026-11-24T04:00:00.000Z,"A, ""B""",\'=1+1,3.00\r\n',
    );
  });

  it("an upload field's column holds the file names (never tokens or paths)", () => {
    const csv = submissionsCsv(
      { fields: [{ id: 2, key: "datei", type: "file_upload", order: 1, label: "Datei" }] },
      [
        {
          id: 6,
          formId: 1,
          status: "complete",
          values: {
            "2": {
              key: "datei",
              label: "Datei",
              type: "file_upload",
              value: ["a.pdf", "b.png"],
              text: "a.pdf, b.png",
            },
          },
          calculations: {},
          createdAt: "2026-11-24T05:00:00.000Z",
        },
      ],
    );
    expect(csv).toBe('id,created,Datei\r\n6,2026-11-24T05:00:00.000Z,"a.pdf, b.png"\r\n');
  });

  it("a spreadsheet-style parser reads back every record whole, with no line starting a formula", () => {
    const hostile = [
      "eins\nzwei",
      "eins\rzwei",
      "eins\r\nzwei",
      'x\n=HYPERLINK("http://evil.example")',
      "x\r+1+1",
      "x\r\n-1",
      "x\n@SUM(A1)",
      'x\n"=1"',
      "a,b",
      "\n\t=1",
      "ruhig",
    ];
    const csv = submissionsCsv(
      { fields: [{ id: 1, key: "t", type: "textarea", order: 1, label: "Text" }] },
      hostile.map((text, i) => ({
        id: i + 1,
        formId: 1,
        status: "complete" as const,
        values: { "1": { key: "t", label: "Text", type: "textarea", value: text, text } },
        calculations: {},
        createdAt: "2026-11-24T04:00:00.000Z",
      })),
    );
    const records: string[][] = parse(csv, { relax_column_count: false });
    expect(records).toHaveLength(hostile.length + 1);
    for (const [i, text] of hostile.entries()) {
      const cell = records[i + 1]![2]!;
      expect(records[i + 1]![0]).toBe(String(i + 1));
      // The value comes back whole, only with apostrophes before formula starts.
      expect(cell.replace(/(^|\r\n|\r|\n)'/g, "$1")).toBe(text);
      for (const line of cell.split(/\r\n|\r|\n/))
        expect(line, JSON.stringify(text)).not.toMatch(/^[=+\-@\t]/);
    }
  });
});

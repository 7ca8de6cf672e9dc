import { describe, expect, it } from "vitest";
import { safeCell, submissionsCsv } from "./export.ts";

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

  it("safeCell", () => {
    expect(safeCell("-5")).toBe("'-5");
    expect(safeCell("@x")).toBe("'@x");
    expect(safeCell("ok")).toBe("ok");
  });
});

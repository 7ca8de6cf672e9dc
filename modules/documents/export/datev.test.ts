import { describe, expect, it } from "vitest";
import "../../all-settings.ts";
import type { Settings } from "../../settings/definitions.ts";
import { defaultSettings } from "../../settings/definitions.ts";
import type { DocumentSnapshot } from "../snapshot.ts";
import {
  datevAmount,
  datevBookings,
  datevColumnLine,
  datevDocumentField,
  datevHeader,
  datevProblem,
  datevRow,
  datevTimestamp,
  fiscalYearStart,
  UnbookableDocument,
} from "./datev.ts";
import { DATEV_COLUMNS } from "./datev-columns.ts";
import type { ExportDocument } from "./load.ts";
import { encodeWindows1252 } from "./windows-1252.ts";

const settings = (patch: Partial<Settings> = {}): Settings => ({
  ...defaultSettings(),
  "accounting.consultantNumber": "29098",
  "accounting.clientNumber": "55003",
  ...patch,
});

function doc(
  patch: Partial<ExportDocument> & {
    rows?: DocumentSnapshot["vat"]["rows"];
    snap?: Partial<DocumentSnapshot>;
  },
) {
  const rows = patch.rows ?? [
    { rateBp: 1900, netCents: 10000, vatCents: 1900, grossCents: 11900 },
    { rateBp: 700, netCents: 1000, vatCents: 70, grossCents: 1070 },
  ];
  const sum = (k: "netCents" | "vatCents" | "grossCents") => rows.reduce((a, r) => a + r[k], 0);
  const snapshot = {
    kind: patch.kind ?? "invoice",
    number: "RE-2026-00007",
    issuedAt: "2026-11-03T09:00:00.000Z",
    deliveryDate: "2026-11-02",
    buyer: {
      address: ["Erika Mustermann", "Hauptstr. 1", "10115 Berlin"],
      email: "e@example.de",
      vatId: null,
      buyerReference: null,
    },
    vat: { rows, netCents: sum("netCents"), vatCents: sum("vatCents"), grossCents: sum("grossCents") },
    reverseCharge: false,
    smallBusiness: false,
    order: { paymentMethodTitle: "Vorkasse" },
    ...patch.snap,
  } as DocumentSnapshot;
  return {
    id: 1,
    kind: patch.kind ?? "invoice",
    number: patch.number ?? "RE-2026-00007",
    issuedAt: patch.issuedAt ?? new Date("2026-11-03T09:00:00Z"),
    orderId: 42,
    taxCountry: patch.taxCountry ?? "DE",
    snapshot,
  } satisfies ExportDocument;
}

const cells = (line: string) => line.split(";");
const col = (name: string) => DATEV_COLUMNS.indexOf(name as (typeof DATEV_COLUMNS)[number]);

describe("DATEV EXTF header", () => {
  const header = cells(
    datevHeader(settings(), { from: "2026-11-01", to: "2026-11-30" }, new Date("2026-12-01T08:05:09.042Z")),
  );

  it("has the 31 fields of format 700, category 21, Buchungsstapel version 13", () => {
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['"EXTF"', "700", "21", '"Buchungsstapel"', "13"]);
  });

  it("carries the created stamp (Berlin), the numbers, fiscal year, account length, range and chart", () => {
    expect(header[5]).toBe("20261201090509042");
    expect(header[10]).toBe("29098");
    expect(header[11]).toBe("55003");
    expect(header[12]).toBe("20260101");
    expect(header[13]).toBe("4");
    expect(header[14]).toBe("20261101");
    expect(header[15]).toBe("20261130");
    expect(header[18]).toBe("1");
    expect(header[21]).toBe('"EUR"');
    expect(header[26]).toBe('"03"');
    expect(
      cells(
        datevHeader(
          settings({ "accounting.chart": "SKR04" }),
          { from: "2026-11-01", to: "2026-11-30" },
          new Date(),
        ),
      )[26],
    ).toBe('"04"');
  });

  it("takes the fiscal year that holds the start of the range", () => {
    expect(fiscalYearStart("2026-03-15", 7)).toBe("2025-07-01");
    expect(fiscalYearStart("2026-07-01", 7)).toBe("2026-07-01");
    expect(fiscalYearStart("2026-01-01", 1)).toBe("2026-01-01");
  });

  it("refuses a range over two fiscal years and missing advisor numbers", () => {
    expect(datevProblem(settings(), { from: "2026-12-01", to: "2027-01-31" })).toBe(
      "accounting.datev.fiscalYear",
    );
    expect(
      datevProblem(settings({ "accounting.fiscalYearStartMonth": 7 }), {
        from: "2026-12-01",
        to: "2027-01-31",
      }),
    ).toBeNull();
    expect(
      datevProblem(settings({ "accounting.clientNumber": "" }), { from: "2026-11-01", to: "2026-11-30" }),
    ).toBe("accounting.datev.numbersMissing");
    expect(
      datevProblem(settings({ "accounting.debtorAccount": "" }), { from: "2026-11-01", to: "2026-11-30" }),
    ).toBe("accounting.datev.debtorMissing");
  });

  it("writes the 125 column names of format version 13", () => {
    const columns = cells(datevColumnLine());
    expect(columns).toHaveLength(125);
    expect(columns[0]).toBe('"Umsatz (ohne Soll/Haben-Kz)"');
    expect(columns[col("Leistungsdatum")]).toBe('"Leistungsdatum"');
    expect(col("Leistungsdatum")).toBe(114);
  });

  it("stamps with milliseconds in Berlin time", () => {
    expect(datevTimestamp(new Date("2026-07-01T22:00:00.005Z"))).toBe("20260702000000005");
  });
});

describe("DATEV bookings", () => {
  it("books each VAT rate of an invoice from the collective debtor to its revenue account (SKR03)", () => {
    const [b19, b7] = datevBookings(doc({}), settings()).map((b) => cells(datevRow(b)));
    expect(b19).toHaveLength(125);
    expect(b19![0]).toBe("119,00");
    expect(b19![1]).toBe('"S"');
    expect(b19![2]).toBe('"EUR"');
    expect(b19![col("Konto")]).toBe("10000");
    expect(b19![col("Gegenkonto (ohne BU-Schlüssel)")]).toBe("8400");
    expect(b19![col("BU-Schlüssel")]).toBe("");
    expect(b19![col("Belegdatum")]).toBe("0311");
    expect(b19![col("Belegfeld 1")]).toBe('"RE-2026-00007"');
    expect(b19![col("Buchungstext")]).toBe('"Best. 42 Erika Mustermann"');
    expect(b19![col("Leistungsdatum")]).toBe("02112026");
    expect(b7![0]).toBe("10,70");
    expect(b7![col("Gegenkonto (ohne BU-Schlüssel)")]).toBe("8300");
  });

  it("uses SKR04's accounts and the owner's own account where one is set", () => {
    const s = settings({ "accounting.chart": "SKR04", "accounting.revenue7Account": "4301" });
    const [b19, b7] = datevBookings(doc({}), s).map((b) => cells(datevRow(b)));
    expect(b19![col("Gegenkonto (ohne BU-Schlüssel)")]).toBe("4400");
    expect(b7![col("Gegenkonto (ohne BU-Schlüssel)")]).toBe("4301");
  });

  it("books a credit note the other way (H) with a positive amount", () => {
    const credit = doc({
      kind: "credit_note",
      number: "RK-2026-00001",
      rows: [{ rateBp: 1900, netCents: 2000, vatCents: 380, grossCents: 2380 }],
      snap: { refersTo: { number: "RE-2026-00007", issuedAt: "2026-11-03T09:00:00Z", cancelsWhole: false } },
    });
    const [row] = datevBookings(credit, settings()).map((b) => cells(datevRow(b)));
    expect(row![0]).toBe("23,80");
    expect(row![1]).toBe('"H"');
    expect(row![col("Buchungstext")]).toBe('"Korrektur zu RE-2026-00007 Erika Mustermann"');
  });

  it("reverse charge: the tax-free account and the buyer's VAT ID; OSS: country and rate", () => {
    const rc = doc({
      taxCountry: "AT",
      rows: [{ rateBp: 2000, netCents: 5000, vatCents: 0, grossCents: 5000 }],
      snap: {
        reverseCharge: true,
        buyer: { address: ["Firma GmbH"], email: "", vatId: "ATU12345678", buyerReference: null },
      },
    });
    const [r] = datevBookings(rc, settings()).map((b) => cells(datevRow(b)));
    expect(r![col("Gegenkonto (ohne BU-Schlüssel)")]).toBe("8125");
    expect(r![col("EU-Land u. UStID")]).toBe('"ATU12345678"');
    const oss = doc({
      taxCountry: "FR",
      rows: [{ rateBp: 2000, netCents: 5000, vatCents: 1000, grossCents: 6000 }],
    });
    const [o] = datevBookings(oss, settings()).map((b) => cells(datevRow(b)));
    expect(o![0]).toBe("60,00");
    expect(o![col("Gegenkonto (ohne BU-Schlüssel)")]).toBe("8320");
    expect(o![col("EU-Land u. UStID")]).toBe('"FR"');
    expect(o![col("EU-Steuersatz")]).toBe("20,00");
  });

  it("small business and exports get their accounts; a rate without account is refused by number", () => {
    const ku = doc({
      rows: [{ rateBp: 0, netCents: 500, vatCents: 0, grossCents: 500 }],
      snap: { smallBusiness: true },
    });
    expect(cells(datevRow(datevBookings(ku, settings())[0]!))[7]).toBe("8195");
    const ch = doc({ taxCountry: "CH", rows: [{ rateBp: 0, netCents: 500, vatCents: 0, grossCents: 500 }] });
    expect(cells(datevRow(datevBookings(ch, settings())[0]!))[7]).toBe("8120");
    const odd = doc({ rows: [{ rateBp: 1600, netCents: 500, vatCents: 80, grossCents: 580 }] });
    expect(() => datevBookings(odd, settings())).toThrow(UnbookableDocument);
  });

  it("skips a rate with nothing on it", () => {
    const rows = [
      { rateBp: 1900, netCents: 100, vatCents: 19, grossCents: 119 },
      { rateBp: 700, netCents: 0, vatCents: 0, grossCents: 0 },
    ];
    expect(datevBookings(doc({ rows }), settings())).toHaveLength(1);
  });
});

describe("DATEV formats", () => {
  it("amounts with a decimal comma, no thousands separator, no sign", () => {
    expect(datevAmount(123456789)).toBe("1234567,89");
    expect(datevAmount(-5)).toBe("0,05");
  });

  it("keeps Belegfeld 1 to DATEV's characters and 36 places", () => {
    expect(datevDocumentField("RE 2026.001#")).toBe("RE-2026-001-");
    expect(datevDocumentField("X".repeat(40))).toHaveLength(36);
  });

  it("quotes text without breaking the line", () => {
    const b = datevBookings(
      doc({
        snap: { buyer: { address: ['Eva "Evi"; Test'], email: "", vatId: null, buyerReference: null } },
      }),
      settings(),
    )[0]!;
    expect(cells(datevRow(b))[col("Buchungstext")]).toBe(`"Best. 42 Eva 'Evi' Test"`);
  });

  it("encodes Windows-1252: umlauts and € as single bytes, foreign letters without accents", () => {
    expect([...encodeWindows1252("Ä€ß–")]).toEqual([0xc4, 0x80, 0xdf, 0x96]);
    expect(new TextDecoder("windows-1252").decode(encodeWindows1252("Dvořák Łódź"))).toBe("Dvorák ?ódz");
  });
});

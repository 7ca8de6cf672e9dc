/**
 * The e-invoice of an issued document, made by `@e-invoice-eu/core` from the snapshot: the CII
 * XML (EN 16931; with the XRechnung 3.0 guideline id for the XRechnung download) and the
 * Factur-X PDF (our drawn PDF as PDF/A-3 with the XML embedded as `factur-x.xml`).
 */
import {
  FormatFactoryService,
  type Invoice,
  InvoiceService,
  type InvoiceServiceOptions,
  type Logger,
} from "@e-invoice-eu/core";
import type { DocumentSnapshot } from "../snapshot.ts";
import { einvoiceData } from "./invoice-data.ts";

export type EinvoiceFlavour = "en16931" | "xrechnung";

/** The library reports through a logger; its warnings are not ours to print on every issue. */
const quiet: Logger = { log() {}, warn() {}, error() {} };

const FORMAT: Record<EinvoiceFlavour, string> = { en16931: "CII", xrechnung: "XRECHNUNG-CII" };

/** True for the documents that have an e-invoice (invoices and credit notes). */
export function hasEinvoice(s: DocumentSnapshot): boolean {
  return s.kind !== "delivery_note" && s.number !== null;
}

/** The library's validation of its input names what is wrong in `errors`; keep that in the message. */
async function generate(s: DocumentSnapshot, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const data = einvoiceData(s);
  try {
    const out = await new InvoiceService(quiet).generate(data, options);
    return s.refersTo ? withPrecedingInvoice(data, options) : out;
  } catch (error) {
    const errors = (error as { errors?: unknown }).errors;
    if (!errors) throw error;
    throw new Error(`e-invoice of ${s.number}: ${JSON.stringify(errors)}`, { cause: error });
  }
}

/**
 * The library (2.3.4) validates the preceding invoice (BT-25) at `cac:BillingReference[]/
 * cac:InvoiceDocumentReference/cbc:ID`, as UBL has it, but its CII writer reads
 * `cac:BillingReference[]/cbc:ID`, so a credit note would lose its reference. Once the data has
 * passed validation (above), we hand its format service the same data with the number also where
 * the writer looks. Not the date (BT-26): the writer puts it in an element the XSD refuses, and
 * EN 16931 asks for it only when invoice numbers are not unique, which ours are.
 */
function withPrecedingInvoice(data: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const doc = structuredClone(data);
  const refs = doc["ubl:Invoice"]["cac:BillingReference"] ?? [];
  for (const ref of refs) Object.assign(ref, { "cbc:ID": ref["cac:InvoiceDocumentReference"]["cbc:ID"] });
  const factory = new FormatFactoryService();
  const format = factory.createFormatService(options.format, quiet);
  format.fillInvoiceDefaults(doc);
  return format.generate(doc, { ...options, format: factory.normalizeFormat(options.format) });
}

export async function einvoiceXml(s: DocumentSnapshot, flavour: EinvoiceFlavour): Promise<string> {
  const out = await generate(s, { format: FORMAT[flavour], lang: "de", noWarnings: true });
  return typeof out === "string" ? out : new TextDecoder().decode(out);
}

/** The drawn PDF as Factur-X (profile EN 16931): PDF/A-3 with `factur-x.xml` attached. */
export async function facturXPdf(s: DocumentSnapshot, pdf: Uint8Array): Promise<Uint8Array> {
  const out = await generate(s, {
    format: "Factur-X-EN16931",
    lang: "de",
    noWarnings: true,
    pdf: { buffer: pdf, filename: `${s.number}.pdf`, mimetype: "application/pdf" },
  });
  if (typeof out === "string") throw new Error("Factur-X: expected PDF bytes");
  return out;
}

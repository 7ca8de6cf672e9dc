/**
 * The e-invoice of an issued document, made by `@e-invoice-eu/core` from the snapshot: the CII
 * XML (EN 16931; with the XRechnung 3.0 guideline id for the XRechnung download) and the
 * Factur-X PDF (our drawn PDF as PDF/A-3 with the XML embedded as `factur-x.xml`).
 *
 * We drive the library's format services ourselves rather than through its `InvoiceService`,
 * which compiles its JSON schema anew on every call (most of a second of CPU, on every issued
 * invoice and every download). Here each format's validator is compiled once, with the same
 * schema, patch and Ajv options, and the data is validated before anything is written. The
 * library is loaded on first use: it brings a spreadsheet reader along (~0.8 s and ~55 MB at
 * import), which no app or CLI process should pay for at start.
 */
import type { EInvoiceFormat, Invoice, InvoiceServiceOptions, Logger } from "@e-invoice-eu/core";
import { Ajv2019, type ValidateFunction } from "ajv/dist/2019.js";
import type { DocumentSnapshot } from "../snapshot.ts";
import { einvoiceData } from "./invoice-data.ts";

export type EinvoiceFlavour = "en16931" | "xrechnung";

/** The library reports through a logger; its warnings are not ours to print on every issue. */
const quiet: Logger = { log() {}, warn() {}, error() {} };

const FORMAT: Record<EinvoiceFlavour, string> = { en16931: "CII", xrechnung: "XRECHNUNG-CII" };

type Library = typeof import("@e-invoice-eu/core");
let loading: Promise<{ lib: Library; factory: InstanceType<Library["FormatFactoryService"]> }> | undefined;
const library = () =>
  (loading ??= import("@e-invoice-eu/core").then((lib) => ({
    lib,
    factory: new lib.FormatFactoryService(),
  })));

const validators = new Map<string, ValidateFunction>();

function validatorFor(lib: Library, name: string, format: EInvoiceFormat): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    const schema = structuredClone(lib.invoiceSchema);
    format.patchSchema(schema);
    validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    validators.set(name, validate);
  }
  return validate;
}

async function generate(s: DocumentSnapshot, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const { lib, factory } = await library();
  const name = factory.normalizeFormat(options.format);
  const format = factory.createFormatService(name, quiet);
  const data = structuredClone(einvoiceData(s));
  const validate = validatorFor(lib, name, format);
  if (!validate(data)) throw new Error(`e-invoice of ${s.number}: ${JSON.stringify(validate.errors)}`);
  withPrecedingInvoice(data);
  format.fillInvoiceDefaults(data);
  return format.generate(data, { ...options, noWarnings: true, format: name });
}

/**
 * The library (2.3.4) validates the preceding invoice (BT-25) at `cac:BillingReference[]/
 * cac:InvoiceDocumentReference/cbc:ID`, as UBL has it, but its CII writer reads
 * `cac:BillingReference[]/cbc:ID`, so a credit note would lose its reference. Once the data has
 * passed validation, the number is copied to where the writer looks. Not the date (BT-26): the
 * writer puts it in an element the XSD refuses, and EN 16931 asks for it only when invoice
 * numbers are not unique, which ours are.
 */
function withPrecedingInvoice(data: Invoice): void {
  for (const ref of data["ubl:Invoice"]["cac:BillingReference"] ?? []) {
    Object.assign(ref, { "cbc:ID": ref["cac:InvoiceDocumentReference"]["cbc:ID"] });
  }
}

export async function einvoiceXml(s: DocumentSnapshot, flavour: EinvoiceFlavour): Promise<string> {
  const out = await generate(s, { format: FORMAT[flavour], lang: "de" });
  return typeof out === "string" ? out : new TextDecoder().decode(out);
}

/** The drawn PDF as Factur-X (profile EN 16931): PDF/A-3 with `factur-x.xml` attached. */
export async function facturXPdf(s: DocumentSnapshot, pdf: Uint8Array): Promise<Uint8Array> {
  const out = await generate(s, {
    format: "Factur-X-EN16931",
    lang: "de",
    pdf: { buffer: pdf, filename: `${s.number}.pdf`, mimetype: "application/pdf" },
  });
  if (typeof out === "string") throw new Error("Factur-X: expected PDF bytes");
  return out;
}

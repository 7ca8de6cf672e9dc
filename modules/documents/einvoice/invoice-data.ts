/**
 * A document snapshot in the input format of `@e-invoice-eu/core` (EN 16931 semantics in UBL
 * element names; the library writes CII from it). Everything comes from the snapshot, so the
 * XML of a document is the same every time it is made.
 */
import type { Invoice } from "@e-invoice-eu/core";
import type { OrderAddress } from "#db/schema/orders.ts";
import { PAYMENT_METHOD_IDS } from "../../checkout/payment.ts";
import { translate } from "../../i18n/index.ts";
import { berlinDay } from "../../reports/berlin-days.ts";
import { type DocumentSnapshot, paymentNotice } from "../snapshot.ts";
import { type EinvoiceAmounts, einvoiceAmounts, type VatCategory } from "./amounts.ts";
import "../../i18n/messages-documents.ts";

type Doc = Invoice["ubl:Invoice"];
type SellerParty = Doc["cac:AccountingSupplierParty"]["cac:Party"];
type BuyerParty = Doc["cac:AccountingCustomerParty"]["cac:Party"];
type PaymentMeans = NonNullable<Doc["cac:PaymentMeans"]>[number];

const CURRENCY = "EUR";
/** UN/ECE Rec 20 "piece". */
const PIECE = "H87";

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

function taxCategory(category: VatCategory, ratePercent: string) {
  return { "cbc:ID": category, "cbc:Percent": ratePercent, "cac:TaxScheme": { "cbc:ID": "VAT" } };
}

/** Older snapshots kept only the printed address block: name first, "PLZ Ort" after the street. */
function buyerParty(s: DocumentSnapshot): OrderAddress {
  if (s.buyer.party) return s.buyer.party;
  const lines = s.buyer.address;
  const at = lines.findIndex((l) => /^\d{4,5}\s/.test(l));
  const [postcode = "", ...city] = at >= 0 ? lines[at]!.split(" ") : [];
  return {
    company: "",
    firstName: lines[0] ?? "",
    lastName: "",
    address1: at > 0 ? lines[at - 1]! : "",
    postcode,
    city: city.join(" "),
    country: "DE",
    phone: "",
  };
}

function seller(s: DocumentSnapshot): SellerParty {
  const v = s.seller;
  const taxIds = [
    ...(v.vatId ? [{ "cbc:CompanyID": v.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } }] : []),
    // BT-32, the Steuernummer: CII writes it with scheme "FC".
    ...(v.taxNumber ? [{ "cbc:CompanyID": v.taxNumber, "cac:TaxScheme": { "cbc:ID": "FC" } }] : []),
  ] as SellerParty["cac:PartyTaxScheme"];
  return {
    ...(v.email ? { "cbc:EndpointID": v.email, "cbc:EndpointID@schemeID": "EM" } : {}),
    "cac:PostalAddress": {
      "cbc:StreetName": v.street,
      "cbc:CityName": v.city,
      "cbc:PostalZone": v.postcode,
      "cac:Country": { "cbc:IdentificationCode": (v.country || "DE") as never },
    },
    "cac:PartyTaxScheme": taxIds,
    "cac:PartyLegalEntity": {
      "cbc:RegistrationName": v.companyName,
      ...(v.registerNumber ? { "cbc:CompanyID": `${v.registerCourt} ${v.registerNumber}`.trim() } : {}),
    },
    "cac:Contact": {
      "cbc:Name": v.representative || v.companyName,
      ...(v.phone ? { "cbc:Telephone": v.phone } : {}),
      ...(v.email ? { "cbc:ElectronicMail": v.email } : {}),
    },
  } as SellerParty;
}

function buyer(s: DocumentSnapshot): BuyerParty {
  const p = buyerParty(s);
  const person = `${p.firstName} ${p.lastName}`.trim();
  return {
    "cbc:EndpointID": s.buyer.email,
    "cbc:EndpointID@schemeID": "EM",
    "cac:PostalAddress": {
      "cbc:StreetName": p.address1,
      "cbc:CityName": p.city,
      "cbc:PostalZone": p.postcode,
      "cac:Country": { "cbc:IdentificationCode": (p.country || "DE") as never },
    },
    ...(s.buyer.vatId
      ? { "cac:PartyTaxScheme": { "cbc:CompanyID": s.buyer.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } } }
      : {}),
    "cac:PartyLegalEntity": { "cbc:RegistrationName": p.company || person },
    "cac:Contact": {
      ...(p.company && person ? { "cbc:Name": person } : {}),
      "cbc:ElectronicMail": s.buyer.email,
    },
  } as BuyerParty;
}

/**
 * 59 SEPA direct debit with the mandate; 58 SEPA credit transfer to the shop's account; 10 cash.
 * A credit note is money going back, to an account the shop may not know: 1 (not defined).
 */
function paymentMeans(s: DocumentSnapshot): PaymentMeans[] {
  if (s.kind === "credit_note") return [{ "cbc:PaymentMeansCode": "1" }];
  const method = s.order.paymentMethod;
  if (method === PAYMENT_METHOD_IDS.sepa) {
    const last = s.order.ibanMasked?.replace(/^[*\s]+/, "");
    return [
      {
        "cbc:PaymentMeansCode": "59",
        "cac:PaymentMandate": {
          ...(s.order.mandateReference ? { "cbc:ID": s.order.mandateReference } : {}),
          ...(last ? { "cac:PayerFinancialAccount": { "cbc:ID": last } } : {}),
        },
      },
    ];
  }
  if (method === PAYMENT_METHOD_IDS.cod || method === PAYMENT_METHOD_IDS.pickup) {
    return [{ "cbc:PaymentMeansCode": "10" }];
  }
  const bank = s.seller.bank;
  return [
    {
      "cbc:PaymentMeansCode": bank ? "58" : "1",
      ...(s.number ? { "cbc:PaymentID": s.number } : {}),
      ...(bank
        ? {
            "cac:PayeeFinancialAccount": {
              "cbc:ID": bank.iban,
              ...(bank.holder ? { "cbc:Name": bank.holder } : {}),
              ...(bank.bic ? { "cac:FinancialInstitutionBranch": { "cbc:ID": bank.bic } } : {}),
            },
          }
        : {}),
    },
  ] as PaymentMeans[];
}

function totals(a: EinvoiceAmounts): Doc["cac:LegalMonetaryTotal"] {
  return {
    "cbc:LineExtensionAmount": money(a.lineNetCents),
    "cbc:LineExtensionAmount@currencyID": CURRENCY,
    "cbc:TaxExclusiveAmount": money(a.netCents),
    "cbc:TaxExclusiveAmount@currencyID": CURRENCY,
    "cbc:TaxInclusiveAmount": money(a.grossCents),
    "cbc:TaxInclusiveAmount@currencyID": CURRENCY,
    ...(a.allowanceCents
      ? {
          "cbc:AllowanceTotalAmount": money(a.allowanceCents),
          "cbc:AllowanceTotalAmount@currencyID": CURRENCY,
        }
      : {}),
    ...(a.chargeCents
      ? { "cbc:ChargeTotalAmount": money(a.chargeCents), "cbc:ChargeTotalAmount@currencyID": CURRENCY }
      : {}),
    "cbc:PrepaidAmount": money(a.paidCents),
    "cbc:PrepaidAmount@currencyID": CURRENCY,
    "cbc:PayableAmount": money(a.dueCents),
    "cbc:PayableAmount@currencyID": CURRENCY,
  } as Doc["cac:LegalMonetaryTotal"];
}

/** The invoice (380) or credit note (381) of a snapshot in the library's format. */
export function einvoiceData(s: DocumentSnapshot): Invoice {
  if (s.kind === "delivery_note" || !s.number) throw new Error("a delivery note has no e-invoice");
  const a = einvoiceAmounts(s);
  const doc = {
    "cbc:ID": s.number,
    "cbc:IssueDate": berlinDay(new Date(s.issuedAt)),
    "cbc:InvoiceTypeCode": s.kind === "credit_note" ? "381" : "380",
    "cbc:DocumentCurrencyCode": CURRENCY,
    // BT-10: the Leitweg-ID a public buyer gave at checkout, else our order number.
    "cbc:BuyerReference": s.buyer.buyerReference || String(s.order.id),
    // Our order number as a note: as BT-14 the library would add "NA" as the buyer's order
    // number (BT-13) to the plain CII but not to Factur-X, and the two must be the same XML.
    "cbc:Note": [`${translate(s.lang, "document.order")}: ${s.order.id}`],
    ...(s.refersTo
      ? {
          "cac:BillingReference": [
            {
              "cac:InvoiceDocumentReference": {
                "cbc:ID": s.refersTo.number,
                "cbc:IssueDate": berlinDay(new Date(s.refersTo.issuedAt)),
              },
            },
          ],
        }
      : {}),
    "cac:AccountingSupplierParty": { "cac:Party": seller(s) },
    "cac:AccountingCustomerParty": { "cac:Party": buyer(s) },
    ...(s.order.paymentMethod === PAYMENT_METHOD_IDS.sepa && s.seller.creditorId
      ? {
          "cac:PayeeParty": {
            "cac:PartyIdentification": { "cbc:ID": s.seller.creditorId, "cbc:ID@schemeID": "SEPA" },
            "cac:PartyName": { "cbc:Name": s.seller.companyName },
          },
        }
      : {}),
    "cac:Delivery": { "cbc:ActualDeliveryDate": s.deliveryDate },
    "cac:PaymentMeans": paymentMeans(s),
    "cac:PaymentTerms": {
      "cbc:Note": s.kind === "credit_note" ? translate(s.lang, "document.credit.intro") : paymentNotice(s),
    },
    ...(a.charges.length || a.allowances.length
      ? {
          "cac:AllowanceCharge": [
            // Coupons (issue 24): discounts (UNTDID 5189 "95"), one per VAT rate.
            ...a.allowances.map((c) => ({
              "cbc:ChargeIndicator": "false",
              "cbc:AllowanceChargeReasonCode": "95",
              "cbc:AllowanceChargeReason": "Rabatt (Gutschein)",
              "cbc:Amount": money(c.netCents),
              "cbc:Amount@currencyID": CURRENCY,
              "cac:TaxCategory": taxCategory(c.category, c.ratePercent),
            })),
            ...a.charges.map((c) => ({
              "cbc:ChargeIndicator": "true",
              "cbc:AllowanceChargeReasonCode": "FC",
              "cbc:AllowanceChargeReason": "Versandkosten",
              "cbc:Amount": money(c.netCents),
              "cbc:Amount@currencyID": CURRENCY,
              "cac:TaxCategory": taxCategory(c.category, c.ratePercent),
            })),
          ],
        }
      : {}),
    "cac:TaxTotal": [
      {
        "cbc:TaxAmount": money(a.vatCents),
        "cbc:TaxAmount@currencyID": CURRENCY,
        "cac:TaxSubtotal": a.vat.map((row) => ({
          "cbc:TaxableAmount": money(row.netCents),
          "cbc:TaxableAmount@currencyID": CURRENCY,
          "cbc:TaxAmount": money(row.vatCents),
          "cbc:TaxAmount@currencyID": CURRENCY,
          "cac:TaxCategory": {
            ...taxCategory(row.category, row.ratePercent),
            ...(row.exemption?.code ? { "cbc:TaxExemptionReasonCode": row.exemption.code } : {}),
            ...(row.exemption ? { "cbc:TaxExemptionReason": row.exemption.reason } : {}),
          },
        })),
      },
    ],
    "cac:LegalMonetaryTotal": totals(a),
    "cac:InvoiceLine": a.lines.map((l) => ({
      "cbc:ID": String(l.position),
      "cbc:InvoicedQuantity": String(l.quantity),
      "cbc:InvoicedQuantity@unitCode": PIECE,
      "cbc:LineExtensionAmount": money(l.netCents),
      "cbc:LineExtensionAmount@currencyID": CURRENCY,
      "cac:Item": {
        ...(l.description ? { "cbc:Description": l.description } : {}),
        "cbc:Name": l.name,
        ...(l.sku ? { "cac:SellersItemIdentification": { "cbc:ID": l.sku } } : {}),
        "cac:ClassifiedTaxCategory": taxCategory(l.category, l.ratePercent),
      },
      "cac:Price": {
        "cbc:PriceAmount": money(l.price.cents),
        "cbc:PriceAmount@currencyID": CURRENCY,
        ...(l.price.per === 1
          ? {}
          : { "cbc:BaseQuantity": String(l.price.per), "cbc:BaseQuantity@unitCode": PIECE }),
      },
    })),
  };
  return { "ubl:Invoice": doc } as unknown as Invoice;
}

/**
 * The accounting export's settings (the Buchhaltung group): what the tax advisor's DATEV needs in
 * the EXTF header, and the accounts the bookings go to. An empty account means the chosen chart's
 * standard account (accounts.ts), so switching SKR03 ↔ SKR04 needs no retyping. Numbers are
 * coerced: the back office's selects post text.
 */
import { z } from "zod";
import { registerSettings } from "../../settings/registry.ts";

const digits = (max: number, message: string) =>
  // Coerced: the CLI's `settings set` reads 29098 as a number.
  z.coerce
    .string()
    .trim()
    .regex(new RegExp(`^(\\d{1,${max}})?$`), { message });

const account = digits(9, "Ein Konto besteht aus 1 bis 9 Ziffern (leer: Standardkonto des Kontenrahmens).");

const accountingSettings = registerSettings({
  /** Standardkontenrahmen: SKR03 (process-oriented) or SKR04 (balance-sheet order). */
  "accounting.chart": { schema: z.enum(["SKR03", "SKR04"]), default: "SKR03" as "SKR03" | "SKR04" },
  /** Beraternummer of the tax advisor (1001–9999999); empty until set: the DATEV export asks for it. */
  "accounting.consultantNumber": {
    schema: digits(7, "Die Beraternummer hat 4 bis 7 Ziffern (1001 bis 9999999).").refine(
      (v) => v === "" || Number(v) >= 1001,
      { message: "Die Beraternummer hat 4 bis 7 Ziffern (1001 bis 9999999)." },
    ),
    default: "",
  },
  /** Mandantennummer (1–99999). */
  "accounting.clientNumber": {
    schema: digits(5, "Die Mandantennummer hat 1 bis 5 Ziffern (1 bis 99999).").refine(
      (v) => v === "" || Number(v) >= 1,
      { message: "Die Mandantennummer hat 1 bis 5 Ziffern (1 bis 99999)." },
    ),
    default: "",
  },
  /** The month the fiscal year begins (1 = January: the calendar year). */
  "accounting.fiscalYearStartMonth": { schema: z.coerce.number().int().min(1).max(12), default: 1 },
  /** Sachkontenlänge: digits of a ledger account; debtor accounts have one more. */
  "accounting.accountLength": { schema: z.coerce.number().int().min(4).max(8), default: 4 },
  /** The collective debtor account every sale is booked against (Sammeldebitor). */
  "accounting.debtorAccount": { schema: account, default: "10000" },
  "accounting.revenue19Account": { schema: account, default: "" },
  "accounting.revenue7Account": { schema: account, default: "" },
  /** Tax-free intra-EU supplies to businesses (reverse charge, § 4 Nr. 1b UStG). */
  "accounting.reverseChargeAccount": { schema: account, default: "" },
  /** Sales to consumers in other EU countries taxed there (one-stop shop). */
  "accounting.ossAccount": { schema: account, default: "" },
  /** Tax-free exports outside the EU (§ 4 Nr. 1a UStG). */
  "accounting.exportAccount": { schema: account, default: "" },
  /** Sales of a small business (§ 19 UStG): no VAT. */
  "accounting.smallBusinessAccount": { schema: account, default: "" },
});

type AccountingSettings = typeof accountingSettings;
declare module "../../settings/registry.ts" {
  interface SettingDefinitions extends AccountingSettings {}
}

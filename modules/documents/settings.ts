/** The documents' settings: number patterns and when an invoice is issued by itself. */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";
import { numberPatternProblem } from "./number-pattern.ts";

const pattern = (fallback: string) => ({
  schema: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = numberPatternProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  default: fallback,
});

const documentSettings = registerSettings({
  /** Invoice numbers, e.g. RE-2026-00001 (tokens: modules/documents/number-pattern.ts). */
  "documents.invoiceNumberPattern": pattern("RE-{YYYY}-{NNNNN}"),
  /** Credit notes (Rechnungskorrektur) have a range of their own. */
  "documents.creditNoteNumberPattern": pattern("RK-{YYYY}-{NNNNN}"),
  /**
   * When an order gets its invoice without the owner: "auto" = on processing for prepaid methods
   * (prepayment, SEPA), on completed otherwise; a fixed status; or only when the owner issues it.
   */
  "documents.invoiceOn": {
    schema: z.enum(["auto", "processing", "completed", "manual"]),
    default: "auto" as "auto" | "processing" | "completed" | "manual",
  },
});

type DocumentSettings = typeof documentSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends DocumentSettings {}
}

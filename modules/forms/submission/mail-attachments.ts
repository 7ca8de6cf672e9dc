/**
 * What a form's e-mail action attaches (issue 26 item 4): with `attach_uploads` the submission's
 * uploaded files (references the outbox worker reads from the uploads directory when it sends,
 * modules/mail/attachments.ts), with `attach_csv` (Ninja Forms' name) the submission as a CSV
 * file made by the one CSV writer (export.ts → modules/shared/csv.ts, formula starts defused),
 * the same columns as the owner's CSV export. Pure.
 */
import type { MailAttachment } from "#db/schema/orders.ts";
import { CSV_BOM } from "../../shared/csv.ts";
import { submissionsCsv } from "./export.ts";
import type { SubmitState } from "./pipeline.ts";

const on = (v: unknown) => v === true || v === 1 || v === "1" || v === "on" || v === "true";

export function emailAttachments(
  settings: Record<string, unknown>,
  state: Pick<SubmitState, "form" | "values" | "calculations" | "uploadFiles" | "submissionId">,
  now: Date = new Date(),
): MailAttachment[] {
  const out: MailAttachment[] = [];
  if (on(settings.attach_uploads))
    for (const file of state.uploadFiles)
      out.push({
        filename: file.name,
        contentType: "application/octet-stream",
        source: { formUpload: file.id },
      });
  if (on(settings.attach_csv)) {
    const id = state.submissionId ?? 0;
    const csv = submissionsCsv(
      { fields: state.form.fields, calculations: state.form.settings.calculations },
      [
        {
          id,
          formId: state.form.id,
          status: "complete",
          values: state.values,
          calculations: state.calculations,
          createdAt: now.toISOString(),
        },
      ],
    );
    out.push({
      filename: id ? `einsendung-${id}.csv` : "einsendung.csv",
      contentType: "text/csv; charset=utf-8",
      source: { text: CSV_BOM + csv },
    });
  }
  return out;
}

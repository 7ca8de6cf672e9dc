/**
 * `laden submissions export FORM_ID [--output DATEI]`: the saved submissions of a form as CSV
 * (modules/forms/submission/export.ts). With --output the file is written and a summary printed
 * (`--json`: `{"form", "rows", "file"}`); without it the CSV goes to stdout and the summary to
 * stderr, so `laden submissions export 3 > anfragen.csv` works. An unknown form exits 65.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { getForm } from "#modules/forms/store.ts";
import { submissionsCsv } from "#modules/forms/submission/export.ts";
import { allSubmissions } from "#modules/forms/submission/store.ts";
import { type CliContext, CliError } from "../context.ts";

const USAGE = "Verwendung: laden submissions export FORMULAR_ID [--output DATEI]";

export async function submissionsCommand(
  ctx: CliContext,
  args: string[],
  flags: Record<string, string | undefined>,
): Promise<void> {
  const [verb, id, ...rest] = args;
  if (verb !== "export" || !id || rest.length > 0) throw new CliError(USAGE, 64);
  if (!/^[0-9]{1,9}$|^[a-z0-9][a-z0-9_-]{0,80}$/.test(id))
    throw new CliError(`Ungültige Formular-ID „${id}“. ${USAGE}`, 65);
  const { db } = await ctx.database();
  const form = await getForm(db, id);
  if (!form)
    throw new CliError(
      `Formular „${id}“ gibt es nicht (laden: REST /wp-json/laden/v1/forms listet alle).`,
      65,
    );
  const rows = await allSubmissions(db, form.id);
  const csv = submissionsCsv({ fields: form.fields, calculations: form.settings.calculations }, rows);
  const summary = {
    form: form.id,
    title: form.title,
    rows: rows.length,
    file: flags.output ? resolve(flags.output) : null,
  };
  const line = `${rows.length} Einsendung(en) von „${form.title}“ (Formular ${form.id}) exportiert${summary.file ? ` nach ${summary.file}` : ""}.`;
  if (flags.output) {
    await writeFile(flags.output, csv, "utf8");
    ctx.say(line);
    ctx.result(summary);
    return;
  }
  process.stdout.write(csv);
  process.stderr.write(`${ctx.json ? JSON.stringify(summary) : line}\n`);
}

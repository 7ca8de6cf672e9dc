/**
 * `laden export datev --from JJJJ-MM-TT --to JJJJ-MM-TT [--out DATEI]` and
 * `laden export documents-csv …`: the accounting exports of modules/documents/export/ for a range
 * of days (both included). With --out the file is written and a summary printed (`--json`:
 * `{"format", "from", "to", "documents", "rows", "file"}`); without it the file goes to stdout and
 * the summary to stderr. A bad range or a refusal (advisor numbers missing, two fiscal years)
 * exits 65 with the German reason.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { datevExport, documentsCsvExport, isRefusal } from "#modules/documents/export/export.ts";
import { parseExportRange } from "#modules/documents/export/load.ts";
import { translate } from "#modules/i18n/index.ts";
import { getSettings } from "#modules/settings/store.ts";
import { type CliContext, CliError } from "../context.ts";

const USAGE = "Verwendung: laden export datev|documents-csv --from JJJJ-MM-TT --to JJJJ-MM-TT [--out DATEI]";
const FORMATS = ["datev", "documents-csv"] as const;

export async function exportCommand(
  ctx: CliContext,
  args: string[],
  flags: Record<string, string | undefined>,
): Promise<void> {
  const [format, ...rest] = args;
  if (!FORMATS.includes(format as (typeof FORMATS)[number]) || rest.length > 0) throw new CliError(USAGE, 64);
  if (!flags.from || !flags.to) throw new CliError(USAGE, 64);
  const parsed = parseExportRange(flags.from, flags.to);
  if ("error" in parsed) throw new CliError(translate("de", parsed.error), 65);
  const { range } = parsed;
  const { db } = await ctx.database();
  const result =
    format === "datev"
      ? await datevExport(db, await getSettings(db), range)
      : await documentsCsvExport(db, range, "de");
  if (isRefusal(result)) throw new CliError(translate("de", result.error, result.params), 65);
  const file = flags.out ? resolve(flags.out) : null;
  const summary = {
    format,
    from: range.from,
    to: range.to,
    documents: result.documents,
    rows: result.rows,
    file,
  };
  const line = `${result.documents} Beleg(e) vom ${range.from} bis ${range.to} exportiert (${result.fileName})${file ? ` nach ${file}` : ""}.`;
  if (file) {
    await writeFile(file, result.bytes);
    ctx.say(line);
    ctx.result(summary);
    return;
  }
  process.stdout.write(result.bytes);
  process.stderr.write(`${ctx.json ? JSON.stringify(summary) : line}\n`);
}

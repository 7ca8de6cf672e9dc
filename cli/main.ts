/** `laden <command>`: the owner's tool until there is an admin UI. See README "CLI". */
import { parseArgs } from "node:util";
import "../modules/all-settings.ts";
import { ConfigError } from "../server/config.ts";
import { type CliContext, CliError, createCliContext } from "./context.ts";

const USAGE = `Verwendung: laden <Befehl> [--json]

Befehle:
  migrate                              Datenbank-Migrationen anwenden
  seed demo                            Demo-Shop anlegen (zweimal ausgeführt: ändert nichts)
  import woocommerce-csv DATEI         WooCommerce-Produkt-CSV importieren (zweimal ausgeführt: ändert nichts)
  import nff DATEI                     Ninja-Forms-Export (.nff) importieren (zweimal ausgeführt: ändert nichts)
  import wxr DATEI                     WordPress-Export (WXR) importieren: Beiträge, Seiten, Medien, Menüs
  user create --email E --role R       Konto anlegen (Passwort von stdin oder Eingabe)
  user app-password EMAIL [--name N]   Anwendungspasswort für die REST-API (HTTP Basic)
  user reset-2fa EMAIL                 Zwei-Faktor-Anmeldung eines Inhabers ausschalten (Telefon verloren)
  settings get [KEY]                   Einstellungen anzeigen
  settings set KEY VALUE               Einstellung setzen
  reindex                              Suchindex neu aufbauen
  submissions export ID [--output D]   Einsendungen eines Formulars als CSV (ohne --output: stdout)
  export datev --from D --to D [--out F]          DATEV-Buchungsstapel der Belege (ohne --out: stdout)
  export documents-csv --from D --to D [--out F]  Rechnungen und Korrekturen als CSV (ohne --out: stdout)
`;

type Command = (ctx: CliContext, args: string[], flags: Record<string, string | undefined>) => Promise<void>;
// Each command's module loads only when it runs: the importers pull in sharp, the XML and CSV
// parsers, and argon2 is native; a `settings get` or `migrate` should not pay for them at start.
const COMMANDS: Record<string, () => Promise<Command>> = {
  migrate: () => import("./commands/migrate.ts").then((m) => m.migrateCommand),
  seed: () => import("./commands/seed.ts").then((m) => m.seedCommand),
  import: () => import("./commands/import.ts").then((m) => m.importCommand),
  user: () => import("./commands/user.ts").then((m) => m.userCommand),
  settings: () => import("./commands/settings.ts").then((m) => m.settingsCommand),
  reindex: () => import("./commands/reindex.ts").then((m) => m.reindexCommand),
  submissions: () => import("./commands/submissions.ts").then((m) => m.submissionsCommand),
  export: () => import("./commands/export.ts").then((m) => m.exportCommand),
};

export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return 64;
  }
  const [name, ...args] = parsed.positionals;
  if (parsed.values.help || !name) {
    process.stdout.write(USAGE);
    return name || parsed.values.help ? 0 : 64;
  }
  const loadCommand = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!loadCommand) {
    process.stderr.write(`Unbekannter Befehl „${name}“.\n\n${USAGE}`);
    return 64;
  }
  let ctx: CliContext | undefined;
  try {
    const command = await loadCommand();
    ctx = createCliContext(Boolean(parsed.values.json));
    await command(ctx, args, {
      email: parsed.values.email,
      role: parsed.values.role,
      name: parsed.values.name,
      output: parsed.values.output,
      from: parsed.values.from,
      to: parsed.values.to,
      out: parsed.values.out,
    });
    return 0;
  } catch (err) {
    if (err instanceof CliError || err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return err instanceof CliError ? err.exitCode : 78;
    }
    process.stderr.write(`Fehler: ${(err as Error).stack ?? String(err)}\n`);
    return 1;
  } finally {
    await ctx?.close();
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      output: { type: "string", short: "o" },
      from: { type: "string" },
      to: { type: "string" },
      out: { type: "string" },
    },
  });
}

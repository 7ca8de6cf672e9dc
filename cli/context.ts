/** What every CLI command gets: the configuration, the database (opened lazily), output helpers. */
import { join } from "node:path";
import { type Database, openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { type Config, loadConfig } from "../server/config.ts";

export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

export type CliContext = {
  config: Config;
  json: boolean;
  mediaDir: string;
  /** Opens the database (the running server's embedded one, or starts it) and migrates. */
  database(): Promise<Database>;
  /** A human line (stdout); suppressed under --json. */
  say(line: string): void;
  /** The machine-readable result under --json. */
  result(value: unknown): void;
  close(): Promise<void>;
};

export function createCliContext(json: boolean): CliContext {
  const config = loadConfig();
  let opened: Promise<Database> | undefined;
  return {
    config,
    json,
    mediaDir: join(config.dataDir, "media"),
    database() {
      opened ??= openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.dataDir,
        role: "cli",
        poolMax: 4,
      }).then(async (db) => {
        await runMigrations(db.pool);
        return db;
      });
      return opened;
    },
    say(line) {
      if (!json) process.stdout.write(`${line}\n`);
    },
    result(value) {
      if (json) process.stdout.write(`${JSON.stringify(value)}\n`);
    },
    async close() {
      if (opened) await (await opened).close();
    },
  };
}

/** Reads a secret: all of stdin when piped, else a prompt that does not echo. */
export async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString("utf8")
      .replace(/\r?\n$/, "");
  }
  const { createInterface } = await import("node:readline");
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  process.stdout.write(prompt);
  output._writeToOutput = () => {}; // hide what is typed
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

/**
 * Runs the real `laden` command (bin/laden.ts) against a test database, as the HTTP suites'
 * CLI tests do. No test may reach the internet: imports get LADEN_IMPORT_FETCH=0.
 */
import { execFile } from "node:child_process";
import { inject } from "vitest";

const CLI = new URL("../../bin/laden.ts", import.meta.url).pathname;

/** A CLI run starts a fresh Node process; under load a test with several runs needs more than the default. */
export const CLI_TEST_TIMEOUT = 120_000;

/** `signal`: the process was killed (code is then 1); stderr names it, so a failed assertion shows why. */
export type CliResult = { code: number; stdout: string; stderr: string; signal?: string };

export function runLaden(databaseUrl: string, args: string[], input?: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          LADEN_DATA_DIR: inject("dataDir"),
          LADEN_IMPORT_FETCH: "0",
        },
        maxBuffer: 20 * 1024 * 1024,
      },
      (err, stdout, stderr) => {
        const signal = err?.signal ?? undefined;
        resolve({
          code: err ? Number(err.code ?? 1) : 0,
          stdout,
          stderr: signal ? `${stderr}\n[killed by ${signal}]` : stderr,
          ...(signal ? { signal } : {}),
        });
      },
    );
    child.stdin?.end(input ?? "");
  });
}

/**
 * Structured logs: one JSON object per line on stdout, for a log collector to parse.
 * Paths are logged without query strings, which may carry personal data; every line passes
 * through `redact` (server/log-redact.ts), so no field or message carries an e-mail address,
 * IBAN, password or form value.
 */
import { redact, redactText } from "./log-redact.ts";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stdout.write(l),
): Logger {
  const emit = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const safe = fields ? (redact(fields) as Record<string, unknown>) : undefined;
    write(
      `${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: redactText(msg), ...safe })}\n`,
    );
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
  };
}

/**
 * An error for a log line. A database error wrapped by Drizzle keeps PostgreSQL's reason in its
 * `cause` (code, message, constraint): logged with it, as the wrapper's message names only the
 * query. Values in either are dropped by the redaction.
 */
export function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { err: String(err) };
  const cause =
    err.cause instanceof Error ? (err.cause as Error & { code?: unknown; constraint?: unknown }) : undefined;
  return {
    err: err.message,
    code: (err as { code?: unknown }).code ?? cause?.code,
    ...(cause ? { cause: cause.message, constraint: cause.constraint } : {}),
    stack: err.stack,
  };
}

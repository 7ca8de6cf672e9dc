/** Errors that mean "the database cannot be reached right now": the answer is 503, not 500. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    // The embedded cluster's Unix socket is gone while it is stopped (not any missing file: a media
    // file's ENOENT stays a 404/500).
    if (code === "ENOENT" && (e as { syscall?: unknown }).syscall === "connect") return true;
    const msg = (e as { message?: unknown }).message;
    if (
      typeof msg === "string" &&
      /timeout exceeded when trying to connect|Connection terminated|not queryable|the database system is (shutting down|starting up)/i.test(
        msg,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

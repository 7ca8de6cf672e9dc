/**
 * Optimistic concurrency for editable records (BRIEF "Back office": each editable record carries
 * a version). A save names the version it was based on; when the row moved on meanwhile the save
 * is refused with this error, which carries what changed since, so the screen can show the owner
 * "inzwischen geändert" with the difference and keep what they typed.
 */
export class VersionConflictError extends Error {
  readonly expected: number;
  readonly current: number;
  /** Field → the value the owner saw and the value now stored (personal fields redacted by the caller if needed). */
  readonly changes: Record<string, { from: unknown; to: unknown }>;
  constructor(
    expected: number,
    current: number,
    changes: Record<string, { from: unknown; to: unknown }> = {},
  ) {
    super(`version ${expected} is stale: the record is at version ${current}`);
    this.name = "VersionConflictError";
    this.expected = expected;
    this.current = current;
    this.changes = changes;
  }
}

/**
 * Refuses a save based on a stale version (`expected` absent: the caller sent none, as REST
 * without If-Match may); the error names the version step, callers that know more say more.
 */
export function assertVersion(expected: number | undefined, current: number): void {
  if (expected !== undefined && expected !== current) {
    throw new VersionConflictError(expected, current, { version: { from: expected, to: current } });
  }
}

/** Parses a version from a form field or an If-Match header (`"3"`, `W/"3"`, `3`); undefined if absent or malformed. */
export function parseVersion(value: string | null | undefined): number | undefined {
  if (value == null) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

/** The ETag a REST response carries for a record at this version. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

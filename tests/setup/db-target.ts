/**
 * Which PostgreSQL the database suites run against: LADEN_TEST_DB=embedded (a throwaway embedded
 * cluster) or LADEN_TEST_DB=postgres://… (e.g. the machine's PostgreSQL). Default: embedded.
 */
export function testDbTarget(): { kind: "embedded" } | { kind: "url"; url: string } {
  const target = process.env.LADEN_TEST_DB ?? "embedded";
  return target === "embedded" ? { kind: "embedded" } : { kind: "url", url: target };
}

/** The same server with another database name. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A maintenance connection for CREATE/DROP DATABASE. */
export function adminUrl(serverUrl: string): string {
  return databaseUrl(serverUrl, "postgres");
}

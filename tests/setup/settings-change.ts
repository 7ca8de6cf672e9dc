/**
 * App processes keep the settings in memory and drop them when PostgreSQL notifies a change
 * (LISTEN/NOTIFY: milliseconds, at most a second; issue 18). A test that changes settings by SQL
 * and then asks the app runs the write through this: it returns once every given app process has
 * logged that it dropped its settings, so the next request reads the new values.
 */
import type { AppServer } from "./app-server.ts";

const DROPPED = '"settings cache dropped"';
const drops = (app: AppServer) => app.logs.join("").split(DROPPED).length - 1;

export async function settingsChange<T>(
  apps: AppServer | AppServer[],
  write: () => Promise<T>,
  timeoutMs = 30_000, // a generous ceiling: on a loaded machine the notification may take a while
): Promise<T> {
  const all = Array.isArray(apps) ? apps : [apps];
  const before = all.map(drops);
  const result = await write();
  const deadline = Date.now() + timeoutMs;
  while (all.some((app, i) => drops(app) <= before[i]!)) {
    if (Date.now() > deadline)
      throw new Error(`an app process did not drop its settings within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return result;
}

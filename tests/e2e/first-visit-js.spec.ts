/**
 * JavaScript as Chromium loads it on a first visit (issue 18 item 5): every script the page
 * fetches until the network is idle — the entry, the route modules and the chunks the page's
 * effects load after first paint (consent, theme chrome, cart) — gzip-compressed as
 * scripts/js-size.ts counts the build's first load, per page type, against `firstVisit` in
 * budgets.json. The build-manifest count (scripts/check-budgets.ts) misses the later chunks.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { LIGHTHOUSE_PAGES } from "../../bench/goals.ts";

// A first visit: no consent choice, no session (the config gives the other tests a consent cookie).
test.use({ storageState: { cookies: [], origins: [] } });

const budgets = JSON.parse(readFileSync(new URL("../../budgets.json", import.meta.url), "utf8")) as {
  firstVisit: Record<string, number>;
};

/** Scripts fetched by a first visit of `path` until the network is idle: files and gzip bytes. */
async function firstVisitScripts(page: Page, path: string): Promise<{ files: string[]; gzipBytes: number }> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && res.ok() && !bodies.has(res.url()))
      bodies.set(res.url(), res.body());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  let gzipBytes = 0;
  for (const body of bodies.values()) gzipBytes += gzipSync(await body, { level: 9 }).length;
  return { files: [...bodies.keys()].map((u) => new URL(u).pathname), gzipBytes };
}

// Cart and checkout need a cart, so they are no first visit.
for (const { name, path } of LIGHTHOUSE_PAGES.filter((p) => !("withCart" in p))) {
  test(`first visit of the ${name} page loads at most its budget of JavaScript`, async ({ page }) => {
    const { files, gzipBytes } = await firstVisitScripts(page, path);
    const kb = Math.round((gzipBytes / 1024) * 10) / 10;
    const limit = budgets.firstVisit[name];
    test.info().annotations.push({
      type: "first-visit JS",
      description: `${name}: ${kb} kB gz, ${files.length} files`,
    });
    process.stdout.write(
      `first visit ${name.padEnd(10)} ${kb.toFixed(1).padStart(6)} kB gz, ${files.length} files (budget ${limit} kB)\n`,
    );
    // The entry alone is more than one file: a visit that fetched nothing would be no measurement.
    expect(files.some((f) => f.includes("/assets/entry.client-"))).toBe(true);
    expect(limit, `budgets.json firstVisit.${name}`).toBeDefined();
    expect(kb).toBeLessThanOrEqual(limit!);
  });
}

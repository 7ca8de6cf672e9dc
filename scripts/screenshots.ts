/**
 * Screenshots of pages at mobile and desktop widths, for looking at what we build:
 * `node scripts/screenshots.ts http://127.0.0.1:3000 /shop/ /product/x/` → ./screenshots/*.png
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../playwright.config.ts";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? 812 : 900 },
    deviceScaleFactor: 1,
  });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === "1" });
    process.stdout.write(`${outDir}/${name}\n`);
  }
  await page.close();
}
await browser.close();

import { defineConfig } from "@playwright/test";

/** Debian's Chromium; no browser download. The flags keep it off the (closed) network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const PORT = Number(process.env.E2E_PORT ?? 3199);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const THEME_SETTINGS_LANE = [
  "**/blog.spec.ts",
  "**/shop-defects.spec.ts",
  "**/theme.spec.ts",
  "**/live-search.spec.ts",
  // Counts the scripts the default chrome loads: not while another spec changes the chrome.
  "**/first-visit-js.spec.ts",
  // Turn the consent manager off, change its texts, the form rate limit or the colours for a
  // while; the captcha spec needs the consent manager on.
  "**/consent.spec.ts",
  "**/forms-captcha.spec.ts",
  "**/admin-settings-users.spec.ts",
  "**/admin-settings-appearance.spec.ts",
  // The tax spec changes shop-wide tax settings for a while (Austria's flat rate then showed
  // 13,01 € instead of 12,90 € to the checkout spec in the other worker): one after the other.
  "**/checkout-tax.spec.ts",
  "**/checkout.spec.ts",
];
const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 2,
  // Two workers on two cores (here and on CI, whether or not it sets CI): a timing test may lose
  // frames, so a failure gets a second run, reported as flaky; a long flow (checkout, withdrawal)
  // can pass 30 s (33 s seen in a full run without CI set).
  retries: 1,
  // Ceilings, not deadlines: at load average 29 (eight builds beside the suite) back-office flows
  // passed 60 s and auto-waiting assertions 5 s; a passing test takes no longer for them.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    screenshot: "only-on-failure",
    // Visitors who already chose "only necessary" in the consent banner, so the banner does not
    // cover the page under test; tests/e2e/consent.spec.ts starts without a choice.
    storageState: {
      cookies: [
        {
          name: "laden_consent",
          value: "v1.s0.m0",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    // Recorded on the retry only: tracing every attempt (DOM snapshots and a screencast at each
    // action) cost the browser much of the suite's CPU, for traces nobody opened after a pass.
    trace: "on-first-retry",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: DESKTOP, testIgnore: THEME_SETTINGS_LANE },
    // The specs that change the theme's settings (header style, search overlay, blog layout) or
    // read their defaults run one at a time in a lane of their own, beside the other worker: one
    // spec's transparent header must not meet another's check for the sticky one.
    { name: "theme", use: DESKTOP, testMatch: THEME_SETTINGS_LANE, workers: 1 },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000, // a first start seeds the demo shop: 45 s at load 19
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LADEN_DATA_DIR: DATA_DIR,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // The fake captcha provider's secret (tests/setup/fake-captcha.ts; forms-captcha.spec.ts).
      CAPTCHA_RECAPTCHA_SECRET: "fake-secret",
      CAPTCHA_RECAPTCHA_V3_SECRET: "fake-secret",
      CAPTCHA_TURNSTILE_SECRET: "fake-secret",
      CAPTCHA_HCAPTCHA_SECRET: "fake-secret",
    },
  },
});

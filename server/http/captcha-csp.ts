/**
 * CSP sources for the captcha providers an owner configured: read from the settings at most every
 * CAPTCHA_CSP_TTL_MS per process (a settings change reaches every process within that time; a
 * failed read keeps the last list).
 */
import type { Context } from "hono";
import type { Db } from "#db/client.ts";
import { captchaOrigins } from "#modules/forms/captcha/page.ts";
import { getSettings } from "#modules/settings/store.ts";

export const CAPTCHA_CSP_TTL_MS = 5_000;
const CAPTCHA_CSP_WAIT_MS = 250;

export function captchaCspSources(db: Db) {
  let origins: string[] = [];
  let readAt = 0;
  let pending: Promise<void> | null = null;
  return {
    async refresh(): Promise<void> {
      if (Date.now() - readAt < CAPTCHA_CSP_TTL_MS) return;
      pending ??= getSettings(db)
        .then((s) => {
          origins = captchaOrigins(s as unknown as Record<string, unknown>);
          readAt = Date.now();
        })
        .catch(() => {
          readAt = Date.now();
        })
        .finally(() => {
          pending = null;
        });
      // A slow or unreachable database must not hold up every request: wait briefly, then go on.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        pending,
        new Promise<void>((ok) => {
          timer = setTimeout(ok, CAPTCHA_CSP_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },
    /** A CSP directive handler (hono/secure-headers). */
    source: (_c: Context, _directive: string): string => origins.join(" "),
  };
}

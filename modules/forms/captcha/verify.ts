/**
 * Server-side verification of a captcha token, failing closed: no token, no secret, a provider
 * that is down, slow, answers garbage or says no — each is a failure with a stable code, and the
 * submission is not stored. reCAPTCHA v3 also checks the action (`register`) and the score;
 * every provider's answer must name a hostname of ours (a token solved on another site, for
 * another site key's domain list, is refused: NF-13).
 */
import { CAPTCHA_VERIFY_TIMEOUT_MS, RECAPTCHA_V3_ACTION } from "./constants.ts";
import type { ProviderConfig, ThirdPartyProvider } from "./providers.ts";

export type CaptchaFailure =
  /** No token was posted. */
  | "captcha-missing"
  /** The provider rejected the token (or the v3 action/score did not fit). */
  | "captcha-invalid"
  /** The provider could not be asked (down, timeout, unusable answer) or no secret is configured. */
  | "captcha-unavailable";

export type CaptchaResult = { ok: true } | { ok: false; code: CaptchaFailure; detail: string };

export type VerifyOptions = {
  provider: ThirdPartyProvider;
  token: string;
  config: ProviderConfig | undefined;
  /**
   * The hostnames the widget may have been solved on: ours and the embedding sites'. Empty or
   * absent: not checked (unit tests of other rules).
   */
  hostnames?: readonly string[];
  /** reCAPTCHA v3: the lowest score accepted (0..1). */
  minScore?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const DEFAULT_V3_MIN_SCORE = 0.5;

export async function verifyCaptchaToken(o: VerifyOptions): Promise<CaptchaResult> {
  const token = o.token.trim();
  if (token === "") return { ok: false, code: "captcha-missing", detail: "no token" };
  if (!o.config?.secret) return { ok: false, code: "captcha-unavailable", detail: "no secret configured" };
  if (token.length > 4096) return { ok: false, code: "captcha-invalid", detail: "token too long" };
  const body = new URLSearchParams({ secret: o.config.secret, response: token });
  // hCaptcha asks for the site key too. The visitor's IP is not sent (data minimisation).
  if (o.provider === "hcaptcha" && o.config.siteKey) body.set("sitekey", o.config.siteKey);
  let answer: unknown;
  try {
    const res = await (o.fetch ?? fetch)(o.config.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
      redirect: "error",
      signal: AbortSignal.timeout(o.timeoutMs ?? CAPTCHA_VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return { ok: false, code: "captcha-unavailable", detail: `HTTP ${res.status}` };
    answer = await res.json();
  } catch (err) {
    return { ok: false, code: "captcha-unavailable", detail: (err as Error).name || "fetch failed" };
  }
  if (!answer || typeof answer !== "object")
    return { ok: false, code: "captcha-unavailable", detail: "no JSON object" };
  const a = answer as { success?: unknown; action?: unknown; score?: unknown; hostname?: unknown };
  if (a.success !== true) return { ok: false, code: "captcha-invalid", detail: "rejected" };
  if (o.hostnames?.length && !hostnameMatches(a.hostname, o.hostnames))
    return { ok: false, code: "captcha-invalid", detail: "wrong hostname" };
  if (o.provider === "recaptcha_v3") {
    if (a.action !== RECAPTCHA_V3_ACTION)
      return { ok: false, code: "captcha-invalid", detail: "wrong action" };
    if (typeof a.score !== "number" || a.score < (o.minScore ?? DEFAULT_V3_MIN_SCORE))
      return { ok: false, code: "captcha-invalid", detail: "low score" };
  }
  return { ok: true };
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * The provider's `hostname` against ours, case-insensitively. On a loopback address (the demo,
 * recorded as 127.0.0.1 and opened as localhost) any loopback name fits.
 */
export function hostnameMatches(answered: unknown, ours: readonly string[]): boolean {
  if (typeof answered !== "string" || answered === "") return false;
  const host = answered.toLowerCase();
  return ours.some((h) => {
    const mine = h.toLowerCase();
    return mine === host || (LOOPBACK.has(mine) && LOOPBACK.has(host));
  });
}

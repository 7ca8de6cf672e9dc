/**
 * The captcha providers behind one small interface (brief decision 10): each has a field type,
 * a browser script URL and a verify URL, both configurable (defaults: the real providers; the
 * tests point them at tests/setup/fake-captcha.ts on loopback). The self-hosted proof-of-work
 * captcha (`proofofwork`, see pow.ts) needs no third party.
 */

export type ThirdPartyProvider = "recaptcha" | "recaptcha_v3" | "turnstile" | "hcaptcha";
export type CaptchaType = ThirdPartyProvider | "proofofwork";

export const CAPTCHA_TYPES: readonly CaptchaType[] = [
  "recaptcha",
  "recaptcha_v3",
  "turnstile",
  "hcaptcha",
  "proofofwork",
];

export function isCaptchaType(type: string): type is CaptchaType {
  return (CAPTCHA_TYPES as readonly string[]).includes(type);
}

/** Default endpoints of the real providers. */
export const PROVIDER_DEFAULTS: Record<ThirdPartyProvider, { scriptUrl: string; verifyUrl: string }> = {
  recaptcha: {
    scriptUrl: "https://www.google.com/recaptcha/api.js",
    verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
  },
  recaptcha_v3: {
    scriptUrl: "https://www.google.com/recaptcha/api.js",
    verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
  },
  turnstile: {
    scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
    verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  },
  hcaptcha: {
    scriptUrl: "https://js.hcaptcha.com/1/api.js",
    verifyUrl: "https://api.hcaptcha.com/siteverify",
  },
};

/** What the server needs to verify one provider's tokens. */
export type ProviderConfig = {
  siteKey: string;
  /** From the environment (never an owner setting that the REST API would show). */
  secret: string;
  scriptUrl: string;
  verifyUrl: string;
};

/** What the browser needs to render one provider's widget (nothing secret). */
export type PublicProviderConfig = { siteKey: string; scriptUrl: string };

/** Environment variables holding each provider's secret key. */
export const SECRET_ENV: Record<ThirdPartyProvider, string> = {
  recaptcha: "CAPTCHA_RECAPTCHA_SECRET",
  recaptcha_v3: "CAPTCHA_RECAPTCHA_V3_SECRET",
  turnstile: "CAPTCHA_TURNSTILE_SECRET",
  hcaptcha: "CAPTCHA_HCAPTCHA_SECRET",
};

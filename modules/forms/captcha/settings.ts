/** The captcha providers' settings (site keys, script and verify URLs, v3 score, proof-of-work difficulty). */
import { z } from "zod";
import { registerSettings } from "#modules/settings/registry.ts";
import { PROVIDER_DEFAULTS, type ThirdPartyProvider } from "./providers.ts";

const captchaSettingDefinitions = registerSettings({
  /**
   * Captcha providers (modules/forms/captcha): public site keys and the providers' script and
   * verify URLs (defaults: the real providers; tests point them at a fake on loopback). The secret
   * keys come from the environment (CAPTCHA_*_SECRET), never from settings.
   */
  ...captchaSettings("recaptcha"),
  ...captchaSettings("recaptcha_v3"),
  ...captchaSettings("turnstile"),
  ...captchaSettings("hcaptcha"),
  /** reCAPTCHA v3: the lowest score accepted. */
  "captcha.recaptcha_v3.minScore": { schema: z.number().min(0).max(1), default: 0.5 },
  /** Proof-of-work captcha: leading zero bits of SHA-256 (16 ≈ 65,000 hashes, well under a second). */
  "captcha.proofofwork.difficulty": {
    schema: z.number().int("eine ganze Zahl").min(8, "mindestens 8").max(24, "höchstens 24"),
    default: 16,
  },
});

function captchaSettings<P extends ThirdPartyProvider>(p: P) {
  const url = z.url({ protocol: /^https?$/ });
  return {
    [`captcha.${p}.siteKey`]: { schema: z.string().trim().max(200), default: "" },
    [`captcha.${p}.scriptUrl`]: { schema: url, default: PROVIDER_DEFAULTS[p].scriptUrl },
    [`captcha.${p}.verifyUrl`]: { schema: url, default: PROVIDER_DEFAULTS[p].verifyUrl },
  } as Record<
    `captcha.${P}.siteKey` | `captcha.${P}.scriptUrl` | `captcha.${P}.verifyUrl`,
    { schema: z.ZodString | z.ZodURL; default: string }
  >;
}

type CaptchaSettingDefinitions = typeof captchaSettingDefinitions;
declare module "../../settings/registry.ts" {
  interface SettingDefinitions extends CaptchaSettingDefinitions {}
}

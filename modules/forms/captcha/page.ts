/**
 * What a page that renders a form needs of the captcha settings: public site keys and script
 * URLs (only for forms with a captcha), and the origins the Content-Security-Policy must allow.
 */
import type { Db } from "#db/client.ts";
import { getSettings } from "#modules/settings/store.ts";
import type { RuntimeForm } from "../engine/types.ts";
import { isCaptchaType, PROVIDER_DEFAULTS, type ThirdPartyProvider } from "./providers.ts";

const THIRD_PARTY: ThirdPartyProvider[] = ["recaptcha", "recaptcha_v3", "turnstile", "hcaptcha"];

/** Origins the real providers' scripts load frames and further scripts from. */
const PROVIDER_EXTRA_ORIGINS: Record<ThirdPartyProvider, string[]> = {
  recaptcha: ["https://www.google.com", "https://www.gstatic.com"],
  recaptcha_v3: ["https://www.google.com", "https://www.gstatic.com"],
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
};

const str = (settings: Record<string, unknown>, key: string) => {
  const v = settings[key];
  return typeof v === "string" ? v : "";
};

export function withCaptchaConfig(form: RuntimeForm, settings: Record<string, unknown>): RuntimeForm {
  const used = new Set(form.fields.map((f) => f.type).filter(isCaptchaType));
  if (used.size === 0) return form;
  const captcha: RuntimeForm["captcha"] = {};
  for (const p of THIRD_PARTY)
    if (used.has(p))
      captcha[p] = {
        siteKey: str(settings, `captcha.${p}.siteKey`),
        scriptUrl: str(settings, `captcha.${p}.scriptUrl`) || PROVIDER_DEFAULTS[p].scriptUrl,
      };
  return { ...form, captcha };
}

/**
 * CSP sources for configured providers (those with a site key): the script URL's origin, plus
 * the real provider's frame and script origins when the default URL is used.
 */
export function captchaOrigins(settings: Record<string, unknown>): string[] {
  const out = new Set<string>();
  for (const p of THIRD_PARTY) {
    if (!str(settings, `captcha.${p}.siteKey`)) continue;
    const url = str(settings, `captcha.${p}.scriptUrl`) || PROVIDER_DEFAULTS[p].scriptUrl;
    if (URL.canParse(url)) out.add(new URL(url).origin);
    if (url === PROVIDER_DEFAULTS[p].scriptUrl) for (const o of PROVIDER_EXTRA_ORIGINS[p]) out.add(o);
  }
  return [...out];
}

/** The form with its captcha settings (reads the settings only when the form has a captcha). */
export async function runtimeWithCaptcha(db: Db, form: RuntimeForm): Promise<RuntimeForm> {
  if (!form.fields.some((f) => isCaptchaType(f.type))) return form;
  return withCaptchaConfig(form, (await getSettings(db)) as unknown as Record<string, unknown>);
}

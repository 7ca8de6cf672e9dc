/** The captcha step's context for one submission: settings (site keys, URLs), secrets, used challenges. */
import type { Db } from "#db/client.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { getSettings } from "#modules/settings/store.ts";
import { type CaptchaContext, providerConfigs } from "./index.ts";
import { DbSpentChallenges } from "./store.ts";

export type CaptchaSecrets = {
  /** The site secret (LADEN_SECRET) that signs proof-of-work challenges. */
  siteSecret: string;
  /** CAPTCHA_*_SECRET from the environment (the validated configuration). */
  env: Record<string, string | undefined>;
};

/** `origin`: our own (modules/site/origin.ts), never the request's Host. */
export async function captchaContext(
  db: Db,
  secrets: CaptchaSecrets,
  lang: Lang,
  origin: string | undefined,
): Promise<CaptchaContext> {
  const settings = await getSettings(db);
  const hostnames = [origin, ...settings["forms.embedOrigins"]].flatMap((o) =>
    o && URL.canParse(o) ? [new URL(o).hostname] : [],
  );
  return {
    hostnames,
    providers: providerConfigs(settings as unknown as Record<string, unknown>, secrets.env),
    powSecret: secrets.siteSecret,
    powDifficulty: settings["captcha.proofofwork.difficulty"],
    spent: new DbSpentChallenges(db),
    v3MinScore: settings["captcha.recaptcha_v3.minScore"],
    lang,
  };
}

/** The secrets part of the server configuration. */
export function captchaSecretsOf(config: {
  secret: string;
  CAPTCHA_RECAPTCHA_SECRET?: string;
  CAPTCHA_RECAPTCHA_V3_SECRET?: string;
  CAPTCHA_TURNSTILE_SECRET?: string;
  CAPTCHA_HCAPTCHA_SECRET?: string;
}): CaptchaSecrets {
  return {
    siteSecret: config.secret,
    env: {
      CAPTCHA_RECAPTCHA_SECRET: config.CAPTCHA_RECAPTCHA_SECRET,
      CAPTCHA_RECAPTCHA_V3_SECRET: config.CAPTCHA_RECAPTCHA_V3_SECRET,
      CAPTCHA_TURNSTILE_SECRET: config.CAPTCHA_TURNSTILE_SECRET,
      CAPTCHA_HCAPTCHA_SECRET: config.CAPTCHA_HCAPTCHA_SECRET,
    },
  };
}

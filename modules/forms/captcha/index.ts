/**
 * The captcha step of the submission pipeline: every captcha field of the form (the definition
 * from the database, never the posted settings) must carry a token the server verifies now.
 * Fails closed: a missing, rejected or unverifiable token is a field error `{slug, message}` and
 * the submission is not stored. `captchaSetup` builds the context from settings and environment.
 */

import type { Lang } from "#modules/i18n/index.ts";
import type { FieldDef, FormDef } from "../engine/types.ts";
import { translateForms } from "../messages.ts";
import { checkPowSolution } from "./pow.server.ts";
import type { SpentChallenges } from "./pow.ts";
import {
  isCaptchaType,
  PROVIDER_DEFAULTS,
  type ProviderConfig,
  type PublicProviderConfig,
  SECRET_ENV,
  type ThirdPartyProvider,
} from "./providers.ts";
import { type CaptchaFailure, verifyCaptchaToken } from "./verify.ts";

export type CaptchaContext = {
  providers: Partial<Record<ThirdPartyProvider, ProviderConfig>>;
  /** The site secret that signs proof-of-work challenges. */
  powSecret: string;
  powDifficulty: number;
  spent: SpentChallenges;
  v3MinScore: number;
  /** Where a widget may be solved: our hostname and the embedding sites' (forms.embedOrigins). */
  hostnames: string[];
  lang: Lang;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type CaptchaFieldError = { slug: string; message: string };

/** The settings this module reads (a subset of modules/settings). */
export type CaptchaSettings = Record<string, unknown>;

const THIRD_PARTY: ThirdPartyProvider[] = ["recaptcha", "recaptcha_v3", "turnstile", "hcaptcha"];

/** Provider configs from settings (site keys, URLs) and the environment (secrets). */
export function providerConfigs(
  settings: CaptchaSettings,
  env: Record<string, string | undefined>,
): Record<ThirdPartyProvider, ProviderConfig> {
  const out = {} as Record<ThirdPartyProvider, ProviderConfig>;
  for (const p of THIRD_PARTY) {
    const s = (k: string, d: string) => {
      const v = settings[`captcha.${p}.${k}`];
      return typeof v === "string" && v !== "" ? v : d;
    };
    out[p] = {
      siteKey: s("siteKey", ""),
      secret: env[SECRET_ENV[p]] ?? "",
      scriptUrl: s("scriptUrl", PROVIDER_DEFAULTS[p].scriptUrl),
      verifyUrl: s("verifyUrl", PROVIDER_DEFAULTS[p].verifyUrl),
    };
  }
  return out;
}

/** What the page needs per provider (nothing secret). */
export function publicCaptchaConfig(
  configs: Record<ThirdPartyProvider, ProviderConfig>,
): Record<ThirdPartyProvider, PublicProviderConfig> {
  return Object.fromEntries(
    THIRD_PARTY.map((p) => [p, { siteKey: configs[p].siteKey, scriptUrl: configs[p].scriptUrl }]),
  ) as Record<ThirdPartyProvider, PublicProviderConfig>;
}

/** The captcha fields of a form (top level; captchas inside repeaters are excluded by design). */
export function captchaFields(form: FormDef): FieldDef[] {
  return form.fields.filter((f) => isCaptchaType(f.type) && f.visible !== false);
}

function tokenOf(posted: Record<string, unknown>, id: number): string {
  const entry = posted[String(id)];
  const v =
    entry && typeof entry === "object" && "value" in entry ? (entry as { value: unknown }).value : entry;
  return typeof v === "string" ? v : "";
}

function message(code: CaptchaFailure, lang: Lang): string {
  if (code === "captcha-missing") return translateForms(lang, "forms.captchaMissing");
  if (code === "captcha-invalid") return translateForms(lang, "forms.captchaInvalid");
  return translateForms(lang, "forms.captchaUnavailable");
}

/**
 * Verifies every captcha field's token. Returns field errors by field id (empty: all passed).
 * `recaptchaConsentMissing` is the form's message for a v3 field without a token (the browser
 * could not run v3, usually for want of consent: error `recaptcha-v3-missing`).
 */
export async function verifyCaptchas(
  form: FormDef,
  posted: Record<string, unknown>,
  ctx: CaptchaContext,
  recaptchaConsentMissing: string,
): Promise<Record<string, CaptchaFieldError>> {
  const errors: Record<string, CaptchaFieldError> = {};
  await Promise.all(
    captchaFields(form).map(async (f) => {
      const token = tokenOf(posted, f.id);
      if (f.type === "proofofwork") {
        const r = await checkPowSolution(ctx.powSecret, form.id, token, ctx.spent, {
          minDifficulty: ctx.powDifficulty,
        });
        if (!r.ok) errors[String(f.id)] = { slug: r.code, message: message(r.code, ctx.lang) };
        return;
      }
      const provider = f.type as ThirdPartyProvider;
      if (provider === "recaptcha_v3" && token.trim() === "") {
        errors[String(f.id)] = { slug: "recaptcha-v3-missing", message: recaptchaConsentMissing };
        return;
      }
      const base = ctx.providers[provider];
      const config = base && f.site_key ? { ...base, siteKey: f.site_key } : base;
      const r = await verifyCaptchaToken({
        provider,
        token,
        config,
        minScore: ctx.v3MinScore,
        hostnames: ctx.hostnames,
        fetch: ctx.fetch,
        timeoutMs: ctx.timeoutMs,
      });
      if (!r.ok) errors[String(f.id)] = { slug: r.code, message: message(r.code, ctx.lang) };
    }),
  );
  return errors;
}

/**
 * Captcha fields (spec §4/§5/§7 call 4/§9, glossary F15). The token goes into the hidden input
 * `nf-field-{id}` and into the engine (which clears the required error). Third-party widgets load
 * only with marketing consent (before it: a notice and a button opening the consent settings, and
 * for reCAPTCHA v3 the error `recaptcha-v3-missing`); withdrawing consent later gives
 * `recaptcha-v3-consent`. Turnstile/hCaptcha render with retries; invisible v2 and v3 refresh every
 * 110000 ms; the proof-of-work captcha fetches a challenge from our server and solves it in
 * chunks. An `nf:captcha-reset` event on the form container resets every captcha of that form
 * (clear_complete, and after each response: tokens are single use).
 */
import { useEffect, useRef, useState } from "react";
import { loadScript, type ProviderApi, providerApi, retryRender } from "#app/lib/captcha-client.ts";
import { hasConsent, onConsentChange } from "#app/lib/consent.ts";
import { CAPTCHA_REFRESH_MS, RECAPTCHA_V3_ACTION } from "#modules/forms/captcha/constants.ts";
import { solvePow } from "#modules/forms/captcha/pow.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { useEngine, useFieldState } from "./engine-context.tsx";
import { Errors, inputId, inputName } from "./field-container.tsx";
import { useFormEnv } from "./form-env.ts";
import { useFormsT } from "./use-forms-t.ts";

export const CAPTCHA_RESET_EVENT = "nf:captcha-reset";

type Provider = "recaptcha" | "recaptcha_v3" | "turnstile" | "hcaptcha";

export function CaptchaField({ f }: { f: FieldDef }) {
  const t = useFormsT();
  const engine = useEngine();
  const { ajaxUrl, lang } = useFormEnv();
  const s = useFieldState(f.id);
  const boxRef = useRef<HTMLDivElement>(null);
  const [token, setToken] = useState("");
  const [status, setStatus] = useState<Status>("waiting");
  const [tries, setTries] = useState(0);
  // The translator changes identity on every render; the effect must not restart because of it.
  const tRef = useRef(t);
  tRef.current = t;
  const provider = f.type as Provider | "proofofwork";
  const invisible = provider === "recaptcha_v3" || (provider === "recaptcha" && f.size === "invisible");

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const wiring: CaptchaWiring = {
      engine,
      container: box.closest(".nf-form-cont"),
      give: (value: string) => {
        setToken(value);
        engine.set(f.id, value, value ? "change" : "input");
      },
      setStatus,
    };
    if (provider === "proofofwork") return attachProofOfWork(wiring, { ajaxUrl, lang });
    return attachProviderCaptcha(wiring, {
      box,
      fieldId: f.id,
      fieldSiteKey: f.site_key,
      provider,
      invisible,
      setTries,
      consentMessage: () => tRef.current("forms.recaptchaConsent"),
    });
  }, [engine, f.id, f.site_key, provider, invisible, ajaxUrl, lang]);

  const describedBy = s.errors.length ? `nf-error-${f.id}` : undefined;
  return (
    <div
      className={`nf-field-container ${f.type}-container${s.errors.length ? " nf-error" : ""}`}
      id={`nf-field-${f.id}-container`}
      data-field-key={f.key}
      hidden={!s.visible}
    >
      <div
        ref={boxRef}
        className={`nf-captcha nf-${f.type}`}
        data-sitekey={f.site_key}
        data-fieldid={f.id}
        data-status={status}
        data-render-tries={tries}
        aria-describedby={describedBy}
      >
        {f.label && !invisible ? <p className="nf-captcha-label">{f.label}</p> : null}
        <div className="nf-captcha-widget" />
        {status === "waiting" && provider !== "proofofwork" ? (
          <p className="nf-captcha-pending">{t("forms.captchaPending")}</p>
        ) : null}
        {status === "consent" ? (
          <p className="nf-captcha-consent">
            {t("forms.captchaNeedsConsent")}{" "}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => document.dispatchEvent(new CustomEvent("laden:consent-open"))}
            >
              {t("forms.captchaOpenConsent")}
            </button>
          </p>
        ) : null}
        {status === "failed" ? <p className="nf-captcha-failed">{t("forms.captchaLoadFailed")}</p> : null}
        <p className="nf-captcha-status screen-reader-text" aria-live="polite">
          {status === "solving" ? t("forms.powSolving") : status === "solved" ? t("forms.powSolved") : ""}
        </p>
      </div>
      <input type="hidden" id={inputId(f)} name={inputName(f)} value={token} />
      <Errors f={f} s={s} />
    </div>
  );
}

type Status = "waiting" | "consent" | "ready" | "failed" | "solving" | "solved";

/** What both kinds of captcha get from the field: where to put a token and how to report progress. */
type CaptchaWiring = {
  engine: ReturnType<typeof useEngine>;
  container: Element | null;
  give: (token: string) => void;
  setStatus: (status: Status) => void;
};

/**
 * The proof-of-work captcha: a challenge from our server solved in chunks, again every
 * CAPTCHA_REFRESH_MS and on a reset (tokens are single use). Returns the cleanup.
 */
function attachProofOfWork(
  { engine, container, give, setStatus }: CaptchaWiring,
  { ajaxUrl, lang }: { ajaxUrl: string; lang: string },
): () => void {
  let abort = new AbortController();
  const solve = async () => {
    abort.abort();
    abort = new AbortController();
    const signal = abort.signal;
    give("");
    setStatus("solving");
    try {
      const res = await fetch(`${ajaxUrl}?action=nf_pow_challenge&form_id=${engine.form.id}&lang=${lang}`, {
        signal,
        cache: "no-store",
      });
      const { challenge } = (await res.json()) as { challenge: string };
      const solution = await solvePow(challenge, { signal });
      if (!signal.aborted) {
        give(solution);
        setStatus("solved");
      }
    } catch (err) {
      if ((err as Error).name !== "AbortError") setStatus("failed");
    }
  };
  void solve();
  const refresh = setInterval(solve, CAPTCHA_REFRESH_MS);
  container?.addEventListener(CAPTCHA_RESET_EVENT, solve);
  return () => {
    abort.abort();
    clearInterval(refresh);
    container?.removeEventListener(CAPTCHA_RESET_EVENT, solve);
  };
}

/**
 * A third-party widget (reCAPTCHA v2/v3, Turnstile, hCaptcha): loaded only with marketing consent,
 * rendered with retries, refreshed while invisible, reset on `nf:captcha-reset`; consent withdrawn
 * later stops a v3 captcha with its error. Returns the cleanup.
 */
function attachProviderCaptcha(
  { engine, container, give, setStatus }: CaptchaWiring,
  options: {
    box: HTMLDivElement;
    fieldId: FieldDef["id"];
    fieldSiteKey: FieldDef["site_key"];
    provider: Provider;
    invisible: boolean;
    setTries: (tries: number) => void;
    consentMessage: () => string;
  },
): () => void {
  const { box, fieldId, provider, invisible, setTries } = options;
  const cleanups: (() => void)[] = [];
  let cancelled = false;
  const config = engine.form.captcha?.[provider];
  const siteKey = options.fieldSiteKey || config?.siteKey || "";
  let widget: string | number | undefined;
  let api: ProviderApi | undefined;

  const v3Execute = () => {
    const run = () =>
      api?.execute?.(siteKey, { action: RECAPTCHA_V3_ACTION })?.then((tok) => {
        if (!cancelled) give(tok);
      });
    if (api?.ready) api.ready(run);
    else run();
  };
  const rendered = (): boolean => {
    api = providerApi(provider);
    if (!api) return false;
    if (provider === "recaptcha_v3") {
      v3Execute();
    } else {
      widget = api.render(box.querySelector<HTMLElement>(".nf-captcha-widget") as HTMLElement, {
        sitekey: siteKey,
        size: invisible ? "invisible" : undefined,
        callback: (tok: string) => give(tok),
        "expired-callback": () => give(""),
        "error-callback": () => give(""),
      });
      if (invisible) api.execute?.(widget);
    }
    setStatus("ready");
    return true;
  };
  const start = () => {
    if (!config?.scriptUrl || !siteKey) {
      setStatus("failed");
      return;
    }
    setStatus("waiting");
    engine.removeFieldError(fieldId, "recaptcha-v3-missing");
    engine.removeFieldError(fieldId, "recaptcha-v3-consent");
    const fail = () => {
      setStatus("failed");
      if (provider === "recaptcha_v3")
        engine.setServerFieldError(fieldId, {
          slug: "recaptcha-v3-missing",
          message: engine.form.messages.recaptchaConsentMissing,
        });
    };
    loadScript(config.scriptUrl, fail);
    cleanups.push(
      retryRender(rendered, {
        onTry: setTries,
        onGiveUp: fail,
      }),
    );
    if (invisible) {
      const refresh = setInterval(() => {
        if (provider === "recaptcha_v3") v3Execute();
        else if (api && widget !== undefined) {
          api.reset?.(widget);
          api.execute?.(widget);
        }
      }, CAPTCHA_REFRESH_MS);
      cleanups.push(() => clearInterval(refresh));
    }
  };

  const reset = () => {
    give("");
    if (provider === "recaptcha_v3") v3Execute();
    else if (api && widget !== undefined) {
      api.reset?.(widget);
      if (invisible) api.execute?.(widget);
    }
  };
  container?.addEventListener(CAPTCHA_RESET_EVENT, reset);
  cleanups.push(() => container?.removeEventListener(CAPTCHA_RESET_EVENT, reset));

  let started = false;
  const check = () => {
    if (hasConsent(document, "marketing")) {
      if (!started) {
        started = true;
        start();
      }
      return;
    }
    if (started && provider === "recaptcha_v3") {
      // Consent withdrawn while the form is open: no new tokens may be fetched.
      cleanups.splice(0).forEach((c) => {
        c();
      });
      give("");
      engine.setServerFieldError(fieldId, {
        slug: "recaptcha-v3-consent",
        message: options.consentMessage(),
      });
      return;
    }
    if (started) return;
    setStatus("consent");
    if (provider === "recaptcha_v3")
      engine.setServerFieldError(fieldId, {
        slug: "recaptcha-v3-missing",
        message: engine.form.messages.recaptchaConsentMissing,
      });
  };
  check();
  const off = onConsentChange(document, check);
  return () => {
    cancelled = true;
    off();
    for (const c of cleanups) c();
  };
}

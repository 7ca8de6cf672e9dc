/**
 * Browser side of the captchas (spec §4/§9, glossary F15): loading a provider's script (only
 * after consent: no request to a third party before it), the render retries of Turnstile and
 * hCaptcha (after 100 and 200 ms, then every 500 ms up to 10 times), the 110000 ms refresh of
 * invisible reCAPTCHA v2 and v3, and the proof-of-work solver. No React here.
 */
import {
  CAPTCHA_RENDER_DELAYS_MS,
  CAPTCHA_RENDER_MAX_TRIES,
  CAPTCHA_RENDER_RETRY_MS,
} from "#modules/forms/captcha/constants.ts";

/** The minimal API the providers' scripts share (render, execute, reset). */
export type ProviderApi = {
  render(el: HTMLElement, options: Record<string, unknown>): string | number;
  execute?(idOrKey?: string | number, options?: { action: string }): Promise<string> | undefined;
  reset?(id?: string | number): void;
  ready?(cb: () => void): void;
};

export const PROVIDER_GLOBALS = {
  recaptcha: "grecaptcha",
  recaptcha_v3: "grecaptcha",
  turnstile: "turnstile",
  hcaptcha: "hcaptcha",
} as const;

export function providerApi(provider: keyof typeof PROVIDER_GLOBALS): ProviderApi | undefined {
  const api = (window as unknown as Record<string, unknown>)[PROVIDER_GLOBALS[provider]];
  return api && typeof (api as ProviderApi).render === "function" ? (api as ProviderApi) : undefined;
}

const loaded = new Map<string, HTMLScriptElement>();

/** Adds the provider's script once per URL. */
export function loadScript(url: string, onError: () => void): void {
  if (loaded.has(url)) return;
  const s = document.createElement("script");
  s.src = url;
  s.async = true;
  s.defer = true;
  s.addEventListener("error", onError);
  loaded.set(url, s);
  document.head.appendChild(s);
}

/**
 * Calls `attempt` after 100 and 200 ms and then every 500 ms, at most 10 interval tries, until it
 * returns true. `onTry` sees each try's number; `onGiveUp` runs once all tries failed. Returns a
 * function that stops it.
 */
export function retryRender(
  attempt: () => boolean,
  hooks: { onTry?: (n: number) => void; onGiveUp?: () => void } = {},
): () => void {
  let done = false;
  let tries = 0;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const run = () => {
    if (done) return;
    tries++;
    hooks.onTry?.(tries);
    if (attempt()) stop();
  };
  for (const delay of CAPTCHA_RENDER_DELAYS_MS) timers.push(setTimeout(run, delay));
  let ticks = 0;
  const interval = setInterval(() => {
    if (done) return;
    ticks++;
    run();
    if (!done && ticks >= CAPTCHA_RENDER_MAX_TRIES) {
      stop();
      hooks.onGiveUp?.();
    }
  }, CAPTCHA_RENDER_RETRY_MS);
  function stop() {
    done = true;
    for (const t of timers) clearTimeout(t);
    clearInterval(interval);
  }
  return stop;
}

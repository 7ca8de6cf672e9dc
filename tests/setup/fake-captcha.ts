/**
 * A fake captcha provider on loopback (brief decision 10): for each of recaptcha, recaptcha_v3,
 * turnstile and hcaptcha a script implementing the provider's minimal browser API and a verify
 * endpoint that can be told to pass, fail, be down, hang or answer garbage. Records every request
 * (so a test can prove that nothing was asked before consent).
 *
 *   GET  /{provider}/api.js      the browser API (`grecaptcha`, `turnstile`, `hcaptcha`)
 *   POST /{provider}/siteverify  form fields secret, response → {success, action, score}
 *
 * Tokens are `fake-{provider}-{n}`; in "pass" mode only such tokens and the right secret pass.
 * The script's API becomes ready `readyAfterMs` after it loaded (to exercise render retries).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeProvider = "recaptcha" | "recaptcha_v3" | "turnstile" | "hcaptcha";
export type FakeMode = "pass" | "fail" | "down" | "hang" | "garbage";

export const FAKE_SECRET = "fake-secret";

export type FakeCaptcha = {
  origin: string;
  /** What each provider's settings should be: scriptUrl and verifyUrl on this fake. */
  urls(provider: FakeProvider): { scriptUrl: string; verifyUrl: string };
  setMode(provider: FakeProvider, mode: FakeMode): void;
  setReadyAfter(ms: number): void;
  requests: { method: string; path: string; body: Record<string, string> }[];
  close(): Promise<void>;
};

const GLOBALS: Record<FakeProvider, string> = {
  recaptcha: "grecaptcha",
  recaptcha_v3: "grecaptcha",
  turnstile: "turnstile",
  hcaptcha: "hcaptcha",
};

/** The browser side: render(el, {sitekey, callback, size}) → id; execute; reset; getResponse. */
function script(provider: FakeProvider, readyAfterMs: number): string {
  return `(() => {
  const provider = ${JSON.stringify(provider)};
  let n = 0;
  const widgets = [];
  window.__fakeCaptchaLoaded = (window.__fakeCaptchaLoaded || []).concat([provider]);
  const token = () => "fake-" + provider + "-" + (++n);
  const api = {
    render(el, opts) {
      const box = typeof el === "string" ? document.getElementById(el) : el;
      const id = widgets.length;
      const w = { opts, response: "", box };
      widgets.push(w);
      if (opts.size === "invisible") return id;
      const b = document.createElement("button");
      b.type = "button";
      b.className = "fake-captcha-check";
      b.textContent = "Ich bin kein Roboter (" + provider + ")";
      b.addEventListener("click", () => { w.response = token(); opts.callback && opts.callback(w.response); });
      box.appendChild(b);
      return id;
    },
    execute(idOrKey, opts) {
      if (provider === "recaptcha_v3") {
        window.__fakeCaptchaExecutes = (window.__fakeCaptchaExecutes || []).concat([opts && opts.action]);
        return Promise.resolve(token());
      }
      const w = widgets[idOrKey ?? 0];
      if (w) { w.response = token(); w.opts.callback && w.opts.callback(w.response); }
    },
    reset(id) { const w = widgets[id ?? 0]; if (w) w.response = ""; window.__fakeCaptchaResets = (window.__fakeCaptchaResets || 0) + 1; },
    getResponse(id) { const w = widgets[id ?? 0]; return w ? w.response : ""; },
    remove(id) { const w = widgets[id]; if (w && w.box) w.box.textContent = ""; },
    ready(cb) { cb(); },
  };
  setTimeout(() => { window[${JSON.stringify(GLOBALS[provider])}] = api; }, ${readyAfterMs});
})();`;
}

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return Object.fromEntries(new URLSearchParams(data));
}

export async function startFakeCaptcha(): Promise<FakeCaptcha> {
  const modes = new Map<FakeProvider, FakeMode>();
  const requests: FakeCaptcha["requests"] = [];
  let readyAfter = 0;
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const [, provider, what] = url.pathname.split("/") as [string, FakeProvider, string];
    const body = req.method === "POST" ? await readBody(req) : {};
    requests.push({ method: req.method ?? "GET", path: url.pathname, body });
    if (!(provider in GLOBALS)) {
      res.writeHead(404).end();
      return;
    }
    if (req.method === "GET" && what === "api.js") {
      res.writeHead(200, {
        "content-type": "text/javascript",
        "access-control-allow-origin": "*",
        "cache-control": "no-store",
      });
      res.end(script(provider, readyAfter));
      return;
    }
    if (req.method === "POST" && what === "siteverify") {
      const mode = modes.get(provider) ?? "pass";
      if (mode === "down") {
        res.writeHead(503, { "content-type": "text/plain" }).end("unavailable");
        return;
      }
      if (mode === "hang") {
        hanging.add(() => res.destroy());
        return;
      }
      if (mode === "garbage") {
        res.writeHead(200, { "content-type": "text/html" }).end("<html>oops</html>");
        return;
      }
      const ok =
        mode === "pass" &&
        body.secret === FAKE_SECRET &&
        (body.response ?? "").startsWith(`fake-${provider}-`);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          ok
            ? { success: true, action: "register", score: 0.9, hostname: "127.0.0.1" }
            : { success: false, "error-codes": ["invalid-input-response"] },
        ),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urls: (p) => ({ scriptUrl: `${origin}/${p}/api.js`, verifyUrl: `${origin}/${p}/siteverify` }),
    setMode: (p, m) => modes.set(p, m),
    setReadyAfter: (ms) => {
      readyAfter = ms;
    },
    requests,
    close: () =>
      new Promise<void>((ok) => {
        for (const h of hanging) h();
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

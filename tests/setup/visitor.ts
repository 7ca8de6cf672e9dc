/** A browser without JavaScript for HTTP tests: a cookie jar, an IP, plain requests, no redirects followed. */
let ipCounter = 0;

export class Visitor {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  readonly base: () => string;
  constructor(base: () => string, ip = `203.0.113.${++ipCounter}`) {
    this.base = base;
    this.ip = ip;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return { "x-forwarded-for": this.ip, ...(cookie ? { cookie } : {}), ...extra };
  }

  remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    const res = await fetch(`${this.base()}${path}`, {
      ...init,
      headers: this.headers(init.headers),
      redirect: "manual",
    });
    this.remember(res);
    return { res, text: await res.text() };
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request(path, { headers });
  }

  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Signs in through the account page's form (its nonce from the page). */
  async signIn(email: string, password: string): Promise<void> {
    const { text } = await this.get("/my-account/");
    const { res } = await this.post("/my-account/", {
      username: email,
      password,
      "woocommerce-login-nonce": hidden(text, "woocommerce-login-nonce"),
    });
    if (res.status !== 302 && res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  }

  /** A REST nonce for this visitor's session. */
  async restNonce(): Promise<string> {
    const { text } = await this.get("/wp-admin/admin-ajax.php?action=rest-nonce");
    return text;
  }
}

export function hidden(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no hidden field ${name}`);
  return m[1]!;
}

/** Visible text of an HTML fragment (tags out, the usual entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

/**
 * Customer accounts over HTTP, as a browser without JavaScript uses them: registration, sign-in
 * (generic errors, rate limit, new session id, guest cart merge), sign-out, lost password
 * through a loopback SMTP sink, account details, addresses, and bad input of every kind.
 */
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cartItemKey } from "#modules/cart/cart-key.ts";
import { hit, LOGIN_FAILURES } from "#modules/rate-limit/index.ts";
import { createResetToken } from "#modules/users/reset-tokens.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { type ReceivedMail, smtpSinkForFile } from "../setup/smtp-sink.ts";

// TRUST_PROXY: each test signs in from its own X-Forwarded-For address, so the per-IP limit of
// one test does not block the next. The sink listens first (on a port of its own), then the app.
const env: Record<string, string> = { TRUST_PROXY: "1" };
const smtp = smtpSinkForFile(env);
const app = appForFile(env);

const PASSWORD = "ein-langes-passwort";
let ipCounter = 0;
const uniqueIp = () => `198.51.100.${++ipCounter}`;
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString("hex")}@example.de`;

/** A visitor without JavaScript: a cookie jar, an IP, plain form posts, no redirect following. */
class Visitor {
  readonly cookies = new Map<string, string>();
  readonly setCookies: string[] = [];
  readonly ip: string;
  constructor(ip = uniqueIp()) {
    this.ip = ip;
  }

  #headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return { "x-forwarded-for": this.ip, ...(cookie ? { cookie } : {}), ...extra };
  }

  #remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(path: string): Promise<{ res: Response; html: string }> {
    const res = await fetch(`${app().url}${path}`, { headers: this.#headers(), redirect: "manual" });
    this.#remember(res);
    return { res, html: await res.text() };
  }

  async post(
    path: string,
    fields: Record<string, string>,
    contentType = "application/x-www-form-urlencoded",
  ): Promise<{ res: Response; html: string }> {
    const body = contentType.startsWith("application/json")
      ? JSON.stringify(fields)
      : new URLSearchParams(fields).toString();
    const res = await fetch(`${app().url}${path}`, {
      method: "POST",
      headers: this.#headers({ "content-type": contentType }),
      body,
      redirect: "manual",
    });
    this.#remember(res);
    return { res, html: await res.text() };
  }

  get session(): string | undefined {
    return this.cookies.get("laden_session");
  }
}

function hidden(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no hidden field ${name}`);
  return m[1]!;
}

function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The texts of the page's `ul.woocommerce-error[role=alert]`. */
function notices(html: string): string[] {
  const list = /<ul class="woocommerce-error" role="alert"[^>]*>(.*?)<\/ul>/s.exec(html);
  if (!list) return [];
  return [...list[1]!.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => decode(m[1]!));
}

function fieldErrorText(html: string, id: string): string | undefined {
  const m = new RegExp(`<span class="field-error" id="${id}-error">(.*?)</span>`, "s").exec(html);
  return m ? decode(m[1]!) : undefined;
}

async function register(email = uniqueEmail("kundin"), visitor = new Visitor()) {
  const { html } = await visitor.get("/my-account/");
  const { res } = await visitor.post("/my-account/", {
    email,
    password: PASSWORD,
    "woocommerce-register-nonce": hidden(html, "woocommerce-register-nonce"),
  });
  expect(res.status).toBe(302);
  return { email, visitor };
}

async function login(visitor: Visitor, email: string, password = PASSWORD) {
  const { html } = await visitor.get("/my-account/");
  return visitor.post("/my-account/", {
    username: email,
    password,
    "woocommerce-login-nonce": hidden(html, "woocommerce-login-nonce"),
  });
}

async function userRow(email: string) {
  const { rows } = await app().database.pool.query<{ id: number; role: string; password_hash: string }>(
    "select id, role, password_hash from users where lower(email) = lower($1)",
    [email],
  );
  return rows[0];
}

/** A new account also gets a welcome mail: the reset tests look for the mail with the reset link. */
const RESET_LINK = "/my-account/lost-password/?key=";

async function waitForMail(to: string, containing = RESET_LINK, timeoutMs = 30_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.mails.find(
      (m) => m.to.includes(to) && unfoldQuotedPrintable(m.data).includes(containing),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function unfoldQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

describe("registration", () => {
  it("creates a customer with an argon2id hash and signs in with an HttpOnly, SameSite=Lax session cookie", async () => {
    const visitor = new Visitor();
    const page = await visitor.get("/my-account/");
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("set-cookie")).toBeNull();
    expect(page.res.headers.get("cache-control")).toBe("private, no-store");
    expect(page.html).toContain('class="woocommerce-form woocommerce-form-login login"');

    const email = uniqueEmail("neu");
    const { res } = await visitor.post("/my-account/", {
      email,
      password: PASSWORD,
      "woocommerce-register-nonce": hidden(page.html, "woocommerce-register-nonce"),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/my-account/");
    const cookie = visitor.setCookies.find((c) => c.startsWith("laden_session="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const row = await userRow(email);
    expect(row?.role).toBe("customer");
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    const dashboard = await visitor.get("/my-account/");
    expect(dashboard.html).toContain("woocommerce-MyAccount-navigation");
    expect(dashboard.html).toContain("Hallo");
  });

  it("refuses an address that already has an account (409, German, nothing new stored)", async () => {
    const { email } = await register();
    const visitor = new Visitor();
    const { html } = await visitor.get("/my-account/");
    const { res, html: answer } = await visitor.post("/my-account/", {
      email: email.toUpperCase(),
      password: PASSWORD,
      "woocommerce-register-nonce": hidden(html, "woocommerce-register-nonce"),
    });
    expect(res.status).toBe(409);
    expect(notices(answer)).toEqual([
      "Für diese E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.",
    ]);
    expect(visitor.session).toBeUndefined();
    const { rows } = await app().database.pool.query("select 1 from users where lower(email) = lower($1)", [
      email,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe("sign-in", () => {
  it("answers a wrong password and an unknown address with the same generic German error", async () => {
    const { email } = await register();
    const visitor = new Visitor();
    const wrong = await login(visitor, email, "falsches-passwort");
    const unknown = await login(visitor, uniqueEmail("niemand"), PASSWORD);
    expect(wrong.res.status).toBe(400);
    expect(unknown.res.status).toBe(400);
    expect(notices(wrong.html)).toEqual([
      "E-Mail-Adresse oder Passwort sind nicht richtig. Bitte versuchen Sie es noch einmal oder setzen Sie Ihr Passwort zurück.",
    ]);
    expect(notices(unknown.html)).toEqual(notices(wrong.html));
    // The address is kept in the form, the password is not sent back.
    expect(wrong.html).toContain(`value="${email}"`);
    expect(wrong.html).not.toContain("falsches-passwort");
    expect(visitor.session).toBeUndefined();
  });

  it("locks an address after 5 failures in 15 minutes, from any IP, even with the right password", async () => {
    const { email } = await register();
    for (let i = 0; i < 5; i++) {
      const { res } = await login(new Visitor(), email, `falsch-${i}-passwort`);
      expect(res.status).toBe(400);
    }
    const elsewhere = new Visitor();
    const { res, html } = await login(elsewhere, email, PASSWORD);
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    expect(notices(html)).toEqual([
      "Zu viele fehlgeschlagene Anmeldeversuche. Aus Sicherheitsgründen ist die Anmeldung jetzt für 15 Minuten gesperrt. Bitte versuchen Sie es danach noch einmal.",
    ]);
    expect(elsewhere.session).toBeUndefined();
  });

  it("locks an IP after 5 failures, whatever the addresses", async () => {
    const { email } = await register();
    const visitor = new Visitor();
    for (let i = 0; i < 5; i++) {
      expect((await login(visitor, uniqueEmail(`probe${i}`), PASSWORD)).res.status).toBe(400);
    }
    expect((await login(visitor, email, PASSWORD)).res.status).toBe(429);
    // Another IP is not affected.
    expect((await login(new Visitor(), email, PASSWORD)).res.status).toBe(302);
  });

  it("counts a correct password as no failure", async () => {
    const { email } = await register();
    const visitor = new Visitor();
    for (let i = 0; i < 4; i++) await login(visitor, email, "leider-falsch-123");
    for (let i = 0; i < 3; i++) expect((await login(new Visitor(visitor.ip), email)).res.status).toBe(302);
    // The fifth failure is still answered; only then is the address locked.
    expect((await login(visitor, email, "leider-falsch-123")).res.status).toBe(400);
    expect((await login(visitor, email)).res.status).toBe(429);
  });

  it("keeps the counters in PostgreSQL, hashed, and counts concurrent hits exactly (atomic upsert)", async () => {
    const { rows } = await app().database.pool.query<{ bucket: string; key: string }>(
      "select bucket, key from rate_limits",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.bucket).toMatch(/^(login|lost-password):(email|ip)$/);
    }
    const subject = [{ kind: "email", value: uniqueEmail("parallel") }];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hit(app().database.db, LOGIN_FAILURES, subject)),
    );
    const counts = results.map((r) => r.counts[0]!.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("gives the session a new id on sign-in and merges the guest cart into the customer's", async () => {
    const { email } = await register();
    const user = (await userRow(email))!;
    const db = app().database.pool;
    const { rows: products } = await db.query<{ id: number }>(
      "select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock' and not manage_stock and min_quantity = 1 and regular_price_cents is not null order by id limit 2",
    );
    const [p1, p2] = products.map((p) => p.id) as [number, number];
    // The customer's own cart from an earlier visit: product 1 once.
    const userCart = await db.query<{ id: number }>("insert into carts (user_id) values ($1) returning id", [
      user.id,
    ]);
    await db.query("insert into cart_items (cart_id, key, product_id, quantity) values ($1, $2, $3, 1)", [
      userCart.rows[0]!.id,
      cartItemKey(p1, null, {}),
      p1,
    ]);
    // A guest session (as the cart makes one) with product 1 twice and product 2 once.
    const token = randomBytes(32).toString("base64url");
    const sessionId = createHash("sha256").update(token).digest("hex");
    await db.query(
      "insert into sessions (id, data, expires_at) values ($1, '{}', now() + interval '1 day')",
      [sessionId],
    );
    const guestCart = await db.query<{ id: number }>(
      "insert into carts (session_id) values ($1) returning id",
      [sessionId],
    );
    for (const [product, quantity] of [
      [p1, 2],
      [p2, 1],
    ] as const) {
      await db.query("insert into cart_items (cart_id, key, product_id, quantity) values ($1, $2, $3, $4)", [
        guestCart.rows[0]!.id,
        cartItemKey(product, null, {}),
        product,
        quantity,
      ]);
    }

    const visitor = new Visitor();
    visitor.cookies.set("laden_session", token);
    const { res } = await login(visitor, email);
    expect(res.status).toBe(302);
    expect(visitor.session).toBeDefined();
    expect(visitor.session).not.toBe(token);

    const old = await db.query("select 1 from sessions where id = $1", [sessionId]);
    expect(old.rows).toHaveLength(0);
    const now = await db.query<{ user_id: number }>("select user_id from sessions where id = $1", [
      createHash("sha256").update(visitor.session!).digest("hex"),
    ]);
    expect(now.rows[0]?.user_id).toBe(user.id);

    const lines = await db.query<{ product_id: number; quantity: number }>(
      "select i.product_id, i.quantity from cart_items i join carts c on c.id = i.cart_id where c.user_id = $1 order by i.product_id",
      [user.id],
    );
    expect(lines.rows).toEqual([
      { product_id: p1, quantity: 3 },
      { product_id: p2, quantity: 1 },
    ]);
    const guest = await db.query("select 1 from carts where id = $1", [guestCart.rows[0]!.id]);
    expect(guest.rows).toHaveLength(0);

    // The old cookie no longer signs anyone in.
    const stale = new Visitor();
    stale.cookies.set("laden_session", token);
    expect((await stale.get("/my-account/")).html).toContain("woocommerce-form-login");
  });

  it("goes back to a local redirect target only", async () => {
    const { email } = await register();
    const visitor = new Visitor();
    const { html } = await visitor.get("/my-account/?redirect_to=/cart/");
    const { res } = await visitor.post("/my-account/", {
      username: email,
      password: PASSWORD,
      redirect: "https://evil.example/",
      "woocommerce-login-nonce": hidden(html, "woocommerce-login-nonce"),
    });
    expect(res.headers.get("location")).toBe("/my-account/");
    expect(hidden(html, "redirect")).toBe("/cart/");
  });
});

describe("sign-out", () => {
  it("ends the session with a nonce-checked POST", async () => {
    const { visitor } = await register();
    const dashboard = await visitor.get("/my-account/");
    const token = visitor.session!;

    const forged = await visitor.post("/my-account/customer-logout/", { _wpnonce: "000000000000" });
    expect(forged.res.status).toBe(403);
    expect(notices(forged.html)[0]).toContain("Sitzung ist abgelaufen");
    expect((await visitor.get("/my-account/")).html).toContain("woocommerce-MyAccount-navigation");

    const { res } = await visitor.post("/my-account/customer-logout/", {
      _wpnonce: hidden(dashboard.html, "_wpnonce"),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/my-account/?loggedout=true");
    expect(visitor.session).toBeUndefined();
    const rows = await app().database.pool.query("select 1 from sessions where id = $1", [
      createHash("sha256").update(token).digest("hex"),
    ]);
    expect(rows.rows).toHaveLength(0);
    const after = await visitor.get("/my-account/?loggedout=true");
    expect(after.html).toContain("Sie haben sich abgemeldet.");
    expect(after.html).toContain("woocommerce-form-login");
  });

  it("asks before signing out when the page is opened directly", async () => {
    const { visitor } = await register();
    const { res, html } = await visitor.get("/my-account/customer-logout/");
    expect(res.status).toBe(200);
    expect(html).toContain("Möchten Sie sich wirklich abmelden?");
    expect(visitor.session).toBeDefined();
    expect((await new Visitor().get("/my-account/customer-logout/")).res.status).toBe(302);
  });
});

describe("lost password", () => {
  it("mails a reset link for a known address only, with the same answer for both", async () => {
    const { email } = await register();
    const before = smtp.mails.length;
    const visitor = new Visitor();
    const unknownEmail = uniqueEmail("unbekannt");
    const page = await visitor.get("/my-account/lost-password/");
    const nonce = hidden(page.html, "woocommerce-lost-password-nonce");
    const unknown = await visitor.post("/my-account/lost-password/", {
      user_login: unknownEmail,
      "woocommerce-lost-password-nonce": nonce,
    });
    const known = await visitor.post("/my-account/lost-password/", {
      user_login: email,
      "woocommerce-lost-password-nonce": nonce,
    });
    for (const { res } of [unknown, known]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/my-account/lost-password/?reset-link-sent=true");
    }
    expect(visitor.session).toBeUndefined();
    const mail = await waitForMail(email);
    const resetMails = smtp.mails
      .slice(before)
      .filter((m) => unfoldQuotedPrintable(m.data).includes(RESET_LINK));
    expect(resetMails.length).toBe(1);
    expect(smtp.mails.some((m) => m.to.includes(unknownEmail))).toBe(false);
    const body = unfoldQuotedPrintable(mail.data);
    expect(body).toMatch(/^Subject: .*=\?UTF-8\?/m);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/my-account\/lost-password\/\?key=([A-Za-z0-9_-]{43}))/.exec(
      body,
    );
    expect(link).not.toBeNull();
    const key = link![2]!;

    // Stored as SHA-256 only, valid for one hour.
    const { rows } = await app().database.pool.query<{ token_hash: string; ttl: number }>(
      "select token_hash, extract(epoch from t.expires_at - t.created_at)::int as ttl from password_reset_tokens t join users u on u.id = t.user_id where lower(u.email) = lower($1)",
      [email],
    );
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(key).digest("hex"), ttl: 3600 }]);

    const sent = await visitor.get("/my-account/lost-password/?reset-link-sent=true");
    expect(sent.html).toContain("Wenn es zu dieser E-Mail-Adresse ein Konto gibt");
  });

  it("sets a new password once with the link; the old password stops working", async () => {
    const { email } = await register();
    const visitor = new Visitor();
    const page = await visitor.get("/my-account/lost-password/");
    await visitor.post("/my-account/lost-password/", {
      user_login: email,
      "woocommerce-lost-password-nonce": hidden(page.html, "woocommerce-lost-password-nonce"),
    });
    const mail = await waitForMail(email);
    const key = /key=([A-Za-z0-9_-]{43})/.exec(unfoldQuotedPrintable(mail.data))![1]!;

    const form = await visitor.get(`/my-account/lost-password/?key=${key}`);
    expect(form.res.status).toBe(200);
    expect(hidden(form.html, "reset_key")).toBe(key);
    const nonce = hidden(form.html, "woocommerce-reset-password-nonce");

    // Too short: refused, the link stays usable.
    const short = await visitor.post(`/my-account/lost-password/?key=${key}`, {
      reset_key: key,
      password_1: "kurz",
      password_2: "kurz",
      "woocommerce-reset-password-nonce": nonce,
    });
    expect(short.res.status).toBe(400);
    expect(fieldErrorText(short.html, "password_1")).toBe(
      "Das Passwort muss mindestens 10 Zeichen lang sein.",
    );

    const newPassword = "ein-ganz-neues-passwort";
    const done = await visitor.post(`/my-account/lost-password/?key=${key}`, {
      reset_key: key,
      password_1: newPassword,
      password_2: newPassword,
      "woocommerce-reset-password-nonce": nonce,
    });
    expect(done.res.status).toBe(302);
    expect(done.res.headers.get("location")).toBe("/my-account/?password-reset=true");
    expect((await visitor.get("/my-account/?password-reset=true")).html).toContain(
      "Ihr Passwort wurde geändert.",
    );

    expect((await login(new Visitor(), email, PASSWORD)).res.status).toBe(400);
    expect((await login(new Visitor(), email, newPassword)).res.status).toBe(302);

    // Used once: the link is dead now.
    const again = await visitor.get(`/my-account/lost-password/?key=${key}`);
    expect(notices(again.html)[0]).toContain("ungültig, abgelaufen oder wurde schon benutzt");
    const replay = await visitor.post(`/my-account/lost-password/?key=${key}`, {
      reset_key: key,
      password_1: "noch-ein-passwort",
      password_2: "noch-ein-passwort",
      "woocommerce-reset-password-nonce": nonce,
    });
    expect(replay.res.status).toBe(400);
    expect((await login(new Visitor(), email, "noch-ein-passwort")).res.status).toBe(400);
  });

  it("refuses an expired link", async () => {
    const { email } = await register();
    const user = (await userRow(email))!;
    const token = await createResetToken(app().database.db, user.id);
    await app().database.pool.query(
      "update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    );
    const { html } = await new Visitor().get(`/my-account/lost-password/?key=${token}`);
    expect(notices(html)[0]).toContain("ungültig, abgelaufen");
    expect(html).not.toContain('name="reset_key"');
  });
});

describe("account details and addresses", () => {
  it("saves a billing address with German rules and refuses a bad postcode without storing anything", async () => {
    const { email, visitor } = await register();
    const user = (await userRow(email))!;
    const form = await visitor.get("/my-account/edit-address/billing/");
    expect(form.res.status).toBe(200);
    expect(form.html).toContain('<option value="DE" selected="">Deutschland</option>');
    const nonce = hidden(form.html, "woocommerce-edit-address-nonce");
    const address = {
      billing_first_name: "Erika",
      billing_last_name: "Musterfrau",
      billing_company: "",
      billing_country: "DE",
      billing_address_1: "Lindenstraße 12",
      billing_postcode: "1011",
      billing_city: "Berlin",
      billing_phone: "",
      "woocommerce-edit-address-nonce": nonce,
    };
    const bad = await visitor.post("/my-account/edit-address/billing/", address);
    expect(bad.res.status).toBe(400);
    expect(notices(bad.html)).toEqual(["Die Postleitzahl muss aus 5 Ziffern bestehen."]);
    expect(fieldErrorText(bad.html, "billing_postcode")).toBe(
      "Die Postleitzahl muss aus 5 Ziffern bestehen.",
    );
    expect(bad.html).toContain('aria-invalid="true"');
    expect(bad.html).toContain('value="1011"');
    expect(bad.html).toContain('value="Lindenstraße 12"');
    const none = await app().database.pool.query("select 1 from user_addresses where user_id = $1", [
      user.id,
    ]);
    expect(none.rows).toHaveLength(0);

    const good = await visitor.post("/my-account/edit-address/billing/", {
      ...address,
      billing_postcode: "10115",
    });
    expect(good.res.status).toBe(302);
    expect(good.res.headers.get("location")).toBe("/my-account/edit-address/?saved=billing");
    const { rows } = await app().database.pool.query(
      "select first_name, last_name, address_1, postcode, city, country from user_addresses where user_id = $1 and kind = 'billing'",
      [user.id],
    );
    expect(rows).toEqual([
      {
        first_name: "Erika",
        last_name: "Musterfrau",
        address_1: "Lindenstraße 12",
        postcode: "10115",
        city: "Berlin",
        country: "DE",
      },
    ]);
    const overview = await visitor.get("/my-account/edit-address/?saved=billing");
    expect(overview.html).toContain("Die Adresse wurde gespeichert.");
    expect(overview.html).toContain("10115<!-- --> <!-- -->Berlin");
  });

  it("refuses other countries' bad postcodes, non-EU countries and short phone numbers", async () => {
    const { visitor } = await register();
    const form = await visitor.get("/my-account/edit-address/shipping/");
    const base = {
      shipping_first_name: "Max",
      shipping_last_name: "Muster",
      shipping_address_1: "Ringstraße 1",
      shipping_city: "Wien",
      "woocommerce-edit-address-nonce": hidden(form.html, "woocommerce-edit-address-nonce"),
    };
    const at = await visitor.post("/my-account/edit-address/shipping/", {
      ...base,
      shipping_country: "AT",
      shipping_postcode: "10115",
      shipping_phone: "123",
    });
    expect(at.res.status).toBe(400);
    expect(notices(at.html)).toEqual([
      "Diese Postleitzahl passt nicht zu Österreich.",
      "Bitte geben Sie eine Telefonnummer mit 6 bis 15 Ziffern ein.",
    ]);
    const us = await visitor.post("/my-account/edit-address/shipping/", {
      ...base,
      shipping_country: "US",
      shipping_postcode: "90210",
    });
    expect(notices(us.html)).toEqual(["Bitte wählen Sie ein Land aus der Liste."]);
  });

  it("changes name and e-mail address only with the current password", async () => {
    const { email, visitor } = await register();
    const page = await visitor.get("/my-account/edit-account/");
    const nonce = hidden(page.html, "save-account-details-nonce");
    const newEmail = uniqueEmail("neu");
    const fields = {
      account_first_name: "Erika",
      account_last_name: "Musterfrau",
      account_email: newEmail,
      password_current: "",
      password_1: "",
      password_2: "",
      "save-account-details-nonce": nonce,
    };
    const noPassword = await visitor.post("/my-account/edit-account/", fields);
    expect(noPassword.res.status).toBe(400);
    expect(fieldErrorText(noPassword.html, "password_current")).toBe(
      "Bitte geben Sie Ihr aktuelles Passwort ein, um E-Mail-Adresse oder Passwort zu ändern.",
    );
    const wrong = await visitor.post("/my-account/edit-account/", {
      ...fields,
      password_current: "falsch-falsch",
    });
    expect(fieldErrorText(wrong.html, "password_current")).toBe("Das aktuelle Passwort ist nicht richtig.");
    expect(await userRow(newEmail)).toBeUndefined();

    const ok = await visitor.post("/my-account/edit-account/", { ...fields, password_current: PASSWORD });
    expect(ok.res.status).toBe(302);
    expect(await userRow(email)).toBeUndefined();
    expect((await userRow(newEmail))?.id).toBeDefined();
    const after = await visitor.get("/my-account/edit-account/?saved=1");
    expect(after.html).toContain("Ihre Kontodaten wurden gespeichert.");
    expect(after.html).toContain('value="Musterfrau"');
  });

  it("a new password rotates this session and ends the others", async () => {
    const { email, visitor } = await register();
    const other = new Visitor();
    expect((await login(other, email)).res.status).toBe(302);
    const page = await visitor.get("/my-account/edit-account/");
    const before = visitor.session;
    const newPassword = "mein-neues-passwort";
    const { res } = await visitor.post("/my-account/edit-account/", {
      account_first_name: "Erika",
      account_last_name: "Musterfrau",
      account_email: email,
      password_current: PASSWORD,
      password_1: newPassword,
      password_2: newPassword,
      "save-account-details-nonce": hidden(page.html, "save-account-details-nonce"),
    });
    expect(res.status).toBe(302);
    expect(visitor.session).not.toBe(before);
    expect((await visitor.get("/my-account/edit-account/")).res.status).toBe(200);
    expect((await other.get("/my-account/edit-account/")).res.status).toBe(302);
    expect((await login(new Visitor(), email, newPassword)).res.status).toBe(302);
  });

  it("sends visitors who are not signed in to the sign-in page, and 404s an unknown address kind", async () => {
    for (const path of [
      "/my-account/edit-account/",
      "/my-account/edit-address/",
      "/my-account/edit-address/billing/",
    ]) {
      const { res } = await new Visitor().get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe("/my-account/");
    }
    const { visitor } = await register();
    expect((await visitor.get("/my-account/edit-address/lager/")).res.status).toBe(404);
  });
});

describe("bad input", () => {
  it("reports missing fields in German next to the fields and in the notice list, storing nothing", async () => {
    const visitor = new Visitor();
    const { html } = await visitor.get("/my-account/");
    const { res, html: answer } = await visitor.post("/my-account/", {
      "woocommerce-register-nonce": hidden(html, "woocommerce-register-nonce"),
    });
    expect(res.status).toBe(400);
    expect(notices(answer)).toEqual(["E-Mail-Adresse ist ein Pflichtfeld.", "Passwort ist ein Pflichtfeld."]);
    expect(fieldErrorText(answer, "reg_email")).toBe("E-Mail-Adresse ist ein Pflichtfeld.");
    expect(answer).toContain('href="#reg_email"');
    expect(visitor.session).toBeUndefined();
  });

  it("refuses a wrong nonce with 403, keeps the values and gives a fresh nonce", async () => {
    const visitor = new Visitor();
    const email = uniqueEmail("nonce");
    const { res, html } = await visitor.post("/my-account/", {
      email,
      password: PASSWORD,
      "woocommerce-register-nonce": "abcdefabcdef",
    });
    expect(res.status).toBe(403);
    expect(notices(html)).toEqual([
      "Ihre Sitzung ist abgelaufen. Bitte senden Sie das Formular noch einmal ab – Ihre Eingaben sind noch da.",
    ]);
    expect(html).toContain(`value="${email}"`);
    expect(hidden(html, "woocommerce-register-nonce")).toMatch(/^[0-9a-f]{12}$/);
    expect(await userRow(email)).toBeUndefined();
    expect(visitor.session).toBeUndefined();
  });

  it("refuses a too-short password and a malformed address", async () => {
    const visitor = new Visitor();
    const { html } = await visitor.get("/my-account/");
    const email = uniqueEmail("kurz");
    const { res, html: answer } = await visitor.post("/my-account/", {
      email: "keine-adresse",
      password: "123456789",
      "woocommerce-register-nonce": hidden(html, "woocommerce-register-nonce"),
    });
    expect(res.status).toBe(400);
    expect(notices(answer)).toEqual([
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      "Das Passwort muss mindestens 10 Zeichen lang sein.",
    ]);
    expect(await userRow(email)).toBeUndefined();
  });

  it("answers a body that is not a form with 400", async () => {
    const { res } = await new Visitor().post("/my-account/", { email: "a@b.de" }, "application/json");
    expect(res.status).toBe(400);
  });

  it("refuses a nonce made for another form or another visitor's session", async () => {
    const { email, visitor } = await register();
    const page = await new Visitor().get("/my-account/");
    // A signed-in visitor must present a session-bound nonce: a guest page's nonce is refused.
    const edit = await visitor.post("/my-account/edit-account/", {
      account_first_name: "A",
      account_last_name: "B",
      account_email: email,
      "save-account-details-nonce": hidden(page.html, "woocommerce-login-nonce"),
    });
    expect(edit.res.status).toBe(403);
  });
});

describe("English", () => {
  it("serves the account pages under /en/ with English texts and links", async () => {
    const visitor = new Visitor();
    const { res, html } = await visitor.get("/en/my-account/");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(">Log in</h2>");
    expect(html).toContain('href="/en/my-account/lost-password/"');
    const answer = await visitor.post("/en/my-account/", {
      "woocommerce-login-nonce": hidden(html, "woocommerce-login-nonce"),
    });
    expect(notices(answer.html)).toEqual([
      "Email address is a required field.",
      "Password is a required field.",
    ]);
  });
});

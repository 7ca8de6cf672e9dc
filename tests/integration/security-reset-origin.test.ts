/**
 * Password-reset link poisoning (issue 19 item 2): the reset mail's link never comes from the
 * request's Host or X-Forwarded-Host. Without PUBLIC_URL it uses the origin recorded at first
 * start (from HOST and PORT) or the one the owner set; with none known no mail goes out.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { mailText } from "../setup/mail-text.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { smtpSinkForFile } from "../setup/smtp-sink.ts";
import { hidden } from "../setup/visitor.ts";

const env: Record<string, string> = { TRUST_PROXY: "1" };
const smtp = smtpSinkForFile(env);
const app = appForFile(env);

/** A raw HTTP request, so the Host header is ours to choose (fetch sets its own). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: app().port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

let ip = 0;
async function askForReset(email: string, hostHeaders: Record<string, string>) {
  const visitorIp = `192.0.2.${++ip}`;
  const page = await raw("GET", "/my-account/lost-password/", {
    ...hostHeaders,
    "x-forwarded-for": visitorIp,
  });
  const body = new URLSearchParams({
    user_login: email,
    "woocommerce-lost-password-nonce": hidden(page.text, "woocommerce-lost-password-nonce"),
  }).toString();
  const res = await raw(
    "POST",
    "/my-account/lost-password/",
    {
      ...hostHeaders,
      "x-forwarded-for": visitorIp,
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    },
    body,
  );
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/my-account/lost-password/?reset-link-sent=true");
}

async function customer(): Promise<string> {
  const email = `reset-${Math.random().toString(36).slice(2)}@example.de`;
  const { rows } = await app().database.pool.query(
    "insert into users (email, password_hash, role) values ($1, 'x', 'customer') returning id",
    [email],
  );
  expect(rows).toHaveLength(1);
  return email;
}

async function mailTo(email: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.mails.find((m) => m.to.includes(email));
    if (found) return mailText(found.data);
    if (Date.now() > deadline) return undefined;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const setOrigin = (value: string) =>
  settingsChange(app(), () =>
    app().database.pool.query(
      "insert into settings (key, value) values ('site.origin', $1::jsonb) on conflict (key) do update set value = excluded.value",
      [JSON.stringify(value)],
    ),
  );

describe("password-reset link", () => {
  it("uses the origin recorded at first start, never the request's Host or X-Forwarded-Host", async () => {
    const recorded = await app().database.pool.query("select value from settings where key = 'site.origin'");
    expect(recorded.rows[0]?.value).toBe(`http://127.0.0.1:${app().port}`);
    const email = await customer();
    await askForReset(email, { host: "evil.example", "x-forwarded-host": "evil.example" });
    const text = await mailTo(email);
    expect(text).toBeDefined();
    expect(text).not.toContain("evil.example");
    expect(text).toMatch(
      new RegExp(`http://127\\.0\\.0\\.1:${app().port}/my-account/lost-password/\\?key=[A-Za-z0-9_-]{43}`),
    );
  });

  it("uses the origin the owner set", async () => {
    await setOrigin("https://laden.example");
    try {
      const email = await customer();
      await askForReset(email, { host: "evil.example" });
      const text = await mailTo(email);
      expect(text).toMatch(/https:\/\/laden\.example\/my-account\/lost-password\/\?key=[A-Za-z0-9_-]{43}/);
      expect(text).not.toContain("evil.example");
    } finally {
      await setOrigin(`http://127.0.0.1:${app().port}`);
    }
  });

  it("sends nothing and logs why when no origin is known; the visitor's answer is the same", async () => {
    await setOrigin("");
    try {
      const email = await customer();
      const before = app().logs.join("").length;
      await askForReset(email, { host: "evil.example" });
      expect(await mailTo(email, 1500)).toBeUndefined();
      expect(app().logs.join("").slice(before)).toContain("password reset mail not sent");
      const tokens = await app().database.pool.query(
        "select 1 from password_reset_tokens t join users u on u.id = t.user_id where u.email = $1",
        [email],
      );
      expect(tokens.rows).toEqual([]);
    } finally {
      await setOrigin(`http://127.0.0.1:${app().port}`);
    }
  });
});

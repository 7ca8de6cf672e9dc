/**
 * Configuration from environment variables, validated once at boot. Every bad value is named
 * with what was expected, so an operator sees all mistakes in one go.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `muss mit ${protocols.join(" oder ")} beginnen`,
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: "ist keine gültige URL" });

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LADEN_DATA_DIR: z.string().trim().min(1).default("./data"),
  LADEN_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, { message: "muss mindestens 32 Zeichen lang sein" }),
  PUBLIC_URL: optionalUrl(["http://", "https://"]),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Trust X-Forwarded-Proto/-For from a reverse proxy in front of the app. */
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /** Bearer token for /metrics from other hosts (loopback needs none); unset = loopback only. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 24, { message: "muss mindestens 24 Zeichen lang sein" }),
  /** After SIGTERM, serve on (with /readyz 503) this long before closing the listener. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Seed the German demo on first start of an empty database. */
  LADEN_DEMO: z
    .enum(["0", "1", "true", "false"])
    .default("1")
    .transform((v) => v === "1" || v === "true"),
  /** Keep anonymous pages up to a second per process (server/http/page-cache.ts); 0 renders every one. */
  LADEN_PAGE_CACHE: z
    .enum(["0", "1", "true", "false"])
    .default("1")
    .transform((v) => v === "1" || v === "true"),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  MAIL_FROM: z.string().trim().default("Laden <shop@localhost>"),
  /** How often each process looks for due mails in the outbox (a new order or reset request also wakes it). */
  MAIL_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(10_000),
  /** How many background jobs each process runs at once (modules/jobs). */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(2),
  /** Registers the test-only probe job (modules/jobs/probe.ts): the HTTP and browser tests' failing job. */
  LADEN_TEST_JOBS: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /** Captcha secret keys (site keys and URLs are settings: modules/forms/captcha). */
  CAPTCHA_RECAPTCHA_SECRET: z.string().trim().optional(),
  CAPTCHA_RECAPTCHA_V3_SECRET: z.string().trim().optional(),
  CAPTCHA_TURNSTILE_SECRET: z.string().trim().optional(),
  CAPTCHA_HCAPTCHA_SECRET: z.string().trim().optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, "LADEN_SECRET" | "LADEN_DATA_DIR"> & {
  dataDir: string;
  secret: string;
};

export class ConfigError extends Error {}

export function parseEnv(env: NodeJS.ProcessEnv): Omit<Config, "secret"> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join("\n")}`);
  }
  const { LADEN_SECRET: _secret, LADEN_DATA_DIR, ...rest } = parsed.data;
  return { ...rest, dataDir: resolve(LADEN_DATA_DIR) };
}

/** LADEN_SECRET, or a secret generated once into the data dir (so restarts keep sessions valid). */
function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw err;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const base = parseEnv(env);
  return { ...base, secret: loadSecret(base.dataDir, env.LADEN_SECRET) };
}

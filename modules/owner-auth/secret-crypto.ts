/**
 * A TOTP secret at rest: AES-256-GCM under a key derived from the app secret (`LADEN_SECRET` or
 * the data dir's secret) by HKDF with its own info string, the same scheme as the SEPA IBAN
 * (modules/checkout/iban-crypto.ts). Bound to the owner's id: a secret copied to another owner's
 * row no longer decrypts. Stored form: `totp:v1:<iv>:<ciphertext>:<tag>` (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const PREFIX = "totp:v1:";
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    if (secret.length === 0) throw new Error("TOTP encryption needs the app secret");
    key = Buffer.from(hkdfSync("sha256", secret, "laden", "laden totp v1", 32));
    keys.set(secret, key);
  }
  return key;
}

export function encryptTotpSecret(appSecret: string, plain: string, userId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(appSecret), iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(`${PREFIX}${userId}`));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}${iv.toString("base64url")}:${body.toString("base64url")}:${cipher.getAuthTag().toString("base64url")}`;
}

/** The secret back; throws for anything not exactly as stored (other owner, other app secret). */
export function decryptTotpSecret(appSecret: string, stored: string, userId: number): string {
  if (!stored.startsWith(PREFIX)) throw new Error("unknown TOTP secret format");
  const [iv, body, tag] = stored
    .slice(PREFIX.length)
    .split(":")
    .map((p) => Buffer.from(p, "base64url"));
  if (!iv || !body || !tag) throw new Error("malformed TOTP secret");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(appSecret), iv, { authTagLength: 16 });
  decipher.setAAD(Buffer.from(`${PREFIX}${userId}`));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

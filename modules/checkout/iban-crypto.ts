/**
 * The IBAN at rest: AES-256-GCM with a key derived from the app secret (`LADEN_SECRET`, or the
 * secret generated into the data dir) by HKDF-SHA256 with the info "laden iban v1". Only the
 * last four characters are kept in clear, next to the ciphertext, for the masked display.
 *
 * Stored form (ASCII, self-describing): `iban:v1:<iv>:<ciphertext>:<tag>`, each part base64url;
 * a 12-byte random IV per encryption, a 16-byte tag. A later key or algorithm gets a new
 * version prefix; decryption picks by prefix. Any change to the stored text, to the context it
 * was bound to, or a different secret makes decryption fail (GCM authenticates everything).
 *
 * Keep the secret: an IBAN encrypted under one secret cannot be read under another. Every app
 * process of one shop must use the same secret (they already do, for sessions and nonces).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { ibanLast4, normalizeIban } from "./iban.ts";

const PREFIX = "iban:v1:";
const HKDF_INFO = "laden iban v1";
// A fixed, public salt: the secret is already high-entropy; the info string separates this key
// from every other use of the secret.
const HKDF_SALT = "laden";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class IbanDecryptError extends Error {}

const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    if (secret.length === 0) throw new Error("IBAN encryption needs the app secret");
    key = Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, HKDF_INFO, 32));
    keys.set(secret, key);
  }
  return key;
}

export type EncryptedIban = {
  /** The stored form: `iban:v1:…`. */
  ciphertext: string;
  /** The last four characters in clear, for `DE** **** … **30 00`. */
  last4: string;
};

/**
 * Encrypts a (validated) IBAN. `context` binds the ciphertext to where it is stored (e.g. the
 * order key): a ciphertext copied to another order then no longer decrypts there.
 */
export function encryptIban(secret: string, iban: string, context = ""): EncryptedIban {
  const plain = normalizeIban(iban);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(`${PREFIX}${context}`, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return {
    ciphertext: `${PREFIX}${iv.toString("base64url")}:${body.toString("base64url")}:${tag.toString("base64url")}`,
    last4: ibanLast4(plain),
  };
}

/**
 * base64url that decodes to exactly one byte string: the unused low bits of a last character
 * must be zero, so no two stored texts decode alike (a changed character always fails).
 */
function strictBase64url(text: string): Buffer {
  const bytes = Buffer.from(text, "base64url");
  if (bytes.toString("base64url") !== text) throw new IbanDecryptError("malformed encrypted IBAN");
  return bytes;
}

/** The IBAN back; throws IbanDecryptError for anything that is not exactly what was stored. */
export function decryptIban(secret: string, stored: string, context = ""): string {
  if (!stored.startsWith(PREFIX)) throw new IbanDecryptError("unknown IBAN storage format");
  const parts = stored.slice(PREFIX.length).split(":");
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) {
    throw new IbanDecryptError("malformed encrypted IBAN");
  }
  const [ivText, bodyText, tagText] = parts as [string, string, string];
  const iv = strictBase64url(ivText);
  const body = strictBase64url(bodyText);
  const tag = strictBase64url(tagText);
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new IbanDecryptError("malformed encrypted IBAN");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(`${PREFIX}${context}`, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    throw new IbanDecryptError("encrypted IBAN does not verify");
  }
}

/**
 * Proof-of-work on the server: issuing a signed challenge (`{formId}.{issuedAt}.{salt}.{difficulty}.{mac}`)
 * and checking a solution (`challenge:nonce`): signature, form, age, work, single use.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { POW_CHALLENGE_TTL_MS } from "./constants.ts";
import { DEFAULT_POW_DIFFICULTY, leadingZeroBits, type PowFailure, type SpentChallenges } from "./pow.ts";

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`laden-pow|${payload}`).digest("base64url").slice(0, 32);
}

export function issueChallenge(
  secret: string,
  formId: number,
  options: { now?: number; difficulty?: number } = {},
): { challenge: string; difficulty: number; expiresAt: number } {
  const now = options.now ?? Date.now();
  const difficulty = options.difficulty ?? DEFAULT_POW_DIFFICULTY;
  const payload = `${formId}.${Math.floor(now / 1000)}.${randomBytes(12).toString("hex")}.${difficulty}`;
  return {
    challenge: `${payload}.${mac(secret, payload)}`,
    difficulty,
    expiresAt: Math.floor(now / 1000) * 1000 + POW_CHALLENGE_TTL_MS,
  };
}

export async function checkPowSolution(
  secret: string,
  formId: number,
  token: string,
  spent: SpentChallenges,
  options: { now?: number; minDifficulty?: number } = {},
): Promise<{ ok: true } | { ok: false; code: PowFailure; detail: string }> {
  const now = options.now ?? Date.now();
  if (token.trim() === "") return { ok: false, code: "captcha-missing", detail: "no token" };
  const m = /^(\d+)\.(\d+)\.([0-9a-f]{24})\.(\d{1,2})\.([A-Za-z0-9_-]{32}):(\d{1,12})$/.exec(token.trim());
  if (!m) return { ok: false, code: "captcha-invalid", detail: "malformed" };
  const [, form, issued, salt, diff, sig, nonce] = m as unknown as string[];
  const payload = `${form}.${issued}.${salt}.${diff}`;
  const expected = Buffer.from(mac(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(sig as string)))
    return { ok: false, code: "captcha-invalid", detail: "bad signature" };
  if (Number(form) !== formId) return { ok: false, code: "captcha-invalid", detail: "other form" };
  const issuedAt = Number(issued) * 1000;
  if (issuedAt > now + 60_000 || now - issuedAt > POW_CHALLENGE_TTL_MS)
    return { ok: false, code: "captcha-invalid", detail: "expired" };
  const difficulty = Number(diff);
  if (difficulty < (options.minDifficulty ?? DEFAULT_POW_DIFFICULTY))
    return { ok: false, code: "captcha-invalid", detail: "too easy" };
  const hash = createHash("sha256").update(`${payload}.${sig}:${nonce}`).digest();
  if (leadingZeroBits(hash) < difficulty) return { ok: false, code: "captcha-invalid", detail: "no work" };
  const first = await spent.spend(`${payload}.${sig}`, new Date(issuedAt + POW_CHALLENGE_TTL_MS));
  if (!first) return { ok: false, code: "captcha-invalid", detail: "used before" };
  return { ok: true };
}

/** In-memory store (unit tests, a single process without database). */
export class MemorySpentChallenges implements SpentChallenges {
  private readonly seen = new Map<string, number>();
  async spend(id: string, expiresAt: Date): Promise<boolean> {
    const now = Date.now();
    for (const [k, t] of this.seen) if (t < now) this.seen.delete(k);
    if (this.seen.has(id)) return false;
    this.seen.set(id, expiresAt.getTime());
    return true;
  }
}

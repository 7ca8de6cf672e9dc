/**
 * The self-hosted proof-of-work captcha: the server issues a challenge bound to the form and the
 * time and signed with the site secret; the browser finds a nonce whose SHA-256 over
 * `challenge:nonce` starts with `difficulty` zero bits (in chunks, yielding between them); the
 * server checks signature, form, age, work, and that the challenge was not used before.
 * No third party, no cookie, nothing personal. Isomorphic except `issue`/`check` (node:crypto).
 */
import { POW_CHUNK } from "./constants.ts";

export const DEFAULT_POW_DIFFICULTY = 16;

/** Leading zero bits of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let n = 0;
  for (const b of bytes) {
    if (b === 0) {
      n += 8;
      continue;
    }
    return n + Math.clz32(b) - 24;
  }
  return n;
}

export type Digest = (text: string) => Promise<Uint8Array>;

/** SHA-256 with Web Crypto (browser and node alike). */
export const webDigest: Digest = async (text) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** The difficulty a challenge carries (its 4th part). */
export function difficultyOf(challenge: string): number {
  return Number(challenge.split(".")[3]) || DEFAULT_POW_DIFFICULTY;
}

/**
 * Finds the nonce (browser). Works in chunks of POW_CHUNK hashes and yields between them so the
 * page stays responsive; `signal` stops it. Returns the token to post: `challenge:nonce`.
 */
export async function solvePow(
  challenge: string,
  options: { digest?: Digest; signal?: AbortSignal; yieldToPage?: () => Promise<void> } = {},
): Promise<string> {
  const digest = options.digest ?? webDigest;
  const need = difficultyOf(challenge);
  const pause = options.yieldToPage ?? (() => new Promise<void>((r) => setTimeout(r, 0)));
  for (let start = 0; ; start += POW_CHUNK) {
    if (options.signal?.aborted) throw new DOMException("aborted", "AbortError");
    const hashes = await Promise.all(
      Array.from({ length: POW_CHUNK }, (_, i) => digest(`${challenge}:${start + i}`)),
    );
    const found = hashes.findIndex((h) => leadingZeroBits(h) >= need);
    if (found >= 0) return `${challenge}:${start + found}`;
    await pause();
  }
}

/** Remembers used challenges until they expire (PostgreSQL in the app, a Map in tests). */
export interface SpentChallenges {
  /** True the first time an id is seen; false when it was spent already. */
  spend(id: string, expiresAt: Date): Promise<boolean>;
}

export type PowFailure = "captcha-missing" | "captcha-invalid";

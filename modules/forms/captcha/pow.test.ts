import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POW_CHALLENGE_TTL_MS } from "./constants.ts";
import { checkPowSolution, issueChallenge, MemorySpentChallenges } from "./pow.server.ts";
import { difficultyOf, leadingZeroBits, solvePow } from "./pow.ts";

const SECRET = "s".repeat(40);
const nodeDigest = async (t: string) => new Uint8Array(createHash("sha256").update(t).digest());

describe("proof-of-work captcha", () => {
  it("counts leading zero bits", () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
  });

  it("a solved challenge passes once; a second use, another form, old or forged ones fail", async () => {
    const now = Date.now();
    const { challenge, difficulty } = issueChallenge(SECRET, 7, { now, difficulty: 8 });
    expect(difficultyOf(challenge)).toBe(8);
    expect(difficulty).toBe(8);
    const token = await solvePow(challenge, { digest: nodeDigest });
    const spent = new MemorySpentChallenges();
    const opts = { now, minDifficulty: 8 };
    expect(await checkPowSolution(SECRET, 8, token, spent, opts)).toMatchObject({
      ok: false,
      detail: "other form",
    });
    expect(await checkPowSolution(SECRET, 7, token, spent, opts)).toEqual({ ok: true });
    expect(await checkPowSolution(SECRET, 7, token, spent, opts)).toMatchObject({
      ok: false,
      detail: "used before",
    });

    const fresh = issueChallenge(SECRET, 7, { now, difficulty: 8 });
    const t2 = await solvePow(fresh.challenge, { digest: nodeDigest });
    const late = { now: now + POW_CHALLENGE_TTL_MS + 1000, minDifficulty: 8 };
    expect(await checkPowSolution(SECRET, 7, t2, spent, late)).toMatchObject({
      ok: false,
      detail: "expired",
    });
    expect(await checkPowSolution("x".repeat(40), 7, t2, spent, opts)).toMatchObject({
      ok: false,
      detail: "bad signature",
    });
    // Work below the required difficulty, a changed difficulty (breaks the signature), garbage.
    expect(await checkPowSolution(SECRET, 7, t2, spent, { now, minDifficulty: 12 })).toMatchObject({
      detail: "too easy",
    });
    expect(await checkPowSolution(SECRET, 7, t2.replace(".8.", ".1."), spent, opts)).toMatchObject({
      detail: "bad signature",
    });
    expect(await checkPowSolution(SECRET, 7, "", spent, opts)).toMatchObject({ code: "captcha-missing" });
    expect(await checkPowSolution(SECRET, 7, "../../etc/passwd", spent, opts)).toMatchObject({
      code: "captcha-invalid",
    });
  });

  it("a wrong nonce is no work", async () => {
    const now = Date.now();
    const { challenge } = issueChallenge(SECRET, 7, { now, difficulty: 12 });
    const token = await solvePow(challenge, { digest: nodeDigest });
    const nonce = Number(token.split(":")[1]);
    // Find a nonce that does not solve it.
    let bad = nonce + 1;
    while (leadingZeroBits(await nodeDigest(`${challenge}:${bad}`)) >= 12) bad++;
    const r = await checkPowSolution(SECRET, 7, `${challenge}:${bad}`, new MemorySpentChallenges(), {
      now,
      minDifficulty: 12,
    });
    expect(r).toMatchObject({ ok: false, detail: "no work" });
  });

  it("solving stops when aborted", async () => {
    const { challenge } = issueChallenge(SECRET, 1, { difficulty: 30 });
    const ac = new AbortController();
    const p = solvePow(challenge, { digest: nodeDigest, signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toThrow("aborted");
  });
});

import { describe, expect, it } from "vitest";
import { PENDING_COOKIE, pendingCookie, readPendingIds } from "./pending.ts";

const header = (setCookie: string) => setCookie.split(";")[0]!;

describe("the pending-comments cookie", () => {
  it("proves the ids it was given and adds new ones", () => {
    const first = pendingCookie("s3cret", null, 12, false);
    expect(first).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(readPendingIds("s3cret", header(first))).toEqual([12]);
    const second = pendingCookie("s3cret", `other=1; ${header(first)}`, 15, true);
    expect(second).toMatch(/; Secure$/);
    expect(readPendingIds("s3cret", header(second))).toEqual([12, 15]);
  });

  it("ignores forged or foreign-secret entries", () => {
    const cookie = header(pendingCookie("s3cret", null, 12, false));
    expect(readPendingIds("other", cookie)).toEqual([]);
    expect(readPendingIds("s3cret", `${PENDING_COOKIE}=13.0000000000000000`)).toEqual([]);
    expect(readPendingIds("s3cret", `${PENDING_COOKIE}=%%%`)).toEqual([]);
  });
});

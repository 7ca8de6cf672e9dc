import { describe, expect, it } from "vitest";
import { decryptTotpSecret, encryptTotpSecret } from "./secret-crypto.ts";
import { adminNext, PENDING_SECONDS, pendingPatch, pendingTwoFactor } from "./sign-in.ts";

describe("adminNext (where a sign-in may lead)", () => {
  it("keeps back-office paths with their query", () => {
    expect(adminNext("/admin/orders/?status=processing")).toBe("/admin/orders/?status=processing");
    expect(adminNext("/admin")).toBe("/admin");
  });

  it("refuses everything else: other sites, storefront pages, tricks, the sign-in itself", () => {
    for (const bad of [
      undefined,
      "",
      "https://evil.example/admin/",
      "//evil.example/admin/",
      "/\\evil.example",
      "/admin/../my-account/",
      "/administrator/",
      "/my-account/",
      "/admin/login/?next=/admin/",
      "/admin/ x",
    ]) {
      expect(adminNext(bad), String(bad)).toBe("/admin/");
    }
  });
});

describe("the pending second step", () => {
  it("lasts five minutes", () => {
    const t = Date.UTC(2026, 10, 25, 9);
    const data = pendingPatch(7, "/admin/", t);
    expect(pendingTwoFactor(data, t + PENDING_SECONDS * 1000)).toEqual({
      userId: 7,
      at: t / 1000,
      next: "/admin/",
    });
    expect(pendingTwoFactor(data, t + (PENDING_SECONDS + 1) * 1000)).toBeUndefined();
    expect(pendingTwoFactor({ ownerPendingTwoFactor: null }, t)).toBeUndefined();
  });
});

describe("the TOTP secret at rest", () => {
  const app = "a".repeat(32);
  it("decrypts for the same owner and app secret only", () => {
    const stored = encryptTotpSecret(app, "JBSWY3DPEHPK3PXPJBSWY3DP", 5);
    expect(stored).toMatch(/^totp:v1:/);
    expect(stored).not.toContain("JBSWY3DP");
    expect(decryptTotpSecret(app, stored, 5)).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(() => decryptTotpSecret(app, stored, 6)).toThrow();
    expect(() => decryptTotpSecret("b".repeat(32), stored, 5)).toThrow();
  });
});

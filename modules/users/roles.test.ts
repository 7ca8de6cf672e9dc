import { describe, expect, it } from "vitest";
import { isOwner, mayEditUser, OWNER_ROLES, ROLES } from "./roles.ts";

describe("roles", () => {
  it("counts shop_manager and administrator as the owner, nobody else", () => {
    expect(OWNER_ROLES.every((r) => ROLES.includes(r))).toBe(true);
    expect(isOwner("shop_manager")).toBe(true);
    expect(isOwner("administrator")).toBe(true);
    for (const role of ["customer", "", "Administrator", undefined, null]) expect(isOwner(role)).toBe(false);
  });

  it("lets a user edit themselves, and only the administrator edit others", () => {
    expect(mayEditUser({ id: 3, role: "customer" }, 3)).toBe(true);
    expect(mayEditUser({ id: 3, role: "shop_manager" }, 4)).toBe(false);
    expect(mayEditUser({ id: 3, role: "administrator" }, 4)).toBe(true);
  });
});

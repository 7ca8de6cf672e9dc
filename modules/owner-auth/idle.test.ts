import { describe, expect, it } from "vitest";
import {
  ACTIVITY_WRITE_SECONDS,
  activityPatch,
  OWNER_IDLE_SECONDS,
  ownerSessionState,
  ownerSignedIn,
} from "./idle.ts";

const T = Date.UTC(2026, 10, 25, 9, 0, 0);

describe("owner idle expiry", () => {
  it("is active right after sign-in and idle after 30 minutes without activity", () => {
    const data = ownerSignedIn(T);
    expect(ownerSessionState(data, T)).toBe("active");
    expect(ownerSessionState(data, T + OWNER_IDLE_SECONDS * 1000)).toBe("active");
    expect(ownerSessionState(data, T + (OWNER_IDLE_SECONDS + 1) * 1000)).toBe("idle");
  });

  it("knows a session that never entered the back office", () => {
    expect(ownerSessionState({}, T)).toBe("none");
    expect(ownerSessionState({ ownerSeenAt: "x" }, T)).toBe("none");
  });

  it("writes activity at most once a minute", () => {
    const data = ownerSignedIn(T);
    expect(activityPatch(data, T + (ACTIVITY_WRITE_SECONDS - 1) * 1000)).toBeUndefined();
    expect(activityPatch(data, T + ACTIVITY_WRITE_SECONDS * 1000)).toEqual({
      ownerSeenAt: T / 1000 + ACTIVITY_WRITE_SECONDS,
    });
  });
});

import { describe, expect, it } from "vitest";
import { isVisibleToVisitors } from "./store.ts";

describe("the blog's visitor rule for a post already read", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  const post = {
    status: "publish" as const,
    hasPassword: false,
    publishedAt: new Date("2026-04-30T00:00:00Z"),
  };

  it("shows a published post dated in the past without a password", () => {
    expect(isVisibleToVisitors(post, now)).toBe(true);
    expect(isVisibleToVisitors({ ...post, publishedAt: now }, now)).toBe(true);
  });

  it("hides drafts, scheduled and password-protected posts", () => {
    expect(isVisibleToVisitors({ ...post, status: "draft" }, now)).toBe(false);
    expect(isVisibleToVisitors({ ...post, publishedAt: new Date("2026-05-02T00:00:00Z") }, now)).toBe(false);
    expect(isVisibleToVisitors({ ...post, hasPassword: true }, now)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { type PageRecord, pageVisibleTo } from "./page-records.ts";

describe("page records", () => {
  it("shows a draft to the owner only", () => {
    const draft = { status: "draft" } as PageRecord;
    expect(pageVisibleTo(draft, false)).toBe(false);
    expect(pageVisibleTo(draft, true)).toBe(true);
    expect(pageVisibleTo({ status: "publish" } as PageRecord, false)).toBe(true);
  });
});

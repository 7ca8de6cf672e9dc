import { describe, expect, it } from "vitest";
import { type PageRecord, pageVisibleTo, readPageInput, slugFromTitle } from "./page-records.ts";

describe("page records", () => {
  it("makes a slug from the title, else 'seite'", () => {
    expect(slugFromTitle("Über uns & Kontakt 2026")).toBe("ber-uns-kontakt-2026");
    expect(slugFromTitle("ÄÖÜ")).toBe("seite");
  });

  it("reads the writable fields and names the first bad one", () => {
    expect(readPageInput({ title: " Hallo ", status: "draft", lang: "en", menu_order: "3" })).toEqual({
      title: "Hallo",
      status: "draft",
      lang: "en",
      menuOrder: 3,
    });
    expect(readPageInput({ title: "" })).toBe("title");
    expect(readPageInput({ slug: "Mit Leerzeichen" })).toBe("slug");
    expect(readPageInput({ status: "private" })).toBe("status");
    expect(readPageInput({ menu_order: 1.5 })).toBe("menu_order");
    const input = readPageInput({ content: '<p onclick="x()">Text</p><script>alert(1)</script>' });
    expect(typeof input === "object" && input.content).not.toMatch(/script|onclick/);
  });

  it("shows a draft to the owner only", () => {
    const draft = { status: "draft" } as PageRecord;
    expect(pageVisibleTo(draft, false)).toBe(false);
    expect(pageVisibleTo(draft, true)).toBe(true);
    expect(pageVisibleTo({ status: "publish" } as PageRecord, false)).toBe(true);
  });
});

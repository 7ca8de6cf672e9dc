import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { createPreviewToken, PREVIEW_TTL_MS, readPreviewToken } from "./preview.ts";

const SECRET = "test-secret";

describe("appearance preview token", () => {
  it("carries the draft to the owner it was minted for, until it expires", () => {
    const token = createPreviewToken(
      SECRET,
      7,
      { "theme.accentColor": "#123456", "theme.font": "serif" },
      1000,
    );
    expect(readPreviewToken(SECRET, token, 7, 2000)).toEqual({
      "theme.accentColor": "#123456",
      "theme.font": "serif",
    });
    expect(readPreviewToken(SECRET, token, 8, 2000)).toBeUndefined();
    expect(readPreviewToken(SECRET, token, undefined, 2000)).toBeUndefined();
    expect(readPreviewToken(SECRET, token, 7, 1000 + PREVIEW_TTL_MS + 1)).toBeUndefined();
  });

  it("refuses an altered token or another secret", () => {
    const token = createPreviewToken(SECRET, 7, { "theme.accentColor": "#123456" });
    const [payload, sig] = token.split(".");
    const other = createPreviewToken(SECRET, 7, { "theme.accentColor": "#000000" }).split(".")[0];
    expect(readPreviewToken(SECRET, `${other}.${sig}`, 7)).toBeUndefined();
    expect(readPreviewToken("another", token, 7)).toBeUndefined();
    expect(readPreviewToken(SECRET, `${payload}`, 7)).toBeUndefined();
  });

  it("keeps only appearance keys, each checked by its schema", () => {
    const token = createPreviewToken(SECRET, 7, {
      "theme.accentColor": "#123456",
      ...({ "site.name": "Fremd" } as object),
    });
    expect(readPreviewToken(SECRET, token, 7)).toEqual({ "theme.accentColor": "#123456" });
  });
});

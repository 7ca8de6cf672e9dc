import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaFolder, mediaPath, mediaUrl, writeImage } from "./storage.ts";

describe("media storage", () => {
  it("serves files under WordPress's uploads URL", () => {
    expect(mediaUrl("2026/01/kenia-aa.webp")).toBe("/wp-content/uploads/2026/01/kenia-aa.webp");
    expect(mediaUrl("2026/01/Kaffee Tasse.webp")).toBe("/wp-content/uploads/2026/01/Kaffee%20Tasse.webp");
    expect(mediaFolder(new Date("2026-03-15T12:00:00Z"))).toBe("2026/03");
  });

  it("refuses file names outside YYYY/MM/name.ext", () => {
    expect(mediaPath("/data/media", "2026/01/a.webp")).toBe(path.join("/data/media", "2026", "01", "a.webp"));
    for (const bad of [
      "../etc/passwd",
      "2026/01/../../x.webp",
      "/abs/x.webp",
      "2026/01/.hidden.webp",
      "x.webp",
    ]) {
      expect(() => mediaPath("/data/media", bad), bad).toThrow();
    }
  });

  it("writes a WebP of at most 1200 px with thumbnail, medium and large sizes", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "laden-media-"));
    try {
      const input = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#a4744c" } })
        .png()
        .toBuffer();
      const img = await writeImage(dir, "2026/01/test.webp", input);
      expect(img).toMatchObject({ file: "2026/01/test.webp", width: 1200, height: 750, mime: "image/webp" });
      expect(img.sizes.thumbnail).toMatchObject({
        file: "2026/01/test-300x300.webp",
        width: 300,
        height: 300,
      });
      expect(img.sizes.medium).toMatchObject({ file: "2026/01/test-600x375.webp", width: 600, height: 375 });
      // The main file is already 1200 wide, so it serves as "large".
      expect(img.sizes.large).toMatchObject({ file: "2026/01/test.webp", width: 1200 });
      for (const size of Object.values(img.sizes)) {
        expect((await stat(mediaPath(dir, size.file))).size).toBeGreaterThan(0);
        expect((await sharp(mediaPath(dir, size.file)).metadata()).format).toBe("webp");
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from "vitest";
import { checkFile, fieldLimits, isActiveDeclared, normalizeExt, sanitizeName } from "./check.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const limits = fieldLimits(
  {
    id: 1,
    key: "f",
    type: "file_upload",
    order: 1,
    label: "f",
    upload_types: ".PNG, jpeg, csv, svg, php",
    max_file_size: 2,
  },
  10,
);

describe("fieldLimits", () => {
  it("normalises the list, drops forbidden types, caps the size at the global setting", () => {
    expect(limits).toEqual({ maxBytes: 2 * 1048576, types: ["png", "jpg", "csv"], multiCount: 1 });
    const f = {
      id: 1,
      key: "f",
      type: "file_upload",
      order: 1,
      label: "f",
      max_file_size: 50,
      upload_multi_count: 3,
    };
    expect(fieldLimits(f, 10)).toMatchObject({ maxBytes: 10 * 1048576, multiCount: 3 });
    expect(fieldLimits({ ...f, upload_multi_count: 500 }, 10).multiCount).toBe(20);
  });
  it("defaults to a safe list when none is given", () => {
    const f = { id: 1, key: "f", type: "file_upload", order: 1, label: "f" };
    expect(fieldLimits(f, 10).types).toContain("pdf");
    expect(fieldLimits(f, 10).types).not.toContain("svg");
  });
  it("normalizeExt folds aliases", () => {
    expect(normalizeExt(".JPEG")).toBe("jpg");
    expect(normalizeExt("Tif")).toBe("tiff");
  });
});

describe("sanitizeName", () => {
  it("keeps only the last segment, no controls, a bounded length with its extension", () => {
    expect(sanitizeName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeName("..\\..\\x.js")).toBe("x.js");
    expect(sanitizeName("a\u0000b\nc.pdf")).toBe("abc.pdf");
    expect(sanitizeName("...")).toBe("datei");
    expect(sanitizeName(".htaccess")).toBe("htaccess");
    const long = sanitizeName(`${"ä".repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});

describe("checkFile", () => {
  const file = (name: string, bytes: Uint8Array | string, type = "") => ({
    name,
    type,
    bytes: typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes,
  });
  it("accepts content that matches its allowed extension", async () => {
    expect(await checkFile(file("Foto.PNG", PNG, "image/png"), limits)).toEqual({
      ok: true,
      ext: "png",
      mime: "image/png",
      name: "Foto.PNG",
    });
    expect(await checkFile(file("a.csv", "x;y\nä;1\n", "text/csv"), limits)).toMatchObject({
      ok: true,
      mime: "text/csv",
    });
  });
  it("refuses by size, by type and by disagreement", async () => {
    const big = new Uint8Array(2 * 1048576 + 1);
    big.set(PNG);
    expect(await checkFile(file("a.png", big), limits)).toEqual({ ok: false, code: "file_too_large" });
    expect(await checkFile(file("a.csv", PNG), limits)).toEqual({ ok: false, code: "invalid_file_type" });
    expect(await checkFile(file("a.png", "a,b\n"), limits)).toEqual({ ok: false, code: "invalid_file_type" });
    expect(await checkFile(file("a.svg", "<svg/>"), limits)).toEqual({
      ok: false,
      code: "invalid_file_type",
    });
    expect(await checkFile(file("a.png", PNG, "image/svg+xml"), limits)).toEqual({
      ok: false,
      code: "invalid_file_type",
    });
    expect(await checkFile(file("a.csv", "a\u0000b"), limits)).toEqual({
      ok: false,
      code: "invalid_file_type",
    });
    expect(await checkFile(file("a.csv", "=1+1,<script>x</script>"), limits)).toEqual({
      ok: false,
      code: "invalid_file_type",
    });
    expect(await checkFile(file("a.png", ""), limits)).toEqual({ ok: false, code: "upload_failed" });
  });
});

describe("isActiveDeclared", () => {
  it("names markup and script types, not office formats that mention xml", () => {
    for (const t of [
      "text/html",
      "image/svg+xml",
      "application/xhtml+xml",
      "text/javascript",
      "application/x-php",
      "text/xml",
    ])
      expect(isActiveDeclared(t)).toBe(true);
    for (const t of [
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/pdf",
      "image/png",
      "text/csv",
      "",
    ])
      expect(isActiveDeclared(t)).toBe(false);
  });
});

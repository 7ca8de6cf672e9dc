import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { VersionConflictError } from "#modules/shared/version-conflict.ts";
import { ifMatchVersion, versionConflictResponse } from "./version-conflict.ts";

/** A route that echoes what ifMatchVersion read, and one that always conflicts at version 7. */
const app = new Hono()
  .get("/wp-json/read", (c) => c.json({ version: ifMatchVersion(c) ?? null }))
  .put("/wp-json/conflict", (c) =>
    versionConflictResponse(
      c,
      new VersionConflictError(3, 7, { status: { from: "processing", to: "completed" } }),
    ),
  );

async function read(ifMatch?: string): Promise<number | null> {
  const res = await app.request("/wp-json/read", {
    headers: ifMatch === undefined ? {} : { "If-Match": ifMatch },
  });
  return ((await res.json()) as { version: number | null }).version;
}

describe("ifMatchVersion", () => {
  it("reads a strong, weak or bare version", async () => {
    expect(await read('"3"')).toBe(3);
    expect(await read('W/"4"')).toBe(4);
    expect(await read("5")).toBe(5);
  });

  it("has no version to check without If-Match or with *", async () => {
    expect(await read()).toBeNull();
    expect(await read("*")).toBeNull();
    expect(await read("  ")).toBeNull();
  });

  it("turns a tag that is no version of ours into one that never matches", async () => {
    expect(await read('"abc"')).toBe(0);
    expect(await read('"1", "2"')).toBe(0);
  });
});

describe("versionConflictResponse", () => {
  it("answers 412 in WordPress's error shape with the current version and its ETag", async () => {
    const res = await app.request("/wp-json/conflict", { method: "PUT" });
    expect(res.status).toBe(412);
    expect(res.headers.get("ETag")).toBe('"7"');
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as { code: string; message: string; data: unknown };
    expect(body.code).toBe("laden_version_conflict");
    expect(body.data).toEqual({
      status: 412,
      current_version: 7,
      changes: { status: { from: "processing", to: "completed" } },
    });
    expect(body.message).toMatch(/inzwischen geändert.*Version 7/);
  });

  it("speaks English when the client asks for it", async () => {
    const res = await app.request("/wp-json/conflict?lang=en", { method: "PUT" });
    expect(((await res.json()) as { message: string }).message).toMatch(
      /changed meanwhile \(now version 7\)/,
    );
  });
});

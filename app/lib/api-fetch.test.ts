import { describe, expect, it } from "vitest";
import { type ApiFetchError, createApiClient } from "./api-fetch.ts";

type Call = { url: string; method: string; headers: Record<string, string>; body?: unknown };

/** A fake server: `handler` answers each call; every call is recorded. */
function fake(handler: (call: Call, n: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = {
      url: String(input),
      method: init.method ?? "GET",
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
    };
    calls.push(call);
    return handler(call, calls.length);
  }) as typeof fetch;
  const client = createApiClient({
    root: "/wp-json/",
    nonce: "n1",
    ajaxUrl: "/wp-admin/admin-ajax.php",
    lang: "de",
    fetch: fetchFn,
  });
  return { client, calls };
}

const ok = (body: unknown, headers: Record<string, string> = {}) => Response.json(body, { headers });
const error = (status: number, code: string) =>
  Response.json({ code, message: code, data: { status } }, { status });

describe("REST client", () => {
  it("sends the nonce and the page language to the REST root", async () => {
    const { client, calls } = fake(() => ok({ id: 1 }));
    expect(await client.apiFetch({ path: "wp/v2/users/me" })).toEqual({ id: 1 });
    expect(calls[0]).toMatchObject({ url: "/wp-json/wp/v2/users/me?lang=de", method: "GET" });
    expect(calls[0]!.headers["X-WP-Nonce"]).toBe("n1");
  });

  it("sends PATCH, PUT and DELETE as POST with the override header; POST and GET as they are", async () => {
    const { client, calls } = fake(() => ok({}));
    for (const method of ["PATCH", "PUT", "DELETE"] as const) {
      await client.apiFetch({ path: "wp/v2/pages/1", method, data: { title: "x" } });
    }
    await client.apiFetch({ path: "wp/v2/pages", data: { title: "x" } });
    await client.apiFetch({ path: "wp/v2/pages" });
    expect(calls.map((c) => [c.method, c.headers["X-HTTP-Method-Override"]])).toEqual([
      ["POST", "PATCH"],
      ["POST", "PUT"],
      ["POST", "DELETE"],
      ["POST", undefined],
      ["GET", undefined],
    ]);
    expect(calls[0]!.body).toBe('{"title":"x"}');
    expect(calls[0]!.headers["Content-Type"]).toBe("application/json");
  });

  it("per_page -1 fetches all pages of 100 by Link rel=next", async () => {
    const items = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));
    const { client, calls } = fake((call) => {
      const u = new URL(call.url, "http://x");
      const page = Number(u.searchParams.get("page") ?? 1);
      const per = Number(u.searchParams.get("per_page"));
      const next = page < 3 ? `</wp-json/wp/v2/media?per_page=100&lang=de&page=${page + 1}>; rel="next"` : "";
      return ok(items.slice((page - 1) * per, page * per), next ? { Link: next } : {});
    });
    const all = await client.apiFetch<{ id: number }[]>({ path: "wp/v2/media?per_page=-1" });
    expect(all).toHaveLength(250);
    expect(all.at(-1)).toEqual({ id: 250 });
    expect(calls.map((c) => new URL(c.url, "http://x").searchParams.get("per_page"))).toEqual([
      "100",
      "100",
      "100",
    ]);
    expect(calls).toHaveLength(3);
  });

  it("per_page -1 keeps the page language on the follow-up pages the server links to", async () => {
    const { client, calls } = fake((call) => {
      const page = Number(new URL(call.url, "http://x").searchParams.get("page") ?? 1);
      // WordPress's Link header carries neither our lang nor a relative URL.
      const next =
        page < 2 ? `<http://shop.example/wp-json/wp/v2/media?per_page=100&page=2>; rel="next"` : "";
      return ok([{ id: page }], next ? { Link: next } : {});
    });
    await client.apiFetch({ path: "wp/v2/media?per_page=-1" });
    expect(calls.map((c) => new URL(c.url, "http://x").searchParams.get("lang"))).toEqual(["de", "de"]);
    expect(calls[1]!.url).toBe("http://shop.example/wp-json/wp/v2/media?per_page=100&page=2&lang=de");
  });

  it("on rest_cookie_invalid_nonce fetches a fresh nonce and retries once", async () => {
    const { client, calls } = fake((call, n) => {
      if (call.url.includes("action=rest-nonce")) return new Response("n2");
      return n === 1 ? error(403, "rest_cookie_invalid_nonce") : ok({ id: 7 });
    });
    expect(await client.apiFetch({ path: "wp/v2/users/me" })).toEqual({ id: 7 });
    expect(calls.map((c) => c.url)).toEqual([
      "/wp-json/wp/v2/users/me?lang=de",
      "/wp-admin/admin-ajax.php?action=rest-nonce",
      "/wp-json/wp/v2/users/me?lang=de",
    ]);
    expect(calls[2]!.headers["X-WP-Nonce"]).toBe("n2");
    expect(client.nonce).toBe("n2");
  });

  it("retries only once: a second invalid nonce is the error", async () => {
    const { client, calls } = fake((call) =>
      call.url.includes("rest-nonce") ? new Response("n2") : error(403, "rest_cookie_invalid_nonce"),
    );
    await expect(client.apiFetch({ path: "wp/v2/users/me" })).rejects.toMatchObject({
      code: "rest_cookie_invalid_nonce",
    });
    expect(calls).toHaveLength(3);
  });

  it("maps failures to fetch_error, invalid_json and unknown_error with German messages", async () => {
    const offline = fake(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(offline.client.apiFetch({ path: "wp/v2/pages" })).rejects.toMatchObject({
      code: "fetch_error",
      message: "Sie sind vermutlich offline.",
    });
    const html = fake(() => new Response("<html>", { status: 200 }));
    await expect(html.client.apiFetch({ path: "wp/v2/pages" })).rejects.toMatchObject({
      code: "invalid_json",
      message: "Die Antwort ist keine gültige JSON-Antwort.",
    });
    const broken = fake(() => new Response("Fatal error", { status: 500 }));
    await expect(broken.client.apiFetch({ path: "wp/v2/pages" })).rejects.toMatchObject({
      code: "invalid_json",
    });
    const odd = fake(() => Response.json({ oops: true }, { status: 500 }));
    await expect(odd.client.apiFetch({ path: "wp/v2/pages" })).rejects.toMatchObject({
      code: "unknown_error",
      message: "Ein unbekannter Fehler ist aufgetreten.",
    });
    const known = fake(() => error(404, "rest_no_route"));
    const err = (await known.client.apiFetch({ path: "x" }).catch((e) => e)) as ApiFetchError;
    expect(err).toMatchObject({ code: "rest_no_route", data: { status: 404 } });
  });

  it("media upload: post-process is retried up to 5 times, then the item is deleted (post_process)", async () => {
    const { client, calls } = fake((call) => {
      if (call.url.startsWith("/wp-json/wp/v2/media?")) {
        return new Response(JSON.stringify({ code: "x", message: "x" }), {
          status: 500,
          headers: { "X-WP-Upload-Attachment-Id": "42" },
        });
      }
      if (call.url.includes("post-process")) return error(500, "rest_upload_image_subsizes_failed");
      return ok({ deleted: true });
    });
    await expect(client.uploadMedia(new FormData())).rejects.toMatchObject({
      code: "post_process",
      message: expect.stringMatching(/^Das Hochladen ist fehlgeschlagen/),
    });
    const paths = calls.map((c) =>
      `${c.method} ${c.headers["X-HTTP-Method-Override"] ?? ""} ${c.url}`.replace(/\s+/g, " "),
    );
    expect(paths).toEqual([
      "POST /wp-json/wp/v2/media?lang=de",
      ...Array(5).fill("POST /wp-json/wp/v2/media/42/post-process?lang=de"),
      "POST DELETE /wp-json/wp/v2/media/42?force=true&lang=de",
    ]);
    expect(calls[1]!.body).toBe('{"action":"create-image-subsizes"}');
  });

  it("media upload: a post-process that succeeds on the third try answers the item", async () => {
    let tries = 0;
    const { client, calls } = fake((call) => {
      if (call.url.startsWith("/wp-json/wp/v2/media?")) {
        return new Response("", { status: 502, headers: { "X-WP-Upload-Attachment-Id": "9" } });
      }
      tries++;
      return tries < 3 ? error(500, "x") : ok({ id: 9 });
    });
    expect(await client.uploadMedia(new FormData())).toEqual({ id: 9 });
    expect(calls).toHaveLength(4);
  });

  it("media upload: a refused file is the server's error, no retries", async () => {
    const { client, calls } = fake(() => error(400, "rest_upload_invalid_type"));
    await expect(client.uploadMedia(new FormData())).rejects.toMatchObject({
      code: "rest_upload_invalid_type",
    });
    expect(calls).toHaveLength(1);
  });
});

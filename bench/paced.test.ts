import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { pacedLoad } from "./paced.ts";

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A server that records when each request arrived (ms since `t0`) and answers after `delayMs(i)`. */
async function recordingServer(delayMs: (i: number) => number) {
  const arrivals: number[] = [];
  server = http.createServer((req, res) => {
    const i = arrivals.push(performance.now()) - 1;
    req.resume();
    setTimeout(() => res.end("ok"), delayMs(i));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

describe("pacedLoad", () => {
  it("sends rate × duration requests, none before its due time (no bursts at the second's start)", async () => {
    const { url, arrivals } = await recordingServer(() => 0);
    const start = performance.now();
    const result = await pacedLoad({
      url,
      rate: 100,
      durationS: 0.5,
      connections: 10,
      requests: [{ method: "GET", path: "/" }],
    });
    expect(result.requests).toBe(50);
    expect(arrivals).toHaveLength(50);
    // Request k is due 10 ms × k after the start; a late timer may only make it later.
    for (const [k, t] of arrivals.entries()) expect(t - start).toBeGreaterThanOrEqual(k * 10 - 1);
  });

  it("counts a request's wait for a busy connection in its latency (no coordinated omission)", async () => {
    // One connection; the first answer takes 300 ms, so the second request (due at 10 ms) waits.
    const { url } = await recordingServer((i) => (i === 0 ? 300 : 0));
    const result = await pacedLoad({
      url,
      rate: 100,
      durationS: 0.05,
      connections: 1,
      requests: [{ method: "GET", path: "/" }],
    });
    const sorted = [...result.latencies].sort((a, b) => a - b);
    expect(sorted).toHaveLength(5);
    // Every request waited behind the first: answered ≥ 300 ms after the start, due ≤ 40 ms in.
    expect(sorted[0]).toBeGreaterThanOrEqual(255);
  });

  it("counts answers outside 2xx and failed connections", async () => {
    const { url } = await recordingServer(() => 0);
    server!.removeAllListeners("request");
    server!.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
      req.resume();
      res.statusCode = req.url === "/missing" ? 404 : 200;
      res.end();
    });
    const result = await pacedLoad({
      url,
      rate: 200,
      durationS: 0.05,
      connections: 2,
      requests: [
        { method: "GET", path: "/" },
        { method: "GET", path: "/missing" },
      ],
    });
    expect(result).toMatchObject({ requests: 10, non2xx: 5, errors: 0 });
    const refused = await pacedLoad({
      url: "http://127.0.0.1:1",
      rate: 100,
      durationS: 0.03,
      connections: 1,
      requests: [{ method: "GET", path: "/" }],
    });
    expect(refused).toMatchObject({ requests: 0, errors: 3 });
  });
});

/**
 * An open-loop load generator at a fixed, evenly spaced request rate (what wrk2 or k6's
 * constant-arrival-rate do), for the bench's "p99 at N req/s" figures.
 *
 * Why not autocannon's `overallRate`: it gives each connection a per-second quota that the
 * connection spends back to back at the start of every second, with all connections' seconds
 * aligned. At 300 req/s over 30 connections that is a burst of 30 concurrent requests each
 * second until 300 are answered, then nothing — the latencies measured the queue inside the
 * burst (p50 20 ms for 1 ms of CPU), not the rate.
 *
 * Here request k is due at start + k / rate. It goes out on a free keep-alive connection (at most
 * `connections`), or waits for one; its latency is counted from when it was due, not when it was
 * sent, so a slow server is not hidden by the generator sending less (coordinated omission).
 */
import http from "node:http";
import type { Request as AutocannonRequest } from "autocannon";

export type PacedResult = {
  /** Latencies in ms, from each request's due time to its answer's last byte. */
  latencies: number[];
  requests: number;
  errors: number;
  non2xx: number;
  /** Answered requests per second over the run. */
  rps: number;
};

export async function pacedLoad(opts: {
  url: string;
  rate: number;
  durationS: number;
  connections: number;
  requests: AutocannonRequest[];
}): Promise<PacedResult> {
  const { hostname, port } = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const total = Math.round(opts.rate * opts.durationS);
  const intervalMs = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  const start = performance.now();

  const send = (k: number): Promise<void> => {
    const due = start + k * intervalMs;
    const spec = opts.requests[k % opts.requests.length]!;
    return new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: hostname,
          port,
          method: spec.method ?? "GET",
          path: spec.path ?? "/",
          headers: spec.headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            latencies.push(performance.now() - due);
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300) non2xx++;
            const onResponse = spec.onResponse as ((status: number, body: string) => void) | undefined;
            onResponse?.(status, Buffer.concat(chunks).toString("utf8"));
            resolve();
          });
          res.on("error", () => {
            errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(spec.body);
    });
  };

  const inFlight = new Set<Promise<void>>();
  await new Promise<void>((done) => {
    const tick = () => {
      // Send every request that is due by now (a late timer catches up, keeping the rate).
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        const p = send(sent++);
        inFlight.add(p);
        p.then(() => inFlight.delete(p));
      }
      if (sent >= total) return done();
      setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  return { latencies, requests: latencies.length, errors, non2xx, rps: latencies.length / elapsedS };
}

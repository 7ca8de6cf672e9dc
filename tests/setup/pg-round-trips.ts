/**
 * Counts database round trips on the wire: a TCP proxy in front of PostgreSQL that reads the
 * frontend protocol. Every round trip ends in a Query ('Q', simple protocol) or a Sync ('S',
 * extended protocol: pg sends one per query, named or not), so their count is the number of round
 * trips, whatever the client library does. Only connections whose startup message names
 * `application` are counted (the app's request pool, not its change-feed listener).
 */
import { connect, createServer, type Server, type Socket } from "node:net";

export type RoundTripCounter = {
  /** A database URL that goes through the proxy. */
  url: string;
  /** Round trips since the last reset. */
  count(): number;
  reset(): void;
  close(): Promise<void>;
};

export async function countRoundTrips(databaseUrl: string, application: string): Promise<RoundTripCounter> {
  const target = new URL(databaseUrl);
  let trips = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let buffered = Buffer.alloc(0);
    let started = false;
    let counted = false;
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          // Startup (or SSLRequest): int32 length, int32 code, then key/value pairs.
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          if (code !== 80877103) {
            const pairs = buffered.subarray(8, length).toString("utf8").split("\0");
            const i = pairs.indexOf("application_name");
            counted = i >= 0 && pairs[i + 1] === application;
            started = true;
          }
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) return;
        const type = String.fromCharCode(buffered[0]!);
        if (counted && (type === "Q" || type === "S")) trips++;
        buffered = buffered.subarray(1 + length);
      }
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  const port = await new Promise<number>((ok) => {
    server.listen(0, "127.0.0.1", () => {
      const addr = server.address();
      ok(typeof addr === "object" && addr ? addr.port : 0);
    });
  });
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  url.searchParams.delete("host");
  return {
    url: url.toString(),
    count: () => trips,
    reset: () => {
      trips = 0;
    },
    close: () =>
      new Promise((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

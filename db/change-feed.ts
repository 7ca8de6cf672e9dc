/**
 * One dedicated connection per process that LISTENs for the change notifications the triggers
 * send (`pg_notify`, migration 0015) and hands them to subscribers: the settings cache today, any
 * other per-process cache tomorrow. After a lost connection it reconnects with backoff; while it
 * is not listening `listening` is false (caches then read through), and every subscriber is
 * called when listening stops and when it starts again, since changes in between went unheard.
 * A periodic ping finds a connection that died without a word (no FIN from a vanished server).
 */
import pg from "pg";

export type ChangeFeed = {
  readonly listening: boolean;
  subscribe(channel: string, onChange: () => void): () => void;
  /** Resolves once listening (tests, boot); rejects after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type ChangeFeedOptions = {
  connectionString: string;
  channels: readonly string[];
  /** Reconnect delays: doubled from min up to max. */
  retryMinMs?: number;
  retryMaxMs?: number;
  pingEveryMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
};

export function startChangeFeed(opts: ChangeFeedOptions): ChangeFeed {
  const retryMinMs = opts.retryMinMs ?? 100;
  const retryMaxMs = opts.retryMaxMs ?? 2_000;
  const pingEveryMs = opts.pingEveryMs ?? 5_000;
  const subscribers = new Map<string, Set<() => void>>(opts.channels.map((c) => [c, new Set()]));
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = retryMinMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let waiters: (() => void)[] = [];

  const call = (fns: Iterable<() => void>) => {
    for (const fn of fns) {
      try {
        fn();
      } catch (err) {
        opts.log?.("change feed subscriber failed", { error: String(err) });
      }
    }
  };
  const callAll = () => call([...subscribers.values()].flatMap((set) => [...set]));

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({
      connectionString: opts.connectionString,
      application_name: "laden-listen",
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = c;
    c.on("notification", (msg) => call(subscribers.get(msg.channel) ?? []));
    c.on("error", (err) => lost(c, err));
    c.on("end", () => lost(c));
    try {
      await c.connect();
      await c.query(opts.channels.map((ch) => `LISTEN ${c.escapeIdentifier(ch)}`).join("; "));
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c) return;
    listening = true;
    retryMs = retryMinMs;
    callAll();
    for (const w of waiters) w();
    waiters = [];
    void ping(c);
  }

  /** Every pingEveryMs a trivial query; no answer within the same time counts as a lost connection. */
  async function ping(c: pg.Client): Promise<void> {
    while (client === c) {
      await new Promise((r) => setTimeout(r, pingEveryMs).unref());
      if (client !== c) return;
      const timeout = new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error("ping timed out")), pingEveryMs).unref(),
      );
      try {
        await Promise.race([c.query("select 1"), timeout]);
      } catch (err) {
        lost(c, err);
      }
    }
  }

  function lost(c: pg.Client, err?: unknown): void {
    if (client !== c) return;
    client = undefined;
    const wasListening = listening;
    listening = false;
    if (wasListening) callAll();
    c.end().catch(() => {});
    if (closed) return;
    opts.log?.("change feed lost its connection; reconnecting", {
      error: err ? String(err) : "ended",
      retryMs,
    });
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, retryMaxMs);
  }

  void connect();

  return {
    get listening() {
      return listening;
    },
    subscribe(channel, onChange) {
      const set = subscribers.get(channel);
      if (!set) throw new Error(`change feed: not listening on "${channel}"; add it to the feed's channels`);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    ready(timeoutMs = 10_000) {
      if (listening) return Promise.resolve();
      return new Promise((ok, fail) => {
        const t = setTimeout(() => fail(new Error("change feed: not listening")), timeoutMs);
        t.unref();
        waiters.push(() => {
          clearTimeout(t);
          ok();
        });
      });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      listening = false;
      callAll();
      await c?.end().catch(() => {});
    },
  };
}

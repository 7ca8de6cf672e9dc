/**
 * The build check that the back office stays out of the storefront (BRIEF "Back office": admin
 * code is never in a storefront route's JavaScript). The client build writes which source
 * modules each chunk holds (vite.config.ts, `chunkModules`); every chunk a storefront route can
 * reach (its module, its parents', the entry, and their static and dynamic imports) must hold no
 * module of the back office's routes, components or messages.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";

/** Per chunk (file name under build/client/): its source modules and the chunks it imports. */
export type ChunkModules = Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }>;

type RouteEntry = { module: string; imports?: string[]; parentId?: string };
export type RouteManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, RouteEntry>;
};

/** Back-office code: its routes, components and message catalogues. */
const ADMIN_MODULE = /\/app\/(routes|components)\/admin\/|\/modules\/i18n\/messages-admin/;

export function isBackOfficeRoute(id: string, routes: Record<string, RouteEntry>): boolean {
  for (let r: string | undefined = id; r; r = routes[r]?.parentId) {
    if (r === "admin" || r.startsWith("admin-")) return true;
  }
  return false;
}

/** "/assets/x.js" (React Router's manifest) → "assets/x.js" (Vite's bundle). */
const file = (url: string) => url.replace(/^\//, "");

/** Every storefront route that reaches back-office code, with the modules and the chunk. */
export function adminCodeInStorefront(
  manifest: RouteManifest,
  chunks: ChunkModules,
): { route: string; chunk: string; modules: string[] }[] {
  const found: { route: string; chunk: string; modules: string[] }[] = [];
  for (const id of Object.keys(manifest.routes)) {
    if (isBackOfficeRoute(id, manifest.routes)) continue;
    const start = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
    for (
      let r: RouteEntry | undefined = manifest.routes[id];
      r;
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    ) {
      start.push(r.module, ...(r.imports ?? []));
    }
    const seen = new Set<string>();
    const queue = start.map(file);
    while (queue.length > 0) {
      const chunk = queue.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      const info = chunks[chunk];
      if (!info) continue;
      const admin = info.modules.filter((m) => ADMIN_MODULE.test(m));
      if (admin.length > 0) found.push({ route: id, chunk, modules: admin });
      queue.push(...info.imports, ...info.dynamicImports);
    }
  }
  return found;
}

/**
 * Server-only code: the database driver and query builder, the job runner, mail transport,
 * password hashing, the schema's tables, the host. A route's component that imports a value from a
 * module with queries drags these into the browser (a back-office list once shipped drizzle-orm).
 */
const SERVER_MODULE =
  /\/node_modules\/(drizzle-orm|pg|pg-pool|graphile-worker|nodemailer|@node-rs\/argon2|argon2)\/|\/db\/(client|schema\/)|\/server\//;

/** Every client chunk that holds server-only modules, with those modules. */
export function serverCodeInClient(chunks: ChunkModules): { chunk: string; modules: string[] }[] {
  return Object.entries(chunks).flatMap(([chunk, info]) => {
    const modules = info.modules.filter((m) => SERVER_MODULE.test(m));
    return modules.length > 0 ? [{ chunk, modules }] : [];
  });
}

/** The client build's chunk map; undefined when the build lacks it. */
export function readChunkModules(root: string): ChunkModules | undefined {
  try {
    return JSON.parse(readFileSync(join(root, "build/client", CHUNK_MODULES_FILE), "utf8"));
  } catch {
    return undefined;
  }
}

/** Reads the built manifests; undefined when the build lacks the chunk map. */
export async function checkBuild(
  root: string,
): Promise<ReturnType<typeof adminCodeInStorefront> | undefined> {
  let chunks: ChunkModules;
  try {
    chunks = JSON.parse(readFileSync(join(root, "build/client", CHUNK_MODULES_FILE), "utf8"));
  } catch {
    return undefined;
  }
  const build = (await import(pathToFileURL(join(root, "build/server/index.js")).href)) as {
    assets: RouteManifest;
  };
  return adminCodeInStorefront(build.assets, chunks);
}

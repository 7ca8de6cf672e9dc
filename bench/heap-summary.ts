/**
 * Summarises V8 heap snapshots (`.heapsnapshot`, e.g. from `npm run bench -- --heap`): the self
 * size and count of objects per constructor (strings, arrays, closures and code per kind), and with
 * two snapshots what grew from the first to the second — the question "what holds the memory after
 * the load". Self sizes, not retained sizes: a big Map shows as its backing arrays.
 *   node bench/heap-summary.ts IDLE.heapsnapshot [AFTER.heapsnapshot] [top=25]
 */
import { readFileSync } from "node:fs";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};
type Row = { bytes: number; count: number };

const argv = process.argv.slice(2);
const files = argv.filter((a) => a.endsWith(".heapsnapshot"));
const top = Number(argv.find((a) => /^\d+$/.test(a)) ?? 25);
if (files.length === 0) {
  process.stderr.write("usage: node bench/heap-summary.ts IDLE.heapsnapshot [AFTER.heapsnapshot] [top]\n");
  process.exit(2);
}

/** Self size and count per "type:name" (objects by constructor; strings, code and arrays by type). */
function summarise(file: string): Map<string, Row> {
  const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const out = new Map<string, Row>();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt]!]!;
    // Object and closure names are meaningful; a string's "name" is its text.
    const key =
      type === "object" || type === "closure" || type === "native"
        ? `${type}:${snap.strings[snap.nodes[i + nameAt]!]}`
        : type;
    const row = out.get(key) ?? { bytes: 0, count: 0 };
    row.bytes += snap.nodes[i + sizeAt]!;
    row.count += 1;
    out.set(key, row);
  }
  return out;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).padStart(8);
const total = (m: Map<string, Row>) => [...m.values()].reduce((s, r) => s + r.bytes, 0);
const [first, second] = files.map(summarise) as [Map<string, Row>, Map<string, Row> | undefined];

if (!second) {
  process.stdout.write(`${files[0]}: ${mb(total(first)).trim()} MB in all\n`);
  for (const [key, row] of [...first].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top))
    process.stdout.write(`${mb(row.bytes)} MB ${String(row.count).padStart(9)}  ${key}\n`);
} else {
  process.stdout.write(
    `${mb(total(first)).trim()} MB → ${mb(total(second)).trim()} MB; what grew (MB, count):\n`,
  );
  const grown = [...second]
    .map(([key, row]) => {
      const before = first.get(key) ?? { bytes: 0, count: 0 };
      return { key, bytes: row.bytes - before.bytes, count: row.count - before.count, now: row.bytes };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
  for (const g of grown)
    process.stdout.write(
      `${mb(g.bytes)} MB ${String(g.count).padStart(9)}  ${g.key} (now ${mb(g.now).trim()} MB)\n`,
    );
}

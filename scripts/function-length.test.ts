/**
 * No source function over 150 lines (issue 17), counted as a reader sees it: from the line of its
 * first token to the line of its last, blank lines and comments included. Biome's own rule
 * (noExcessiveLinesPerFunction, in biome.json) counts statements and misses long JSX returns, so
 * the tree is measured here too. Tests are exempt (a describe block is a list, not logic).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

const ROOT = new URL("..", import.meta.url).pathname;
const MAX_LINES = 150;
const SOURCE = /^(app|modules|server|importers|cli|db|scripts|bench)\/.*\.tsx?$/;

type Node = {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  [key: string]: unknown;
};

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Every function in a file with its length in lines, longest first. */
function functionLengths(text: string): { name: string; line: number; lines: number }[] {
  const ast = parse(text, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: { name: string; line: number; lines: number }[] = [];
  const walk = (node: Node, name: string | undefined) => {
    if (/Function|ArrowFunctionExpression|ObjectMethod|ClassMethod/.test(node.type) && node.loc) {
      const id =
        (node.id as { name?: string } | undefined)?.name ?? (node.key as { name?: string } | undefined)?.name;
      found.push({
        name: id ?? name ?? "(anonymous)",
        line: node.loc.start.line,
        lines: node.loc.end.line - node.loc.start.line + 1,
      });
    }
    const declared = node.type === "VariableDeclarator" ? (node.id as { name?: string }).name : undefined;
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key.endsWith("Comments")) continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, declared);
    }
  };
  walk(ast.program as unknown as Node, undefined);
  return found.sort((a, b) => b.lines - a.lines);
}

describe("function length", () => {
  it("counts a function from its first line to its last", () => {
    const body = Array.from({ length: 160 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    expect(functionLengths(`export function long() {\n${body}\n}\n`)[0]).toEqual({
      name: "long",
      line: 1,
      lines: 162,
    });
  });

  it(`no source function is longer than ${MAX_LINES} lines`, () => {
    const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => SOURCE.test(f) && !/\.test\.tsx?$/.test(f));
    const long = files.flatMap((file) =>
      functionLengths(readFileSync(join(ROOT, file), "utf8"))
        .filter((f) => f.lines > MAX_LINES)
        .map((f) => `${file}:${f.line} ${f.name} (${f.lines} lines)`),
    );
    expect(long).toEqual([]);
    // Parses every source file: 3 s on a quiet machine, 9 s seen on a loaded one.
  }, 60_000);
});

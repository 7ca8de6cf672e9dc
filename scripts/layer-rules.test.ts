/**
 * The layer rules in biome.json (issue 17): deliberate violations in a throwaway folder under
 * modules/ must fail `biome lint`, each with its rule; an allowed import must not.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("..", import.meta.url).pathname;
const BIOME = join(ROOT, "node_modules/@biomejs/biome/bin/biome");

function lint(files: Record<string, string>): string {
  const written = Object.keys(files).map((f) => join(ROOT, f));
  const dirs = new Set(written.map((f) => f.slice(0, f.lastIndexOf("/"))));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(ROOT, file, ".."), { recursive: true });
      writeFileSync(join(ROOT, file), text);
    }
    const run = spawnSync(process.execPath, [BIOME, "lint", "--max-diagnostics=50", ...written], {
      cwd: ROOT,
      encoding: "utf8",
    });
    return `exit ${run.status}\n${run.stdout}${run.stderr}`;
  } finally {
    for (const f of written) rmSync(f, { force: true });
    for (const d of dirs) if (d.includes("zz-layer-probe")) rmSync(d, { recursive: true, force: true });
  }
}

// Each case runs Biome, which scans the project for the cycle rule: seconds on a loaded machine.
describe("layer rules (npm run lint)", { timeout: 120_000 }, () => {
  it("modules/ importing the app fails, and so does an import cycle inside modules/", () => {
    const out = lint({
      "modules/zz-layer-probe/a.ts": `import { paths } from "../../app/components/account/paths.ts";\nimport { b } from "./b.ts";\nexport const a = () => [b, paths];\n`,
      "modules/zz-layer-probe/b.ts": `import { a } from "./a.ts";\nexport const b = () => a;\n`,
    });
    expect(out).toMatch(/^exit [1-9]/);
    expect(out).toMatch(/zz-layer-probe\/a\.ts:1:\d+ lint\/style\/noRestrictedImports/);
    expect(out).toMatch(/zz-layer-probe\/a\.ts:2:\d+ lint\/suspicious\/noImportCycles/);
  });

  it("the form engine may use modules/validation, not the rest of its area", () => {
    const out = lint({
      "modules/forms/engine/zz-layer-probe.ts": `import { isEmail } from "../../validation/index.ts";\nimport { upsertForm } from "../store.ts";\nexport const z = [upsertForm, isEmail];\n`,
    });
    expect(out).toMatch(/^exit [1-9]/);
    expect(out).toMatch(/zz-layer-probe\.ts:2:\d+ lint\/style\/noRestrictedImports/);
    expect(out).not.toMatch(/zz-layer-probe\.ts:1:\d+ lint\/style\/noRestrictedImports/);
  });

  it("the app may name the host's service type, never take a value from server/", () => {
    const out = lint({
      "app/zz-layer-probe/page.server.ts": `import type { AppServices } from "../../server/services.ts";\nimport { errorFields } from "../../server/log.ts";\nexport const p = (s: AppServices) => [s, errorFields];\n`,
    });
    expect(out).toMatch(/^exit [1-9]/);
    expect(out).toMatch(/page\.server\.ts:2:\d+ lint\/style\/noRestrictedImports/);
    expect(out).not.toMatch(/page\.server\.ts:1:\d+ lint\/style\/noRestrictedImports/);
  });

  it("wire and REST handlers run no query of their own", () => {
    const out = lint({
      "server/wire/zz-layer-probe/handler.ts": `import { eq } from "drizzle-orm";\nimport { products } from "../../../db/schema/index.ts";\nimport { translate } from "../../../modules/i18n/index.ts";\nexport const h = [eq, products, translate];\n`,
    });
    expect(out).toMatch(/^exit [1-9]/);
    expect(out).toMatch(/handler\.ts:1:\d+ lint\/style\/noRestrictedImports/);
    expect(out).toMatch(/handler\.ts:2:\d+ lint\/style\/noRestrictedImports/);
    expect(out).not.toMatch(/handler\.ts:3:\d+ lint\/style\/noRestrictedImports/);
  });

  it("a source function over 150 lines fails; a test's long describe block does not", () => {
    // 152 statements that use one variable, so the only diagnostic is the function's length.
    const long = (name: string) =>
      `export function ${name}(): number {\n  let total = 0;\n${Array.from({ length: 152 }, (_, i) => `  total += ${i};`).join("\n")}\n  return total;\n}\n`;
    const out = lint({
      "modules/zz-layer-probe/long.ts": long("tooLong"),
      "modules/zz-layer-probe/long.test.ts": long("longTest"),
    });
    expect(out).toMatch(/^exit [1-9]/);
    expect(out).toMatch(/zz-layer-probe\/long\.ts:1:\d+ lint\/complexity\/noExcessiveLinesPerFunction/);
    expect(out).not.toMatch(/long\.test\.ts:\d+:\d+ lint\/complexity\/noExcessiveLinesPerFunction/);
  });
});

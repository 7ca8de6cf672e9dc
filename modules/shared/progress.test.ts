import { describe, expect, it } from "vitest";
import { createProgress, silentProgress } from "./progress.ts";

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, out: { isTTY, columns: 100, write: (c: string) => chunks.push(c) } };
}

describe("progress", () => {
  it("prints plain lines at every tenth (and not more) when not on a terminal", () => {
    const { chunks, out } = sink(false);
    const progress = createProgress({ out });
    progress.note("Datei gelesen: 25 Zeilen");
    const step = progress.step("Bilder", 25);
    for (let i = 0; i < 25; i++) step.tick();
    step.done();
    expect(chunks[0]).toBe("Datei gelesen: 25 Zeilen\n");
    expect(chunks.slice(1)).toEqual([
      "Bilder: 0/25\n",
      "Bilder: 3/25\n",
      "Bilder: 5/25\n",
      "Bilder: 8/25\n",
      "Bilder: 10/25\n",
      "Bilder: 13/25\n",
      "Bilder: 15/25\n",
      "Bilder: 18/25\n",
      "Bilder: 20/25\n",
      "Bilder: 23/25\n",
      "Bilder: 25/25\n",
    ]);
    expect(chunks.every((c) => !c.includes("\r"))).toBe(true);
  });

  it("prints where a step stopped early, and nothing for an empty step", () => {
    const { chunks, out } = sink(false);
    const progress = createProgress({ out });
    const step = progress.step("Produkte", 4);
    step.tick();
    step.done();
    step.done();
    progress.step("Leer", 0).done();
    expect(chunks).toEqual(["Produkte: 0/4\n", "Produkte: 1/4\n"]);
  });

  it("draws one bar line, redrawn in place and throttled, on a terminal", () => {
    const { chunks, out } = sink(true);
    let t = 0;
    const step = createProgress({ out, now: () => t }).step("Bilder", 4);
    step.tick(); // throttled: same instant as the first draw
    t = 1000;
    step.tick();
    step.tick(2); // the last one always draws
    step.done();
    const draws = chunks.filter((c) => c.startsWith("\r"));
    expect(draws).toHaveLength(4);
    expect(draws[1]).toContain(" 50 % 2/4");
    expect(draws[3]).toContain("100 % 4/4");
    expect(chunks.at(-1)).toBe("\n");
  });

  it("has a silent variant", () => {
    const step = silentProgress.step("x", 3);
    step.tick();
    step.done();
    silentProgress.note("nichts");
  });
});

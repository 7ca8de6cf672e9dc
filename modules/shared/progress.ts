/**
 * Progress for long CLI work (imports, reindex, data generation): a bar on a terminal, plain
 * lines otherwise. Writes to stderr by default, so `--json` output on stdout stays clean.
 *
 *   const progress = createProgress();
 *   const step = progress.step("Bilder", urls.length);
 *   for (const url of urls) { …; step.tick(); }
 *   step.done();
 */

export type ProgressStep = {
  /** One (or `n`) more item done. */
  tick(n?: number): void;
  /** The step is finished (prints the final state once). */
  done(): void;
};

export type Progress = {
  /** Starts a step of `total` items, labelled in German ("Bilder", "Produkte"). */
  step(label: string, total: number): ProgressStep;
  /** A message between steps (e.g. "Datei gelesen: 25 Zeilen"). */
  note(message: string): void;
};

type Out = { write(chunk: string): unknown; isTTY?: boolean; columns?: number };

export type ProgressOptions = {
  out?: Out;
  /** Force the bar (true) or plain lines (false); default: whether `out` is a terminal. */
  tty?: boolean;
  /** Milliseconds between redraws of the bar. */
  redrawMs?: number;
  now?: () => number;
};

const BAR_WIDTH = 24;

/** A progress reporter that prints nothing (tests, library use). */
export const silentProgress: Progress = {
  step: () => ({ tick() {}, done() {} }),
  note() {},
};

export function createProgress(opts: ProgressOptions = {}): Progress {
  const out: Out = opts.out ?? process.stderr;
  const tty = opts.tty ?? Boolean(out.isTTY);
  const redrawMs = opts.redrawMs ?? 80;
  const now = opts.now ?? Date.now;

  return {
    note(message) {
      out.write(`${message}\n`);
    },
    step(label, total) {
      let count = 0;
      let finished = false;
      let lastDraw = -Infinity;
      /** Plain lines: at 0 %, every 10 %, and at the end, never the same one twice. */
      let lastTenth = -1;
      let lastPrinted = -1;

      const bar = () => {
        const ratio = total > 0 ? Math.min(count / total, 1) : 1;
        const filled = Math.round(ratio * BAR_WIDTH);
        const percent = String(Math.round(ratio * 100)).padStart(3);
        const line = `${label} [${"█".repeat(filled)}${"░".repeat(BAR_WIDTH - filled)}] ${percent} % ${count}/${total}`;
        const width = out.columns ?? 80;
        out.write(`\r${line.slice(0, Math.max(width - 1, 20))}\u001b[K`);
      };
      const plain = () => {
        const tenth = total > 0 ? Math.floor((Math.min(count, total) / total) * 10) : 10;
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        lastPrinted = count;
        out.write(`${label}: ${count}/${total}\n`);
      };
      const draw = (force: boolean) => {
        if (tty) {
          const t = now();
          if (!force && t - lastDraw < redrawMs) return;
          lastDraw = t;
          bar();
        } else {
          plain();
        }
      };

      if (total > 0) draw(true);
      return {
        tick(n = 1) {
          if (finished) return;
          count += n;
          draw(count >= total);
        },
        done() {
          if (finished) return;
          finished = true;
          if (total === 0) return;
          if (tty) {
            bar();
            out.write("\n");
          } else if (lastPrinted !== count) {
            lastTenth = -1; // print where it stopped
            plain();
          }
        },
      };
    },
  };
}

import { reindexAll } from "#modules/search/store.ts";
import { createProgress } from "#modules/shared/progress.ts";
import type { CliContext } from "../context.ts";

/** `laden reindex`: rebuilds the search index (products in batches with progress, then the rest). */
export async function reindexCommand(ctx: CliContext): Promise<void> {
  const { db } = await ctx.database();
  const started = performance.now();
  const progress = createProgress();
  let step: ReturnType<typeof progress.step> | undefined;
  let last = 0;
  const documents = await reindexAll(db, (done, total) => {
    step ??= progress.step("Produkte", total);
    step.tick(done - last);
    last = done;
  });
  step?.done();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  ctx.say(`Suchindex neu aufgebaut: ${documents} Einträge in ${seconds.toLocaleString("de-DE")} s.`);
  ctx.result({ documents, seconds });
}

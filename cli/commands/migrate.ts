import type { CliContext } from "../context.ts";

export async function migrateCommand(ctx: CliContext): Promise<void> {
  await ctx.database(); // opening migrates
  ctx.say("Datenbank ist auf dem neuesten Stand.");
  ctx.result({ migrated: true });
}

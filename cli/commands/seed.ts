import { seedDemo } from "#db/seed/demo.ts";
import { DEMO_OWNER } from "#modules/owner-auth/first-owner.ts";
import { type CliContext, CliError } from "../context.ts";

export async function seedCommand(ctx: CliContext, args: string[]): Promise<void> {
  if (args[0] !== "demo") throw new CliError("Verwendung: laden seed demo", 64);
  const { db } = await ctx.database();
  const { created } = await seedDemo(db, { mediaDir: ctx.mediaDir, log: (line) => ctx.say(line) });
  const total = Object.values(created).reduce((a, b) => a + b, 0);
  ctx.say(
    total === 0
      ? "Demo-Inhalte sind bereits vollständig vorhanden; nichts geändert."
      : `Demo-Inhalte angelegt: ${Object.entries(created)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}`,
  );
  if ((created.owners ?? 0) > 0)
    ctx.say(`Demo-Inhaber für /admin/: ${DEMO_OWNER.email} / Passwort: ${DEMO_OWNER.password}`);
  ctx.result({ created });
}

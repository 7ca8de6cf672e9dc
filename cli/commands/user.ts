import { z } from "zod";
import { createUser, ROLES, UserExistsError } from "../../modules/users/index.ts";
import { type CliContext, CliError, readSecret } from "../context.ts";

export async function userCommand(
  ctx: CliContext,
  args: string[],
  flags: Record<string, string | undefined>,
): Promise<void> {
  if (args[0] !== "create")
    throw new CliError(`Verwendung: laden user create --email E --role (${ROLES.join("|")})`, 64);
  if (!flags.email || !flags.role) throw new CliError("--email und --role sind nötig.", 64);
  const password = await readSecret("Passwort: ");
  const { db } = await ctx.database();
  try {
    const user = await createUser(db, { email: flags.email, role: flags.role as never, password });
    ctx.say(`Konto ${user.email} (${user.role}) angelegt, ID ${user.id}.`);
    ctx.result({ id: user.id, email: user.email, role: user.role });
  } catch (err) {
    if (err instanceof z.ZodError)
      throw new CliError(err.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"), 65);
    if (err instanceof UserExistsError) throw new CliError(err.message, 65);
    throw err;
  }
}

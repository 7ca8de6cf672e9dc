import { z } from "zod";
import { CLI_ACTOR } from "#modules/audit/log.ts";
import { resetTotp } from "#modules/owner-auth/totp.ts";
import { createAppPassword } from "#modules/users/app-passwords.ts";
import { createUser, findUserByEmail, ROLES, UserExistsError } from "#modules/users/index.ts";
import { type CliContext, CliError, readSecret } from "../context.ts";

export async function userCommand(
  ctx: CliContext,
  args: string[],
  flags: Record<string, string | undefined>,
): Promise<void> {
  if (args[0] === "app-password") return appPasswordCommand(ctx, args.slice(1), flags);
  if (args[0] === "reset-2fa") return resetTwoFactorCommand(ctx, args.slice(1), flags);
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

/** `laden user app-password EMAIL [--name NAME]`: a new application password, shown once. */
async function appPasswordCommand(
  ctx: CliContext,
  args: string[],
  flags: Record<string, string | undefined>,
): Promise<void> {
  const email = args[0] ?? flags.email;
  if (!email) throw new CliError("Verwendung: laden user app-password EMAIL [--name NAME]", 64);
  const { db } = await ctx.database();
  const user = await findUserByEmail(db, email);
  if (!user) throw new CliError(`Kein Konto mit der E-Mail-Adresse ${email}.`, 65);
  const name = flags.name ?? "CLI";
  const password = await createAppPassword(db, user.id, name);
  ctx.say(`Anwendungspasswort „${name}“ für ${user.email} (nur jetzt sichtbar):\n${password}`);
  ctx.say("Verwendung: HTTP Basic mit E-Mail-Adresse und diesem Passwort, z. B.");
  ctx.say(`curl -u '${user.email}:${password}' http://localhost:3000/wp-json/laden/v1/settings`);
  ctx.result({ user: user.id, email: user.email, name, password });
}

/** `laden user reset-2fa EMAIL`: two-factor off for an owner who lost phone and recovery codes. */
async function resetTwoFactorCommand(
  ctx: CliContext,
  args: string[],
  flags: Record<string, string | undefined>,
): Promise<void> {
  const email = args[0] ?? flags.email;
  if (!email) throw new CliError("Verwendung: laden user reset-2fa EMAIL", 64);
  const { db } = await ctx.database();
  const user = await findUserByEmail(db, email);
  if (!user) throw new CliError(`Kein Konto mit der E-Mail-Adresse ${email}.`, 65);
  const reset = await resetTotp(db, user.id, CLI_ACTOR);
  ctx.say(
    reset
      ? `Zwei-Faktor-Anmeldung für ${user.email} ausgeschaltet; im Profil neu einrichten.`
      : `${user.email} hatte keine Zwei-Faktor-Anmeldung; nichts geändert.`,
  );
  ctx.result({ user: user.id, email: user.email, reset });
}

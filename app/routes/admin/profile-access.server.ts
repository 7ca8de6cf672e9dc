/**
 * The profile's access part (issue 27): sign out one of the owner's other devices or all of them,
 * create an application password (shown once) or revoke one of the owner's own. Each write is a
 * module function, audited there.
 */
import { data } from "react-router";
import { translate } from "#modules/i18n/index.ts";
import { endOwnerSessions } from "#modules/owner-auth/sessions.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { appPasswordNameSchema, issueAppPassword, revokeAppPassword } from "#modules/users/app-passwords.ts";
import "#modules/i18n/messages-admin-users.ts";
import type { AdminRequest } from "./admin.server.ts";

export type AccessIntent =
  | "session-end"
  | "sessions-end-others"
  | "app-password-create"
  | "app-password-revoke";

export type AccessAnswer = {
  intent: AccessIntent;
  /** Which section shows the answer. */
  access: "sessions" | "app-passwords";
  ok: boolean;
  message?: string;
  error?: string;
  name?: string;
  /** A new application password, shown this once. */
  password?: string;
};

function answer(body: AccessAnswer, status = 200) {
  return data(body, { status, headers: NO_STORE });
}

export async function accessAction(admin: AdminRequest, intent: AccessIntent, body: FormData) {
  const { db } = admin.services;
  const { owner, actor, lang, sessionId } = admin;
  switch (intent) {
    case "session-end":
    case "sessions-end-others": {
      const id = intent === "session-end" ? String(body.get("id") ?? "") : undefined;
      if (id !== undefined && !/^[0-9a-f]{64}$/.test(id))
        throw data(null, { status: 400, headers: NO_STORE });
      const count = await endOwnerSessions(db, owner.id, sessionId, actor, id);
      if (id !== undefined && count === 0)
        return answer(
          { intent, access: "sessions", ok: false, error: translate(lang, "adminUsers.error.notFound") },
          404,
        );
      return answer({
        intent,
        access: "sessions",
        ok: true,
        message: translate(lang, "adminUsers.sessions.ended", { count }),
      });
    }
    case "app-password-create": {
      const name = String(body.get("name") ?? "");
      const parsed = appPasswordNameSchema.safeParse(name);
      if (!parsed.success)
        return answer(
          { intent, access: "app-passwords", ok: false, name, error: parsed.error.issues[0]!.message },
          400,
        );
      const password = await issueAppPassword(db, owner.id, parsed.data, actor);
      return answer({ intent, access: "app-passwords", ok: true, name: parsed.data, password });
    }
    case "app-password-revoke": {
      const id = String(body.get("id") ?? "");
      const name = /^\d{1,9}$/.test(id)
        ? await revokeAppPassword(db, Number(id), actor, owner.id)
        : undefined;
      if (name === undefined)
        return answer(
          { intent, access: "app-passwords", ok: false, error: translate(lang, "adminUsers.error.notFound") },
          404,
        );
      return answer({
        intent,
        access: "app-passwords",
        ok: true,
        message: translate(lang, "adminUsers.appPasswords.revoked", { name }),
      });
    }
  }
}

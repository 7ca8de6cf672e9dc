/**
 * The users screen's action (issue 27 item 4): one intent per form, each parsed here, done by a
 * module function (audited there) and answered with a German notice. Administrators only; a shop
 * manager gets 403 (requireAdministrator) before anything is read.
 */
import { data } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { type MessageKey, translate } from "#modules/i18n/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { revokeAppPassword } from "#modules/users/app-passwords.ts";
import {
  AccountExistsError,
  invitationSchema,
  inviteOwner,
  withdrawInvitation,
} from "#modules/users/invitations.ts";
import {
  changeOwnerRole,
  listOwners,
  type OwnerChangeOutcome,
  ownerRoleSchema,
  setOwnerActive,
} from "#modules/users/owners.ts";
import "#modules/i18n/messages-admin-users.ts";
import type { AdminRequest } from "../admin.server.ts";

export type UsersIntent = "invite" | "withdraw" | "role" | "deactivate" | "activate" | "revoke";

export type UsersAnswer = {
  intent: UsersIntent;
  ok: boolean;
  /** The notice (German or English, the owner's language). */
  message: string;
  errors?: Partial<Record<"email" | "displayName" | "role", string>>;
  values?: Record<string, string>;
};

function answer(body: UsersAnswer, status = 200) {
  return data(body, { status, headers: NO_STORE });
}

const OUTCOME_STATUS: Record<OwnerChangeOutcome, number> = {
  ok: 200,
  unchanged: 200,
  "not-found": 404,
  "last-admin": 409,
  self: 409,
};

const OUTCOME_TEXT: Record<Exclude<OwnerChangeOutcome, "ok">, MessageKey> = {
  unchanged: "adminUsers.unchanged",
  "not-found": "adminUsers.error.notFound",
  "last-admin": "adminUsers.error.lastAdmin",
  self: "adminUsers.error.self",
};

function positiveId(value: FormDataEntryValue | null): number | undefined {
  const text = String(value ?? "");
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

async function invite(admin: AdminRequest, body: FormData) {
  const values = {
    email: String(body.get("email") ?? "").trim(),
    displayName: String(body.get("displayName") ?? ""),
    role: String(body.get("role") ?? ""),
  };
  const { lang } = admin;
  const parsed = invitationSchema.safeParse(values);
  if (!parsed.success) {
    const errors: UsersAnswer["errors"] = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as "email"] ??= issue.message;
    return answer(
      { intent: "invite", ok: false, message: translate(lang, "admin.settings.invalid"), errors, values },
      400,
    );
  }
  try {
    await inviteOwner(
      admin.services.db,
      admin.services.config,
      { ...parsed.data, acceptPath: adminPaths.invitation, lang },
      admin.actor,
    );
  } catch (err) {
    if (!(err instanceof AccountExistsError)) throw err;
    const message = translate(lang, "adminUsers.invite.exists");
    return answer({ intent: "invite", ok: false, message, errors: { email: message }, values }, 409);
  }
  return answer({
    intent: "invite",
    ok: true,
    message: translate(lang, "adminUsers.invite.sent", { email: parsed.data.email }),
  });
}

async function ownerChange(admin: AdminRequest, intent: "role" | "deactivate" | "activate", body: FormData) {
  const { db } = admin.services;
  const id = positiveId(body.get("userId"));
  const role = ownerRoleSchema.safeParse(body.get("role"));
  if (id === undefined || (intent === "role" && !role.success))
    return answer({ intent, ok: false, message: translate(admin.lang, "admin.settings.invalid") }, 400);
  const outcome =
    intent === "role"
      ? await changeOwnerRole(db, id, role.data!, admin.actor)
      : await setOwnerActive(db, id, intent === "activate", admin.actor);
  if (outcome !== "ok")
    return answer(
      { intent, ok: outcome === "unchanged", message: translate(admin.lang, OUTCOME_TEXT[outcome]) },
      OUTCOME_STATUS[outcome],
    );
  const email = (await listOwners(db)).find((o) => o.id === id)?.email ?? "";
  const done =
    intent === "role"
      ? "adminUsers.saved.role"
      : intent === "activate"
        ? "adminUsers.saved.activated"
        : "adminUsers.saved.deactivated";
  return answer({ intent, ok: true, message: translate(admin.lang, done, { email }) });
}

export async function usersAction(admin: AdminRequest, body: FormData) {
  const intent = String(body.get("intent") ?? "") as UsersIntent;
  const { db } = admin.services;
  const id = positiveId(body.get("id"));
  switch (intent) {
    case "invite":
      return invite(admin, body);
    case "role":
    case "deactivate":
    case "activate":
      return ownerChange(admin, intent, body);
    case "withdraw": {
      const ok = id !== undefined && (await withdrawInvitation(db, id, admin.actor));
      const message = translate(
        admin.lang,
        ok ? "adminUsers.invitations.withdrawn" : "adminUsers.error.notFound",
      );
      return answer({ intent, ok, message }, ok ? 200 : 404);
    }
    case "revoke": {
      const name = id === undefined ? undefined : await revokeAppPassword(db, id, admin.actor);
      const ok = name !== undefined;
      const message = translate(
        admin.lang,
        ok ? "adminUsers.appPasswords.revoked" : "adminUsers.error.notFound",
        {
          name: name ?? "",
        },
      );
      return answer({ intent, ok, message }, ok ? 200 : 404);
    }
    default:
      throw data(null, { status: 400, headers: NO_STORE });
  }
}

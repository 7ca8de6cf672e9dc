/**
 * What every back-office route shares on the server: who the owner is (re-checked on every
 * loader and action, BRIEF "Back office": a customer gets 404, not a hint), the owner's language,
 * the actor for the audit log. Route modules stay thin: parse → module function → answer.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { type RequestState, requestStateContext, servicesContext } from "#app/context.ts";
import type { Actor } from "#modules/audit/log.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { activityPatch, ownerSessionState } from "#modules/owner-auth/idle.ts";
import { totpStatus } from "#modules/owner-auth/totp.ts";
import { getSetting } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { type Account, getAccount } from "#modules/users/accounts.ts";
import { isOwner } from "#modules/users/roles.ts";
import type { AppServices } from "#server/services.ts";
import "#modules/i18n/messages-admin.ts";

type Ctx = Pick<RouterContextProvider, "get">;

export type AdminRequest = {
  owner: Account;
  sessionId: string;
  services: AppServices;
  state: RequestState;
  /** The owner's back-office language (profile choice; German by default). */
  lang: Lang;
  actor: Actor;
};

/** The owner sign-in, coming back to `request`'s page afterwards. */
function toSignIn(request: Request): Response {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  return redirect(`${adminPaths.login}?next=${encodeURIComponent(next)}`, { headers: NO_STORE });
}

/**
 * The signed-in owner, or: a visitor without an account goes to the owner sign-in (with the page
 * they wanted); a signed-in customer gets a plain 404. An owner's session that has not entered
 * the back office (second factor due) or has been idle for 30 minutes goes to the sign-in too;
 * a form on an open screen never gets here idle: the shell asks for the password in place first
 * (app/components/admin/idle-guard.tsx). With `security.requireTwoFactor` on, an owner without
 * two-factor is sent to set it up (on the profile page, which the layout and the page both allow).
 */
export async function requireOwner(context: Ctx, request: Request): Promise<AdminRequest> {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const record = await state.session.get();
  const account = record?.userId ? await getAccount(services.db, record.userId) : undefined;
  // A deactivated account's sessions are ended with it; one read meanwhile is refused all the same.
  if (!record || !account?.active) throw toSignIn(request);
  if (!isOwner(account.role)) throw data(null, { status: 404, headers: NO_STORE });
  if (ownerSessionState(record.data) !== "active") throw toSignIn(request);
  const patch = activityPatch(record.data);
  if (patch) await state.session.merge(patch);
  if (
    !new URL(request.url).pathname.startsWith(adminPaths.profile) &&
    (await getSetting(services.db, "security.requireTwoFactor")) &&
    (await totpStatus(services.db, account.id)) !== "on"
  ) {
    throw redirect(`${adminPaths.profile}?twoFactor=required`, { headers: NO_STORE });
  }
  return {
    owner: account,
    sessionId: record.id,
    services,
    state,
    lang: account.adminLocale,
    actor: { id: account.id, label: account.email },
  };
}

/**
 * The signed-in administrator: a shop manager gets 403 for the areas only an administrator may
 * change (users, security, legal data, payments' bank details: docs/back-office/settings.md).
 */
export async function requireAdministrator(context: Ctx, request: Request): Promise<AdminRequest> {
  const admin = await requireOwner(context, request);
  if (admin.owner.role !== "administrator") throw data(null, { status: 403, headers: NO_STORE });
  return admin;
}

/** Back-office pages are personal: never stored by a browser or a shared cache. */
export function adminHeaders(): Headers {
  return new Headers(NO_STORE);
}

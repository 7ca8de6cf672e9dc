/**
 * `/admin/logout/`: the shell's sign-out button posts here (with its nonce, so another site cannot
 * sign the owner out); the session ends and the owner lands on the sign-in. A GET changes nothing.
 */
import { data, redirect } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { requestStateContext } from "#app/context.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import type { Route } from "./+types/logout";
import { adminNonceAccepted } from "./auth.server.ts";

export function loader() {
  return redirect(adminPaths.dashboard, { headers: NO_STORE });
}

export async function action({ context, request }: Route.ActionArgs) {
  const state = context.get(requestStateContext);
  const record = await state.session.get();
  if (!record?.userId) return redirect(adminPaths.login, { headers: NO_STORE });
  const body = await request.formData().catch(() => undefined);
  if (!body || !(await adminNonceAccepted(context, "admin-logout", body)))
    throw data(null, { status: 403, headers: NO_STORE });
  await state.session.destroy();
  return redirect(`${adminPaths.login}?loggedout=1`, { headers: NO_STORE });
}

import { redirect } from "react-router";
import { LogoutButton } from "#app/components/account/account-shell.tsx";
import { FormErrors } from "#app/components/account/notices.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { isFormFailure } from "#app/components/account/types.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import type { Route } from "./+types/logout";
import {
  accountHeaders,
  accountRequest,
  nonceAccepted,
  nonceFailure,
  nonceFor,
  readForm,
  signedInUserId,
} from "./account.server.ts";

const FORM = "logout";

/**
 * `/my-account/customer-logout/`: the navigation's sign-out button posts here. Opened as a
 * page (an old link), it asks for confirmation instead of signing out on a GET.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { paths } = accountRequest(context);
  if (!(await signedInUserId(context))) throw redirect(paths.dashboard, { headers: NO_STORE });
  return { nonce: await nonceFor(context, "logout") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { state, paths } = accountRequest(context);
  if (!(await signedInUserId(context))) return redirect(paths.dashboard, { headers: NO_STORE });
  const body = await readForm(request);
  if (!body || !(await nonceAccepted(context, "logout", body)))
    return nonceFailure(context, "logout", FORM, {});
  await state.session.destroy();
  return redirect(`${paths.dashboard}?loggedout=true`, { headers: NO_STORE });
}

export const headers = accountHeaders;

export default function Logout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const p = accountPaths(useLang());
  const failed = isFormFailure(actionData, FORM) ? actionData : undefined;
  return (
    <div className="container account-page account-page--narrow">
      <title>{`${t("account.logout.title")} – ${t("account.title")}`}</title>
      <h1 className="page-title">{t("account.logout.title")}</h1>
      <div className="account-card">
        <FormErrors failure={failed} />
        <p>{t("account.logout.confirm")}</p>
        <LogoutButton
          nonce={failed?.nonce ?? loaderData.nonce}
          label={t("account.logout.submit")}
          action={p.logout}
          className="button"
        />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

/** `/admin/`: the back office's frame around every owner screen; the owner is checked here and again in each child's loader and action. */
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { type AdminFrame, useAdminFrame, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import "#app/styles/admin.css";
import type { Route } from "./+types/layout";
import { adminHeaders, requireOwner } from "./admin.server.ts";
import { adminNonce } from "./auth.server.ts";

export async function loader({ context, request }: Route.LoaderArgs): Promise<AdminFrame> {
  const { owner, lang } = await requireOwner(context, request);
  return {
    lang,
    owner: {
      id: owner.id,
      name: owner.displayName || owner.email,
      email: owner.email,
      role: owner.role === "administrator" ? "administrator" : "shop_manager",
    },
    nonces: {
      logout: await adminNonce(context, "admin-logout"),
      reauth: await adminNonce(context, "admin-reauth"),
    },
  };
}

export const headers = adminHeaders;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell frame={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const frame = useAdminFrame();
  const t = useAdminT();
  // A signed-in customer: the storefront's own 404 in the storefront's frame, no hint of /admin/.
  if (!frame) return <RouteErrorBoundary />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403 ? "admin.error.forbidden" : status === 404 ? "admin.error.notFound" : "admin.error.server";
  const body = (
    <div className="admin-page">
      <h1>{t("admin.error.title")}</h1>
      <p>{t(message)}</p>
    </div>
  );
  return <AdminShell frame={frame}>{body}</AdminShell>;
}

/** `/admin/`: the back office's frame around every owner screen; the owner is checked here and again in each child's loader and action. */
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { type AdminFrame, useAdminFrame, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import "#app/styles/admin.css";
import { pendingCommentCount } from "#modules/comments/store.ts";
import { type Lang, translate } from "#modules/i18n/index.ts";
import { liveShopLegalGaps } from "#modules/legal/status.ts";
import { getSettings } from "#modules/settings/index.ts";
import type { AppServices } from "#server/services.ts";
import type { Route } from "./+types/layout";
import { adminHeaders, requireOwner } from "./admin.server.ts";
import { adminNonce } from "./auth.server.ts";
import { unreadSubmissionsBadge } from "./forms/submissions-nav.server.ts";

export async function loader({ context, request }: Route.LoaderArgs): Promise<AdminFrame> {
  const { owner, lang, services } = await requireOwner(context, request);
  return {
    legalWarning: await legalWarning(services, lang, owner.role === "administrator"),
    lang,
    owner: {
      id: owner.id,
      name: owner.displayName || owner.email,
      email: owner.email,
      role: owner.role === "administrator" ? "administrator" : "shop_manager",
    },
    pendingComments: await pendingCommentsBadge(services, lang),
    nonces: {
      logout: await adminNonce(context, "admin-logout"),
      reauth: await adminNonce(context, "admin-reauth"),
    },
    unreadSubmissions: await unreadSubmissionsBadge(services.db, lang),
  };
}

/** The navigation's counter of comments awaiting moderation, labelled on the server. */
async function pendingCommentsBadge(
  services: AppServices,
  lang: Lang,
): Promise<AdminFrame["pendingComments"]> {
  const count = await pendingCommentCount(services.db);
  return count === 0 ? null : { count, label: translate(lang, "admin.nav.pending", { count }) };
}

/** The warning every back-office page shows while a live shop lacks legal data (issue 21). */
async function legalWarning(
  services: AppServices,
  lang: Lang,
  administrator: boolean,
): Promise<AdminFrame["legalWarning"]> {
  const settings = await getSettings(services.db);
  const gaps = await liveShopLegalGaps(services.db, settings, services.config.LADEN_DEMO);
  if (gaps.length === 0) return null;
  const fields = gaps.map((g) => translate(lang, g.label)).join(", ");
  return {
    title: translate(lang, "admin.legalWarning.title"),
    text: translate(lang, "admin.legalWarning.text", { fields }),
    link: administrator
      ? translate(lang, "admin.legalWarning.link")
      : translate(lang, "admin.legalWarning.manager"),
  };
}

export const headers = adminHeaders;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell frame={loaderData}>
      <LegalWarning frame={loaderData} />
      <Outlet />
    </AdminShell>
  );
}

function LegalWarning({ frame }: { frame: AdminFrame }) {
  const warning = frame.legalWarning;
  if (!warning) return null;
  const administrator = frame.owner.role === "administrator";
  // Above each screen's own h1: a labelled region, not a heading, so the outline starts with the screen.
  return (
    <section className="admin-notice admin-notice--warning admin-legal-warning" aria-label={warning.title}>
      <p>
        <strong>{warning.title}.</strong> {warning.text}
      </p>
      <p>
        {administrator ? <Link to={adminPaths.settingsGroup("legal")}>{warning.link}</Link> : warning.link}
      </p>
    </section>
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

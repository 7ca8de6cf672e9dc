import { isRouteErrorResponse, useRouteError } from "react-router";
import { useDatabaseUnavailable } from "#app/render-context.tsx";
import { ErrorPage } from "./error-page.tsx";

/** Every route exports this as its ErrorBoundary, so a failing route keeps the site's frame. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const databaseUnavailable = useDatabaseUnavailable();
  if (databaseUnavailable) return <ErrorPage kind="unavailable" />;
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="notFound" />;
  if (isRouteErrorResponse(error) && error.status === 410) return <ErrorPage kind="formRemoved" />;
  if (isRouteErrorResponse(error) && error.status === 503) return <ErrorPage kind="unavailable" />;
  return <ErrorPage kind="server" />;
}

import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { Suspense } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CartProvider } from "./components/cart/cart-context.tsx";
import {
  AdminBar,
  ConsentRoot,
  SiteFooter,
  SiteHeader,
  StoreNotice,
  ThemeChrome,
} from "./components/layout/lazy-chrome.tsx";
import { Notices } from "./components/layout/notices.tsx";
import { PageParamsScript } from "./components/layout/page-params-script.tsx";
import { RouteErrorBoundary } from "./components/layout/route-error-boundary.tsx";
import { requestStateContext, servicesContext } from "./context.ts";
import { useLang, useT } from "./hooks/use-t.ts";
import { isAdminPath } from "./lib/admin-path.ts";
import { TOAST_REGION_ID } from "./lib/toast-region.ts";
import { useDatabaseUnavailable, useNonce } from "./render-context.tsx";
import { backOfficeFrame, loadRootData, type RootData } from "./root-data.server.ts";
import "./styles/app.css";
import "./styles/shop.css";
import "./styles/consent.css";
import "./styles/theme.css";
import { themeCssVars } from "./lib/shop-timings.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  // The back office has its own frame: no storefront data, chrome or scripts for an owner or a
  // visitor on their way to the owner sign-in. A signed-in customer gets the storefront (its 404).
  if (isAdminPath(new URL(request.url).pathname) && (await backOfficeFrame(services, state))) return null;
  return loadRootData(services, state, request);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const lang = useLang();
  const t = useT();
  const nonce = useNonce();
  const unavailable = useDatabaseUnavailable();
  const adminFrame = useRouteLoaderData<{ lang: "de" | "en" }>("admin");
  const { pathname } = useLocation();
  if (!data && isAdminPath(pathname)) {
    return (
      <html lang={adminFrame?.lang ?? "de"}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <Meta />
          <Links />
        </head>
        <body className="admin-body-root">
          {children}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    );
  }
  return (
    <html
      data-outcome={unavailable ? "unavailable" : undefined}
      lang={lang === "en" ? "en" : "de"}
      style={data ? ({ ...data.theme.css, ...themeCssVars() } as React.CSSProperties) : undefined}
      data-admin-bar={data?.theme.adminBar ? "" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the first paint: CSS lays out the JavaScript header (closed search overlay,
            collapsed mobile menu) at once, so nothing shifts when the theme script arrives. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: 'document.documentElement.classList.add("js")' }}
        />
        <Meta />
        <Links />
        {/* The owner's favicon (theme.faviconMediaId): the last icon link wins. */}
        {data?.theme.favicon && <link rel="icon" href={data.theme.favicon} />}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("site.skip")}
        </a>
        {data ? (
          <CartProvider initial={data.cart}>
            {/* The chrome around the page sits in Suspense boundaries and is one lazily loaded
                chunk (lazy-chrome.tsx): the server sends it inline as before, and React hydrates
                the page first and each boundary after it, once the chunk has arrived (until then
                its links and forms work as without JavaScript) — so the header, footer, consent
                and theme chrome are neither in the first-load JavaScript nor in the first
                hydration task. */}
            <Suspense fallback={null}>
              <AdminBar data={data} />
              {data.storeNotice ? <StoreNotice notice={data.storeNotice} /> : null}
              <SiteHeader data={data} />
            </Suspense>
            <main id="main" tabIndex={-1}>
              <Notices notices={data.notices} />
              {children}
            </main>
            <Suspense fallback={null}>
              <SiteFooter data={data} />
            </Suspense>
            <Suspense fallback={null}>
              <ConsentRoot banner={data.consentBanner} texts={data.consentTexts} />
            </Suspense>
            <div
              id={TOAST_REGION_ID}
              className="toast-region"
              aria-live="polite"
              data-close-label={t("site.toast.close")}
            />
            <Suspense fallback={null}>
              <ThemeChrome data={data} />
            </Suspense>
          </CartProvider>
        ) : (
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        )}
        {data ? <PageParamsScript params={data.params} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;

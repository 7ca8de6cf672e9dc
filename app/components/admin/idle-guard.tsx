/**
 * The idle re-authentication in place (issue 20): owner sessions end after 30 minutes without
 * activity. Before a form on an open screen is sent after that long, this asks for the password
 * in a modal dialog, re-authenticates (`/admin/reauth/`) and leaves the form as it was: the owner
 * sends it again, nothing typed is lost. The time counts from the last page or form in any tab of
 * this browser (localStorage), a little before the server's limit (which records activity at
 * most once a minute), so the server never refuses a form the browser let through.
 * Without JavaScript, the server sends an idle session to the sign-in with the page to come back to.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { ReauthAnswer } from "#app/routes/admin/reauth.ts";
import { ACTIVITY_WRITE_SECONDS, OWNER_IDLE_SECONDS } from "#modules/owner-auth/idle.ts";
import { adminPaths } from "./paths.ts";
import { useAdminT } from "./use-admin-t.ts";

// The dialog (react-aria-components) loads only when it is needed: rarely, and never on a first load.
const ReauthDialog = lazy(() => import("./reauth-dialog.tsx"));

const CLIENT_IDLE_MS = (OWNER_IDLE_SECONDS - 2 * ACTIVITY_WRITE_SECONDS) * 1000;
const STORAGE_KEY = "laden.admin.lastActivity";
let lastHere = 0;

function lastActivity(): number {
  let shared = 0;
  try {
    shared = Number(window.localStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    // Storage blocked: this tab's own time only.
  }
  return Math.max(lastHere, shared);
}

function markActivity(): void {
  lastHere = Date.now();
  try {
    window.localStorage.setItem(STORAGE_KEY, String(lastHere));
  } catch {
    // As above.
  }
}

export function IdleGuard({ nonce, logoutNonce }: { nonce: string; logoutNonce: string }) {
  const t = useAdminT();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [resumed, setResumed] = useState(false);
  const held = useRef<HTMLElement | null>(null);

  // Every page shown came from the server: activity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation on purpose
  useEffect(() => markActivity(), [location.key]);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest(".admin-app")) return;
      // Signing out needs no fresh password.
      if (new URL(form.action, window.location.href).pathname === adminPaths.logout) return;
      if (Date.now() - lastActivity() <= CLIENT_IDLE_MS) {
        markActivity();
        return;
      }
      // Held back before React Router (or the browser) sends it: the form stays as typed.
      event.preventDefault();
      event.stopImmediatePropagation();
      held.current = event.submitter ?? form.querySelector<HTMLElement>("[type=submit]") ?? form;
      setError("");
      setResumed(false);
      setOpen(true);
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, []);

  // Back to where the owner was (the button they pressed) once the dialog has closed.
  useEffect(() => {
    if (!open && resumed) held.current?.focus();
  }, [open, resumed]);

  async function reauthenticate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const res = await fetch(adminPaths.reauth, { method: "POST", body: new FormData(event.currentTarget) });
      const body = (await res.json()) as ReauthAnswer;
      if (body.ok) {
        markActivity();
        setResumed(true);
        setOpen(false);
      } else if (body.reason === "signIn") {
        const here = `${window.location.pathname}${window.location.search}`;
        window.location.assign(`${adminPaths.login}?next=${encodeURIComponent(here)}`);
      } else {
        setError(
          body.reason === "rateLimited"
            ? t("admin.auth.rateLimited", { minutes: body.minutes ?? 15 })
            : t("admin.reauth.failed"),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="admin-visually-hidden" role="status">
        {resumed ? t("admin.reauth.done") : ""}
      </p>
      {resumed ? (
        <p className="admin-notice admin-notice--success admin-reauth-done" aria-hidden="true">
          {t("admin.reauth.done")}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ReauthDialog
            nonce={nonce}
            logoutNonce={logoutNonce}
            error={error}
            busy={busy}
            onSubmit={reauthenticate}
          />
        </Suspense>
      ) : null}
    </>
  );
}

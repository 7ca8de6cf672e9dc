/**
 * The editor's autosave and revisions pieces (issue 25 item 1). `useAutosave` posts the title,
 * content, excerpt and meta description to `…/ID/autosave/` every 5 seconds while they differ
 * from what was last sent, and once more (a beacon) when the tab is hidden or closed, so a draft
 * survives a closed tab or an expired session; a status line says when it last did. The offer
 * to load a newer autosave and the revisions card are plain links and forms (without JavaScript
 * nothing autosaves, and nothing else changes).
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";

const FIELDS = ["title", "content", "excerpt", "meta_description"] as const;
export const AUTOSAVE_EVERY_MS = 5000;

function snapshot(form: HTMLFormElement): FormData {
  const all = new FormData(form);
  const out = new FormData();
  for (const name of FIELDS) {
    const v = all.get(name);
    if (typeof v === "string") out.set(name, v);
  }
  return out;
}

const key = (data: FormData) => JSON.stringify(FIELDS.map((f) => data.get(f)));

/** Autosaves the form's texts; returns the status ("saved" with the time, "failed", or idle). */
export function useAutosave(
  formRef: RefObject<HTMLFormElement | null>,
  kind: "post" | "page",
  id: number | null,
) {
  const [status, setStatus] = useState<{ saved: string } | "failed" | null>(null);
  const last = useRef<string | null>(null);
  useEffect(() => {
    const url = adminPaths.entryAutosave(kind, id ?? "new");
    const changed = () => {
      const form = formRef.current;
      if (!form) return undefined;
      const data = snapshot(form);
      const k = key(data);
      if (last.current === null) last.current = k; // what the page started with is saved already
      return k === last.current ? undefined : { data, k };
    };
    const tick = () => {
      const next = changed();
      if (!next) return;
      last.current = next.k;
      fetch(url, { method: "POST", body: next.data, credentials: "same-origin", redirect: "manual" })
        .then(async (r) => {
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          const body = (await r.json()) as { savedAt: string };
          setStatus({ saved: body.savedAt });
        })
        .catch(() => {
          last.current = null;
          setStatus("failed");
        });
    };
    const leave = () => {
      const next = changed();
      if (next && document.visibilityState === "hidden") {
        last.current = next.k;
        navigator.sendBeacon(url, next.data);
      }
    };
    changed();
    const timer = window.setInterval(tick, AUTOSAVE_EVERY_MS);
    document.addEventListener("visibilitychange", leave);
    window.addEventListener("pagehide", leave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", leave);
      window.removeEventListener("pagehide", leave);
    };
  }, [formRef, kind, id]);
  return status;
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

export function AutosaveStatus({ status }: { status: ReturnType<typeof useAutosave> }) {
  const t = useAdminT();
  return (
    <p className="admin-field__help admin-content-editor__autosave" role="status">
      {status === "failed"
        ? t("adminContent.autosave.failed")
        : status
          ? t("adminContent.autosave.saved", {
              time: new Intl.DateTimeFormat("de-DE", {
                timeStyle: "short",
                timeZone: "Europe/Berlin",
              }).format(new Date(status.saved)),
            })
          : null}
    </p>
  );
}

/** The offer of a newer autosave (load it: `?autosave=restore`; discard: a plain POST). */
export function AutosaveOffer(props: {
  kind: "post" | "page";
  id: number | null;
  autosave: { savedAt: string; restored: boolean } | null;
}) {
  const t = useAdminT();
  if (!props.autosave) return null;
  if (props.autosave.restored)
    return (
      <p className="admin-notice admin-notice--warning" role="status">
        {t("adminContent.autosave.restored")}
      </p>
    );
  return (
    <div className="admin-notice admin-notice--warning admin-content-editor__offer" role="status">
      <p>{t("adminContent.autosave.offer", { date: dateTime(props.autosave.savedAt) })}</p>
      <Link className="admin-button" to="?autosave=restore" reloadDocument>
        {t("adminContent.autosave.restore")}
      </Link>
      <form method="post" action={adminPaths.entryAutosave(props.kind, props.id ?? "new")}>
        <button type="submit" name="intent" value="discard" className="admin-button admin-button--quiet">
          {t("adminContent.autosave.discard")}
        </button>
      </form>
    </div>
  );
}

/** The revisions card beside the editor: how many, and the link to view and restore them. */
export function RevisionsCard(props: { kind: "post" | "page"; id: number | null; count: number }) {
  const t = useAdminT();
  if (props.id === null) return null;
  return (
    <section className="admin-card admin-content-editor__card" aria-labelledby="content-revisions-title">
      <h2 id="content-revisions-title" className="admin-content-editor__label">
        {t("adminContent.revisions")}
      </h2>
      <p>{t("adminContent.revisions.count", { count: props.count })}</p>
      {props.count > 0 && (
        <Link to={adminPaths.entryRevisions(props.kind, props.id)}>{t("adminContent.revisions")} →</Link>
      )}
    </section>
  );
}

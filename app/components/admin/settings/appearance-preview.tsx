/**
 * The appearance screen's live preview (issue 27 item 2): the real storefront page in a frame,
 * rendered with the form's unsaved values. A change in the form asks the action for a signed
 * preview link (debounced); without JavaScript the "Vorschau aktualisieren" button posts the
 * form and the answer's link is shown. The frame is same-origin only (CSP frame-ancestors 'self').
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { useAdminT } from "../use-admin-t.ts";

/** Wait after the last change before asking for a new preview. */
export const PREVIEW_DEBOUNCE_MS = 500;

const PreviewContext = createContext<() => void>(() => {});

/** Parts of the form whose change does not fire an input event (a chosen image, a moved row) call this. */
export function usePreviewRefresh(): () => void {
  return useContext(PreviewContext);
}

export type PreviewData = { previewUrl?: string; previewErrors?: Partial<Record<string, string>> };

export function useAppearancePreview(form: React.RefObject<HTMLFormElement | null>) {
  const fetcher = useFetcher<PreviewData>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = fetcher.submit;
  const refreshNow = useCallback(() => {
    clearTimeout(timer.current);
    if (!form.current) return;
    const body = new FormData(form.current);
    body.set("intent", "preview");
    void submit(body, { method: "post" });
  }, [form, submit]);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(refreshNow, PREVIEW_DEBOUNCE_MS);
  }, [refreshNow]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { refresh, refreshNow, data: fetcher.data, busy: fetcher.state !== "idle" };
}

export function PreviewProvider({ refresh, children }: { refresh: () => void; children: ReactNode }) {
  return <PreviewContext.Provider value={refresh}>{children}</PreviewContext.Provider>;
}

export function AppearancePreview(props: {
  /** The link to show: a signed preview, or the page itself (the saved settings). */
  src: string;
  busy: boolean;
  /** The form has values the preview could not show (a field's own check failed). */
  invalid: boolean;
  path: string;
  paths: readonly string[];
  onPath: (path: string) => void;
  onRefresh: (e: React.MouseEvent) => void;
  /** The form's id (the no-JS refresh button submits it). */
  formId: string;
}) {
  const t = useAdminT();
  const pathId = useId();
  const status = props.invalid
    ? t("admin.appearance.preview.invalid")
    : props.busy
      ? t("admin.appearance.preview.loading")
      : props.src.includes("laden_preview=")
        ? t("admin.appearance.preview.draft")
        : t("admin.appearance.preview.saved");
  return (
    <section className="admin-card admin-appearance__preview" aria-labelledby={`${pathId}-title`}>
      <h2 id={`${pathId}-title`} className="admin-appearance__preview-title">
        {t("admin.appearance.preview")}
      </h2>
      <div className="admin-appearance__preview-tools">
        <label htmlFor={pathId}>{t("admin.appearance.preview.page")}</label>
        <select
          id={pathId}
          name="previewPath"
          form={props.formId}
          className="admin-input"
          value={props.path}
          onChange={(e) => props.onPath(e.target.value)}
        >
          {props.paths.map((p) => (
            <option key={p} value={p}>
              {t(
                p === "/"
                  ? "admin.appearance.preview.home"
                  : p === "/shop/"
                    ? "admin.appearance.preview.shop"
                    : "admin.appearance.preview.blog",
              )}
            </option>
          ))}
        </select>
        <button
          type="submit"
          form={props.formId}
          name="intent"
          value="preview"
          className="admin-button admin-button--quiet"
          onClick={props.onRefresh}
        >
          {t("admin.appearance.preview.refresh")}
        </button>
      </div>
      <p className="admin-appearance__preview-status" role="status">
        {status}
      </p>
      <iframe
        className="admin-appearance__frame"
        title={t("admin.appearance.preview.frame")}
        src={props.src}
      />
    </section>
  );
}

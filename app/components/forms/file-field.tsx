/**
 * The file upload field, its own chunk (fields.tsx loads it through lazyField when a form has one).
 */
import { type ChangeEvent, useContext, useEffect, useRef, useState } from "react";
import type { FieldDef, LabelPos } from "#modules/forms/engine/types.ts";
import { common, useBind } from "./field-bind.ts";
import { FieldContainer, inputId } from "./field-container.tsx";
import { useFormEnv } from "./form-env.ts";
import { FormStatusContext } from "./status-context.tsx";
import { useFormsT } from "./use-forms-t.ts";

type Props = { f: FieldDef; labelPos?: LabelPos };

/** Codes of upload errors; a new choice or a removal clears them. */
const UPLOAD_ERRORS = ["file_too_large", "invalid_file_type", "too_many_files", "upload_failed"];

/**
 * A file upload field: without JavaScript the file goes with the form (multipart); with it each
 * choice is uploaded at once (`nf_fu_upload`, app/lib/forms/upload-client.ts, loaded then) and the
 * field's value is the answer's tokens. Lists the files with a remove button, announces the
 * result, shows the server's German error in the field's error slot, and holds the submit button
 * while an upload runs.
 */
export function FileField({ f, labelPos }: Props) {
  const { engine, s } = useBind(f);
  const t = useFormsT();
  const status = useContext(FormStatusContext);
  const env = useFormEnv();
  const [files, setFiles] = useState<{ name: string; size: number; token: string }[]>([]);
  // The list as of now: a second choice may finish while the first is still uploading.
  const current = useRef(files);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  // Marked once hydrated: a file chosen before that goes with the no-JS form post, not uploaded
  // at once (the field is its own chunk and hydrates after the form); browser tests wait for it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const multi = Number(f.upload_multi_count) > 1;
  const accept = (f.upload_types ?? "")
    .split(/[\s,;|]+/)
    .filter(Boolean)
    .map((e) => `.${e.replace(/^\./, "")}`)
    .join(",");
  const clearErrors = () => {
    for (const code of UPLOAD_ERRORS) engine.removeFieldError(f.id, code);
  };
  const keep = (next: typeof files) => {
    current.current = next;
    setFiles(next);
    engine.set(
      f.id,
      next.map((x) => x.token),
      "change",
    );
  };
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const chosen = [...(input.files ?? [])];
    if (chosen.length === 0) return;
    clearErrors();
    setBusy(true);
    setSaid(t("forms.uploadBusy"));
    status.set({ uploads: status.get().uploads + 1 });
    try {
      const { uploadFiles } = await import("#app/lib/forms/upload-client.ts");
      const embed = env.embedUpload && { ...env.embedUpload, ajaxUrl: env.ajaxUrl };
      const answer = await uploadFiles(engine.form.id, f.id, chosen, t("forms.uploadFailed"), embed);
      if (answer.ok) {
        keep([...current.current, ...answer.files]);
        setSaid(answer.files.map((x) => t("forms.uploadDone", { name: x.name })).join(" "));
      } else {
        engine.setServerFieldError(f.id, { slug: answer.code, message: answer.message });
        setSaid(answer.message);
      }
    } finally {
      // The chosen file is in the list (or refused): the input is free for the next choice.
      input.value = "";
      setBusy(false);
      status.set({ uploads: Math.max(0, status.get().uploads - 1) });
    }
  };
  const remove = (token: string) => {
    const gone = current.current.find((x) => x.token === token);
    clearErrors();
    keep(current.current.filter((x) => x.token !== token));
    if (gone) setSaid(t("forms.uploadRemoved", { name: gone.name }));
    document.getElementById(inputId(f))?.focus();
  };
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
      <input
        {...common(f, s)}
        // The tokens are the value once files are listed; the input itself need not be filled.
        required={(f.required && files.length === 0) || undefined}
        type="file"
        accept={accept || undefined}
        multiple={multi || undefined}
        aria-busy={busy || undefined}
        data-ready={hydrated || undefined}
        onChange={onChange}
      />
      {busy ? (
        <p className="nf-upload-busy" aria-hidden="true">
          {t("forms.uploadBusy")}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="nf-upload-list">
          {files.map((x) => (
            <li key={x.token}>
              <span className="nf-upload-name">{x.name}</span>{" "}
              <span className="nf-upload-size">({formatSize(x.size)})</span>{" "}
              <button type="button" className="nf-upload-remove" onClick={() => remove(x.token)}>
                {t("forms.uploadRemove", { name: x.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="screen-reader-text nf-upload-status" role="status" aria-live="polite">
        {said}
      </span>
    </FieldContainer>
  );
}

function formatSize(bytes: number): string {
  const nf = (n: number) => n.toLocaleString("de-DE", { maximumFractionDigits: 1 });
  return bytes >= 1048576 ? `${nf(bytes / 1048576)} MB` : `${nf(Math.max(bytes, 1) / 1024)} KB`;
}

/**
 * The library's upload: a plain multipart form (several files, posted to the library's action:
 * works without JavaScript) that, once hydrated, also takes dropped files and sends each file on
 * its own XHR to `/admin/media/upload/` with a progress bar per file. Progress is shown, not
 * spoken (a percentage a second would drown a screen reader); each file's end (uploaded, or
 * refused with its German reason) and the summary are announced in a polite live region.
 */
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

type Item = {
  key: number;
  name: string;
  percent: number;
  state: "sending" | "done" | "refused";
  message?: string;
};

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

function send(file: File, onProgress: (percent: number) => void): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.open("POST", adminPaths.mediaUpload);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const answer = xhr.response as { ok?: boolean; message?: string } | null;
      resolve({ ok: xhr.status === 201 && answer?.ok === true, message: answer?.message });
    };
    xhr.onerror = () => resolve({ ok: false });
    xhr.send(body);
  });
}

export function MediaUploader({ maxMb, maxFiles }: { maxMb: number; maxFiles: number }) {
  const t = useAdminT();
  const revalidator = useRevalidator();
  const [hydrated, setHydrated] = useState(false);
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  useEffect(() => setHydrated(true), []);

  const update = (key: number, patch: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  async function uploadAll(files: File[]) {
    if (files.length === 0) {
      setAnnouncement(t("adminMedia.upload.none"));
      return;
    }
    const batch = files.map((f) => ({ key: nextKey.current++, file: f }));
    setItems(batch.map(({ key, file }) => ({ key, name: file.name, percent: 0, state: "sending" as const })));
    let done = 0;
    // One after the other: a phone's upload is not faster in parallel, and the order stays readable.
    for (const { key, file } of batch) {
      const result = await send(file, (percent) => update(key, { percent }));
      const message = result.ok
        ? t("adminMedia.upload.done", { name: file.name })
        : t("adminMedia.upload.refused", {
            name: file.name,
            reason: result.message ?? t("adminMedia.upload.failed"),
          });
      if (result.ok) done++;
      update(key, { state: result.ok ? "done" : "refused", percent: 100, message });
      setAnnouncement(message);
    }
    setAnnouncement(t("adminMedia.upload.summary", { done, total: batch.length }));
    if (input.current) input.current.value = "";
    revalidator.revalidate();
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void uploadAll([...(input.current?.files ?? [])]);
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    void uploadAll([...e.dataTransfer.files]);
  };
  const onDragOver = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(true);
  };

  return (
    <section className="admin-card admin-media-upload" aria-labelledby="admin-media-upload-title">
      <h2 id="admin-media-upload-title">{t("adminMedia.upload.title")}</h2>
      <form
        method="post"
        encType="multipart/form-data"
        onSubmit={hydrated ? onSubmit : undefined}
        className={dragging ? "admin-media-drop admin-media-drop--active" : "admin-media-drop"}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input type="hidden" name="intent" value="upload" />
        <p className="admin-media-drop__hint" aria-hidden="true">
          {t("adminMedia.upload.drop")}
        </p>
        <div className="admin-field">
          <label htmlFor="admin-media-files">{t("adminMedia.upload.input")}</label>
          <input
            ref={input}
            id="admin-media-files"
            name="files"
            type="file"
            multiple
            accept={ACCEPT}
            required
            aria-describedby="admin-media-files-help"
          />
          <p id="admin-media-files-help" className="admin-field__help">
            {t("adminMedia.upload.help", { mb: maxMb, files: maxFiles })}
          </p>
        </div>
        <button type="submit" className="admin-button">
          {t("adminMedia.upload.submit")}
        </button>
      </form>
      {items.length > 0 && (
        <ul className="admin-media-progress" aria-label={t("adminMedia.upload.results")}>
          {items.map((i) => (
            <li key={i.key} className={`admin-media-progress__item admin-media-progress__item--${i.state}`}>
              {i.state === "refused" ? (
                <span>{i.message}</span>
              ) : (
                <>
                  <label htmlFor={`admin-media-progress-${i.key}`}>{i.message ?? i.name}</label>
                  <progress id={`admin-media-progress-${i.key}`} max={100} value={i.percent}>
                    {t("adminMedia.upload.progress", { name: i.name, percent: i.percent })}
                  </progress>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="admin-visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </section>
  );
}

/**
 * Choosing an image from the media library: a modal native `<dialog>` (focus kept inside, Escape
 * closes, focus goes back to where it came from) over `GET /admin/media/picker/` (search, pages of
 * 24). An item without alt text cannot be chosen: its tile is disabled, says why and links to
 * the item's page to add one (the alt-text rule, modules/media/usable.ts). Used by the rich-text
 * editor's image button and the product's image and gallery.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { PickerItem } from "#modules/media/picker.ts";
import "#modules/i18n/messages-admin-rich-text.ts"; // its texts, wherever the dialog is opened
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

export type { PickerItem };

type Page = { items: PickerItem[]; total: number; page: number; pages: number };

export function MediaPickerDialog(props: {
  onChoose: (item: PickerItem) => void;
  onClose: () => void;
  /** Ids that may not be chosen again (already in the gallery). */
  exclude?: readonly number[];
}) {
  const t = useAdminT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [result, setResult] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState("");

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  useEffect(() => {
    const ac = new AbortController();
    const url = new URL(adminPaths.mediaPicker, window.location.href);
    if (query.q) url.searchParams.set("q", query.q);
    if (query.page > 1) url.searchParams.set("page", String(query.page));
    setFailed(false);
    fetch(url, { signal: ac.signal, credentials: "same-origin", headers: { accept: "application/json" } })
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const page = (await r.json()) as Page;
        setResult((prev) =>
          query.page > 1 && prev ? { ...page, items: [...prev.items, ...page.items] } : page,
        );
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        console.error("media picker", err);
        setFailed(true);
      });
    return () => ac.abort();
  }, [query]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setResult(null);
    setQuery({ q: text.trim(), page: 1 });
  };
  const status = failed
    ? t("adminMediaPicker.error")
    : result === null
      ? t("adminMediaPicker.loading")
      : result.total === 0
        ? t("adminMediaPicker.empty")
        : t("adminMediaPicker.count", { count: result.total });
  const excluded = new Set(props.exclude ?? []);

  return (
    <dialog ref={ref} className="admin-picker" aria-labelledby={titleId} onClose={props.onClose}>
      <div className="admin-picker__head">
        <h2 id={titleId} className="admin-dialog__title">
          {t("adminMediaPicker.title")}
        </h2>
        <button type="button" className="admin-button admin-button--quiet" onClick={props.onClose}>
          {t("adminMediaPicker.close")}
        </button>
      </div>
      {/* A div, not a form: the picker sits inside the editor's form (no nested forms). */}
      <div className="admin-picker__search">
        <label htmlFor={searchId}>{t("adminMediaPicker.search")}</label>
        <input
          id={searchId}
          type="search"
          className="admin-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") search(e);
          }}
        />
        <button type="button" className="admin-button admin-button--quiet" onClick={search}>
          {t("adminMediaPicker.searchSubmit")}
        </button>
      </div>
      <p className="admin-picker__status" role="status">
        {status}
      </p>
      {result && result.items.length > 0 && (
        <ul className="admin-picker__grid">
          {result.items.map((item) => {
            const blocked = item.refusal !== null || excluded.has(item.id);
            const hintId = `picker-hint-${item.id}`;
            return (
              <li key={item.id} className="admin-picker__item">
                <button
                  type="button"
                  className="admin-picker__choose"
                  disabled={blocked}
                  aria-label={t("adminMediaPicker.choose", { name: item.title })}
                  aria-describedby={item.refusal ? hintId : undefined}
                  onClick={() => props.onChoose(item)}
                >
                  <img src={item.thumb} alt="" width={120} height={120} loading="lazy" decoding="async" />
                  <span className="admin-picker__name">{item.title}</span>
                </button>
                {item.refusal && (
                  <span id={hintId} className="admin-picker__hint">
                    {t("adminMediaPicker.noAlt")}{" "}
                    <a href={adminPaths.mediaItem(item.id)} target="_blank" rel="noopener">
                      {t("adminMediaPicker.addAlt")}
                    </a>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {result && result.page < result.pages && (
        <p>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
          >
            {t("adminMediaPicker.more")}
          </button>
        </p>
      )}
    </dialog>
  );
}

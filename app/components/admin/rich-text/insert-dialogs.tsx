/**
 * The rich-text editor's insert dialogs for posts and pages (issue 25 item 1), each a modal
 * native `<dialog>` like the link dialog (focus inside, Escape cancels, focus back to the text):
 * a video (YouTube/Vimeo address, stored as a link the storefront shows behind its consent
 * placeholder), a form picked by name (stored as `[ninja_form id=ID]`), a gallery of library
 * images with alt text (stored as `[gallery ids="…"]`), a table; and the link dialog's search of
 * pages, posts and products (`GET /admin/content/link-search/`).
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { embedOf } from "#modules/blog/media.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { MediaPickerDialog, type PickerItem } from "../media/picker-dialog.tsx";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

export type FormChoice = { id: number; title: string };
export type TableSize = { rows: number; columns: number; header: boolean };

function InsertDialog(props: {
  title: MessageKey;
  error: MessageKey | null;
  errorId: string;
  onApply: () => void;
  onClose: () => void;
  apply: MessageKey;
  children: ReactNode;
}) {
  const t = useAdminT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="admin-picker admin-rte__link-dialog"
      aria-labelledby={titleId}
      onClose={props.onClose}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {t(props.title)}
      </h2>
      {props.children}
      <p id={props.errorId} className="admin-field__error" role="alert">
        {props.error ? t(props.error) : null}
      </p>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--quiet" onClick={props.onClose}>
          {t("adminRte.cancel")}
        </button>
        <button type="button" className="admin-button" onClick={props.onApply}>
          {t(props.apply)}
        </button>
      </div>
    </dialog>
  );
}

const onEnter = (apply: () => void) => (e: KeyboardEvent<HTMLElement>) => {
  if (e.key !== "Enter") return;
  e.preventDefault();
  apply();
};

/** A YouTube or Vimeo address; anything else is refused at the field. */
export function EmbedDialog(props: { onInsert: (url: string) => void; onClose: () => void }) {
  const t = useAdminT();
  const ids = { url: useId(), help: useId(), error: useId() };
  const [url, setUrl] = useState("");
  const [error, setError] = useState<MessageKey | null>(null);
  const apply = () => {
    const clean = url.trim();
    if (!embedOf(clean)) return setError("adminRte.embedBadUrl");
    props.onInsert(clean);
  };
  return (
    <InsertDialog
      title="adminRte.embedTitle"
      apply="adminRte.insert"
      error={error}
      errorId={ids.error}
      onApply={apply}
      onClose={props.onClose}
    >
      <div className="admin-field">
        <label htmlFor={ids.url}>{t("adminRte.embedUrl")}</label>
        <input
          id={ids.url}
          className="admin-input"
          type="text"
          inputMode="url"
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids.help} ${ids.error}`}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onEnter(apply)}
        />
        <span id={ids.help} className="admin-field__help">
          {t("adminRte.embedHelp")}
        </span>
      </div>
    </InsertDialog>
  );
}

/** A published form, chosen by its name. */
export function FormDialog(props: {
  forms: FormChoice[];
  onInsert: (id: number) => void;
  onClose: () => void;
}) {
  const t = useAdminT();
  const ids = { select: useId(), error: useId() };
  const [chosen, setChosen] = useState(props.forms[0] ? String(props.forms[0].id) : "");
  const [error, setError] = useState<MessageKey | null>(null);
  const apply = () => {
    if (!chosen) return setError("adminRte.formNone");
    props.onInsert(Number(chosen));
  };
  return (
    <InsertDialog
      title="adminRte.formTitle"
      apply="adminRte.insert"
      error={error}
      errorId={ids.error}
      onApply={apply}
      onClose={props.onClose}
    >
      {props.forms.length === 0 ? (
        <p>{t("adminRte.formNone")}</p>
      ) : (
        <div className="admin-field">
          <label htmlFor={ids.select}>{t("adminRte.formChoose")}</label>
          <select
            id={ids.select}
            className="admin-input"
            value={chosen}
            aria-describedby={ids.error}
            onChange={(e) => setChosen(e.target.value)}
          >
            {props.forms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        </div>
      )}
    </InsertDialog>
  );
}

/** Library images (each with alt text: the picker offers no other) in order, then the columns. */
export function GalleryDialog(props: {
  onInsert: (ids: number[], columns: number) => void;
  onClose: () => void;
}) {
  const t = useAdminT();
  const ids = { columns: useId(), error: useId(), list: useId() };
  const [items, setItems] = useState<PickerItem[]>([]);
  const [columns, setColumns] = useState("3");
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const apply = () => {
    if (items.length === 0) return setError("adminRte.galleryEmpty");
    props.onInsert(
      items.map((i) => i.id),
      Number(columns),
    );
  };
  return (
    <InsertDialog
      title="adminRte.galleryTitle"
      apply="adminRte.insert"
      error={error}
      errorId={ids.error}
      onApply={apply}
      onClose={props.onClose}
    >
      <ul id={ids.list} className="admin-rte__gallery-list" aria-label={t("adminRte.galleryChosen")}>
        {items.map((item) => (
          <li key={item.id}>
            <img src={item.thumb} alt={item.alt} width={64} height={64} />
            <button
              type="button"
              className="admin-button admin-button--quiet"
              aria-label={t("adminRte.galleryRemove", { name: item.title })}
              onClick={() => {
                setItems((list) => list.filter((i) => i.id !== item.id));
                addRef.current?.focus();
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="admin-field__help">
        {t("adminRte.galleryCount", { count: items.length })}
      </p>
      <button
        ref={addRef}
        type="button"
        className="admin-button admin-button--quiet"
        onClick={() => setPicking(true)}
      >
        {t("adminRte.galleryAdd")}
      </button>
      <div className="admin-field">
        <label htmlFor={ids.columns}>{t("adminRte.galleryColumns")}</label>
        <select
          id={ids.columns}
          className="admin-input"
          value={columns}
          onChange={(e) => setColumns(e.target.value)}
        >
          {["2", "3", "4"].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {picking && (
        <MediaPickerDialog
          exclude={items.map((i) => i.id)}
          onChoose={(item) => {
            setPicking(false);
            setError(null);
            setItems((list) => [...list, item]);
            addRef.current?.focus();
          }}
          onClose={() => {
            setPicking(false);
            addRef.current?.focus();
          }}
        />
      )}
    </InsertDialog>
  );
}

/** Rows and columns (a header row by default). */
export function TableDialog(props: { onInsert: (size: TableSize) => void; onClose: () => void }) {
  const t = useAdminT();
  const ids = { rows: useId(), columns: useId(), header: useId(), error: useId() };
  const [rows, setRows] = useState("3");
  const [columns, setColumns] = useState("2");
  const [header, setHeader] = useState(true);
  const [error, setError] = useState<MessageKey | null>(null);
  const apply = () => {
    const r = Number(rows);
    const c = Number(columns);
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 1 || r > 50 || c < 1 || c > 10)
      return setError("adminRte.tableSize");
    props.onInsert({ rows: r, columns: c, header });
  };
  return (
    <InsertDialog
      title="adminRte.tableTitle"
      apply="adminRte.insert"
      error={error}
      errorId={ids.error}
      onApply={apply}
      onClose={props.onClose}
    >
      <div className="admin-rte__table-size">
        <div className="admin-field">
          <label htmlFor={ids.rows}>{t("adminRte.tableRows")}</label>
          <input
            id={ids.rows}
            className="admin-input"
            type="number"
            min={1}
            max={50}
            value={rows}
            aria-describedby={ids.error}
            onChange={(e) => setRows(e.target.value)}
            onKeyDown={onEnter(apply)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.columns}>{t("adminRte.tableColumns")}</label>
          <input
            id={ids.columns}
            className="admin-input"
            type="number"
            min={1}
            max={10}
            value={columns}
            aria-describedby={ids.error}
            onChange={(e) => setColumns(e.target.value)}
            onKeyDown={onEnter(apply)}
          />
        </div>
      </div>
      <div className="admin-content-editor__check">
        <input
          id={ids.header}
          type="checkbox"
          checked={header}
          onChange={(e) => setHeader(e.target.checked)}
        />
        <label htmlFor={ids.header}>{t("adminRte.tableHeader")}</label>
      </div>
    </InsertDialog>
  );
}

type Target = { kind: "page" | "post" | "product"; title: string; url: string };

/** The link dialog's search: typing 2+ letters lists matching pages, posts and products; a choice fills the address. */
export function LinkSearch(props: { onPick: (target: Target) => void }) {
  const t = useAdminT();
  const ids = { search: useId(), results: useId() };
  const [q, setQ] = useState("");
  const [items, setItems] = useState<Target[] | null>(null);
  useEffect(() => {
    if (q.trim().length < 2) {
      setItems(null);
      return;
    }
    const ac = new AbortController();
    const url = new URL(adminPaths.linkSearch, window.location.href);
    url.searchParams.set("q", q.trim());
    const timer = window.setTimeout(() => {
      fetch(url, { signal: ac.signal, credentials: "same-origin", headers: { accept: "application/json" } })
        .then(async (r) => {
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          setItems(((await r.json()) as { items: Target[] }).items);
        })
        .catch((err: unknown) => {
          if (!ac.signal.aborted) console.error("link search", err);
        });
    }, 200);
    return () => {
      window.clearTimeout(timer);
      ac.abort();
    };
  }, [q]);
  return (
    <div className="admin-field admin-rte__link-search">
      <label htmlFor={ids.search}>{t("adminRte.linkSearch")}</label>
      <input
        id={ids.search}
        className="admin-input"
        type="search"
        value={q}
        aria-controls={ids.results}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") e.preventDefault();
        }}
      />
      <div id={ids.results} aria-live="polite">
        {items !== null && items.length === 0 && (
          <p className="admin-field__help">{t("adminRte.linkSearchNone")}</p>
        )}
        {items !== null && items.length > 0 && (
          <ul className="admin-rte__link-results" aria-label={t("adminRte.linkSearchResults")}>
            {items.map((item) => (
              <li key={`${item.kind}-${item.url}`}>
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  onClick={() => props.onPick(item)}
                >
                  <span className="admin-rte__link-kind">{t(`adminRte.linkKind.${item.kind}`)}</span>{" "}
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

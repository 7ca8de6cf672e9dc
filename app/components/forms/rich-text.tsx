/**
 * The rich text editor of a textarea with `textarea_rte` (spec §2 "Rich text", §6, §9; glossary
 * F17), on Lexical (ADR 003 addendum). Loaded as its own chunk by TextareaField after hydration,
 * so the server HTML and a browser without JavaScript keep the plain textarea and the form page's
 * first-load JS does not grow. The editable area is a `role=textbox` (multi-line) named by the
 * field's label, 150 px high; the toolbar is an ARIA toolbar (one tab stop, arrow keys move).
 * Link insertion asks for text and URL (both needed); the media button (only for a signed-in
 * user with `textarea_media`) opens a dialog over the media library (`GET wp/v2/media`) and
 * inserts a link to the chosen file. The value is the editor's HTML, "" when it has no text; the
 * server cleans it with the allow-list sanitiser (validateSubmission's `cleanRichText`).
 */

import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { $createLinkNode, LinkNode } from "@lexical/link";
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  registerList,
} from "@lexical/list";
import { registerRichText } from "@lexical/rich-text";
import { mergeRegister } from "@lexical/utils";
import {
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  createEditor,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from "lexical";
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { RTE_HEIGHT_PX, RTE_MEDIA_PAGE_SIZE } from "#modules/forms/constants.ts";
import type { FormsMessageKey } from "#modules/forms/messages.ts";

type T = (key: FormsMessageKey, params?: Record<string, string | number>) => string;

type Props = {
  id: string;
  name: string;
  labelId: string;
  value: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The media button: `textarea_media` and a signed-in user (nonzero id). */
  media: boolean;
  /** REST root (`/wp-json/`) for the media library. */
  restRoot: string;
  t: T;
  onChange: (html: string) => void;
  onBlur: () => void;
};

/** A link target the editor accepts: http(s), mailto or tel (anything else could run script). */
export function safeLinkUrl(raw: string, base: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  try {
    const url = new URL(
      /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith("/") ? text : `https://${text}`,
      base,
    );
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

type Format = "bold" | "italic" | "underline";
const FORMATS: { format: Format; key: FormsMessageKey; icon: ReactNode }[] = [
  { format: "bold", key: "forms.rte.bold", icon: <b>B</b> },
  { format: "italic", key: "forms.rte.italic", icon: <i>I</i> },
  { format: "underline", key: "forms.rte.underline", icon: <u>U</u> },
];

/** Toolbar icons for lists (an SVG: visible text would have to match the button's German name). */
function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      {[5, 10, 15].map((y) =>
        numbered ? (
          <rect key={y} x="2" y={y - 1.5} width="3" height="3" fill="currentColor" />
        ) : (
          <circle key={y} cx="3.5" cy={y} r="1.6" fill="currentColor" />
        ),
      )}
      {[5, 10, 15].map((y) => (
        <rect key={`l${y}`} x="7" y={y - 1} width="11" height="2" fill="currentColor" />
      ))}
    </svg>
  );
}

function readHtml(editor: LexicalEditor): string {
  return editor
    .getEditorState()
    .read(() => ($getRoot().getTextContent().trim() === "" ? "" : $generateHtmlFromNodes(editor, null)));
}

export function RichText(p: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<LexicalEditor | null>(null);
  const savedSelection = useRef<BaseSelection | null>(null);
  const [active, setActive] = useState<Record<Format, boolean>>({
    bold: false,
    italic: false,
    underline: false,
  });
  const [dialog, setDialog] = useState<"link" | "media" | null>(null);
  const onChange = useRef(p.onChange);
  onChange.current = p.onChange;

  useEditor(p, { rootRef, editorRef, savedSelection, setActive, onChange });

  useEffect(() => {
    editorRef.current?.setEditable(!p.disabled);
  }, [p.disabled]);

  const run = (fn: (editor: LexicalEditor) => void) => {
    const editor = editorRef.current;
    if (editor) fn(editor);
  };

  /** Inserts `[text](url)` at the saved selection (replacing selected text), then returns focus. */
  const insertLink = (text: string, url: string) =>
    run((editor) => {
      editor.update(() => {
        if (savedSelection.current) $setSelection(savedSelection.current.clone());
        let sel = $getSelection();
        if (!$isRangeSelection(sel)) {
          $getRoot().selectEnd();
          sel = $getSelection();
        }
        const link = $createLinkNode(url);
        link.append($createTextNode(text));
        if ($isRangeSelection(sel)) sel.insertNodes([link]);
      });
      editor.focus();
    });

  /** Either dialog: closing returns focus to the editor; inserting adds the link (which focuses it). */
  const closeDialog = () => {
    setDialog(null);
    editorRef.current?.focus();
  };
  const insertFromDialog = (text: string, url: string) => {
    setDialog(null);
    insertLink(text, url);
  };

  const selectedText = (): string =>
    editorRef.current?.getEditorState().read(() => savedSelection.current?.getTextContent() ?? "") ?? "";

  const t = p.t;
  let first = true;
  const tab = () => {
    const v = first ? 0 : -1;
    first = false;
    return v;
  };
  const button = (key: FormsMessageKey, icon: ReactNode, action: () => void, pressed?: boolean) => (
    <button
      key={key}
      type="button"
      className="nf-rte-button"
      tabIndex={tab()}
      aria-label={t(key)}
      title={t(key)}
      aria-pressed={pressed}
      disabled={p.disabled || undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={action}
    >
      {icon}
    </button>
  );

  return (
    <div className="nf-rte">
      <input type="hidden" name={p.name} value={p.value} />
      <div
        className="nf-rte-toolbar"
        role="toolbar"
        aria-label={t("forms.rte.toolbar")}
        aria-controls={p.id}
        onKeyDown={onToolbarKey}
      >
        {FORMATS.map((f) =>
          button(
            f.key,
            f.icon,
            () => run((ed) => ed.dispatchCommand(FORMAT_TEXT_COMMAND, f.format as TextFormatType)),
            active[f.format],
          ),
        )}
        {button("forms.rte.bulletList", <ListIcon numbered={false} />, () =>
          run((ed) => ed.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)),
        )}
        {button("forms.rte.numberedList", <ListIcon numbered />, () =>
          run((ed) => ed.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)),
        )}
        {button("forms.rte.link", <span aria-hidden="true">🔗</span>, () => setDialog("link"))}
        {p.media
          ? button("forms.rteMedia", <span aria-hidden="true">🖼</span>, () => setDialog("media"))
          : null}
        {button("forms.rte.undo", <span aria-hidden="true">↶</span>, () =>
          run((ed) => ed.dispatchCommand(UNDO_COMMAND, undefined)),
        )}
        {button("forms.rte.redo", <span aria-hidden="true">↷</span>, () =>
          run((ed) => ed.dispatchCommand(REDO_COMMAND, undefined)),
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contenteditable (ARIA multi-line textbox) */}
      <div
        id={p.id}
        ref={rootRef}
        className="nf-rte-editable ninja-forms-field nf-element"
        contentEditable={!p.disabled}
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={p.labelId}
        aria-describedby={p.describedBy}
        aria-invalid={p.invalid || undefined}
        aria-required={p.required || undefined}
        style={{ height: RTE_HEIGHT_PX, overflowY: "auto" }}
        onBlur={(e) => {
          if (e.relatedTarget && e.currentTarget.parentElement?.contains(e.relatedTarget)) return;
          p.onBlur();
        }}
      />
      {dialog === "link" ? (
        <LinkDialog t={t} initialText={selectedText()} onClose={closeDialog} onInsert={insertFromDialog} />
      ) : null}
      {dialog === "media" ? (
        <MediaDialog t={t} restRoot={p.restRoot} onClose={closeDialog} onInsert={insertFromDialog} />
      ) : null}
    </div>
  );
}

/** A native modal dialog (focus kept inside, Escape closes), opened when mounted. */
function Modal({
  titleId,
  title,
  onClose,
  children,
  className,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={ref} className={`nf-rte-dialog ${className}`} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="nf-rte-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

function LinkDialog({
  t,
  initialText,
  onClose,
  onInsert,
}: {
  t: T;
  initialText: string;
  onClose: () => void;
  onInsert: (text: string, url: string) => void;
}) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<FormsMessageKey | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  // The dialog focuses the text input; with text already selected, the address comes next.
  useEffect(() => {
    if (initialText) urlRef.current?.focus();
  }, [initialText]);
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    submit();
  };
  const submit = () => {
    if (!text.trim() || !url.trim()) return setError("forms.rteLinkNeedsBoth");
    const href = safeLinkUrl(url, window.location.href);
    if (!href) return setError("forms.rte.linkBadUrl");
    onInsert(text.trim(), href);
  };
  return (
    <Modal titleId="nf-rte-link-title" title={t("forms.rte.link")} onClose={onClose} className="nf-rte-link">
      <div className="nf-rte-row">
        <label htmlFor="nf-rte-link-text">{t("forms.rteLinkText")}</label>
        <input
          id="nf-rte-link-text"
          type="text"
          value={text}
          aria-describedby={error ? "nf-rte-link-error" : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onEnter}
        />
      </div>
      <div className="nf-rte-row">
        <label htmlFor="nf-rte-link-url">{t("forms.rteLinkUrl")}</label>
        <input
          id="nf-rte-link-url"
          type="url"
          inputMode="url"
          value={url}
          ref={urlRef}
          aria-describedby={error ? "nf-rte-link-error" : undefined}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onEnter}
        />
      </div>
      <div id="nf-rte-link-error" className="nf-rte-error" role="alert">
        {error ? t(error) : null}
      </div>
      <div className="nf-rte-actions">
        <button type="button" className="button" onClick={submit}>
          {t("forms.rte.insert")}
        </button>
        <button type="button" className="button nf-rte-cancel" onClick={onClose}>
          {t("forms.rte.cancel")}
        </button>
      </div>
    </Modal>
  );
}

type MediaItem = {
  id: number;
  title: { rendered: string };
  alt_text: string;
  source_url: string;
  media_details?: { sizes?: Record<string, { source_url: string }> };
};

function MediaDialog({
  t,
  restRoot,
  onClose,
  onInsert,
}: {
  t: T;
  restRoot: string;
  onClose: () => void;
  onInsert: (text: string, url: string) => void;
}) {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const ac = new AbortController();
    const url = new URL(`${restRoot}wp/v2/media`, window.location.href);
    url.searchParams.set("per_page", String(RTE_MEDIA_PAGE_SIZE));
    fetch(url, { signal: ac.signal, credentials: "same-origin", headers: { accept: "application/json" } })
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        setItems((await r.json()) as MediaItem[]);
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        console.error("rich text: media library", err);
        setFailed(true);
      });
    return () => ac.abort();
  }, [restRoot]);
  const status = failed
    ? t("forms.rte.mediaError")
    : items === null
      ? t("forms.rte.mediaLoading")
      : items.length === 0
        ? t("forms.rte.mediaEmpty")
        : "";
  return (
    <Modal
      titleId="nf-rte-media-title"
      title={t("forms.rte.mediaTitle")}
      onClose={onClose}
      className="nf-rte-media"
    >
      <div className="nf-rte-status" role="status">
        {status}
      </div>
      {items?.length ? (
        <ul className="nf-rte-media-list">
          {items.map((m) => {
            const thumb = m.media_details?.sizes?.thumbnail?.source_url ?? m.source_url;
            const title = m.title.rendered || m.alt_text || m.source_url.split("/").pop() || "";
            return (
              <li key={m.id}>
                <button
                  type="button"
                  className="nf-rte-media-item"
                  onClick={() => onInsert(title, m.source_url)}
                >
                  <img src={thumb} alt="" width={96} height={96} loading="lazy" />
                  <span>{title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="nf-rte-actions">
        <button type="button" className="button nf-rte-cancel" onClick={onClose}>
          {t("forms.rte.cancel")}
        </button>
      </div>
    </Modal>
  );
}

// ARIA toolbar: one tab stop; arrow keys, Home and End move between its buttons.
function onToolbarKey(e: KeyboardEvent<HTMLDivElement>): void {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to =
    e.key === "ArrowRight"
      ? (at + 1) % buttons.length
      : e.key === "ArrowLeft"
        ? (at - 1 + buttons.length) % buttons.length
        : e.key === "Home"
          ? 0
          : e.key === "End"
            ? buttons.length - 1
            : -1;
  if (to < 0) return;
  e.preventDefault();
  for (const [i, b] of buttons.entries()) b.tabIndex = i === to ? 0 : -1;
  buttons[to]?.focus();
}

/**
 * One Lexical editor for the component's life, on the root element: rich text, lists, history,
 * the toolbar's pressed states and the HTML reported on every change.
 */
function useEditor(
  p: Props,
  refs: {
    rootRef: RefObject<HTMLDivElement | null>;
    editorRef: RefObject<LexicalEditor | null>;
    savedSelection: RefObject<BaseSelection | null>;
    setActive: (active: Record<Format, boolean>) => void;
    onChange: RefObject<(html: string) => void>;
  },
): void {
  const { rootRef, editorRef, savedSelection, setActive, onChange } = refs;
  // One editor for the component's life; the initial value comes from the server-rendered textarea.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later values come from the editor itself
  useEffect(() => {
    const editor = createEditor({
      namespace: p.id,
      nodes: [LinkNode, ListNode, ListItemNode],
      theme: { text: { bold: "nf-rte-bold", italic: "nf-rte-italic", underline: "nf-rte-underline" } },
      onError: (e) => console.error("rich text:", e),
    });
    editorRef.current = editor;
    editor.setRootElement(rootRef.current);
    if (p.value) {
      editor.update(
        () => {
          const dom = new DOMParser().parseFromString(p.value, "text/html");
          $getRoot().clear().select();
          $insertNodes($generateNodesFromDOM(editor, dom));
          $setSelection(null);
        },
        { discrete: true },
      );
    }
    let last = readHtml(editor);
    const off = mergeRegister(
      registerRichText(editor),
      registerList(editor),
      registerHistory(editor, createEmptyHistoryState(), 300),
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        editorState.read(() => {
          const sel = $getSelection();
          if ($isRangeSelection(sel)) {
            savedSelection.current = sel.clone();
            setActive({
              bold: sel.hasFormat("bold"),
              italic: sel.hasFormat("italic"),
              underline: sel.hasFormat("underline"),
            });
          }
        });
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        const html = readHtml(editor);
        if (html !== last) {
          last = html;
          onChange.current(html);
        }
      }),
    );
    return () => {
      off();
      editor.setRootElement(null);
    };
  }, []);
}
